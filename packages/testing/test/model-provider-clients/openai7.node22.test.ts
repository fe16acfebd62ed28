import OpenAI, { BadRequestError, NotFoundError } from 'openai7';
import { openAIClientSuite, type OpenAIConstructor } from './openai-client-suite.js';

// openai 7 requires Node 22: this file runs under vitest.node22.config.ts. Its surface used by the
// suite is v6's; the suite is typed against v6.
openAIClientSuite('openai 7', OpenAI as unknown as OpenAIConstructor, { BadRequestError, NotFoundError });
