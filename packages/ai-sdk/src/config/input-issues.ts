import { describeValue as describe, honchoIdIssues as idIssues } from '@honcho-ai/sdk-core';
import { HonchoValidationError } from '@honcho-ai/sdk';

/** One field that failed validation and why (the shape `HonchoValidationError` reports). */
export interface Issue {
  path: string;
  message: string;
}

// Ids, integers and value descriptions follow the same rules and messages as the SDK's (from core), so a
// bad id fails when the middleware is built, not on the first request.
export { describe, idIssues };
export { integerIssues } from '@honcho-ai/sdk-core';

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
