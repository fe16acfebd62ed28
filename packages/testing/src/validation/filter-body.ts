import { FilterSyntaxError } from '../filters/filter-error.js';
import { assertValidFilter, matchFilter, type FilterableRecord } from '../filters/match-filter.js';
import { issue, RequestValidationError, type Loc } from './validation-issue.js';

/** `filters.OR[1].peer_id` as a FastAPI location: `["filters", "OR", 1, "peer_id"]`. */
export function filterPathToLoc(path: string): (string | number)[] {
  const loc: (string | number)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) loc.push(Number(match[2]));
    else if (match[1] !== undefined) loc.push(match[1]);
  }
  return loc;
}

function rethrow(error: unknown, base: Loc, filters: unknown): never {
  if (error instanceof FilterSyntaxError) {
    const message = error.message.slice(error.path.length + 2);
    throw new RequestValidationError([issue([...base, ...filterPathToLoc(error.path)], 'value_error', `Value error, ${message}`, filters, { error: {} })]);
  }
  throw error;
}

/**
 * Rejects a malformed filter with a 422 located under `base` (by default
 * `["body"]`, giving `["body", "filters", ...]`), before any record is read.
 */
export function checkFilters(filters: unknown, fields: ReadonlySet<string>, base: Loc = ['body']): void {
  try {
    assertValidFilter(filters, fields);
  } catch (error) {
    rethrow(error, base, filters);
  }
}

/** The records `filters` selects, in their original order. Call {@link checkFilters} first. */
export function applyFilters<T extends object>(records: readonly T[], filters: unknown, fields: ReadonlySet<string>): T[] {
  if (filters === undefined || filters === null) return [...records];
  try {
    return records.filter((record) => matchFilter(record as FilterableRecord, filters, fields));
  } catch (error) {
    rethrow(error, ['body'], filters);
  }
}

/** Filterable fields per resource, as the server's filter columns name them. */
export const FILTER_FIELDS = {
  workspaces: new Set(['id', 'created_at']),
  peers: new Set(['id', 'workspace_id', 'created_at']),
  sessions: new Set(['id', 'workspace_id', 'created_at', 'is_active']),
  messages: new Set(['id', 'workspace_id', 'session_id', 'peer_id', 'created_at', 'token_count']),
  conclusions: new Set(['id', 'workspace_id', 'observer_id', 'observed_id', 'session_id', 'created_at', 'level', 'source_ids']),
} as const;
