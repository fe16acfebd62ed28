import type { ChatCompletion } from '@honcho-ai/api-types';
import { resolveMeta, type CompletionMeta } from './completion-meta.js';

/**
 * A dialectic answer as a non-streamed OpenAI `chat.completion`: one choice
 * with the answer as the assistant message, `finish_reason: "stop"`, and usage
 * zeroed (Honcho does not report the dialectic's internal token use, and
 * made-up numbers would mislead). A `null` answer (an empty one: Honcho
 * answers in words even when memory has nothing relevant) stays `null` in
 * `message.content`, which OpenAI's schema allows.
 *
 * @example
 * ```ts
 * const answer = await peer.chat('What does alice like?');
 * return Response.json(toChatCompletion(answer, { model: 'workspace/my-app/peer/alice' }));
 * // { id: 'chatcmpl-honcho-…', object: 'chat.completion', created, model,
 * //   choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
 * //   usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 } }
 * ```
 */
export function toChatCompletion(content: string | null, meta: CompletionMeta): ChatCompletion {
  const { id, created, model } = resolveMeta(meta);
  return {
    id,
    object: 'chat.completion',
    created,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}
