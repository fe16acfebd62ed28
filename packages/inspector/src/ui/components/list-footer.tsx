import type { PagedItems } from '../api/use-paged.js';

/** "Showing N of M" under a paged list or table, and the button that loads the next page. */
export function ListFooter<T>({ pages, moreLabel = 'More' }: { readonly pages: PagedItems<T>; readonly moreLabel?: string }) {
  return (
    <p class="list-footer">
      <span class="muted">
        Showing {pages.items.length} of {pages.total}
      </span>
      {pages.hasMore ? (
        <button type="button" onClick={pages.loadMore} disabled={pages.loadingMore}>
          {pages.loadingMore ? 'Loading…' : moreLabel}
        </button>
      ) : null}
    </p>
  );
}
