import type { ChatCompletionChunk, ChatCompletionChunkDelta, ChatCompletionFinishReason } from '@honcho-ai/api-types';
import { resolveMeta, type CompletionMeta, type ResolvedCompletionMeta } from './completion-meta.js';

/**
 * A stream of dialectic text deltas as OpenAI `chat.completion.chunk`
 * objects, in the order OpenAI sends them: a role chunk
 * (`delta: { role: 'assistant', content: '' }`), one chunk per non-empty
 * delta, and a finish chunk (`delta: {}`, `finish_reason: 'stop'`). Every
 * chunk has the same id, `created` and `model`.
 *
 * For an HTTP response, use {@link toChatCompletionEventStream}, which also
 * writes the `data: [DONE]` sentinel, reports a failure in-band and cancels
 * the source when the client leaves.
 *
 * @example
 * ```ts
 * const stream = await peer.chatStream('What does alice like?');
 * for await (const chunk of toChatCompletionChunks(stream, { model: 'workspace/my-app/peer/alice' })) {
 *   console.log(chunk.choices[0]?.delta.content ?? '');
 * }
 * ```
 */
export async function* toChatCompletionChunks(deltas: AsyncIterable<string>, meta: CompletionMeta): AsyncGenerator<ChatCompletionChunk, void, undefined> {
  const resolved = resolveMeta(meta);
  yield roleChunk(resolved);
  for await (const delta of deltas) {
    if (delta !== '') yield contentChunk(resolved, delta);
  }
  yield finishChunk(resolved);
}

/** The first chunk: the role, and empty content. @internal */
export function roleChunk(meta: ResolvedCompletionMeta): ChatCompletionChunk {
  return chunk(meta, { role: 'assistant', content: '' }, null);
}

/** A chunk carrying one piece of the answer. @internal */
export function contentChunk(meta: ResolvedCompletionMeta, content: string): ChatCompletionChunk {
  return chunk(meta, { content }, null);
}

/** The last chunk: no delta, `finish_reason: 'stop'`. @internal */
export function finishChunk(meta: ResolvedCompletionMeta): ChatCompletionChunk {
  return chunk(meta, {}, 'stop');
}

function chunk(meta: ResolvedCompletionMeta, delta: ChatCompletionChunkDelta, finishReason: ChatCompletionFinishReason | null): ChatCompletionChunk {
  return {
    id: meta.id,
    object: 'chat.completion.chunk',
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}
