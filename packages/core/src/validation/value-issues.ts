import type { InputIssue } from '../errors/index.js';
import { describeValue } from './describe-value.js';

/** Problems with a string whose length must be within `min..max`. */
export function stringIssues(value: unknown, path: string, min: number, max: number): InputIssue[] {
  if (typeof value !== 'string') return [{ path, message: `must be a string, got ${describeValue(value)}` }];
  if (value.length < min) return [{ path, message: min === 1 ? 'must not be empty' : `must be at least ${min} characters` }];
  if (value.length > max) return [{ path, message: `must be at most ${max} characters (got ${value.length})` }];
  return [];
}

/** Problems with an optional integer that must be within `min..max`. */
export function integerIssues(value: unknown, path: string, min: number, max: number): InputIssue[] {
  if (value === undefined) return [];
  if (typeof value !== 'number' || !Number.isInteger(value)) return [{ path, message: `must be an integer, got ${describeValue(value)}` }];
  if (value < min || value > max) return [{ path, message: `must be between ${min} and ${max} (got ${value})` }];
  return [];
}

/** Problems with an optional number that must be within `min..max`. */
export function numberIssues(value: unknown, path: string, min: number, max: number): InputIssue[] {
  if (value === undefined) return [];
  if (typeof value !== 'number' || !Number.isFinite(value)) return [{ path, message: `must be a finite number, got ${describeValue(value)}` }];
  if (value < min || value > max) return [{ path, message: `must be between ${min} and ${max} (got ${value})` }];
  return [];
}

/** Problems with an optional value that must be one of `allowed`. */
export function oneOfIssues(value: unknown, path: string, allowed: readonly string[]): InputIssue[] {
  if (value === undefined) return [];
  if (typeof value === 'string' && allowed.includes(value)) return [];
  return [{ path, message: `must be one of ${allowed.map((item) => JSON.stringify(item)).join(', ')}, got ${describeValue(value)}` }];
}

/** Problems with an optional boolean. */
export function booleanIssues(value: unknown, path: string): InputIssue[] {
  return value === undefined || typeof value === 'boolean' ? [] : [{ path, message: `must be true or false, got ${describeValue(value)}` }];
}

/** Problems with an optional function (a callback option). */
export function functionIssues(value: unknown, path: string): InputIssue[] {
  return value === undefined || typeof value === 'function' ? [] : [{ path, message: `must be a function, got ${describeValue(value)}` }];
}

/**
 * Problems with an object's keys: each must be one of `known`, which catches
 * typos like `userID`. `path` prefixes each key (`''` for top-level options);
 * `what` names a key in the message (`'a middleware option'`).
 */
export function unknownKeyIssues(value: object, known: readonly string[], path: string, what: string): InputIssue[] {
  return Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => ({ path: path === '' ? key : `${path}.${key}`, message: `is not ${what} (expected one of ${known.join(', ')})` }));
}

/** True for `{}`-style objects (not arrays, dates or class instances). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
