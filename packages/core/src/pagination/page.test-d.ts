import { expectTypeOf, test } from 'vitest';
import { Page } from './page.js';
import type { PageResponse } from './page-response.js';

// The public surface of `Page` in @honcho-ai/sdk 2.5.0, copied from its
// dist/pagination.d.ts (private members left out). Code written against it
// must compile against ours.
type NextPageFetcher250<T> = (page: number, size: number) => Promise<PageResponse<T>>;

interface Page250<T, TOriginal = T> extends AsyncIterable<T> {
  [Symbol.asyncIterator](): AsyncIterator<T>;
  get(index: number): T;
  readonly length: number;
  readonly items: T[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
  readonly pages: number;
  readonly hasNextPage: boolean;
  getNextPage(): Promise<Page250<T, TOriginal> | null>;
  toArray(): Promise<T[]>;
}

interface PageClass250 {
  new <T, TOriginal = T>(
    data: PageResponse<TOriginal>,
    transformFunc?: (item: TOriginal) => T,
    fetchNextPage?: NextPageFetcher250<TOriginal>,
  ): Page250<T, TOriginal>;
  from<T>(data: PageResponse<T>, fetchNextPage?: NextPageFetcher250<T>): Page250<T, T>;
  fromWithTransform<T, TOriginal>(
    data: PageResponse<TOriginal>,
    transformFunc: (item: TOriginal) => T,
    fetchNextPage?: NextPageFetcher250<TOriginal>,
  ): Page250<T, TOriginal>;
}

test('Page is a superset of the 2.5.0 Page', () => {
  expectTypeOf<Page<string, { id: string }>>().toExtend<Page250<string, { id: string }>>();
  expectTypeOf(Page).toExtend<PageClass250>();
});

test('hasNextPage is a property and getNextPage may resolve to null, as in 2.5.0', () => {
  expectTypeOf<Page<number>['hasNextPage']>().toEqualTypeOf<boolean>();
  expectTypeOf<Page<number>['getNextPage']>().returns.resolves.toEqualTypeOf<Page<number, number> | null>();
});

test('iteration yields the transformed type', () => {
  const page = Page.fromWithTransform({ items: [{ id: 'a' }], total: 1, page: 1, size: 50, pages: 1 }, (raw) => raw.id);
  expectTypeOf(page.items).toEqualTypeOf<string[]>();
  expectTypeOf(page.toArray({ limit: 1 })).resolves.toEqualTypeOf<string[]>();
  expectTypeOf(page.iterPages()).toExtend<AsyncIterable<Page<string, { id: string }>>>();
  expectTypeOf(page[Symbol.asyncIterator]()).toExtend<AsyncIterator<string>>();
});
