import type { PagedItems } from '../api/use-paged.js';
import { ListFooter } from './list-footer.js';
import { SortableTable, type TableColumn } from './sortable-table.js';
import { EmptyState, ErrorAlert, Loading } from './status.js';

/**
 * A {@link SortableTable} fed page by page: sorting and filtering apply to the rows loaded so far,
 * and the footer loads more.
 */
export function PagedTable<T>({
  pages,
  columns,
  label,
  emptyText,
  rowKey,
  moreLabel,
}: {
  readonly pages: PagedItems<T>;
  readonly columns: readonly TableColumn<T>[];
  readonly label: string;
  readonly emptyText: string;
  readonly rowKey: (item: T) => string;
  readonly moreLabel?: string;
}) {
  if (pages.initialLoading) return <Loading what={label.toLowerCase()} />;
  if (pages.items.length === 0) {
    return pages.error === null ? <EmptyState>{emptyText}</EmptyState> : <ErrorAlert error={pages.error} />;
  }
  return (
    <div class="paged-list" aria-busy={pages.loadingMore ? 'true' : undefined}>
      <SortableTable items={pages.items} columns={columns} label={label} rowKey={rowKey} />
      {pages.error === null ? null : <ErrorAlert error={pages.error} />}
      <ListFooter pages={pages} moreLabel={moreLabel} />
    </div>
  );
}
