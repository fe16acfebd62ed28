import type { JsonValue } from './exchange.js';
import { TEXT, TIMESTAMP } from './normaliser.js';

/** One event of a `text/event-stream` body: its raw block and its data. */
export interface RawEvent {
  /** The block as sent, with the blank line that ends it. */
  readonly block: string;
  /** The `data:` lines joined by `\n`, or null when the block has none. */
  readonly data: string | null;
}

/** Splits an event-stream body into its events (blocks ended by a blank line). */
export function splitEvents(raw: string): RawEvent[] {
  const events: RawEvent[] = [];
  const pattern = /([\s\S]*?)(\r\n\r\n|\n\n|\r\r|$)/g;
  for (const match of raw.matchAll(pattern)) {
    const [block, body] = match;
    if (block === '') break;
    const data = (body ?? '')
      .split(/\r\n|\n|\r/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
    events.push({ block, data: data.length > 0 ? data.join('\n') : null });
  }
  return events;
}

/** The data of an event as JSON when it parses, else as the string it is. */
export function parseEventData(data: string | null): JsonValue {
  if (data === null) return null;
  try {
    return JSON.parse(data) as JsonValue;
  } catch {
    return data;
  }
}

/** A JSON string literal after `"content":` (any spacing), escapes included. */
const CONTENT_LITERAL = /("content"\s*:\s*)"(?:[^"\\]|\\.)*"/g;

/** A JSON string literal holding an ISO date-time. */
const TIMESTAMP_LITERAL = /"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?"/g;

/**
 * The framing of a stream: each block with its answer text replaced by `<text>` (and
 * date-times by `<timestamp>`), and runs of
 * identical blocks collapsed into one. What remains is what a parser depends on: the field
 * names, the JSON spacing, the line endings, the closing event.
 */
export function framingOf(raw: string): string {
  const blocks = splitEvents(raw).map((event) =>
    event.block.replace(CONTENT_LITERAL, `$1"${TEXT}"`).replace(TIMESTAMP_LITERAL, `"${TIMESTAMP}"`),
  );
  return blocks.filter((block, index) => block !== blocks[index - 1]).join('');
}

/** Collapses runs of equal values (compared as JSON) into one. */
export function collapseRuns(values: readonly JsonValue[]): JsonValue[] {
  const out: JsonValue[] = [];
  let previous: string | undefined;
  for (const value of values) {
    const key = JSON.stringify(value);
    if (key !== previous) out.push(value);
    previous = key;
  }
  return out;
}
