import type { PagedItems } from '../api/use-paged.js';
import { PagedFrame } from './paged-frame.js';
import { SortableTable, type TableColumn } from './sortable-table.js';

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
  return (
    <PagedFrame pages={pages} label={label} emptyText={emptyText} moreLabel={moreLabel}>
      {(items) => <SortableTable items={items} columns={columns} label={label} rowKey={rowKey} />}
    </PagedFrame>
  );
}
