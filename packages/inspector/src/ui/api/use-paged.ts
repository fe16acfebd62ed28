import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Paged } from '../../contract/inspector-api.js';
import type { ApiError } from './api-error.js';
import { toApiError } from './api-error.js';
import { apiGet } from './client.js';

export interface PagedItems<T> {
  /** Every item of the pages loaded so far, in the server's order. */
  readonly items: readonly T[];
  readonly total: number;
  /** What the server said the list left out, or `null` when it covered everything. */
  readonly incomplete: string | null;
  /** No page has arrived yet. */
  readonly initialLoading: boolean;
  /** A further page is on its way. */
  readonly loadingMore: boolean;
  readonly hasMore: boolean;
  readonly error: ApiError | null;
  readonly loadMore: () => void;
}

/**
 * Loads page 1 of a paged route, and appends page N+1 on `loadMore`. `buildPath` gets the page
 * number; `key` identifies the list (change it to start over, e.g. when a filter changes).
 */
export function usePagedItems<T>(key: string | null, buildPath: (page: number) => string): PagedItems<T> {
  const [items, setItems] = useState<readonly T[]>([]);
  const [lastPage, setLastPage] = useState<Paged<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  // The path builder is a fresh closure each render; keep the latest without restarting the list.
  const buildPathRef = useRef(buildPath);
  buildPathRef.current = buildPath;
  const listKeyRef = useRef(key);

  const fetchPage = useCallback((page: number, listKey: string, append: boolean) => {
    setLoading(true);
    setError(null);
    apiGet<Paged<T>>(buildPathRef.current(page)).then(
      (answer) => {
        if (listKeyRef.current !== listKey) return;
        setItems((previous) => (append ? [...previous, ...answer.items] : answer.items));
        setLastPage(answer);
        setLoading(false);
      },
      (thrown: unknown) => {
        if (listKeyRef.current !== listKey) return;
        setError(toApiError(thrown));
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    listKeyRef.current = key;
    setItems([]);
    setLastPage(null);
    if (key === null) return;
    fetchPage(1, key, false);
  }, [key, fetchPage]);

  const loadMore = useCallback(() => {
    if (lastPage === null || loading || key === null) return;
    fetchPage(lastPage.page + 1, key, true);
  }, [lastPage, loading, key, fetchPage]);

  return {
    items,
    total: lastPage?.total ?? 0,
    incomplete: lastPage?.incomplete ?? null,
    initialLoading: lastPage === null && loading,
    loadingMore: lastPage !== null && loading,
    hasMore: lastPage !== null && lastPage.page < lastPage.pages,
    error,
    loadMore,
  };
}
