import { APIResponseError, APIUserAbortError, HonchoValidationError } from '../errors/client-errors.js';
import { linkAbortSignal } from '../abort/abort-link.js';
import { raceAbort } from './race-abort.js';
import { PageItemIterator } from './page-item-iterator.js';
import type { PageFetcher, PageResponse } from './page-response.js';

/** Options for a {@link Page}, carried over to every page fetched from it. */
export interface PageOptions {
  /**
   * While a `for await` loop (or {@link Page.iterPages}, {@link Page.toArray})
   * consumes one page, fetch the next in the background. Never more than one
   * page ahead, so memory stays bounded. Off by default.
   */
  prefetch?: boolean | undefined;
  /** Aborts fetching further pages; a pending fetch rejects with `APIUserAbortError`. */
  signal?: AbortSignal | undefined;
}

/** Options for {@link Page.toArray}. */
export interface PageToArrayOptions {
  /** Stop after this many items; pages beyond the one that reaches it are never fetched. */
  limit?: number | undefined;
}

function noop(): void {}

/**
 * One page of a list result, and a way through all the others.
 *
 * `for await (const item of page)` yields every item of every page, fetching
 * each next page only when the previous is used up (or one page early with
 * `prefetch`). Leaving the loop stops fetching. `page.items` is only the
 * current page.
 *
 * A superset of the `Page` class of `@honcho-ai/sdk` 2.5.0, with the same
 * constructor, static factories, members and types. Where it behaves
 * differently:
 * - The item transform runs once per item when the page is created, so
 *   `items` returns the same array and objects on every access (2.5.0 mapped
 *   again on each access), and a transform that throws fails the fetch of
 *   that page.
 * - The fetcher also receives an `AbortSignal`.
 * - A fetched page that does not advance the page number rejects with
 *   `APIResponseError` instead of looping forever.
 *
 * @typeParam T - The item type callers see.
 * @typeParam TRaw - The item type on the wire, before the transform.
 *
 * @example
 * ```ts
 * const sessions = await peer.sessions();
 * for await (const session of sessions) {
 *   if (session.id === wanted) break; // later pages are not fetched
 * }
 * const firstHundred = await sessions.toArray({ limit: 100 });
 * ```
 */
export class Page<T, TRaw = T> implements AsyncIterable<T, void, undefined> {
  /** The items on this page, transformed. */
  readonly items: T[];
  /** Items across all pages, as the server counted them when this page was fetched. */
  readonly total: number;
  /** This page's number, from 1. */
  readonly page: number;
  /** Most items a page holds. */
  readonly size: number;
  /** Number of pages, as the server counted them when this page was fetched. */
  readonly pages: number;

  readonly #transform: ((item: TRaw) => T) | undefined;
  readonly #fetchPage: PageFetcher<TRaw> | undefined;
  readonly #options: PageOptions;

  /**
   * Wraps a page the server returned.
   *
   * @param data - The page as the server sent it.
   * @param transformFunc - Maps each wire item to the type callers see; items pass through unchanged without it.
   * @param fetchNextPage - Fetches another page of the same listing; without it this page is all there is to iterate.
   * @param options - Prefetching and cancellation.
   */
  constructor(
    data: PageResponse<TRaw>,
    transformFunc?: (item: TRaw) => T,
    fetchNextPage?: PageFetcher<TRaw>,
    options: PageOptions = {},
  ) {
    const raw = Array.isArray(data.items) ? data.items : [];
    this.items = transformFunc === undefined ? (raw as unknown as T[]) : raw.map((item) => transformFunc(item));
    this.total = data.total;
    this.page = data.page;
    this.size = data.size;
    this.pages = data.pages;
    this.#transform = transformFunc;
    this.#fetchPage = fetchNextPage;
    this.#options = options;
  }

  /** Wraps a page whose items need no transform. */
  static from<T>(data: PageResponse<T>, fetchNextPage?: PageFetcher<T>, options?: PageOptions): Page<T, T> {
    return new Page<T, T>(data, undefined, fetchNextPage, options);
  }

  /** Wraps a page, mapping each wire item with `transformFunc`. */
  static fromWithTransform<T, TOriginal>(
    data: PageResponse<TOriginal>,
    transformFunc: (item: TOriginal) => T,
    fetchNextPage?: PageFetcher<TOriginal>,
    options?: PageOptions,
  ): Page<T, TOriginal> {
    return new Page(data, transformFunc, fetchNextPage, options);
  }

  /** Number of items on this page. */
  get length(): number {
    return this.items.length;
  }

  /**
   * The item at `index` on this page.
   *
   * @throws RangeError when `index` is outside the page.
   */
  get(index: number): T {
    if (!Number.isInteger(index) || index < 0 || index >= this.items.length) {
      throw new RangeError(`Index ${index} is out of bounds for page with ${this.items.length} items`);
    }
    return this.items[index] as T;
  }

  /**
   * Whether the server reported pages after this one. A property, as in
   * `@honcho-ai/sdk` 2.5.0, not a method: `if (page.hasNextPage)`.
   */
  get hasNextPage(): boolean {
    return this.page < this.pages;
  }

  /**
   * Fetches the page after this one, or resolves to `null` when there is none
   * (this is the last page, or the page was built without a fetcher), as in
   * `@honcho-ai/sdk` 2.5.0. Never prefetches.
   *
   * @throws APIUserAbortError when the page's signal aborts.
   */
  async getNextPage(): Promise<Page<T, TRaw> | null> {
    if (!this.#canFetchNext()) return null;
    return this.#fetchNext(this.#options.signal);
  }

  /**
   * Every page from this one on: this page first, then each following page
   * as the previous one is consumed. With `prefetch`, the next page is
   * requested as soon as a page is handed out; a failed prefetch is reported
   * when the loop reaches that page. Leaving the loop early aborts a prefetch
   * in flight and fetches nothing more.
   */
  async *iterPages(): AsyncGenerator<Page<T, TRaw>, void, undefined> {
    const callerSignal = this.#options.signal;
    const prefetch = this.#options.prefetch === true;
    // With prefetch, a signal of our own, so that leaving the loop can cancel
    // a page fetched ahead without touching the caller's signal. Without it no
    // fetch is ever in flight when the loop is left: the caller's signal does.
    const link = prefetch ? linkAbortSignal(callerSignal) : undefined;
    const signal = link === undefined ? callerSignal : link.signal;
    try {
      let current: Page<T, TRaw> = this;
      for (;;) {
        if (callerSignal?.aborted === true) {
          throw new APIUserAbortError('Request was aborted', { cause: callerSignal.reason });
        }
        let ahead: Promise<Page<T, TRaw>> | undefined;
        if (prefetch && current.#canFetchNext()) {
          ahead = current.#fetchNext(signal);
          // Handled now so a failure waits to be reported when the loop reaches
          // that page, instead of surfacing as an unhandled rejection.
          ahead.catch(noop);
        }
        yield current;
        if (!current.#canFetchNext()) return;
        current = await (ahead ?? current.#fetchNext(signal));
      }
    } finally {
      link?.release();
    }
  }

  /**
   * Every item of every page from this one on. The warning of 2.5.0 stands:
   * this fetches each following page as it goes, so a `break` is the way to
   * stop early; {@link items} alone never fetches.
   */
  [Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    // Behaves as `for await (const page of this.iterPages()) yield* page.items`, without a generator's cost per item.
    return new PageItemIterator<T>(this.iterPages()) as unknown as AsyncGenerator<T, void, undefined>;
  }

  /**
   * Collects items from this page on into an array, fetching pages as needed.
   * With `limit`, stops as soon as it has that many.
   */
  async toArray(options: PageToArrayOptions = {}): Promise<T[]> {
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    if (!(limit >= 0) || (Number.isFinite(limit) && !Number.isInteger(limit))) {
      throw new HonchoValidationError([
        { path: 'limit', message: `must be a non-negative integer, got ${String(options.limit)}` },
      ]);
    }
    const collected: T[] = [];
    if (limit === 0) return collected;
    for await (const item of this) {
      collected.push(item);
      if (collected.length >= limit) break;
    }
    return collected;
  }

  #canFetchNext(): boolean {
    return this.hasNextPage && this.#fetchPage !== undefined;
  }

  async #fetchNext(signal: AbortSignal | undefined): Promise<Page<T, TRaw>> {
    const fetchPage = this.#fetchPage as PageFetcher<TRaw>;
    const wanted = this.page + 1;
    const callerSignal = this.#options.signal;
    let data: PageResponse<TRaw>;
    try {
      if (signal?.aborted === true) throw new APIUserAbortError('Request was aborted', { cause: signal.reason });
      // Through a promise so that a fetcher that throws synchronously still yields a rejection.
      data = await raceAbort(
        new Promise<PageResponse<TRaw>>((resolve) => resolve(fetchPage(wanted, this.size, signal))),
        signal,
      );
    } catch (error) {
      // The caller aborted: say so, whatever the fetcher threw on the way out.
      if (callerSignal?.aborted === true && !(error instanceof APIUserAbortError)) {
        throw new APIUserAbortError('Request was aborted', { cause: error });
      }
      throw error;
    }
    if (!(data.page > this.page)) {
      throw new APIResponseError(`Asked for page ${wanted} but the server returned page ${String(data.page)}`);
    }
    return new Page(data, this.#transform, this.#fetchPage, this.#options);
  }
}
