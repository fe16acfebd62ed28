import type { InputIssue } from '../errors/index.js';
import { describeValue } from './describe-value.js';

/**
 * Honcho's rule for workspace, peer and session ids (the server's
 * `RESOURCE_NAME_PATTERN`): letters, digits, `_` and `-`. It is also what
 * keeps ids safe in URL paths: an id can never contain `/` or `..`.
 */
export const HONCHO_ID_PATTERN = /^[a-zA-Z0-9_-]+$/;

/** The longest id the server accepts. */
export const HONCHO_ID_MAX_LENGTH = 512;

/**
 * What is wrong with `value` as a Honcho id at `path`: nothing (`[]`), or
 * one issue naming the rule it breaks. Every package checks ids with this,
 * so the rule and its message are the same everywhere.
 */
export function honchoIdIssues(value: unknown, path: string): InputIssue[] {
  if (typeof value !== 'string') return [{ path, message: `must be a string id, got ${describeValue(value)}` }];
  if (value.length === 0) return [{ path, message: 'must not be empty' }];
  if (value.length > HONCHO_ID_MAX_LENGTH) return [{ path, message: `must be at most ${HONCHO_ID_MAX_LENGTH} characters (got ${value.length})` }];
  if (!HONCHO_ID_PATTERN.test(value)) {
    return [{ path, message: `must contain only letters, digits, "_" and "-" (map emails and other external ids to that alphabet), got ${describeValue(value)}` }];
  }
  return [];
}

/** {@link honchoIdIssues} for an optional id: `undefined` is fine. */
export function optionalHonchoIdIssues(value: unknown, path: string): InputIssue[] {
  return value === undefined ? [] : honchoIdIssues(value, path);
}
