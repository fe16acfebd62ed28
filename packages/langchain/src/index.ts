/**
 * Honcho memory for LangChain.js (`@langchain/core`): a chat message history
 * on a Honcho session, a retriever over the user's messages and Honcho's
 * conclusions, and the Honcho tools as LangChain tools. The `createAgent`
 * middleware is in `@honcho-ai/langchain/middleware` (it needs `langchain`).
 *
 * @packageDocumentation
 */
export { HonchoChatMessageHistory, type HonchoChatMessageHistoryOptions } from './history/honcho-chat-message-history.js';
export { STORED_MESSAGE_KEY, type StoredMarker } from './history/stored-message.js';
export {
  HonchoRetriever,
  type HonchoConclusionMetadata,
  type HonchoDocumentMetadata,
  type HonchoMessageMetadata,
  type HonchoRetrieverOptions,
  type HonchoRetrieverSource,
} from './retriever/honcho-retriever.js';
export { honchoTools, type HonchoLangChainTool, type HonchoToolsOptions } from './tools/honcho-tools.js';
export { CONFIGURABLE_KEY, type HonchoCallIdentity } from './options/call-identity.js';
export type { HonchoConnectionOptions } from '@honcho-ai/sdk/integrations';
export { StoredMessageError } from './errors/stored-message-error.js';
export { HonchoToolInputError } from './errors/tool-input-error.js';
export { HonchoMemoryError, type HonchoMemoryOperation, type HonchoToolName } from '@honcho-ai/sdk';
export { VERSION } from './version.js';
