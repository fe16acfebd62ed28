import type { JsonValue } from './exchange.js';

/** How the run token is written in the catalogue and in fixtures. */
export const RUN_PLACEHOLDER = '{run}';

/** Length of every run token: fixed, so ids built to a length edge keep their length. */
export const RUN_TOKEN_LENGTH = 8;

const CAPTURE = /\{\{([A-Za-z0-9_]+)\}\}/g;

/**
 * A fresh run token: a lowercase letter, then digits, so it fits every id pattern. Each recording
 * (and replay) uses a new one. No two letters follow each other in it, so an id filter of the
 * catalogue (`id icontains "AN"`) can only match the name after it, never the token: with letters
 * anywhere, about one replay in a hundred drew a token holding "an" and matched every peer.
 */
export function createRunToken(random: () => number = Math.random): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const digits = '0123456789';
  let token = letters[Math.floor(random() * letters.length)] ?? 'r';
  while (token.length < RUN_TOKEN_LENGTH) token += digits[Math.floor(random() * digits.length)] ?? '0';
  return token;
}

/** The values a group's exchanges may refer to. */
export interface PlaceholderValues {
  readonly runToken: string;
  /** Captured values by name. */
  readonly captures: ReadonlyMap<string, string>;
}

/**
 * Fills `{run}` and `{{name}}` in a string. A capture that was never taken is filled with
 * `missing-<name>`, so the request still goes out and the recording shows what went wrong.
 */
export function fillString(template: string, values: PlaceholderValues): string {
  return template
    .split(RUN_PLACEHOLDER)
    .join(values.runToken)
    .replace(CAPTURE, (_, name: string) => values.captures.get(name) ?? `missing-${name}`);
}

/** Fills placeholders in every string (and object key) of a JSON value. */
export function fillJson(value: JsonValue, values: PlaceholderValues): JsonValue {
  if (typeof value === 'string') return fillString(value, values);
  if (Array.isArray(value)) return value.map((item: JsonValue) => fillJson(item, values));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [fillString(key, values), fillJson(item, values)]));
  }
  return value;
}

/** The value at a dot path (`items.0.id`), or `undefined`. */
export function readPath(value: unknown, path: string): unknown {
  let node = value;
  for (const step of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}

/**
 * Takes an exchange's captures from its response body. Only strings and numbers are kept (as
 * strings); a path that finds nothing is skipped, and later uses show `missing-<name>`.
 */
export function takeCaptures(body: unknown, capture: Readonly<Record<string, string>>, into: Map<string, string>): void {
  for (const [name, path] of Object.entries(capture)) {
    const found = readPath(body, path);
    if (typeof found === 'string' || typeof found === 'number') into.set(name, String(found));
  }
}
