/**
 * The TypeScript SDK for Honcho, the memory and user-modelling service for AI agents.
 *
 * What an app calls. The building blocks of integrations to agent
 * frameworks are on `@honcho-ai/sdk/integrations`.
 *
 * @module @honcho-ai/sdk
 */
export {
  Honcho,
  type DreamType,
  type HonchoConfig,
  type HonchoPeerOptions,
  type HonchoScopeOptions,
  type HonchoSessionOptions,
  type PeerListOptions,
  type QueueStatusOptions,
  type ScheduleDreamOptions,
  type ScopeListOptions,
  type WorkspaceSearchOptions,
} from './client/index.js';
export * from './peer/index.js';
export * from './chat/index.js';
export * from './message/index.js';
export * from './webhooks/index.js';
export * from './keys/index.js';
export * from './workspace/index.js';
export type { CallOptions } from './internal/call-options.js';
export type { IdLike } from './internal/resolve-id.js';
export type {
  DreamConfig,
  MessageConfiguration,
  PeerCardConfig,
  PeerConfig,
  ReasoningConfig,
  SessionConfig,
  SessionPeerConfig,
  SummaryConfig,
  WorkspaceConfig,
} from './configuration/configuration-types.js';
export * from './session/index.js';
export * from './conclusions/index.js';
export * from './scope/index.js';
export {
  createHonchoTools,
  HONCHO_TOOL_NAMES,
  type AnyOfPropertySchema,
  type ArrayPropertySchema,
  type BooleanPropertySchema,
  type HonchoToolsOptions,
  type IntegerPropertySchema,
  type ObjectPropertySchema,
  type PrepareToolCallOptions,
  type StringPropertySchema,
  type ToolInputSchema,
  type ToolPropertySchema,
} from './tools/index.js';
export type * from './tools/tool-types.js';
export {
  createTurnMemory,
  HonchoMemoryError,
  type HonchoHistoryMessage,
  type HonchoMemoryContext,
  type HonchoMemoryErrorDetails,
  type HonchoMemoryOperation,
  type MemoryBlockOptions,
  type MemoryBlockStore,
  type MemoryContextOptions,
  type MemoryConversation,
  type MemoryIdentity,
  type MemoryToolsOptions,
  type MemoryTrim,
  type MemoryTurn,
  type PrepareConversationOptions,
  type SaveMessageOptions,
  type SaveTurnOptions,
  type StoredMemoryBlock,
  type TurnMemory,
  type TurnMemoryDefaults,
  type TurnMemoryOptions,
} from './turn-memory/index.js';
export { loadTokenCounter, type CountTokens } from './token-budget/token-count.js';
export { budgetSessionContext } from './session/session-context-budget.js';
export {
  BatchWriteError,
  WRITE_ID_METADATA_KEY,
  WriteLookupError,
  type BatchFailure,
  type BatchItem,
  type BatchWriteReport,
  type ExactlyOnceWrite,
  type WriteOutcome,
} from './batching/index.js';
export { VERSION } from './version.js';
export {
  APIConnectionError,
  APIConnectionError as ConnectionError,
  APIError,
  APIResponseError,
  APITimeoutError,
  APITimeoutError as TimeoutError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  HonchoError,
  HonchoValidationError,
  InternalServerError,
  isUnsupportedFeatureError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  SchemaValidationError,
  ServerError,
  StructuredOutputError,
  UnprocessableEntityError,
} from '@honcho-ai/sdk-core';
