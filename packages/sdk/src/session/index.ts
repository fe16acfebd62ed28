/**
 * Sessions: peers, messages, context for LLM prompts, summaries.
 *
 * @module
 */
export type { SessionResponse } from '@honcho-ai/api-types';
export { type ContextParams, type SessionContextOptions } from './context-options.js';
export { UPLOAD_CONTENT_TYPES, type FileUpload, type UploadableFile, type UploadableFileObject, type UploadFileOptions } from './file-upload.js';
export type {
  AnthropicMessage,
  OpenAIAssistantMessage,
  OpenAIChatMessage,
  OpenAISystemMessage,
  OpenAIUserMessage,
} from './llm-messages.js';
export type { PeerAddition, PeerRemoval, PeerWithConfig } from './peer-addition.js';
export { Session } from './peer-and-session.js';
export type {
  AddMessagesOptions,
  MessageAddition,
  MessageAdditionItem,
  SessionMessagesOptions,
  SessionQueueStatusOptions,
  SessionRepresentationOptions,
  SessionSearchOptions,
} from './session-options.js';
export { SessionContext, type SessionContextResponse } from './session-context.js';
export {
  SessionSummaries,
  Summary,
  type SessionSummariesResponse,
  type SummaryData,
  type SummaryResponse,
} from './summary.js';
