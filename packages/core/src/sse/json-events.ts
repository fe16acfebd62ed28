import { APIResponseError } from '../errors/client-errors.js';
import { END_OF_STREAM, type EventStream, EventStreamIterator } from './event-stream.js';
import type { ServerSentEvent, SSEOptions } from './server-sent-event.js';

/** Options for {@link jsonEvents}. */
export interface JSONEventsOptions<T> extends SSEOptions {
  /**
   * A `data` payload that ends the stream cleanly instead of being parsed;
   * nothing after it is read. Defaults to `[DONE]`, which OpenAI-style
   * streams send last (Honcho's own dialectic stream never sends it).
   */
  doneSentinel?: string | undefined;
  /**
   * Recognises the protocol's last value, for streams that announce their end
   * in-band (Honcho's dialectic stream ends with `{"done": true}`). When set:
   * the terminal value is still yielded, the rest of the body is cancelled
   * straight after it, and a body that ends before any terminal value (or the
   * done sentinel) rejects with `APIConnectionError`, because the connection
   * dropped. Pass `() => false` to require the done sentinel.
   */
  isTerminal?: ((value: T) => boolean) | undefined;
  /**
   * Turns one event's `data` into a value; defaults to `JSON.parse`. For a
   * protocol whose common events a caller can read faster than a full parse
   * (falling back to `JSON.parse` for the rest). Whatever it throws is
   * reported as the payload not being valid JSON.
   */
  parse?: ((data: string) => T) | undefined;
}

/** Longest part of an offending payload quoted in an error message. */
const QUOTED_PAYLOAD_LENGTH = 200;

/**
 * Reads a server-sent event stream whose events each carry one JSON value,
 * yielding the parsed values. Everything {@link sseEvents} says about
 * cancellation, timeouts and errors applies.
 *
 * Values are typed, not validated: `T` is what the caller expects the server
 * to send. A payload that is not valid JSON rejects with `APIResponseError`
 * quoting it; it is never skipped. The `event:` field is not consulted.
 *
 * @example
 * ```ts
 * // Honcho's dialectic stream: a clean end is the chunk with `done: true`.
 * const chunks = jsonEvents<DialecticStreamChunk>(response, { signal, isTerminal: (chunk) => chunk.done });
 * let answer = '';
 * for await (const chunk of chunks) answer += chunk.delta?.content ?? '';
 * ```
 */
export function jsonEvents<T = unknown>(
  response: Pick<Response, 'body'>,
  options: JSONEventsOptions<T> = {},
): EventStream<T> {
  const doneSentinel = options.doneSentinel ?? '[DONE]';
  const parse = options.parse ?? (JSON.parse as (data: string) => T);
  return new EventStreamIterator<T>(response, options, {
    decode: (event: ServerSentEvent) => {
      if (event.data === doneSentinel) return END_OF_STREAM;
      try {
        return parse(event.data);
      } catch (error) {
        throw new APIResponseError(
          `Server-sent event is not valid JSON: ${quotePayload(event.data)}`,
          0,
          { cause: error },
        );
      }
    },
    isTerminal: options.isTerminal,
  });
}

function quotePayload(data: string): string {
  if (data.length <= QUOTED_PAYLOAD_LENGTH) return JSON.stringify(data);
  return `${JSON.stringify(data.slice(0, QUOTED_PAYLOAD_LENGTH))}… (${data.length} characters)`;
}
