import type { InputIssue } from '@honcho-ai/sdk-core';
import type { PeerRepresentationRequest } from '@honcho-ai/api-types';
import { describe, integerIssues, numberIssues } from '../validation/input-issues.js';
import { LIMITS } from '../validation/limits.js';
import { booleanIssues, searchQueryIssues } from './conclusion-inputs.js';

/**
 * How to curate a representation: which conclusions to include. The same
 * options as `@honcho-ai/sdk` 2.5.
 *
 * @example
 * ```ts
 * const text = await alice.conclusionsOf(bob).representation({
 *   searchQuery: 'travel plans',
 *   searchTopK: 10,
 *   maxConclusions: 50,
 * });
 * ```
 */
export interface RepresentationOptions {
  /**
   * Curate around conclusions semantically close to this text. Accepts a
   * string or any object with a `content` string (a `Message`, for example).
   */
  searchQuery?: string | { content: string };
  /** With `searchQuery`, how many semantically retrieved conclusions to include (1..100). */
  searchTopK?: number;
  /** With `searchQuery`, the largest cosine distance a retrieved conclusion may have (0..1). */
  searchMaxDistance?: number;
  /** With `searchQuery`, also include the conclusions derived most often. */
  includeMostFrequent?: boolean;
  /** Upper bound on the conclusions included (1..100; the server defaults to 25). */
  maxConclusions?: number;
}

/** The keys of {@link RepresentationOptions}, for catching misspelt options. */
export const REPRESENTATION_OPTION_KEYS = [
  'searchQuery',
  'searchTopK',
  'searchMaxDistance',
  'includeMostFrequent',
  'maxConclusions',
] as const satisfies readonly (keyof RepresentationOptions)[];

/** Every problem with representation options, each named by its field. */
export function representationOptionIssues(options: RepresentationOptions, path = ''): InputIssue[] {
  const at = (name: string): string => (path ? `${path}.${name}` : name);
  const issues: InputIssue[] = [];
  const query: unknown = options.searchQuery;
  if (query !== undefined) {
    if (typeof query === 'object' && query !== null && !Array.isArray(query)) {
      issues.push(...searchQueryIssues((query as { content?: unknown }).content, `${at('searchQuery')}.content`));
    } else if (typeof query === 'string') {
      issues.push(...searchQueryIssues(query, at('searchQuery')));
    } else {
      issues.push({ path: at('searchQuery'), message: `must be a string or an object with a content string, got ${describe(query)}` });
    }
  }
  issues.push(
    ...integerIssues(options.searchTopK, at('searchTopK'), 1, LIMITS.topKMax),
    ...numberIssues(options.searchMaxDistance, at('searchMaxDistance'), 0, 1),
    ...booleanIssues(options.includeMostFrequent, at('includeMostFrequent')),
    ...integerIssues(options.maxConclusions, at('maxConclusions'), 1, 100),
  );
  return issues;
}

/**
 * The wire fields for validated representation options. The one place they
 * cross from camelCase to snake_case.
 */
export function representationOptionsToWire(options: RepresentationOptions): PeerRepresentationRequest {
  const query = options.searchQuery;
  return {
    search_query: query === undefined ? undefined : typeof query === 'string' ? query : query.content,
    search_top_k: options.searchTopK,
    search_max_distance: options.searchMaxDistance,
    include_most_frequent: options.includeMostFrequent,
    max_conclusions: options.maxConclusions,
  };
}
