/**
 * Turn memory: the per-turn Honcho logic every agent-framework adapter
 * shares (read what Honcho knows, the escaped `<honcho_memory>` block,
 * persist the turn once, fail-open error reporting), over one client and
 * per-process caches.
 *
 * @module
 */
export { resolveCallIdentity, type CallIdentitySource, type CallIdentityWording } from './call-identity.js';
export { checkedTurnMemory, type AdapterOptionSpec, type HonchoConnectionOptions, type TurnMemoryOptionKey } from './checked-turn-memory.js';
export { clientFromConfig, type ClientFromConfig } from './client-from-config.js';
export { createTurnMemory, type CreateTurnMemoryNaming, type TurnMemoryOptions } from './create-turn-memory.js';
export { escapeMemoryText, formatMemoryContext } from './format-memory.js';
export { HonchoMemoryError, reportMemoryError, type HonchoMemoryErrorDetails, type HonchoMemoryOperation } from './honcho-memory-error.js';
export { containsMemoryBlock, MEMORY_BLOCK_CLOSE, MEMORY_BLOCK_OPEN, stripMemoryBlocks, wrapMemoryBlock, type WrapMemoryBlockOptions } from './memory-block.js';
export type { MemoryBlockStore, StoredMemoryBlock } from './memory-block-store.js';
export { budgetMemoryBlock, type BudgetedBlock, type MemoryTrim } from './memory-budget.js';
export type { CountTokens } from '../token-budget/token-count.js';
export type { HonchoHistoryMessage, HonchoMemoryContext } from './memory-context.js';
export type {
  MemoryBlockOptions,
  MemoryContextOptions,
  MemoryConversation,
  MemoryToolsOptions,
  MemoryTurn,
  PrepareConversationOptions,
  SaveTurnOptions,
} from './memory-conversation.js';
export { MAX_MEMORY_TIMEOUT_MS, memoryIdentityShape, memoryTuningShape, userIsNotAssistant, type MemoryIdentity, type MemoryTuning } from './memory-identity.js';
export { splitMessageContent } from './split-message-content.js';
export { turnKey, type TurnKeyPart } from './turn-key.js';
export { DEFAULT_ASSISTANT_ID, DEFAULT_CONTEXT_TOKENS, DEFAULT_MAX_CACHED_ENTRIES, DEFAULT_MEMORY_TIMEOUT_MS, DEFAULT_TOOL_TIMEOUT_MS } from './turn-memory-defaults.js';
export type { SaveMessageOptions, TurnMemory, TurnMemoryDefaults } from './turn-memory.js';
