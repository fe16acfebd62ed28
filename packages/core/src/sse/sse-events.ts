import { type EventDecoder, type EventStream, EventStreamIterator } from './event-stream.js';
import type { ServerSentEvent, SSEOptions } from './server-sent-event.js';

const RAW_EVENTS: EventDecoder<ServerSentEvent> = {
  decode: (event) => event,
  isTerminal: undefined,
};

/**
 * Reads a `text/event-stream` response body as a sequence of events.
 *
 * Parsing follows the SSE specification (via eventsource-parser): `data:`
 * with or without a space, multi-line data joined with `\n`, comments
 * ignored, LF, CRLF or CR line endings, events split across chunks anywhere.
 *
 * The stream owns the body. Leaving the loop early, aborting `signal`, an
 * idle timeout or an error cancels it, closing the HTTP response. Errors:
 * `APIUserAbortError` (the signal), `APITimeoutError` (`idleTimeoutMs`),
 * `APIConnectionError` (the body failed, or ended part-way through an event),
 * `APIResponseError` (a malformed line, or no body at all).
 *
 * A body that ends cleanly between two events ends iteration normally; use
 * {@link jsonEvents} with `isTerminal` when the protocol has an explicit end.
 *
 * @example
 * ```ts
 * const response = await fetch(url, { signal });
 * for await (const event of sseEvents(response, { signal, idleTimeoutMs: 30_000 })) {
 *   console.log(event.event, event.data);
 * }
 * ```
 */
export function sseEvents(response: Pick<Response, 'body'>, options: SSEOptions = {}): EventStream<ServerSentEvent> {
  return new EventStreamIterator(response, options, RAW_EVENTS);
}
