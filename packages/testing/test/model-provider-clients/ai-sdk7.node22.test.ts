import { APICallError, generateText, jsonSchema, stepCountIs, streamText, tool } from 'ai7';
import { createOpenAI } from 'ai-sdk-openai4';
import { aiSdkSuite, type AiSdkMajor } from './ai-sdk-suite.js';

// ai 7 and @ai-sdk/openai 4 require Node 22: this file runs under vitest.node22.config.ts.
aiSdkSuite({ name: 'ai 7 and @ai-sdk/openai 4', generateText, streamText, tool, jsonSchema, stepCountIs, createOpenAI, APICallError } as unknown as AiSdkMajor);
