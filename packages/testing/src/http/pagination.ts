import type { Page } from '@honcho-ai/api-types';
import { parseQuery } from '../validation/query-params.js';
import { boolean, integer, optional } from '../validation/validators.js';

/** Default page size of fastapi-pagination's `Params`. */
export const DEFAULT_PAGE_SIZE = 50;
/** Largest page size the server allows. */
export const MAX_PAGE_SIZE = 100;

/** Validated `page`, `size` and `reverse` query parameters. */
export interface PageRequest {
  page: number;
  size: number;
  reverse: boolean;
}

/**
 * Reads `page` (>= 1, default 1), `size` (1..100, default 50) and, when the
 * route takes it, `reverse` (default false). Bad values are 422s located at
 * `["query", name]`.
 */
export function readPageRequest(params: URLSearchParams, options: { reverse: boolean } = { reverse: true }): PageRequest {
  const query = parseQuery(params, {
    page: optional(integer({ ge: 1 }), () => 1),
    size: optional(integer({ ge: 1, le: MAX_PAGE_SIZE }), () => DEFAULT_PAGE_SIZE),
    reverse: optional(boolean(), () => false),
  });
  return { page: query.page, size: query.size, reverse: options.reverse && query.reverse };
}

/**
 * One page of `items`, already in the route's natural order; `reverse` flips
 * that order before paging. Pages past the end are empty, as with
 * fastapi-pagination.
 */
export function paginate<T>(items: readonly T[], request: PageRequest): Page<T> {
  const ordered = request.reverse ? [...items].reverse() : items;
  const start = (request.page - 1) * request.size;
  return {
    items: ordered.slice(start, start + request.size),
    total: items.length,
    page: request.page,
    size: request.size,
    pages: Math.ceil(items.length / request.size),
  };
}
