import { APICallError, generateText, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai6';
import { MockLanguageModelV3 } from 'ai6/test';
import { runHonchoScenarios } from './test-support/scenarios.js';

runHonchoScenarios({
  name: 'ai6',
  specificationVersion: 'v3',
  generateText,
  streamText,
  wrapLanguageModel,
  stepCountIs,
  tool,
  MockLanguageModel: MockLanguageModelV3,
  APICallError,
});
