import type { PeerRepresentationRequest } from '@honcho-ai/api-types';
import { describeValue, fields, finiteNumber, flag, integer, select, type SpecShape, z } from '@honcho-ai/sdk-core';
import { LIMITS } from '../validation/limits.js';
import { searchQuerySpec } from '../workspace/search-input.js';

const notQuery = z.custom(() => false, {
  error: (issue) => `must be a string or an object with a content string, got ${describeValue(issue.input)}`,
  abort: true,
});

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

/** The rules of {@link RepresentationOptions}, by field. */
export const representationOptionsShape = {
  searchQuery: z.optional(
    select<string | { content: string }>((query) =>
      typeof query === 'string'
        ? searchQuerySpec
        : typeof query === 'object' && query !== null && !Array.isArray(query)
          ? z.object({ content: searchQuerySpec })
          : notQuery,
    ),
  ),
  searchTopK: z.optional(integer(1, LIMITS.topKMax)),
  searchMaxDistance: z.optional(finiteNumber(0, 1)),
  includeMostFrequent: z.optional(flag()),
  maxConclusions: z.optional(integer(1, 100)),
} satisfies SpecShape<RepresentationOptions>;

/** {@link RepresentationOptions} as a spec. */
export const representationOptionsSpec = fields(representationOptionsShape);

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
