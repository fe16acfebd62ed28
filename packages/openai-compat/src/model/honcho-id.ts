import type { InputIssue } from '@honcho-ai/core';

/**
 * Honcho's id rule for workspaces, peers and sessions (the server's
 * `RESOURCE_NAME_PATTERN`). It is what makes `workspace/{id}/peer/{id}`
 * unambiguous: an id can never contain `/`.
 */
export const HONCHO_ID_PATTERN = /^[a-zA-Z0-9_-]+$/;

/** Longest id the server accepts. */
export const HONCHO_ID_MAX_LENGTH = 512;

/**
 * What is wrong with `value` as a Honcho id, or `undefined` when it is fine.
 *
 * @internal
 */
export function honchoIdProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `must be a string id, got ${value === null ? 'null' : typeof value}`;
  if (value.length === 0) return 'must not be empty';
  if (value.length > HONCHO_ID_MAX_LENGTH) return `must be at most ${HONCHO_ID_MAX_LENGTH} characters (got ${value.length})`;
  if (!HONCHO_ID_PATTERN.test(value)) return `must contain only letters, digits, "_" and "-", got ${JSON.stringify(shorten(value))}`;
  return undefined;
}

/** The id issues for `value` at `path`, for a `HonchoValidationError`. @internal */
export function honchoIdIssues(value: unknown, path: string): InputIssue[] {
  const problem = honchoIdProblem(value);
  return problem === undefined ? [] : [{ path, message: problem }];
}

/** Long values are cut in messages, so an error never carries a whole request body. @internal */
export function shorten(value: string, max = 80): string {
  return value.length <= max ? value : `${value.slice(0, max)}…`;
}
