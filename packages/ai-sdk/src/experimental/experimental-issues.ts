import { describe, integerIssues, isPlainObject, throwIfIssues, unknownKeyIssues, type Issue } from '../config/input-issues.js';

/** Problems with an options object: it must be a plain object when given (or always, when `required`). */
export function optionsObjectIssues(value: unknown, path: string, required: boolean): Issue[] {
  if (value === undefined && !required) return [];
  return isPlainObject(value) ? [] : [{ path, message: `must be an object, got ${describe(value)}` }];
}

/** Problems with one text entry (a card entry, a query): a non-empty string of at most `maxLength` characters. */
export function textIssues(value: unknown, path: string, maxLength: number): Issue[] {
  if (typeof value !== 'string') return [{ path, message: `must be a string, got ${describe(value)}` }];
  if (value.trim().length === 0) return [{ path, message: 'must not be empty or only whitespace' }];
  if (value.length > maxLength) return [{ path, message: `must be at most ${maxLength} characters (got ${value.length})` }];
  return [];
}

/** Problems with a list of text entries, each checked by {@link textIssues}. */
export function textListIssues(value: unknown, path: string, maxLength: number, options: { maxItems: number; allowEmpty: boolean }): Issue[] {
  if (!Array.isArray(value)) return [{ path, message: `must be a list of strings, got ${describe(value)}` }];
  if (!options.allowEmpty && value.length === 0) return [{ path, message: 'must hold at least one entry' }];
  if (value.length > options.maxItems) return [{ path, message: `must hold at most ${options.maxItems} entries (got ${value.length})` }];
  return value.flatMap((entry: unknown, index) => textIssues(entry, `${path}[${index}]`, maxLength));
}

/** Problems with an optional `AbortSignal`. */
export function signalIssues(value: unknown, path: string): Issue[] {
  if (value === undefined) return [];
  const isSignal = typeof value === 'object' && value !== null && 'aborted' in value && typeof (value as { addEventListener?: unknown }).addEventListener === 'function';
  return isSignal ? [] : [{ path, message: `must be an AbortSignal, got ${describe(value)}` }];
}

/** Problems with an optional date: a `Date` or an ISO 8601 string that parses. */
export function dateIssues(value: unknown, path: string): Issue[] {
  if (value === undefined) return [];
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? [{ path, message: 'must be a valid date, got an invalid Date' }] : [];
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return [];
  return [{ path, message: `must be a Date or an ISO 8601 date string, got ${describe(value)}` }];
}

/** Problems with an optional http(s) URL. */
export function httpUrlIssues(value: unknown, path: string): Issue[] {
  if (value === undefined) return [];
  const text = value instanceof URL ? value.href : value;
  if (typeof text !== 'string') return [{ path, message: `must be an http or https URL, got ${describe(value)}` }];
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return [{ path, message: `must be an absolute http or https URL, got ${describe(text)}` }];
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? [] : [{ path, message: `must use http or https, got ${describe(parsed.protocol)}` }];
}

/** Longest per-request `timeout` accepted: a day. */
export const MAX_CALL_TIMEOUT_MS = 24 * 60 * 60 * 1_000;

/**
 * Checks a method's options object (unknown keys, `signal`, `timeout`) plus
 * the method's own `issues`, and throws one `HonchoValidationError` naming
 * every problem, before any request.
 */
export function checkCallOptions(options: unknown, known: readonly string[], prefix: string, issues: readonly Issue[]): void {
  const shape = optionsObjectIssues(options, 'options', false);
  if (shape.length > 0) throwIfIssues(shape, prefix);
  const record = (options ?? {}) as Record<string, unknown>;
  throwIfIssues(
    [
      ...unknownKeyIssues(record, known, '', 'a known option'),
      ...signalIssues(record.signal, 'signal'),
      ...integerIssues(record.timeout, 'timeout', 1, MAX_CALL_TIMEOUT_MS),
      ...issues,
    ],
    prefix,
  );
}
