import type { CompareMode, JsonValue } from './exchange.js';
import type { RecordedExchange, RecordedResponse } from './fixture.js';
import { collapseRuns } from './event-stream-framing.js';

/** What kind of difference was found. */
export type DifferenceKind =
  | 'request'
  | 'status'
  | 'content-type'
  | 'body-kind'
  | 'missing-key'
  | 'extra-key'
  | 'type'
  | 'value'
  | 'length'
  | 'framing';

/** One way an answer differs from the recording. */
export interface Difference {
  readonly kind: DifferenceKind;
  /** Where: `status`, `json.detail.0.loc`, `sse.events.1.done`, ... */
  readonly path: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
}

type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

function bodyKind(response: RecordedResponse): string {
  if (response.status === 0) return 'no response';
  if (response.sse !== undefined) return 'event stream';
  if (response.json !== undefined) return 'JSON';
  if (response.text !== undefined) return 'text';
  return 'empty';
}

/**
 * Compares two JSON values. `exact` compares every key, type and value; `shape` only keys and
 * types, and checks each element of a list against the recording's elements, any of which it
 * may match, since how many hits a search returns, and in what order, is not fixed.
 */
export function compareJson(expected: unknown, actual: unknown, path: string, mode: 'exact' | 'shape', out: Difference[] = []): Difference[] {
  const expectedType = typeOf(expected);
  const actualType = typeOf(actual);
  if (expectedType !== actualType) {
    out.push({ kind: 'type', path, expected: expectedType, actual: actualType });
    return out;
  }
  if (expectedType === 'object') {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    for (const key of Object.keys(e)) {
      if (!(key in a)) out.push({ kind: 'missing-key', path: `${path}.${key}`, expected: e[key] });
    }
    for (const key of Object.keys(a)) {
      if (!(key in e)) out.push({ kind: 'extra-key', path: `${path}.${key}`, actual: a[key] });
    }
    for (const key of Object.keys(e)) if (key in a) compareJson(e[key], a[key], `${path}.${key}`, mode, out);
    return out;
  }
  if (expectedType === 'array') {
    const e = expected as unknown[];
    const a = actual as unknown[];
    if (mode === 'exact') {
      if (e.length !== a.length) out.push({ kind: 'length', path, expected: e.length, actual: a.length });
      for (let index = 0; index < Math.min(e.length, a.length); index += 1) compareJson(e[index], a[index], `${path}.${index}`, mode, out);
    } else if (e.length > 0) {
      a.forEach((item, index) => {
        // Ranked answers order their hits as the server's model ranks them: an element may take
        // the shape of any recorded one; when none fits, it is held to the one at its place.
        if (e.some((candidate) => compareJson(candidate, item, path, mode).length === 0)) return;
        compareJson(e[Math.min(index, e.length - 1)], item, `${path}.${index}`, mode, out);
      });
    }
    return out;
  }
  if (mode === 'exact' && expected !== actual) out.push({ kind: 'value', path, expected, actual });
  return out;
}

/**
 * Every way an exchange's answer differs from its recording: the request itself (a changed
 * catalogue means the fixture is stale), status, content type, what kind of body came back, and
 * the body as far as the exchange's compare mode asks. Placeholders (`<id:N>`, `<timestamp>`,
 * `<int>`, `<text>`) are plain values here: both sides were normalised the same way, so chat
 * text compares equal whatever its words, and an id compares by where it first appeared.
 */
export function compareExchange(expected: RecordedExchange, actual: RecordedExchange): Difference[] {
  const out: Difference[] = [];
  const mode: CompareMode = expected.compare ?? 'exact';
  compareJson(expected.request, actual.request, 'request', 'exact', []).forEach((difference) =>
    out.push({ ...difference, kind: 'request' }),
  );
  const e = expected.response;
  const a = actual.response;
  if (e.status !== a.status) out.push({ kind: 'status', path: 'status', expected: e.status, actual: a.status });
  if (e.contentType !== a.contentType) out.push({ kind: 'content-type', path: 'contentType', expected: e.contentType, actual: a.contentType });
  if ((e.error === undefined) !== (a.error === undefined)) {
    out.push({ kind: 'body-kind', path: 'error', expected: e.error ?? 'a complete answer', actual: a.error ?? 'a complete answer' });
  }
  if (mode === 'status') return out;
  if (bodyKind(e) !== bodyKind(a)) {
    out.push({ kind: 'body-kind', path: 'body', expected: bodyKind(e), actual: bodyKind(a) });
    return out;
  }
  const bodyMode = mode === 'shape' ? 'shape' : 'exact';
  if (e.json !== undefined) compareJson(e.json, a.json, 'json', bodyMode, out);
  if (e.text !== undefined && bodyMode === 'exact' && e.text !== a.text) out.push({ kind: 'value', path: 'text', expected: e.text, actual: a.text });
  if (e.sse !== undefined && a.sse !== undefined) {
    if (bodyMode === 'exact' && e.sse.framing !== a.sse.framing) {
      out.push({ kind: 'framing', path: 'sse.framing', expected: e.sse.framing, actual: a.sse.framing });
    }
    compareJson(collapseRuns(e.sse.events as JsonValue[]), collapseRuns(a.sse.events as JsonValue[]), 'sse.events', bodyMode, out);
  }
  return out;
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** One line per difference, for a test failure message. */
export function formatDifferences(differences: readonly Difference[]): string {
  return differences
    .map((d) => {
      switch (d.kind) {
        case 'missing-key':
          return `${d.path}: missing (recorded ${show(d.expected)})`;
        case 'extra-key':
          return `${d.path}: not in the recording (got ${show(d.actual)})`;
        case 'request':
          return `${d.path}: the request differs from the recorded one; re-record the fixture (recorded ${show(d.expected)}, sent ${show(d.actual)})`;
        default:
          return `${d.path}: ${d.kind} differs: recorded ${show(d.expected)}, got ${show(d.actual)}`;
      }
    })
    .join('\n');
}

/**
 * Whether an answer comes from a route the emulator serves: not the router's own "no such
 * route" answers (404 `{"detail": "Not Found"}`, 405 `{"detail": "Method Not Allowed"}`), and
 * not a failed connection.
 */
export function isServedRoute(response: RecordedResponse): boolean {
  if (response.status === 0) return false;
  const detail = response.json !== null && typeof response.json === 'object' && !Array.isArray(response.json) ? (response.json as Record<string, unknown>).detail : undefined;
  return !(response.status === 404 && detail === 'Not Found') && !(response.status === 405 && detail === 'Method Not Allowed');
}
