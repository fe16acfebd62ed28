import { compileFilter, type RecordPredicate } from '../filters/compile-filter.js';
import { FILTER_SCHEMAS, type FilterSchema } from '../filters/filter-columns.js';
import { FilterError, FilterEvaluationError } from '../filters/filter-error.js';
import { httpError } from '../http/http-error.js';

function compile(filters: unknown, schema: FilterSchema): RecordPredicate | null {
  if (filters === undefined || filters === null) return null;
  try {
    return compileFilter(filters, schema);
  } catch (error) {
    // The server's FilterError: 422 with the reason as a plain `detail` string.
    if (error instanceof FilterError) throw httpError(422, error.detail);
    throw error;
  }
}

/** Rejects a malformed filter with the server's 422, before any record is read. */
export function checkFilters(filters: unknown, schema: FilterSchema): void {
  compile(filters, schema);
}

/**
 * The records `filters` selects, in their original order. A filter the
 * database could not evaluate on these records (a numeric comparison on
 * metadata text) fails as the server's query does: 500.
 */
export function applyFilters<T extends object>(records: readonly T[], filters: unknown, schema: FilterSchema): T[] {
  const predicate = compile(filters, schema);
  if (!predicate) return [...records];
  try {
    return records.filter((record) => predicate(record as Readonly<Record<string, unknown>>));
  } catch (error) {
    if (error instanceof FilterEvaluationError) throw httpError(500, 'An unexpected error occurred');
    throw error;
  }
}

/** Filterable columns per resource, as the server's filter builder maps them. */
export const FILTER_FIELDS = FILTER_SCHEMAS;
