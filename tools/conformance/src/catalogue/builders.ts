import type { CorrectResponse, DefectSymptom, Exchange, ExchangeMethod, JsonValue, ServerDefect } from '../exchange.js';
import { RUN_PLACEHOLDER, RUN_TOKEN_LENGTH } from '../placeholders.js';

/** Everything of an exchange but its name, method and path. */
export type ExchangeOptions = Omit<Exchange, 'name' | 'method' | 'path'>;

/** An exchange. */
export function ex(name: string, method: ExchangeMethod, path: string, options: ExchangeOptions = {}): Exchange {
  return { name, method, path, ...options };
}

/** A GET exchange. */
export const get = (name: string, path: string, options?: ExchangeOptions): Exchange => ex(name, 'GET', path, options);
/** A DELETE exchange (a JSON body goes in `options.json`). */
export const del = (name: string, path: string, options?: ExchangeOptions): Exchange => ex(name, 'DELETE', path, options);
/** A POST exchange with an optional JSON body. */
export const post = (name: string, path: string, json?: JsonValue, options: ExchangeOptions = {}): Exchange =>
  ex(name, 'POST', path, { ...(json !== undefined && { json }), ...options });
/** A PUT exchange with an optional JSON body. */
export const put = (name: string, path: string, json?: JsonValue, options: ExchangeOptions = {}): Exchange =>
  ex(name, 'PUT', path, { ...(json !== undefined && { json }), ...options });

/** A client-chosen id, unique to the run: `cf-{run}-<name>`. */
export const id = (name: string): string => `cf-${RUN_PLACEHOLDER}-${name}`;

/** The base path of a group's own workspace. */
export const workspacePath = (name: string): string => `/v3/workspaces/${id(name)}`;

/**
 * A client id that is exactly `length` characters once the run token is filled in: `cf-{run}-`
 * followed by `fill` characters.
 */
export function idOfLength(length: number, fill = 'x'): string {
  const prefix = id('');
  const filled = prefix.length - RUN_PLACEHOLDER.length + RUN_TOKEN_LENGTH;
  return prefix + fill.repeat(length - filled);
}

/**
 * Workspace configuration that keeps a recording deterministic: no background reasoning,
 * summaries or dreams, so what the exchanges read is only what they wrote.
 */
export const QUIET_CONFIGURATION = {
  reasoning: { enabled: false },
  summary: { enabled: false },
  dream: { enabled: false },
} as const;

/** Creates a group's workspace with {@link QUIET_CONFIGURATION}. */
export function quietWorkspace(name: string, exchangeName = 'setup: create workspace'): Exchange {
  return post(exchangeName, '/v3/workspaces', { id: id(name), configuration: QUIET_CONFIGURATION });
}

/** An object with `count` keys `k0`.. holding their index. */
export function manyKeys(count: number): Record<string, number> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index]));
}

/** An object nested `depth` levels deep (`{a: {a: ... 'leaf'}}`): depth 1 is `{a: 'leaf'}`. */
export function nestedObject(depth: number): JsonValue {
  let node: JsonValue = 'leaf';
  for (let level = 0; level < depth; level += 1) node = { a: node };
  return node;
}

/**
 * Page and size edges of one list route, sent with `json` as its body (or none for GET):
 * size 0, 1, 100 and 101, page 0, a page past the end, `reverse`, and a reverse that is not a
 * boolean.
 */
export function pageEdges(prefix: string, method: 'GET' | 'POST', path: string, json?: JsonValue, reverse = true): Exchange[] {
  const at = (name: string, query: Record<string, string | number | boolean>): Exchange =>
    ex(`${prefix}: ${name}`, method, path, { query, ...(json !== undefined && { json }) });
  return [
    at('size 0', { size: 0 }),
    at('size 1', { size: 1 }),
    at('size 1 page 2', { size: 1, page: 2 }),
    at('size 100', { size: 100 }),
    at('size 101', { size: 101 }),
    at('page 0', { page: 0 }),
    at('page past the end', { page: 999, size: 10 }),
    at('size not a number', { size: 'ten' }),
    ...(reverse ? [at('reverse', { reverse: true }), at('reverse not a boolean', { reverse: 'sideways' })] : []),
  ];
}

/** The server version and snapshot the recorded server defects were found on. */
export const DEFECTS_FOUND_ON = 'server 3.0.12 (ddbb90e)';

/**
 * Marks an answer of the server as a defect, not contract: `reason` is one line, `symptom` what
 * gives it away in the recording, `expected` the answer of a correct server (the emulator's).
 */
export function serverDefect(reason: string, symptom: DefectSymptom, expected: CorrectResponse): ServerDefect {
  return { kind: 'server-defect', reason: `${DEFECTS_FOUND_ON}: ${reason}`, symptom, expected };
}

/** A `{"detail": ...}` answer, as a correct server gives it. */
export const detailAnswer = (status: number, detail: string): CorrectResponse => ({ status, contentType: 'application/json', json: { detail } });
