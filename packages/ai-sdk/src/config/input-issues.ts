import { HonchoValidationError } from '@honcho-ai/sdk';

/** One field that failed validation and why (the shape `HonchoValidationError` reports). */
export interface Issue {
  path: string;
  message: string;
}

// The server's id rule (the v3 contract): checked here so a bad id fails when
// the middleware is built, not on the first request.
const ID_PATTERN = /^[a-zA-Z0-9_-]+$/;
const ID_MAX_LENGTH = 512;

/** A short, safe description of an unexpected value for an error message. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

/** Problems with a peer or session id. */
export function idIssues(value: unknown, path: string): Issue[] {
  if (typeof value !== 'string') return [{ path, message: `must be a string id, got ${describe(value)}` }];
  if (value.length === 0) return [{ path, message: 'must not be empty' }];
  if (value.length > ID_MAX_LENGTH) return [{ path, message: `must be at most ${ID_MAX_LENGTH} characters (got ${value.length})` }];
  if (!ID_PATTERN.test(value)) {
    return [{ path, message: `must contain only letters, digits, "_" and "-" (map emails and other external ids to that alphabet), got ${describe(value)}` }];
  }
  return [];
}

/** Problems with an optional id. */
export function optionalIdIssues(value: unknown, path: string): Issue[] {
  return value === undefined ? [] : idIssues(value, path);
}

/** Problems with an optional boolean. */
export function booleanIssues(value: unknown, path: string): Issue[] {
  return value === undefined || typeof value === 'boolean' ? [] : [{ path, message: `must be true or false, got ${describe(value)}` }];
}

/** Problems with an optional function. */
export function functionIssues(value: unknown, path: string): Issue[] {
  return value === undefined || typeof value === 'function' ? [] : [{ path, message: `must be a function, got ${describe(value)}` }];
}

/** Problems with an optional integer in `min..max`. */
export function integerIssues(value: unknown, path: string, min: number, max: number): Issue[] {
  if (value === undefined) return [];
  if (typeof value !== 'number' || !Number.isInteger(value)) return [{ path, message: `must be an integer, got ${describe(value)}` }];
  if (value < min || value > max) return [{ path, message: `must be between ${min} and ${max} (got ${value})` }];
  return [];
}

/** Problems with an object's keys: each must be one of `known`, which catches typos like `userID`. */
export function unknownKeyIssues(value: object, known: readonly string[], path: string, what: string): Issue[] {
  return Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => ({ path: path === '' ? key : `${path}.${key}`, message: `is not ${what} (expected one of ${known.join(', ')})` }));
}

/** True for `{}`-like objects (not arrays, class instances or null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Throws one `HonchoValidationError` listing every issue, if there are any. */
export function throwIfIssues(issues: readonly Issue[], prefix: string): void {
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix });
}
