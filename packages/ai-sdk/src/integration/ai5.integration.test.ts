import { APICallError, generateText, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai5';
import { MockLanguageModelV2 } from 'ai5/test';
import { runHonchoScenarios } from './test-support/scenarios.js';

runHonchoScenarios({
  name: 'ai5',
  specificationVersion: 'v2',
  generateText,
  streamText,
  wrapLanguageModel,
  stepCountIs,
  tool,
  MockLanguageModel: MockLanguageModelV2,
  APICallError,
});
