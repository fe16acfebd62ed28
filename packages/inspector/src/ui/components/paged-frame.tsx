import type { ComponentChildren } from 'preact';
import type { PagedItems } from '../api/use-paged.js';
import { ListFooter } from './list-footer.js';
import { EmptyState, ErrorAlert, Loading } from './status.js';

/**
 * What every paged view shows around its items: loading, then the empty text (or the error) when
 * nothing came, else the items, a later page's error, and the footer that loads the next page.
 * `moreLabel` says which way the next page goes ("More", or "Load older" for newest-first lists).
 */
export function PagedFrame<T>({
  pages,
  label,
  emptyText,
  moreLabel,
  frameClass = 'paged-list',
  children,
}: {
  readonly pages: PagedItems<T>;
  /** What the items are, for the loading line ("Loading conclusions…"). */
  readonly label: string;
  readonly emptyText: string;
  readonly moreLabel?: string;
  readonly frameClass?: string;
  /** The loaded items, drawn. */
  readonly children: (items: readonly T[]) => ComponentChildren;
}) {
  if (pages.initialLoading) return <Loading what={label.toLowerCase()} />;
  if (pages.items.length === 0) {
    return pages.error === null ? <EmptyState>{emptyText}</EmptyState> : <ErrorAlert error={pages.error} />;
  }
  return (
    <div class={frameClass} aria-busy={pages.loadingMore ? 'true' : undefined}>
      {children(pages.items)}
      {pages.error === null ? null : <ErrorAlert error={pages.error} />}
      <ListFooter pages={pages} moreLabel={moreLabel} />
    </div>
  );
}
