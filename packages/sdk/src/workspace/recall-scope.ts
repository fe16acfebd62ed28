import type { ScopeOption, SessionAllowlistFilter } from '@honcho-ai/api-types';
import type { InputIssue } from '@honcho-ai/sdk-core';
import type { IdLike } from '../internal/resolve-id.js';
import { describe, idIssues } from '../validation/input-issues.js';
import { LIMITS } from '../validation/limits.js';
import { resolveIdSafely } from './queue-status.js';

const SCOPE_PREFIX = 'scope.';
/** Most sessions a `sessions` allowlist may name, as the server allows. */
const SESSION_ALLOWLIST_MAX = 1000;

/** Problems with a scope name: 1..506 of letters, digits, `_` and `-`, without the internal `scope.` prefix. @internal */
export function scopeNameIssues(value: unknown, path: string): InputIssue[] {
  if (typeof value !== 'string') return [{ path, message: `must be a scope name or a Scope, got ${describe(value)}` }];
  if (value.length === 0) return [{ path, message: 'must not be empty' }];
  if (value.length > LIMITS.scopeNameMaxLength) {
    return [{ path, message: `must be at most ${LIMITS.scopeNameMaxLength} characters (got ${value.length})` }];
  }
  if (value.startsWith(SCOPE_PREFIX)) {
    return [{ path, message: `must not start with the reserved prefix "${SCOPE_PREFIX}" (scope names are unprefixed)` }];
  }
  if (!LIMITS.idPattern.test(value)) return [{ path, message: 'must contain only letters, digits, "_" and "-"' }];
  return [];
}

/** Where recall may look: one session, a named scope (or several), or an allowlist of sessions. */
export interface RecallScopeInput {
  session?: IdLike | undefined;
  scope?: IdLike | readonly IdLike[] | undefined;
  sessions?: readonly IdLike[] | undefined;
}

/** The wire fields for {@link RecallScopeInput}. @internal */
export interface RecallScopeFields {
  session_id?: string;
  scope?: ScopeOption;
  filters?: SessionAllowlistFilter;
}

/**
 * Checks `session`, `scope` and `sessions` as the server does (ids, list
 * bounds, `scope` excluding the other two) and maps them to the wire:
 * `sessions` travels as `filters: {session_id: [...]}`, as in 2.5.
 *
 * @internal
 */
export function recallScope(input: RecallScopeInput): { fields: RecallScopeFields; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  const fields: RecallScopeFields = {};
  if (input.session !== undefined) {
    const id = resolveIdSafely(input.session);
    issues.push(...idIssues(id, 'session'));
    if (typeof id === 'string') fields.session_id = id;
  }
  if (input.scope !== undefined) {
    if (Array.isArray(input.scope)) {
      const names = (input.scope as readonly IdLike[]).map(resolveIdSafely);
      if (names.length === 0) issues.push({ path: 'scope', message: 'must name at least one scope' });
      if (names.length > LIMITS.scopeListMax) issues.push({ path: 'scope', message: `must name at most ${LIMITS.scopeListMax} scopes (got ${names.length})` });
      names.forEach((name, index) => issues.push(...scopeNameIssues(name, `scope[${index}]`)));
      fields.scope = names as string[];
    } else {
      const name = resolveIdSafely(input.scope);
      issues.push(...scopeNameIssues(name, 'scope'));
      if (typeof name === 'string') fields.scope = name;
    }
    if (input.session !== undefined) issues.push({ path: 'session', message: 'cannot be combined with scope (a scope already decides what is visible)' });
    if (input.sessions !== undefined) issues.push({ path: 'sessions', message: 'cannot be combined with scope (a scope already decides what is visible)' });
  }
  if (input.sessions !== undefined) {
    if (!Array.isArray(input.sessions)) {
      issues.push({ path: 'sessions', message: `must be a list of sessions, got ${describe(input.sessions)}` });
    } else {
      const ids = input.sessions.map(resolveIdSafely);
      if (ids.length === 0) issues.push({ path: 'sessions', message: 'must name at least one session (an empty allowlist would recall nothing)' });
      if (ids.length > SESSION_ALLOWLIST_MAX) issues.push({ path: 'sessions', message: `must name at most ${SESSION_ALLOWLIST_MAX} sessions (got ${ids.length})` });
      ids.forEach((id, index) => issues.push(...idIssues(id, `sessions[${index}]`)));
      fields.filters = { session_id: ids as string[] };
    }
  }
  return { fields, issues };
}
