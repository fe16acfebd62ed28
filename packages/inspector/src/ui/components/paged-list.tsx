import type { ComponentChildren } from 'preact';
import type { PagedItems } from '../api/use-paged.js';
import { PagedFrame } from './paged-frame.js';

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
  return (
    <PagedFrame pages={pages} label={label} emptyText={emptyText} moreLabel={moreLabel}>
      {(items) => (
        <ul class={listClass} aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </PagedFrame>
  );
}
