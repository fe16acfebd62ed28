/**
 * Vitest setup file: before a test file's imports (`@ai-sdk/openai` reads
 * OPENAI_BASE_URL when it is imported), points the provider packages at the
 * run's stand-in model provider (stand-in-model-setup.ts).
 */
import { inject } from 'vitest';
import { STAND_IN_API_KEY } from '../../stand-in-model.js';

process.env.OPENAI_BASE_URL = inject('standInModelBaseURL');
process.env.OPENAI_API_KEY = STAND_IN_API_KEY;
