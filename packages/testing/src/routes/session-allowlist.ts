import { httpError } from '../http/http-error.js';
import { pythonRepr, pythonSortedSetRepr } from '../validation/python-repr.js';
import { RESOURCE_NAME_PATTERN } from '../validation/shared-fields.js';
import { isPlainObject } from '../validation/validators.js';
import { MAX_SESSION_ALLOWLIST } from './resolve-scope.js';

/** The server refuses a bad allowlist with a plain `{"detail": "..."}` 422, not a list of issues. */
function reject(message: string): never {
  throw httpError(422, message);
}

/**
 * The session allowlist of a dialectic or representation request, as the
 * server reads `filters` there: only the `session_id` key, holding one ID, a
 * list of IDs or `{"in": [...]}`; a `session_id` given beside it must be in
 * the list. Returns `undefined` when there are no filters, and `[]` for an
 * empty list (which recalls nothing). Every refusal is a 422 whose `detail`
 * is the server's message.
 */
export function extractSessionAllowlist(filters: Readonly<Record<string, unknown>> | null | undefined, mustInclude: string | null | undefined): string[] | undefined {
  if (filters === undefined || filters === null) return undefined;
  const unsupported = Object.keys(filters).filter((key) => key !== 'session_id');
  if (unsupported.length > 0) {
    reject(`Unsupported filter key(s) for this endpoint: ${pythonSortedSetRepr(unsupported)}. Only 'session_id' is supported.`);
  }
  if (!Object.hasOwn(filters, 'session_id')) reject("filters must contain 'session_id'");
  const condition = filters.session_id;
  let entries: readonly unknown[];
  if (typeof condition === 'string') entries = [condition];
  else if (Array.isArray(condition)) entries = condition;
  else if (isPlainObject(condition) && Object.keys(condition).length === 1 && Array.isArray(condition.in)) entries = condition.in as unknown[];
  else reject('filters.session_id must be a session id, a list of session ids, or {"in": [...]}');
  return normalizeSessionAllowlist(entries, 'filters.session_id', mustInclude);
}

/**
 * Checks and de-duplicates (first seen first) an allowlist, naming it `field`
 * in messages: at most {@link MAX_SESSION_ALLOWLIST} entries, each a non-empty
 * string that could be a session id, and `mustInclude` (when not null) among
 * them.
 */
export function normalizeSessionAllowlist(entries: readonly unknown[], field: string, mustInclude: string | null | undefined): string[] {
  if (entries.length > MAX_SESSION_ALLOWLIST) reject(`${field} supports at most ${MAX_SESSION_ALLOWLIST} sessions per request`);
  const allowlist = new Set<string>();
  for (const entry of entries) {
    if (typeof entry !== 'string' || entry === '') reject(`${field} entries must be non-empty strings`);
    if (!RESOURCE_NAME_PATTERN.regex.test(entry)) {
      reject(`Invalid session id in ${field}: ${pythonRepr(entry)}. Session ids match ${RESOURCE_NAME_PATTERN.source}`);
    }
    allowlist.add(entry);
  }
  if (mustInclude !== undefined && mustInclude !== null && !allowlist.has(mustInclude)) reject(`session_id must be included in ${field}`);
  return [...allowlist];
}

/**
 * A `scope` excludes `filters` and `session_id`: each already decides what
 * recall can see. As on the server, an empty `session_id` does not count.
 */
export function rejectScopeWithSessions(scope: unknown, filters: unknown, sessionId: string | null | undefined): void {
  if (scope === undefined || scope === null) return;
  if (filters !== undefined && filters !== null) reject('`scope` and `filters` are mutually exclusive');
  if (sessionId) reject('`scope` and `session_id` are mutually exclusive');
}

