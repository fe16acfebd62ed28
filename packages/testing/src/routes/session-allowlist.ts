import { isPlainObject } from '../validation/validators.js';
import { issue, messages, RequestValidationError, type Loc } from '../validation/validation-issue.js';
import { MAX_SESSION_ALLOWLIST } from './resolve-scope.js';

function reject(loc: Loc, message: string, input: unknown): never {
  throw new RequestValidationError([issue(loc, 'value_error', messages.valueError(message), input, { error: {} })]);
}

/**
 * The session allowlist of a dialectic or representation request, as the
 * server's `extract_session_allowlist` reads it: `filters` may hold only
 * `session_id`, as one ID, a list of IDs or `{"in": [...]}`; a `session_id`
 * given beside it must be in the list. Returns `undefined` when there is no
 * allowlist. Violations are 422s located under `["body", "filters"]`.
 */
export function extractSessionAllowlist(filters: unknown, mustInclude: string | null | undefined): string[] | undefined {
  const base: Loc = ['body', 'filters'];
  if (filters === undefined || filters === null) return undefined;
  if (!isPlainObject(filters)) reject(base, 'filters must be an object', filters);
  for (const key of Object.keys(filters)) {
    if (key !== 'session_id') {
      reject([...base, key], `only "session_id" is supported in these filters, found "${key}"`, filters[key]);
    }
  }
  if (!('session_id' in filters)) return undefined;
  const condition = filters.session_id;
  let ids: unknown;
  if (typeof condition === 'string') ids = [condition];
  else if (Array.isArray(condition)) ids = condition;
  else if (isPlainObject(condition) && Object.keys(condition).length === 1 && Array.isArray(condition.in)) ids = condition.in;
  else reject([...base, 'session_id'], 'session_id must be a session ID, a list of IDs or {"in": [...]}', condition);
  const list = ids as unknown[];
  if (!list.every((id): id is string => typeof id === 'string')) {
    reject([...base, 'session_id'], 'session IDs must be strings', condition);
  }
  if (list.length > MAX_SESSION_ALLOWLIST) {
    reject([...base, 'session_id'], `at most ${MAX_SESSION_ALLOWLIST} sessions may be listed, got ${list.length}`, condition);
  }
  if (mustInclude !== undefined && mustInclude !== null && !list.includes(mustInclude)) {
    reject(['body', 'session_id'], `session_id "${mustInclude}" is not in the filters.session_id allowlist`, mustInclude);
  }
  return [...new Set(list)];
}

/** A `scope` excludes `filters` and `session_id`: each already decides what recall can see. */
export function rejectScopeWithSessions(scope: unknown, filters: unknown, sessionId: unknown): void {
  if (scope === undefined || scope === null) return;
  if (filters !== undefined && filters !== null) reject(['body', 'scope'], 'scope and filters are mutually exclusive', scope);
  if (sessionId !== undefined && sessionId !== null) reject(['body', 'scope'], 'scope and session_id are mutually exclusive', scope);
}
