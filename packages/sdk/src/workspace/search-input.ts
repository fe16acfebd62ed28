import type { InputIssue } from '@honcho-ai/sdk-core';
import { describe, integerIssues } from '../validation/input-issues.js';
import { LIMITS } from '../validation/limits.js';
import { filtersIssues, type Filters } from './filters.js';

/** Problems with a search query: a string with something other than whitespace in it. @internal */
export function searchQueryIssues(value: unknown, path = 'query'): InputIssue[] {
  if (typeof value !== 'string') return [{ path, message: `must be a string, got ${describe(value)}` }];
  if (value.trim().length === 0) return [{ path, message: value.length === 0 ? 'must not be empty' : 'must not be only whitespace' }];
  return [];
}

/**
 * Problems with the common message-search input: the query, filters and a
 * result limit of 1..100.
 *
 * @internal
 */
export function messageSearchIssues(query: unknown, options: { filters?: Filters | undefined; limit?: number | undefined }): InputIssue[] {
  return [
    ...searchQueryIssues(query),
    ...filtersIssues(options.filters, 'filters'),
    ...integerIssues(options.limit, 'limit', 1, LIMITS.searchLimitMax),
  ];
}
