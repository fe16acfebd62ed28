import { toOpenAIError } from '../errors/to-openai-error.js';
import { contentChunk, finishChunk, roleChunk } from './chat-completion-chunks.js';
import { resolveMeta, type CompletionMeta } from './completion-meta.js';

/** Options of {@link toChatCompletionEventStream}. */
export interface ChatCompletionEventStreamOptions {
  /**
   * Stops the stream when aborted: pass the incoming request's `signal`, so a
   * client that disconnects stops the work upstream.
   */
  signal?: AbortSignal | undefined;
  /**
   * Stops the source at once, even while it is waiting for data: pass
   * `(reason) => stream.abort(reason)` for a `DialecticStream`. Called when the
   * consumer cancels the body or `signal` aborts. Without it the source's
   * iterator is `return()`ed, which an async generator only honours once its
   * pending read settles.
   */
  cancel?: ((reason?: unknown) => void) | undefined;
  /** Told about a failure of the source, which the stream reports in-band; for logging. */
  onError?: ((error: unknown) => void) | undefined;
}

/** Response headers for the event stream. `no-transform` and `X-Accel-Buffering` keep proxies from buffering it. */
export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/**
 * The `text/event-stream` body of a streamed chat completion, exactly as
 * OpenAI writes it: `data: {chunk}\n\n` for the role chunk, each content
 * chunk and the finish chunk (see {@link toChatCompletionChunks}), then
 * `data: [DONE]\n\n`. Chunks are produced as the body is read.
 *
 * When the source fails mid-stream, the stream sends
 * `data: {"error": {"message", "type", "param", "code"}}\n\n` (mapped by
 * {@link toOpenAIError}) and ends without `[DONE]`: the `openai` client
 * raises that as an `APIError` from its iterator, other clients see an
 * error chunk or a stream without a finish. Cancelling the body, or aborting
 * `signal`, stops the source and ends the stream quietly.
 *
 * @example
 * ```ts
 * const stream = await peer.chatStream(query, { signal: request.signal });
 * const body = toChatCompletionEventStream(stream, { model }, { signal: request.signal, cancel: (reason) => stream.abort(reason) });
 * return new Response(body, { headers: EVENT_STREAM_HEADERS });
 * ```
 */
export function toChatCompletionEventStream(
  deltas: AsyncIterable<string>,
  meta: CompletionMeta,
  options: ChatCompletionEventStreamOptions = {},
): ReadableStream<Uint8Array> {
  const resolved = resolveMeta(meta);
  const encoder = new TextEncoder();
  const iterator = deltas[Symbol.asyncIterator]();
  const { signal } = options;
  let started = false;
  let stopped = false;
  let finished = false;

  const stopSource = (reason?: unknown): void => {
    if (stopped || finished) return;
    stopped = true;
    signal?.removeEventListener('abort', onAbort);
    try {
      if (options.cancel !== undefined) options.cancel(reason);
      else void iterator.return?.().catch(ignore);
    } catch {
      // A failing cancel hook must not turn a disconnect into a crash.
    }
  };
  const onAbort = (): void => stopSource(signal?.reason);
  const finish = (): void => {
    finished = true;
    signal?.removeEventListener('abort', onAbort);
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (signal?.aborted === true) {
        stopSource(signal.reason);
        controller.close();
      }
    },
    async pull(controller) {
      const send = (payload: unknown): void => controller.enqueue(encoder.encode(`data: ${JSON.stringify(payload)}\n\n`));
      if (!started) {
        started = true;
        send(roleChunk(resolved));
        return;
      }
      try {
        for (;;) {
          const result = await iterator.next();
          if (stopped) return closeQuietly(controller);
          if (result.done === true) {
            finish();
            send(finishChunk(resolved));
            controller.enqueue(encoder.encode('data: [DONE]\n\n'));
            controller.close();
            return;
          }
          if (result.value !== '') {
            send(contentChunk(resolved, result.value));
            return;
          }
        }
      } catch (error) {
        // A stop we asked for surfaces as an abort error from the source: the client is gone, say nothing.
        if (stopped) return closeQuietly(controller);
        finish();
        try {
          options.onError?.(error);
        } catch {
          // Logging must not change what the client receives.
        }
        send({ error: toOpenAIError(error).body.error });
        controller.close();
      }
    },
    cancel(reason) {
      stopSource(reason);
    },
  });
}

function closeQuietly(controller: ReadableStreamDefaultController<Uint8Array>): void {
  try {
    controller.close();
  } catch {
    // Already closed by a cancel from the consumer.
  }
}

function ignore(): void {}
