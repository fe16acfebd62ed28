import { createChatCompletionsHandler, type ChatCompletionsHandlerOptions } from '../handler/chat-completions-handler.js';
import type { HonchoOrConfig } from '../handler/honcho-access.js';

/** The `fetch` signature OpenAI-compatible clients accept (`openai`'s `fetch` option, the AI SDK's). */
export type HonchoFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

// Only used to give a relative URL a base; nothing is ever sent to it.
const PLACEHOLDER_ORIGIN = 'http://honcho.invalid';

/**
 * A `fetch` that answers OpenAI Chat Completions calls in-process, through
 * Honcho's dialectic API (`@honcho-ai/sdk`), for Honcho servers that do not
 * expose `/v1/chat/completions`. Give it to any client that takes a custom
 * `fetch`; the client's `baseURL` is never contacted (any URL ending in
 * `/chat/completions` is answered), and the Honcho server is the one the
 * options (or `HONCHO_URL`) name.
 *
 * Same rules, errors and authentication as {@link createChatCompletionsHandler}:
 * by default the client's own API key is forwarded as the Honcho key.
 * Aborting the client's request (leaving a stream early) cancels the
 * Honcho stream.
 *
 * @example
 * ```ts
 * import OpenAI from 'openai';
 * import { honchoFetch, openAIClientOptions } from '@honcho-ai/openai-compat';
 *
 * const openai = new OpenAI({ ...openAIClientOptions(), fetch: honchoFetch() });
 * const completion = await openai.chat.completions.create({
 *   model: 'workspace/my-app/peer/alice',
 *   messages: [{ role: 'user', content: 'What does alice like to eat?' }],
 * });
 * ```
 */
export function honchoFetch(honchoOrConfig?: HonchoOrConfig, options?: ChatCompletionsHandlerOptions): HonchoFetch {
  const handler = createChatCompletionsHandler(honchoOrConfig, options);
  return async (input, init) => {
    const url = input instanceof Request ? input.url : new URL(String(input), PLACEHOLDER_ORIGIN).href;
    const request = input instanceof Request ? new Request(input, init) : new Request(url, init);
    return handler(request);
  };
}
