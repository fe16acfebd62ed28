/**
 * The TypeScript SDK for Honcho, the memory and user-modelling service for AI agents.
 *
 * @packageDocumentation
 */
export * from './client/index.js';
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
export * from './tools/index.js';
export * from './turn-memory/index.js';
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
