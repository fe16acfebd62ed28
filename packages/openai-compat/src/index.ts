/**
 * Honcho's dialectic behind the OpenAI Chat Completions protocol: model
 * strings and headers for OpenAI-compatible clients, pure request and
 * response mappers, a Fetch-API handler serving `/v1/chat/completions` on
 * any Honcho server, a `fetch` adapter that answers client-side, and the
 * Honcho tools for OpenAI (Chat Completions and Responses) and Anthropic
 * function calling.
 *
 * @packageDocumentation
 */
export { buildModelString, parseModelString, type HonchoModel, type HonchoModelString, type PeerLike } from './model/model-string.js';
export { HONCHO_ID_MAX_LENGTH, HONCHO_ID_PATTERN } from './model/honcho-id.js';
export {
  HONCHO_REASONING_LEVEL_HEADER,
  HONCHO_SESSION_HEADER,
  HONCHO_TARGET_HEADER,
  REASONING_LEVELS,
  honchoHeaders,
  isReasoningLevel,
  type HonchoHeaderOptions,
  type HonchoIdLike,
} from './headers/honcho-headers.js';
export {
  NO_API_KEY,
  openAIClientOptions,
  type OpenAIClientOptions,
  type OpenAIClientOptionsInput,
} from './client/openai-client-options.js';
export {
  MAX_QUERY_CHARS,
  toDialecticRequest,
  type DialecticCallOptions,
  type DialecticRequest,
  type HeadersLike,
} from './mapping/dialectic-request.js';
export { toChatCompletion } from './mapping/chat-completion.js';
export { toChatCompletionChunks } from './mapping/chat-completion-chunks.js';
export {
  EVENT_STREAM_HEADERS,
  toChatCompletionEventStream,
  type ChatCompletionEventStreamOptions,
} from './mapping/chat-completion-event-stream.js';
export { COMPLETION_ID_PREFIX, completionId } from './mapping/completion-id.js';
export type { CompletionMeta } from './mapping/completion-meta.js';
export {
  createChatCompletionsHandler,
  type ChatCompletionsHandler,
  type ChatCompletionsHandlerOptions,
} from './handler/chat-completions-handler.js';
export type { HonchoOrConfig } from './handler/honcho-access.js';
export { honchoFetch, type HonchoFetch } from './fetch/honcho-fetch.js';
export {
  honchoOpenAITools,
  type HonchoOpenAITools,
  type OpenAIChatTool,
  type OpenAIFunctionCallOutput,
  type OpenAIResponseOutputItemLike,
  type OpenAIResponsesTool,
  type OpenAIToolCallLike,
  type OpenAIToolMessage,
} from './tools/openai-tools.js';
export {
  honchoAnthropicTools,
  type AnthropicContentBlockLike,
  type AnthropicInputSchema,
  type AnthropicTool,
  type AnthropicToolResult,
  type HonchoAnthropicTools,
} from './tools/anthropic-tools.js';
export type { ExecuteHonchoToolOptions, HonchoToolResult, HonchoToolsAdapterOptions } from './tools/tool-runner.js';
export { UnknownToolError } from './errors/unknown-tool-error.js';
export { ModelStringError } from './errors/model-string-error.js';
export { OpenAICompatError, type OpenAICompatErrorOptions, type OpenAIErrorType } from './errors/openai-compat-error.js';
export { toOpenAIError } from './errors/to-openai-error.js';
export type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionErrorResponse,
  ChatCompletionRequest,
} from '@honcho-ai/api-types';
export { VERSION } from './version.js';
