import { describeValue, fields, type InputSpec, integer, type SpecShape, z } from '@honcho-ai/sdk-core';
import { LIMITS } from '../validation/limits.js';
import { filtersSpec, type Filters } from './filters.js';

/** A search query: a string with something other than whitespace in it. @internal */
export const searchQuerySpec: InputSpec<string> = z.string({ error: (issue) => `must be a string, got ${describeValue(issue.input)}` }).check(
  z.refine((value: string) => value.length > 0, { error: 'must not be empty', abort: true }),
  z.refine((value: string) => value.trim().length > 0, { error: 'must not be only whitespace', abort: true }),
);

/** The common message-search input: the query, filters and a result limit of 1..100. @internal */
export interface MessageSearchInput {
  query: string;
  filters?: Filters | undefined;
  limit?: number | undefined;
}

/** The rules of {@link MessageSearchInput}, by field. @internal */
export const messageSearchShape = {
  query: searchQuerySpec,
  filters: filtersSpec,
  limit: z.optional(integer(1, LIMITS.searchLimitMax)),
} satisfies SpecShape<MessageSearchInput>;

/** {@link MessageSearchInput} as a spec: check `{ query, ...options }`. @internal */
export const messageSearchSpec = fields(messageSearchShape);
