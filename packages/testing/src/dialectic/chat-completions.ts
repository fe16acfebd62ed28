import type { ChatCompletion, ChatCompletionChunk, ChatCompletionChunkDelta, ChatCompletionFinishReason } from '@honcho-ai/api-types';
import { chunkText } from './chunk-text.js';
import { sseStream } from './event-stream.js';

/** The part of a dialectic result a completion needs. */
export interface CompletionSource {
  /** The answer; `null` when the dialectic found nothing relevant. */
  readonly content: string | null;
}

/** Identity of one completion, shared by all of its stream chunks. */
export interface CompletionMeta {
  /** The request's `model`, echoed. */
  readonly model: string;
  /** From {@link makeCompletionId}. */
  readonly id: string;
  /** Unix time in seconds. */
  readonly created: number;
}

/** Options for {@link chatCompletionEventStream}. */
export interface CompletionStreamOptions extends CompletionMeta {
  /** Send fixed runs of this many characters instead of one word per chunk. */
  readonly chunkChars?: number | undefined;
  /** Stops production when aborted (e.g. the request's signal). */
  readonly signal?: AbortSignal | undefined;
}

/**
 * The non-streamed `chat.completion` object for a dialectic result (spec
 * 3.C.3): one choice, `finish_reason: 'stop'`, usage all zeros. A `null`
 * answer stays `null` in `message.content`, as the server passes the
 * dialectic's content through and OpenAI's schema allows it; clients that
 * read `content ?? ''` are unaffected.
 */
export function toChatCompletion(result: CompletionSource, meta: CompletionMeta): ChatCompletion {
  return {
    id: meta.id,
    object: 'chat.completion',
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, message: { role: 'assistant', content: result.content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

/**
 * The `text/event-stream` body of a streamed completion, exactly as spec 3.C.3
 * lists it, in compact JSON as OpenAI writes it: a role chunk
 * (`delta: {role: 'assistant', content: ''}`), one chunk per piece of the
 * answer (none for a `null` answer), a finish chunk (`delta: {}`,
 * `finish_reason: 'stop'`), then `data: [DONE]`. Each event is its own chunk
 * and is produced only when read.
 */
export function chatCompletionEventStream(result: CompletionSource, options: CompletionStreamOptions): ReadableStream<Uint8Array> {
  const meta: CompletionMeta = { model: options.model, id: options.id, created: options.created };
  const pieces = chunkText(result.content ?? '', options.chunkChars);
  return sseStream(completionEvents(pieces, meta), { signal: options.signal });
}

function* completionEvents(pieces: Iterable<string>, meta: CompletionMeta): Generator<string, void, undefined> {
  yield chunkEvent(meta, { role: 'assistant', content: '' }, null);
  for (const piece of pieces) yield chunkEvent(meta, { content: piece }, null);
  yield chunkEvent(meta, {}, 'stop');
  yield 'data: [DONE]\n\n';
}

function chunkEvent(meta: CompletionMeta, delta: ChatCompletionChunkDelta, finishReason: ChatCompletionFinishReason | null): string {
  const chunk: ChatCompletionChunk = {
    id: meta.id,
    object: 'chat.completion.chunk',
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}
