import OpenAI, { APIError, AuthenticationError, BadRequestError, NotFoundError } from 'openai7';
import { zodResponseFormat } from 'openai7/helpers/zod';
import { describeOpenAIScenarios } from '../src/test-support/openai-scenarios.js';

// openai 7 requires Node 22: run by vitest.node22.config.ts with the Node 22 binary.
describeOpenAIScenarios({ label: 'openai 7', OpenAI, APIError, AuthenticationError, BadRequestError, NotFoundError, zodResponseFormat });
