import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APIResponseError, APIUserAbortError, HonchoValidationError } from '../errors/index.js';
import { Page } from './page.js';
import type { PageFetcher, PageResponse } from './page-response.js';

interface WireItem {
  id: string;
}

/** A listing of `count` items served `size` at a time, recording every fetch. */
function listing(count: number, size: number) {
  const calls: { page: number; size: number; signal: AbortSignal | undefined }[] = [];
  const pages = Math.ceil(count / size);
  const pageOf = (page: number): PageResponse<WireItem> => ({
    items: Array.from({ length: Math.max(0, Math.min(size, count - (page - 1) * size)) }, (_, index) => ({
      id: `item-${(page - 1) * size + index}`,
    })),
    total: count,
    page,
    size,
    pages,
  });
  const fetcher: PageFetcher<WireItem> = async (page, pageSize, signal) => {
    calls.push({ page, size: pageSize, signal });
    return pageOf(page);
  };
  return { first: pageOf(1), fetcher, calls, pageOf };
}

const ids = (items: WireItem[]): string[] => items.map((item) => item.id);
const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from }, (_, index) => `item-${from + index}`);
const tick = (ms = 0): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => {
  unhandled.push(reason);
};
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(async () => {
  // Unhandled rejections are reported after the microtask queue drains.
  await tick(10);
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});

describe('Page', () => {
  it('exposes the page as the server sent it', () => {
    const { first, fetcher } = listing(7, 3);
    const page = Page.from(first, fetcher);
    expect(ids(page.items)).toEqual(range(0, 3));
    expect([page.total, page.page, page.size, page.pages, page.length]).toEqual([7, 1, 3, 3, 3]);
    expect(page.hasNextPage).toBe(true);
    expect(page.get(2)).toEqual({ id: 'item-2' });
    expect(() => page.get(3)).toThrow(RangeError);
    expect(() => page.get(-1)).toThrow(RangeError);
  });

  it('iterates every item across three pages, fetching each page once, in order', async () => {
    const { first, fetcher, calls } = listing(7, 3);
    const seen: string[] = [];
    for await (const item of Page.from(first, fetcher)) seen.push(item.id);
    expect(seen).toEqual(range(0, 7));
    expect(calls.map((call) => [call.page, call.size])).toEqual([
      [2, 3],
      [3, 3],
    ]);
  });

  it('hands out pages with iterPages, starting with this one', async () => {
    const { first, fetcher } = listing(7, 3);
    const pages: [number, string[]][] = [];
    for await (const page of Page.from(first, fetcher).iterPages()) pages.push([page.page, ids(page.items)]);
    expect(pages).toEqual([
      [1, range(0, 3)],
      [2, range(3, 6)],
      [3, range(6, 7)],
    ]);
  });

  it('collects everything with toArray, and only what is needed with a limit', async () => {
    const all = listing(7, 3);
    expect(ids(await Page.from(all.first, all.fetcher).toArray())).toEqual(range(0, 7));

    const limited = listing(7, 3);
    expect(ids(await Page.from(limited.first, limited.fetcher).toArray({ limit: 4 }))).toEqual(range(0, 4));
    expect(limited.calls.map((call) => call.page)).toEqual([2]);

    const exact = listing(7, 3);
    expect(ids(await Page.from(exact.first, exact.fetcher).toArray({ limit: 3 }))).toEqual(range(0, 3));
    expect(exact.calls).toEqual([]);

    const none = listing(7, 3);
    expect(await Page.from(none.first, none.fetcher).toArray({ limit: 0 })).toEqual([]);
    expect(await Page.from(none.first, none.fetcher).toArray({ limit: 100 })).toHaveLength(7);
  });

  it('refuses a limit that is not a non-negative integer', async () => {
    const { first, fetcher } = listing(7, 3);
    await expect(Page.from(first, fetcher).toArray({ limit: -1 })).rejects.toBeInstanceOf(
      HonchoValidationError,
    );
    await expect(Page.from(first, fetcher).toArray({ limit: 1.5 })).rejects.toBeInstanceOf(
      HonchoValidationError,
    );
  });

  it('handles an empty result without fetching', async () => {
    const calls: number[] = [];
    const page = new Page<WireItem>({ items: [], total: 0, page: 1, size: 50, pages: 0 }, undefined, async (n) => {
      calls.push(n);
      throw new Error('must not be called');
    });
    expect(page.hasNextPage).toBe(false);
    expect(page.length).toBe(0);
    expect(await page.toArray()).toEqual([]);
    expect(await page.getNextPage()).toBeNull();
    const pages: unknown[] = [];
    for await (const each of page.iterPages()) pages.push(each);
    expect(pages).toEqual([page]);
    expect(calls).toEqual([]);
  });

  it('fetches the next page with getNextPage, and resolves to null after the last', async () => {
    const { first, fetcher } = listing(5, 3);
    const page = Page.from(first, fetcher);
    const second = await page.getNextPage();
    expect(second?.page).toBe(2);
    expect(ids(second?.items ?? [])).toEqual(range(3, 5));
    expect(second?.hasNextPage).toBe(false);
    expect(await second?.getNextPage()).toBeNull();
  });

  it('runs the paging loop written for @honcho-ai/sdk 2.5.0 unchanged', async () => {
    const { first, pageOf } = listing(7, 3);
    // A 2.5.0 fetcher takes (page, size) and knows nothing of signals.
    const legacyFetcher = async (page: number, _size: number) => pageOf(page);
    let page: Page<string, WireItem> | null = Page.fromWithTransform(first, (item) => item.id, legacyFetcher);
    const seen: string[] = [];
    while (page) {
      seen.push(...page.items);
      page = await page.getNextPage();
    }
    expect(seen).toEqual(range(0, 7));
    expect(await Page.from(first).getNextPage()).toBeNull();
  });

  it('applies the transform once per item, to every page', async () => {
    class Item {
      constructor(readonly id: string) {}
    }
    const { first, fetcher } = listing(7, 3);
    let mapped = 0;
    const page = new Page(
      first,
      (raw: WireItem) => {
        mapped++;
        return new Item(raw.id);
      },
      fetcher,
    );
    expect(page.items[0]).toBeInstanceOf(Item);
    expect(page.items).toBe(page.items);
    const all = await page.toArray();
    expect(all.every((item) => item instanceof Item)).toBe(true);
    expect(all.map((item) => item.id)).toEqual(range(0, 7));
    expect(mapped).toBe(7);
  });

  it('without prefetch, fetches the next page only once the current one is used up', async () => {
    const { first, fetcher, calls } = listing(7, 3);
    const iterator = Page.from(first, fetcher)[Symbol.asyncIterator]();
    for (let index = 0; index < 3; index++) await iterator.next();
    await tick(5);
    expect(calls).toEqual([]);
    expect((await iterator.next()).value).toEqual({ id: 'item-3' });
    expect(calls.map((call) => call.page)).toEqual([2]);
    await iterator.return();
  });

  it('with prefetch, requests page 2 while page 1 is being consumed, and never more than one page ahead', async () => {
    const { first, fetcher, calls } = listing(10, 3);
    const callsWhenFirstItemSeen: number[][] = [];
    const seen: string[] = [];
    for await (const item of Page.from(first, fetcher, { prefetch: true })) {
      if (item.id === 'item-0') {
        callsWhenFirstItemSeen.push(calls.map((call) => call.page));
        await tick(10); // Ample time for a runaway prefetch of page 3 to show itself.
        callsWhenFirstItemSeen.push(calls.map((call) => call.page));
      }
      seen.push(item.id);
    }
    expect(callsWhenFirstItemSeen).toEqual([[2], [2]]);
    expect(seen).toEqual(range(0, 10));
    expect(calls.map((call) => call.page)).toEqual([2, 3, 4]);
  });

  it('reports a failed prefetch when the loop reaches that page, not before and not as unhandled', async () => {
    const { first, pageOf } = listing(7, 3);
    const failure = new Error('page 2 failed');
    let attempted = false;
    const fetcher: PageFetcher<WireItem> = async (page) => {
      if (page === 2) {
        attempted = true;
        throw failure;
      }
      return pageOf(page);
    };
    const seen: string[] = [];
    const error = await (async () => {
      for await (const item of Page.from(first, fetcher, { prefetch: true })) {
        seen.push(item.id);
        await tick(5); // The prefetch has failed by now; the loop must still get all of page 1.
      }
    })().catch((caught: unknown) => caught);
    expect(attempted).toBe(true);
    expect(seen).toEqual(range(0, 3));
    expect(error).toBe(failure);
  });

  it('reports a fetcher that throws synchronously as a rejection', async () => {
    const { first } = listing(7, 3);
    const failure = new Error('sync failure');
    const fetcher = ((): Promise<PageResponse<WireItem>> => {
      throw failure;
    }) as PageFetcher<WireItem>;
    await expect(Page.from(first, fetcher, { prefetch: true }).toArray()).rejects.toBe(failure);
    await expect(Page.from(first, fetcher).getNextPage()).rejects.toBe(failure);
  });

  it('stops fetching on break, aborting a prefetch in flight', async () => {
    const { first, pageOf } = listing(10, 3);
    const pending = deferred<PageResponse<WireItem>>();
    const calls: { page: number; signal: AbortSignal | undefined }[] = [];
    const fetcher: PageFetcher<WireItem> = (page, _size, signal) => {
      calls.push({ page, signal });
      signal?.addEventListener('abort', () => pending.reject(signal.reason));
      return page === 2 ? pending.promise : Promise.resolve(pageOf(page));
    };
    for await (const item of Page.from(first, fetcher, { prefetch: true })) {
      if (item.id === 'item-1') break;
    }
    expect(calls.map((call) => call.page)).toEqual([2]);
    expect(calls[0]?.signal?.aborted).toBe(true);
    await tick(5);
    expect(calls).toHaveLength(1);
  });

  it('stops fetching on break without prefetch', async () => {
    const { first, fetcher, calls } = listing(10, 3);
    for await (const item of Page.from(first, fetcher)) {
      if (item.id === 'item-2') break;
    }
    expect(calls).toEqual([]);
  });

  it('rejects with APIUserAbortError when the caller aborts, even if the fetcher ignores its signal', async () => {
    const { first } = listing(7, 3);
    const abort = new AbortController();
    const never = (): Promise<PageResponse<WireItem>> => new Promise(() => {});
    const page = Page.from(first, never, { signal: abort.signal });
    const collecting = page.toArray().catch((caught: unknown) => caught);
    await tick(5);
    abort.abort();
    expect(await collecting).toBeInstanceOf(APIUserAbortError);
    await expect(page.getNextPage()).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('reports an abort as APIUserAbortError whatever the fetcher throws', async () => {
    const { first } = listing(7, 3);
    const abort = new AbortController();
    const fetcher: PageFetcher<WireItem> = (_page, _size, signal) =>
      new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const next = Page.from(first, fetcher, { signal: abort.signal }).getNextPage();
    abort.abort();
    await expect(next).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('rejects a fetched page that does not advance, instead of looping', async () => {
    const { first } = listing(7, 3);
    const stuck: PageFetcher<WireItem> = async () => first;
    await expect(Page.from(first, stuck).toArray()).rejects.toBeInstanceOf(APIResponseError);
  });
});
