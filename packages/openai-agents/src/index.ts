/**
 * Honcho memory for the OpenAI Agents SDK (`@openai/agents`): a `Session`
 * that keeps the conversation in Honcho, which learns from it, a model input
 * filter that puts what Honcho knows into the agent's instructions, and the
 * Honcho tools as Agents SDK tools.
 *
 * @packageDocumentation
 */
export { HonchoSession } from './session/honcho-session.js';
export type { HonchoSessionOptions } from './session/honcho-session-options.js';
export {
  honchoAgentTools,
  type HonchoAgentTool,
  type HonchoAgentToolsOptions,
  type HonchoToolParameters,
} from './tools/honcho-agent-tools.js';
export { honchoMemoryFilter, type HonchoMemoryFilterOptions } from './memory/honcho-memory-filter.js';
export type { HonchoRunContext, HonchoRunIds } from './options/run-context.js';
export { StoredItemError } from './errors/stored-item-error.js';
export { STORED_ITEM_KEY, type StoredMarker, type StoredPart } from './items/stored-item.js';
export type { HonchoToolName } from '@honcho-ai/sdk';
export { VERSION } from './version.js';
