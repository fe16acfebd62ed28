/**
 * Honcho memory for the Vercel AI SDK (`ai` 5, 6 and 7): a middleware that
 * injects what Honcho knows about the user and saves each turn, tools that
 * let the model query and update that memory, and `send()` for input you
 * save yourself.
 *
 * @example
 * ```ts
 * import { createHoncho } from '@honcho-ai/ai-sdk';
 * import { openai } from '@ai-sdk/openai';
 * import { generateText } from 'ai';
 *
 * const honcho = createHoncho();
 * const model = honcho.wrap(openai('gpt-4o'), { userId: 'user-123', sessionId: 'chat-456' });
 * const { text } = await generateText({ model, prompt: 'What should I focus on today?' });
 * ```
 *
 * @packageDocumentation
 */
export {
  createHoncho,
  type CreateHonchoOptions,
  type HonchoContextRequest,
  type HonchoProvider,
  type HonchoSendInput,
  type HonchoToolsConfig,
} from './provider/create-honcho.js';
export type { HonchoIdentity, HonchoMiddlewareConfig, HonchoRequestOptions } from './config/middleware-config.js';
export type {
  CallOptionsLike,
  ContentPartLike,
  GenerateResultLike,
  HonchoMiddleware,
  LanguageModelLike,
  PromptMessageLike,
  PromptPartLike,
  StreamPartLike,
  StreamResultLike,
  TransformParamsArgs,
  WrapGenerateArgs,
  WrapStreamArgs,
} from './language-model/language-model-types.js';
export type { WrappableLanguageModel } from './middleware/wrap-model.js';
export type { HonchoTools } from './tools/ai-sdk-tools.js';
export type {
  HonchoChatInput,
  HonchoChatOutput,
  HonchoContextInput,
  HonchoContextOutput,
  HonchoRepresentationInput,
  HonchoRepresentationOutput,
  HonchoSaveConclusionInput,
  HonchoSaveConclusionOutput,
  HonchoSearchConclusionsInput,
  HonchoSearchConclusionsOutput,
  HonchoSearchInput,
  HonchoSearchOutput,
  HonchoToolName,
} from '@honcho-ai/sdk';
// The memory logic is the SDK's turn memory (shared with the other framework adapters); its names stay importable from here.
export {
  HonchoMemoryError,
  HonchoValidationError,
  type HonchoHistoryMessage,
  type HonchoMemoryContext,
  type HonchoMemoryErrorDetails,
  type HonchoMemoryOperation,
} from '@honcho-ai/sdk';
export {
  DEFAULT_ASSISTANT_ID,
  DEFAULT_CONTEXT_TOKENS,
  DEFAULT_MAX_CACHED_ENTRIES,
  DEFAULT_MEMORY_TIMEOUT_MS,
  DEFAULT_TOOL_TIMEOUT_MS,
  escapeMemoryText,
  formatMemoryContext,
  MEMORY_BLOCK_CLOSE,
  MEMORY_BLOCK_OPEN,
} from '@honcho-ai/sdk/integrations';
export { VERSION } from './version.js';
