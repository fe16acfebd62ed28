import type { DialecticStreamChunk, Evidence } from '@honcho-ai/api-types';
import { chunkText } from './chunk-text.js';
import { sseStream } from './event-stream.js';
import { pythonJsonDumps } from './python-json.js';

/** What {@link dialecticEventStream} streams: an answer and its evidence. */
export interface DialecticStreamSource {
  readonly content: string | null;
  readonly evidence: Evidence;
  /** Used when the options do not say. */
  readonly includeEvidence?: boolean;
}

/** Options for {@link dialecticEventStream}. */
export interface DialecticStreamOptions {
  /** Put the evidence on the final event; defaults to the result's `includeEvidence`. */
  readonly includeEvidence?: boolean | undefined;
  /** Send fixed runs of this many characters instead of one word per event. */
  readonly chunkChars?: number | undefined;
  /** Stops production when aborted (e.g. the request's signal). */
  readonly signal?: AbortSignal | undefined;
}

/**
 * The `text/event-stream` body of a streamed dialectic answer, byte for byte
 * as the server writes it: one `data: {"delta": {"content": "..."}, "done": false}\n\n`
 * event per chunk of the answer, then `data: {"done": true}\n\n`, with an
 * `"evidence"` member when asked for. JSON is Python's `json.dumps` output
 * ({@link pythonJsonDumps}), so non-ASCII text arrives as `\uXXXX` escapes.
 * A `null` answer sends only the final event. A JSON answer streams as text
 * fragments that concatenate to the same JSON. There is no `[DONE]`.
 *
 * Each event is its own chunk and is produced only when read (see
 * {@link sseStream}).
 */
export function dialecticEventStream(result: DialecticStreamSource, options: DialecticStreamOptions = {}): ReadableStream<Uint8Array> {
  const includeEvidence = options.includeEvidence ?? result.includeEvidence ?? false;
  // A null answer streams no pieces; chunking the empty string still checks chunkChars up front.
  const pieces = chunkText(result.content ?? '', options.chunkChars);
  return sseStream(dialecticEvents(pieces, result.evidence, includeEvidence), { signal: options.signal });
}

function* dialecticEvents(pieces: Iterable<string>, evidence: Evidence, includeEvidence: boolean): Generator<string, void, undefined> {
  for (const piece of pieces) {
    yield sseEvent({ delta: { content: piece }, done: false });
  }
  yield sseEvent(includeEvidence ? { done: true, evidence } : { done: true });
}

function sseEvent(chunk: DialecticStreamChunk): string {
  return `data: ${pythonJsonDumps(chunk)}\n\n`;
}
