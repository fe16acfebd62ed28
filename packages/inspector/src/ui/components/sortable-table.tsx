import type { ComponentChildren } from 'preact';
import { useId, useMemo, useState } from 'preact/hooks';
import { nextSort, orderRows, type CellValue, type TableSort } from './table-order.js';
import { TableWrap } from './table-wrap.js';

export type { TableSort };

/** One column of a {@link SortableTable}. */
export interface TableColumn<T> {
  readonly id: string;
  readonly label: string;
  /** What the column sorts by, and what the filter box matches against. `null` sorts last. */
  readonly value: (item: T) => CellValue;
  /** The cell's content; the value as text when absent. */
  readonly render?: (item: T) => ComponentChildren;
  /** Right-aligned, tabular figures. */
  readonly numeric?: boolean;
  /** The cell names its row (`<th scope="row">`). */
  readonly rowHeader?: boolean;
}

export interface TableControls<T> {
  /** The items that pass the filter, in the chosen order. */
  readonly rows: readonly T[];
  readonly sort: TableSort | null;
  /** Sorts by the column; again reverses; a third time goes back to the given order. */
  readonly toggleSort: (columnId: string) => void;
  readonly filter: string;
  readonly setFilter: (text: string) => void;
}

/**
 * Sorting and filtering of items already in the browser: a filter text matched (ignoring case)
 * against every column's value, and a sort by one column. Nulls stay last either way; ties keep
 * the given order.
 */
export function useTableControls<T>(items: readonly T[], columns: readonly TableColumn<T>[]): TableControls<T> {
  const [sort, setSort] = useState<TableSort | null>(null);
  const [filter, setFilter] = useState('');

  const rows = useMemo(
    () => orderRows(items, Object.fromEntries(columns.map((column) => [column.id, column.value])), sort, filter),
    [items, columns, sort, filter],
  );
  const toggleSort = (columnId: string): void => setSort((current) => nextSort(current, columnId));

  return { rows, sort, toggleSort, filter, setFilter };
}

/**
 * A table whose column headers sort it (with `aria-sort` on the sorted one) and with a filter box
 * above it. It sorts and filters the items it is given; a paged source passes what it has loaded
 * (see {@link PagedTable}).
 */
export function SortableTable<T>({
  items,
  columns,
  label,
  rowKey,
  testId,
  labelledBy,
  emptyText = 'Nothing matches the filter',
}: {
  readonly items: readonly T[];
  readonly columns: readonly TableColumn<T>[];
  /** Names the table, its scroll region and its filter box ("Filter peers"). */
  readonly label: string;
  readonly rowKey: (item: T) => string;
  readonly testId?: string;
  /** A heading that names the table instead of `label`. */
  readonly labelledBy?: string;
  readonly emptyText?: string;
}) {
  const controls = useTableControls(items, columns);
  const filterId = useId();
  return (
    <div class="sortable-table">
      <div class="field inline table-filter">
        <label for={filterId}>Filter {label.toLowerCase()}</label>
        <input id={filterId} type="search" value={controls.filter} onInput={(event) => controls.setFilter(event.currentTarget.value)} autoComplete="off" />
        {controls.filter.trim() === '' ? null : (
          <span class="muted" role="status">
            {controls.rows.length} of {items.length} match
          </span>
        )}
      </div>
      <TableWrap label={label}>
        <table data-testid={testId} {...(labelledBy === undefined ? { 'aria-label': label } : { 'aria-labelledby': labelledBy })}>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = controls.sort?.column === column.id ? controls.sort.direction : undefined;
                return (
                  <th key={column.id} scope="col" class={column.numeric ? 'number' : undefined} aria-sort={sorted}>
                    <button type="button" class="sort-button" onClick={() => controls.toggleSort(column.id)}>
                      {column.label}
                      <span class="sort-mark" aria-hidden="true">
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {controls.rows.map((item) => (
              <tr key={rowKey(item)}>
                {columns.map((column) => {
                  const content = column.render ? column.render(item) : String(column.value(item) ?? '');
                  const cellClass = column.numeric ? 'number' : undefined;
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" class={cellClass}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.id} class={cellClass}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {controls.rows.length === 0 && items.length > 0 ? <p class="empty">{emptyText}</p> : null}
    </div>
  );
}
