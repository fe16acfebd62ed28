/**
 * One page of a list route, as the server sends it (fastapi-pagination).
 * `page` is 1-based; `size` is 1..100 (the server defaults to 50); `pages`
 * is 0 when `total` is 0.
 */
export interface PageResponse<T> {
  /** The items on this page. */
  items: T[];
  /** Items across all pages. */
  total: number;
  /** This page's number, from 1. */
  page: number;
  /** Most items a page holds. */
  size: number;
  /** Number of pages. */
  pages: number;
}

/**
 * Fetches one page of the same listing. Receives the page number to fetch,
 * the page size of the listing, and a signal it should pass to the request so
 * that an abort (or leaving a `for await` loop during a prefetch) cancels it.
 *
 * A fetcher written for `@honcho-ai/sdk` 2.5.0, `(page, size) => ...`, fits.
 */
export type PageFetcher<TRaw> = (
  page: number,
  size: number,
  signal?: AbortSignal,
) => Promise<PageResponse<TRaw>>;
