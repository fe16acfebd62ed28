/**
 * One event from a `text/event-stream` body, as the SSE specification defines
 * it: the `data:` lines joined with `\n`, plus the optional `event:` type and
 * `id:`. Comments and `retry:` lines never produce an event.
 */
export interface ServerSentEvent {
  /** The `event:` field, when the server set one (browsers would default it to `message`). */
  event?: string | undefined;
  /** Every `data:` line of the event, joined with `\n`. */
  data: string;
  /** The `id:` field, when the server set one. */
  id?: string | undefined;
}

/** Options for reading a server-sent event stream; see {@link sseEvents}. */
export interface SSEOptions {
  /**
   * Stops the stream: a pending `next()` rejects with `APIUserAbortError`
   * at once (even while the server is silent) and the response body is
   * cancelled, which closes the HTTP response.
   */
  signal?: AbortSignal | undefined;
  /**
   * Longest wait, in milliseconds, for the next chunk of the body. Only time
   * spent waiting on the network counts, not time the consumer spends between
   * events. When exceeded, iteration rejects with `APITimeoutError` and the
   * body is cancelled. Unset means no idle limit.
   */
  idleTimeoutMs?: number | undefined;
  /**
   * Most characters one unfinished line or event may buffer before the stream
   * is rejected as malformed (`APIResponseError`). Guards memory against a
   * server that never terminates a line. Defaults to 16 MiB of characters.
   */
  maxEventSize?: number | undefined;
}
