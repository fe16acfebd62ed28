/**
 * For authors of integrations: the building blocks Honcho's own adapters
 * (`@honcho-ai/ai-sdk`, `@honcho-ai/mastra`, `@honcho-ai/langchain`,
 * `@honcho-ai/openai-agents`, `@honcho-ai/openai-compat`, `@honcho-ai/mcp`)
 * are made of, for an adapter to another framework. An app does not need
 * them: it calls the root, `@honcho-ai/sdk` (`Honcho`, `createTurnMemory()`,
 * `createHonchoTools()`).
 *
 * - Turn memory's parts: option checks (`checkedTurnMemory`, the specs
 *   `memoryIdentityShape` and `memoryTuningShape`), per-call ids
 *   (`resolveCallIdentity`), the `<honcho_memory>` block (`wrapMemoryBlock`,
 *   `formatMemoryContext`), turn keys and defaults.
 * - The tool catalogue without a client: `HONCHO_TOOL_SPECS`,
 *   `HONCHO_TOOL_OUTPUT_SCHEMAS` and the input validator `toolInputIssues`.
 * - Checking an adapter's options with one spec: the vocabulary is
 *   `@honcho-ai/sdk-core`'s (`z`, `fields`, `knownFields`, `allOf`,
 *   `optionsArgument`, `checkInput`, ...); this subpath adds the turn-memory
 *   keys' rules (`memoryIdentityShape`, `memoryTuningShape`,
 *   `userIsNotAssistant`).
 * - Keeping a framework's history on Honcho messages: `storedRecordMessages`,
 *   `readStoredMarker`, `markedMetadata` and `StoredRecordError`.
 *
 * This subpath follows the SDK's semver like the root: a breaking change to
 * it is a major release of `@honcho-ai/sdk`.
 *
 * @example
 * ```ts
 * import { createTurnMemory } from '@honcho-ai/sdk';
 * import { HONCHO_TOOL_SPECS, resolveCallIdentity } from '@honcho-ai/sdk/integrations';
 *
 * const memory = createTurnMemory();
 * const identity = resolveCallIdentity({ userId: 'ada' }, [{ path: 'context.honcho', ids: runContext.honcho }], {
 *   prefix: 'Invalid Honcho ids for this run',
 *   userHint: 'pass myAdapter({ userId })',
 * });
 * const tools = memory.conversation(identity).tools();
 * for (const spec of Object.values(HONCHO_TOOL_SPECS)) framework.register(spec.name, spec.description, spec.inputSchema, tools[spec.name].execute);
 * ```
 *
 * @module @honcho-ai/sdk/integrations
 */
export { closestKey, HONCHO_CONFIG_KEYS } from '../client/unknown-option-keys.js';
export { HONCHO_TOOL_SPECS, isHonchoToolName } from '../tools/tool-specs.js';
export { HONCHO_TOOL_OUTPUT_SCHEMAS, type ToolOutputSchema, type ToolOutputValueSchema } from '../tools/tool-output-schemas.js';
export { toolInputError, toolInputIssues, type ToolInputIssue } from '../tools/tool-input-schema.js';
export { resolveCallIdentity, type CallIdentitySource, type CallIdentityWording } from '../turn-memory/call-identity.js';
export { checkedTurnMemory, type AdapterOptionSpec, type HonchoConnectionOptions, type TurnMemoryOptionKey } from '../turn-memory/checked-turn-memory.js';
export { clientFromConfig, type ClientFromConfig } from '../turn-memory/client-from-config.js';
export type { CreateTurnMemoryNaming } from '../turn-memory/create-turn-memory.js';
export { escapeMemoryText, formatMemoryContext } from '../turn-memory/format-memory.js';
export { reportMemoryError } from '../turn-memory/honcho-memory-error.js';
export { containsMemoryBlock, MEMORY_BLOCK_CLOSE, MEMORY_BLOCK_OPEN, stripMemoryBlocks, wrapMemoryBlock, type WrapMemoryBlockOptions } from '../turn-memory/memory-block.js';
export { budgetMemoryBlock, type BudgetedBlock } from '../turn-memory/memory-budget.js';
export type { CountTokens } from '../token-budget/token-count.js';
export { runtimeTokenCounter } from '../token-budget/runtime-token-counter.js';
export { MAX_TOKEN_BUDGET, trimToBudget, type BudgetParts, type MemoryTrim, type TrimmedParts } from '../token-budget/trim-to-budget.js';
export { MAX_MEMORY_TIMEOUT_MS, memoryIdentityShape, memoryTuningShape, userIsNotAssistant, type MemoryTuning } from '../turn-memory/memory-identity.js';
export { splitMessageContent } from '../turn-memory/split-message-content.js';
export { turnKey, type TurnKeyPart } from '../turn-memory/turn-key.js';
export {
  DEFAULT_ASSISTANT_ID,
  DEFAULT_CONTEXT_TOKENS,
  DEFAULT_MAX_CACHED_ENTRIES,
  DEFAULT_MEMORY_TIMEOUT_MS,
  DEFAULT_TOOL_TIMEOUT_MS,
} from '../turn-memory/turn-memory-defaults.js';
export { readStoredRecord, StoredRecordError, type StoredRecordErrorDetails } from './stored-record-error.js';
export {
  markedMetadata,
  readStoredMarker,
  STORED_RECORD_VERSION,
  storedRecordMessages,
  type RecordToStore,
  type StoredPart,
  type StoredRecordFormat,
  type StoredRecordMarker,
  type StoredRecordPeers,
} from './stored-records.js';
