import OpenAI, { BadRequestError, NotFoundError } from 'openai';
import { openAIClientSuite } from './openai-client-suite.js';

openAIClientSuite('openai 6', OpenAI, { BadRequestError, NotFoundError });
