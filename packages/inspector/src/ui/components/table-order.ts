/** A value a table column sorts and filters by. */
export type CellValue = string | number | boolean | null;

export interface TableSort {
  readonly column: string;
  readonly direction: 'ascending' | 'descending';
}

function asText(value: CellValue): string {
  return value === null ? '' : String(value);
}

/** Numbers as numbers, text by the reader's collation with digit runs as numbers ("s2" before "s10"), null last. */
function compare(a: CellValue, b: CellValue): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return asText(a).localeCompare(asText(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * The rows a sortable table shows: those with a column value containing `filter` (ignoring case),
 * in the order of `sort`. Nulls stay last in either direction; ties keep the given order.
 */
export function orderRows<T>(items: readonly T[], values: Readonly<Record<string, (item: T) => CellValue>>, sort: TableSort | null, filter: string): T[] {
  const needle = filter.trim().toLowerCase();
  const readers = Object.values(values);
  const kept = needle === '' ? [...items] : items.filter((item) => readers.some((read) => asText(read(item)).toLowerCase().includes(needle)));
  const read = sort === null ? undefined : values[sort.column];
  if (read === undefined || sort === null) return kept;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return kept
    .map((item, index) => ({ item, index, value: read(item) }))
    .sort((a, b) => {
      const order = a.value === null || b.value === null ? compare(a.value, b.value) : sign * compare(a.value, b.value);
      return order === 0 ? a.index - b.index : order;
    })
    .map((entry) => entry.item);
}

/** The next sort after a click on a column header: ascending, then descending, then the given order. */
export function nextSort(current: TableSort | null, columnId: string): TableSort | null {
  if (current?.column !== columnId) return { column: columnId, direction: 'ascending' };
  return current.direction === 'ascending' ? { column: columnId, direction: 'descending' } : null;
}
