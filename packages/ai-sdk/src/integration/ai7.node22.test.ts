import { APICallError, generateText, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai7';
import { MockLanguageModelV4 } from 'ai7/test';
import { runHonchoScenarios } from './test-support/scenarios.js';

// ai 7 requires Node 22: this file runs under vitest.node22.config.ts.
runHonchoScenarios({
  name: 'ai7',
  specificationVersion: 'v4',
  generateText,
  streamText,
  wrapLanguageModel,
  stepCountIs,
  tool,
  MockLanguageModel: MockLanguageModelV4,
  APICallError,
});
