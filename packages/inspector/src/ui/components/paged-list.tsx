import type { ComponentChildren } from 'preact';
import type { PagedItems } from '../api/use-paged.js';
import { ListFooter } from './list-footer.js';
import { EmptyState, ErrorAlert, Loading } from './status.js';

/**
 * A list fed page by page: the items so far, then a button that appends the next page.
 * `moreLabel` says which way the next page goes ("More", or "Load older" for newest-first lists).
 */
export function PagedList<T>({
  pages,
  label,
  emptyText,
  moreLabel = 'More',
  itemKey,
  renderItem,
  listClass = 'item-list',
}: {
  readonly pages: PagedItems<T>;
  readonly label: string;
  readonly emptyText: string;
  readonly moreLabel?: string;
  readonly itemKey: (item: T) => string;
  readonly renderItem: (item: T) => ComponentChildren;
  readonly listClass?: string;
}) {
  if (pages.initialLoading) return <Loading what={label.toLowerCase()} />;
  if (pages.items.length === 0) {
    return pages.error === null ? <EmptyState>{emptyText}</EmptyState> : <ErrorAlert error={pages.error} />;
  }
  return (
    <div class="paged-list" aria-busy={pages.loadingMore ? 'true' : undefined}>
      <ul class={listClass} aria-label={label}>
        {pages.items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {pages.error === null ? null : <ErrorAlert error={pages.error} />}
      <ListFooter pages={pages} moreLabel={moreLabel} />
    </div>
  );
}
