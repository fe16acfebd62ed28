import type { JsonValue } from './exchange.js';
import { RUN_PLACEHOLDER } from './placeholders.js';

/** Placeholder of a timestamp the server chose. */
export const TIMESTAMP = '<timestamp>';
/** Placeholder of a number the server chose that is not part of the contract. */
export const INT = '<int>';
/** Placeholder of free text written by the server's model. */
export const TEXT = '<text>';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Number fields whose values depend on the server's tokenizer or on timing, not on the request:
 * token counts, queue progress, backfill progress.
 */
const VOLATILE_NUMBER_KEYS: ReadonlySet<string> = new Set([
  'token_count',
  'total_work_units',
  'completed_work_units',
  'in_progress_work_units',
  'pending_work_units',
  'docs_copied',
  // Unix seconds of an OpenAI-style completion.
  'created',
]);

/** Keys whose string values are ids. */
function isIdKey(key: string): boolean {
  return key === 'id' || key.endsWith('_id');
}

/** Whether a string is an ISO-8601 date-time, with or without a zone. */
export function isTimestamp(value: string): boolean {
  return ISO_TIMESTAMP.test(value);
}

/** The instant of an ISO date-time in milliseconds; a zoneless one is read as UTC. */
export function instantOf(value: string): number {
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`;
  return Date.parse(zoned.replace(' ', 'T'));
}

/** Every string in a JSON value, object keys included. */
export function stringsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      stringsIn(item, into);
    }
  }
  return into;
}

/** What {@link Normaliser.normalise} needs to know about the request. */
export interface NormaliseOptions {
  /** Dot paths (`*` for any step) of free text, recorded as `<text>`. */
  readonly text?: readonly string[];
  /** Instants (ms) of timestamps the client sent: those are kept as they are. */
  readonly clientInstants?: ReadonlySet<number>;
}

/**
 * Replaces what the server chose with placeholders and keeps what the client chose, for one
 * group of exchanges (one fixture): ids are numbered in the order they first appear, so an id
 * shows as the same `<id:N>` everywhere in the group.
 *
 * - the run token → `{run}` (in every string and key);
 * - ids the server created (a string under `id` or `*_id` that the client did not send and
 *   that does not hold the run token) → `<id:N>`, also where they appear inside other strings;
 * - date-times → `<timestamp>`, unless the client sent that instant;
 * - token counts and queue progress → `<int>`;
 * - strings at the exchange's text paths → `<text>`;
 * - memory addresses in Python reprs (`at 0x7fbe…>`) → `at <address>>`.
 */
export class Normaliser {
  readonly #runToken: string;
  readonly #ids = new Map<string, string>();

  constructor(runToken: string) {
    this.#runToken = runToken;
  }

  /** The placeholder of a server id learned so far, if any. */
  placeholderOf(id: string): string | undefined {
    return this.#ids.get(id);
  }

  /**
   * Learns the ids the server created in a response body, in document order.
   * `clientStrings` holds every string the request carried (path segments included).
   */
  learnIds(body: unknown, clientStrings: ReadonlySet<string>): void {
    const visit = (value: unknown, key: string | undefined): void => {
      if (typeof value === 'string') {
        if (
          key !== undefined &&
          isIdKey(key) &&
          value.length > 0 &&
          !value.includes(this.#runToken) &&
          !clientStrings.has(value) &&
          !this.#ids.has(value)
        ) {
          this.#ids.set(value, `<id:${this.#ids.size + 1}>`);
        }
      } else if (Array.isArray(value)) {
        for (const item of value) visit(item, key);
      } else if (value !== null && typeof value === 'object') {
        for (const [childKey, item] of Object.entries(value)) visit(item, childKey);
      }
    };
    visit(body, undefined);
  }

  /** A string with the run token and every known server id replaced. */
  normaliseString(value: string): string {
    const whole = this.#ids.get(value);
    if (whole !== undefined) return whole;
    let result = value.split(this.#runToken).join(RUN_PLACEHOLDER);
    for (const [id, placeholder] of this.#ids) {
      // Short ids could match by accident inside unrelated text; server ids are 21 characters.
      if (id.length >= 8 && result.includes(id)) result = result.split(id).join(placeholder);
    }
    return compactRepeat(result.replace(PYTHON_ADDRESS, ADDRESS));
  }

  /** A JSON value with every server-chosen value replaced by its placeholder. */
  normalise(value: unknown, options: NormaliseOptions = {}): JsonValue {
    const textPaths = (options.text ?? []).map((path) => path.split('.'));
    const clientInstants = options.clientInstants ?? new Set<number>();
    const visit = (node: unknown, path: readonly string[], key: string | undefined): JsonValue => {
      if (typeof node === 'string') {
        if (textPaths.some((pattern) => matchesPath(pattern, path))) return TEXT;
        if (isTimestamp(node) && !clientInstants.has(instantOf(node))) return TIMESTAMP;
        return this.normaliseString(node);
      }
      if (typeof node === 'number') return key !== undefined && VOLATILE_NUMBER_KEYS.has(key) ? INT : node;
      if (typeof node === 'boolean' || node === null) return node;
      if (Array.isArray(node)) return node.map((item, index) => visit(item, [...path, String(index)], key));
      if (typeof node === 'object') {
        return Object.fromEntries(
          Object.entries(node).map(([childKey, item]) => [
            this.normaliseString(childKey),
            visit(item, [...path, childKey], childKey),
          ]),
        );
      }
      // undefined, functions and the like do not occur in parsed JSON.
      return null;
    };
    return visit(value, [], undefined);
  }
}

/**
 * Where a Python object's repr shows its memory address (`<function f at 0x7fbe6c0ce0c0>`, in
 * some of the server's error messages): different in every server process.
 */
const PYTHON_ADDRESS = / at 0x[0-9a-f]{6,16}>/g;
/** What a Python memory address is recorded as. */
export const ADDRESS = ' at <address>>';

/** Strings this long made of one repeated character are written short in fixtures. */
const REPEAT_MIN_LENGTH = 256;

/**
 * `'aaaa…'` (25 000 times) as `<repeat 25000 "a">`: limit tests send such strings and servers
 * echo them; the short form keeps fixtures readable and is still an exact value.
 */
export function compactRepeat(value: string): string {
  if (value.length < REPEAT_MIN_LENGTH) return value;
  const first = value[0] ?? '';
  for (let index = 1; index < value.length; index += 1) if (value[index] !== first) return value;
  return `<repeat ${value.length} ${JSON.stringify(first)}>`;
}

/** Whether a concrete path matches a pattern whose `*` steps match any one step. */
export function matchesPath(pattern: readonly string[], path: readonly string[]): boolean {
  return pattern.length === path.length && pattern.every((step, index) => step === '*' || step === path[index]);
}

/** The instants of every date-time string the client sent. */
export function clientInstantsOf(strings: Iterable<string>): Set<number> {
  const instants = new Set<number>();
  for (const value of strings) if (isTimestamp(value)) instants.add(instantOf(value));
  return instants;
}
