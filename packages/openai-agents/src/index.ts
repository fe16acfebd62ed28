/**
 * Honcho memory for the OpenAI Agents SDK (`@openai/agents`): a `Session`
 * that keeps the conversation in Honcho, which learns from it.
 *
 * @packageDocumentation
 */
export { HonchoSession } from './session/honcho-session.js';
export type { HonchoSessionOptions } from './session/honcho-session-options.js';
export { StoredItemError } from './errors/stored-item-error.js';
export { STORED_ITEM_KEY, type StoredMarker, type StoredPart } from './items/stored-item.js';
export { VERSION } from './version.js';
