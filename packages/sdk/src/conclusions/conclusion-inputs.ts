import type { InputIssue } from '@honcho-ai/sdk-core';
import { MAX_BATCH_CONCURRENCY } from '../batching/index.js';
import { describe, idIssues, type InputIssues, integerIssues, isPlainObject, numberIssues, stringIssues } from '../validation/input-issues.js';
import { LIMITS } from '../validation/limits.js';
import { filtersIssues } from '../workspace/filters.js';

// Input rules for the conclusion methods, each returning every problem it
// finds so a method can report all of them in one HonchoValidationError.

/** A conclusion id: server-assigned, so only required to be a non-empty string. */
export function conclusionIdIssues(value: unknown, path: string): InputIssue[] {
  if (typeof value !== 'string') return [{ path, message: `must be a string id, got ${describe(value)}` }];
  if (value.length === 0) return [{ path, message: 'must not be empty' }];
  return [];
}

/** A list of conclusion ids. */
export function conclusionIdListIssues(value: unknown, path: string): InputIssue[] {
  if (!Array.isArray(value)) return [{ path, message: `must be an array of conclusion ids, got ${describe(value)}` }];
  return value.flatMap((id: unknown, index) => conclusionIdIssues(id, `${path}[${index}]`));
}

/** An optional filter: well formed in the filter language. */
export function filterIssues(value: unknown, path: string): InputIssue[] {
  if (value === undefined || value === null) return [];
  return filtersIssues(value, path);
}

/** Optional `page` (from 1), `size` (1..100) and `reverse` of a list call. */
export function pageOptionIssues(options: { page?: unknown; size?: unknown; reverse?: unknown }, path = ''): InputIssue[] {
  const at = (name: string): string => (path ? `${path}.${name}` : name);
  const issues = [
    ...integerIssues(options.page, at('page'), 1, Number.MAX_SAFE_INTEGER),
    ...integerIssues(options.size, at('size'), 1, LIMITS.pageSizeMax),
  ];
  if (options.reverse !== undefined && typeof options.reverse !== 'boolean') {
    issues.push({ path: at('reverse'), message: `must be a boolean, got ${describe(options.reverse)}` });
  }
  return issues;
}

/**
 * A resource id given as a string or an object with an `id` (a `Session`, a
 * `Peer`); optional unless `required`.
 */
export function idLikeIssues(value: unknown, path: string, required = false): InputIssue[] {
  if (value === undefined) return required ? [{ path, message: 'is required' }] : [];
  if (typeof value === 'object' && value !== null && 'id' in value) return idIssues((value as { id: unknown }).id, `${path}.id`);
  return idIssues(value, path);
}

/** A search query: a non-empty string that is not only whitespace. */
export function searchQueryIssues(value: unknown, path: string): InputIssue[] {
  const issues = stringIssues(value, path, 1, Number.MAX_SAFE_INTEGER);
  if (issues.length > 0) return issues;
  if ((value as string).trim().length === 0) return [{ path, message: 'must not be only whitespace' }];
  return [];
}

/** `topK` 1..100 and `distance` 0..1 of a semantic query. */
export function queryTuningIssues(topK: unknown, distance: unknown, paths: { topK: string; distance: string }): InputIssue[] {
  return [...integerIssues(topK, paths.topK, 1, LIMITS.topKMax), ...numberIssues(distance, paths.distance, 0, 1)];
}

/** A value the caller must give as a boolean, when given at all. */
export function booleanIssues(value: unknown, path: string): InputIssue[] {
  if (value === undefined || typeof value === 'boolean') return [];
  return [{ path, message: `must be a boolean, got ${describe(value)}` }];
}

/** Keys of `value` outside `allowed`: catches typos like `topK` for `searchTopK` that would otherwise be ignored. */
export function unknownKeyIssues(value: Record<string, unknown>, allowed: readonly string[], path: string): InputIssue[] {
  return Object.keys(value)
    .filter((key) => !allowed.includes(key))
    .sort()
    .map((key) => ({ path: path ? `${path}.${key}` : key, message: `is not a known option (known: ${allowed.join(', ')})` }));
}

/**
 * Conclusion content: 1..65,535 characters, the server's limit. (The server
 * also caps it at the embedding model's input, 8,192 tokens by default; that
 * depends on its configuration and is left to it.)
 */
export function conclusionContentIssues(value: unknown, path: string): InputIssue[] {
  return stringIssues(value, path, 1, LIMITS.conclusionContentMaxLength);
}

/** An optional concurrency for a method that sends several requests: 1..16, the batch writer's bound. */
export function concurrencyIssues(value: unknown, path: string): InputIssue[] {
  return integerIssues(value, path, 1, MAX_BATCH_CONCURRENCY);
}

/** True for an object that can hold options (not `null`, not an array). */
export function isOptionsObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The options argument of a method, checked to be an object when given (a
 * stray string or number is a call-shape mistake). Records the problem and
 * returns an empty object in its place, so the other checks can still run.
 */
export function readOptions<T extends object>(value: T | undefined, path: string, issues: InputIssues): Partial<T> {
  if (value === undefined) return {};
  if (isOptionsObject(value)) return value;
  issues.add(path, `must be an options object, got ${describe(value)}`);
  return {};
}
