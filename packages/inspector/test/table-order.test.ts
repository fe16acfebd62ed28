/** The order and filter of the UI's sortable tables: what a header click and the filter box show. */
import { describe, expect, it } from 'vitest';
import { nextSort, orderRows } from '../src/ui/components/table-order.js';

interface Row {
  readonly id: string;
  readonly count: number | null;
}

const rows: readonly Row[] = [
  { id: 's10', count: 3 },
  { id: 'S2', count: null },
  { id: 'alpha', count: 12 },
  { id: 's1', count: 3 },
];
const values = { id: (row: Row) => row.id, count: (row: Row) => row.count };
const ids = (list: readonly Row[]) => list.map((row) => row.id);

describe('orderRows', () => {
  it('keeps the given order without a sort or filter', () => {
    expect(ids(orderRows(rows, values, null, ''))).toEqual(['s10', 'S2', 'alpha', 's1']);
  });

  it('sorts text ignoring case with digit runs as numbers, both ways', () => {
    expect(ids(orderRows(rows, values, { column: 'id', direction: 'ascending' }, ''))).toEqual(['alpha', 's1', 'S2', 's10']);
    expect(ids(orderRows(rows, values, { column: 'id', direction: 'descending' }, ''))).toEqual(['s10', 'S2', 's1', 'alpha']);
  });

  it('sorts numbers as numbers, nulls last either way, ties in the given order', () => {
    expect(ids(orderRows(rows, values, { column: 'count', direction: 'ascending' }, ''))).toEqual(['s10', 's1', 'alpha', 'S2']);
    expect(ids(orderRows(rows, values, { column: 'count', direction: 'descending' }, ''))).toEqual(['alpha', 's10', 's1', 'S2']);
  });

  it('filters on any column, ignoring case and surrounding spaces, then sorts', () => {
    expect(ids(orderRows(rows, values, { column: 'id', direction: 'ascending' }, '  s1 '))).toEqual(['s1', 's10']);
    expect(ids(orderRows(rows, values, null, '12'))).toEqual(['alpha']);
    expect(orderRows(rows, values, null, 'nothing like it')).toEqual([]);
  });
});

describe('nextSort', () => {
  it('goes ascending, descending, then back to the given order; another column starts ascending', () => {
    const first = nextSort(null, 'id');
    expect(first).toEqual({ column: 'id', direction: 'ascending' });
    const second = nextSort(first, 'id');
    expect(second).toEqual({ column: 'id', direction: 'descending' });
    expect(nextSort(second, 'id')).toBeNull();
    expect(nextSort(second, 'count')).toEqual({ column: 'count', direction: 'ascending' });
  });
});
