import { describeValue, fields, type InputSpec, integer, text, z } from '@honcho-ai/sdk-core';
import { MAX_BATCH_CONCURRENCY } from '../batching/index.js';
import { LIMITS } from '../validation/limits.js';
import { listOptionsShape } from '../workspace/list-options.js';

// The rules the conclusion methods share, as specs.

/** A conclusion id: server-assigned, so only required to be a non-empty string. */
export const conclusionIdSpec: InputSpec<string> = z.string({ error: (issue) => `must be a string id, got ${describeValue(issue.input)}` }).check(
  z.refine((id: string) => id.length > 0, { error: 'must not be empty', abort: true }),
);

/** A list of conclusion ids. */
export const conclusionIdListSpec: InputSpec<readonly string[]> = z.array(conclusionIdSpec, {
  error: (issue) => `must be an array of conclusion ids, got ${describeValue(issue.input)}`,
});

/**
 * Conclusion content: 1..65,535 characters, the server's limit. (The server
 * also caps it at the embedding model's input, 8,192 tokens by default; that
 * depends on its configuration and is left to it.)
 */
export const conclusionContentSpec = text(1, LIMITS.conclusionContentMaxLength);

/** Paging of a list call: `page` (from 1), `size` (1..100), `reverse` and `prefetch`. */
export const pagingShape = {
  page: listOptionsShape.page,
  size: listOptionsShape.size,
  reverse: listOptionsShape.reverse,
  prefetch: listOptionsShape.prefetch,
};

/** The concurrency of a method that sends several requests: 1..16, the batch writer's bound. */
export const concurrencySpec = z.optional(integer(1, MAX_BATCH_CONCURRENCY));

/**
 * The options argument of a method, with the rules of its own fields: an
 * object when given (a stray string or number is a call-shape mistake).
 */
export function optionalOptions<Shape extends Record<string, InputSpec<unknown>>>(shape: Shape) {
  return z.optional(fields(shape, 'an options object'));
}
