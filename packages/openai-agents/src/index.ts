/**
 * Honcho memory for the OpenAI Agents SDK (`@openai/agents`): a `Session`
 * that keeps the conversation in Honcho, which learns from it, and the Honcho
 * tools as Agents SDK tools.
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
export { StoredItemError } from './errors/stored-item-error.js';
export { STORED_ITEM_KEY, type StoredMarker, type StoredPart } from './items/stored-item.js';
export type { HonchoToolName } from '@honcho-ai/sdk';
export { VERSION } from './version.js';
