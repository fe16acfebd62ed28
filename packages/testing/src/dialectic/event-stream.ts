/** Options for {@link sseStream}. */
export interface SseStreamOptions {
  /** Stops production: the stream errors with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * A `text/event-stream` body that enqueues exactly one SSE event (one string
 * from `events`, already framed as `data: ...\n\n`) per chunk, so a fault
 * injector can count events and cut between them.
 *
 * Production is pull-based with no read-ahead: the next event is built only
 * when the consumer asks for one, so memory stays flat and nothing more is
 * produced after the consumer cancels or `signal` aborts (the iterator's
 * `return()` is called either way).
 */
export function sseStream(events: Iterable<string>, options: SseStreamOptions = {}): ReadableStream<Uint8Array> {
  const { signal } = options;
  const encoder = new TextEncoder();
  const iterator = events[Symbol.iterator]();
  let finished = false;
  let onAbort: (() => void) | undefined;

  const finish = (): void => {
    if (finished) return;
    finished = true;
    if (onAbort !== undefined) signal?.removeEventListener('abort', onAbort);
    iterator.return?.();
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (signal === undefined) return;
        onAbort = () => {
          finish();
          controller.error(signal.reason);
        };
        if (signal.aborted) onAbort();
        else signal.addEventListener('abort', onAbort, { once: true });
      },
      pull(controller) {
        if (finished) return;
        const next = iterator.next();
        if (next.done) {
          finish();
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value));
      },
      cancel() {
        finish();
      },
    },
    // No read-ahead: one event is produced per read, never before it.
    { highWaterMark: 0 },
  );
}
