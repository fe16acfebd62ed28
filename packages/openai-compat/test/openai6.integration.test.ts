import OpenAI, { APIError, AuthenticationError, BadRequestError, NotFoundError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { describeOpenAIScenarios } from '../src/test-support/openai-scenarios.js';

// openai 6 on Node 20; the same scenarios run for openai 7 on Node 22 in openai7.node22.test.ts.
describeOpenAIScenarios({ label: 'openai 6', OpenAI, APIError, AuthenticationError, BadRequestError, NotFoundError, zodResponseFormat });
