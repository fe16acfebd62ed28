/**
 * Dialectic chat: the option and result types of `chat`/`chatStream`, and the
 * stream they return.
 */
export type {
  ChatContent,
  ChatContentOf,
  ChatOptionsBase,
  ChatQuery,
  ChatResponse,
  ChatResult,
  ChatStreamResult,
  EvidenceFlag,
  IfTrue,
  NonStreamResult,
  ResultFor,
  StreamFlag,
  PeerChatOptions,
  ReasoningLevel,
  ReasoningLevelInput,
  TypedChatOptions,
  TypedResponseFormat,
  WorkspaceChatOptions,
  WorkspaceChatResponse,
} from './chat-method-types.js';
/** Every `ReasoningLevel`, least effort first (for a select, or to check a value before calling `chat`). */
export { REASONING_LEVELS } from '@honcho-ai/api-types';
export {
  DEFAULT_KEPT_TEXT_LIMIT,
  DialecticStream,
  DialecticStream as DialecticStreamResponse,
  type DialecticStreamObject,
  type DialecticStreamOptions,
} from './dialectic-stream.js';
export type { Evidence, EvidenceMessageRef, EvidenceObservation, EvidenceToolCall } from './evidence.js';
export type { DialecticStreamChunk } from '@honcho-ai/api-types';
export type {
  InferSchemaOutput,
  JsonSchema,
  ResponseFormatInput,
  StandardJSONSchemaV1,
  StandardSchemaV1,
} from '@honcho-ai/sdk-core';
