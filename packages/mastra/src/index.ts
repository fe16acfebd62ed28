/**
 * Honcho memory for Mastra (`@mastra/core`): a processor that puts what
 * Honcho knows about the user into an agent's prompt and saves each turn,
 * and the Honcho tools as Mastra tools.
 *
 * @packageDocumentation
 */
export { HonchoMemory, type HonchoMemoryOptions } from './processors/honcho-memory.js';
export { honchoMastraTools, type HonchoMastraTool, type HonchoMastraToolsOptions } from './tools/honcho-mastra-tools.js';
export { HONCHO_REQUEST_CONTEXT_KEY, type HonchoRequestIds } from './options/honcho-ids.js';
export { HonchoMemoryError, type HonchoToolName } from '@honcho-ai/sdk';
export { VERSION } from './version.js';
