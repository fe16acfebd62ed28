import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, generateText, jsonSchema, stepCountIs, streamText, tool } from 'ai';
import { aiSdkSuite } from './ai-sdk-suite.js';

aiSdkSuite({ name: 'ai 6 and @ai-sdk/openai 3', generateText, streamText, tool, jsonSchema, stepCountIs, createOpenAI, APICallError });
