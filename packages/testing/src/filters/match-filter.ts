import { FilterSyntaxError } from './filter-error.js';

const LOGICAL_KEYS = new Set(['AND', 'OR', 'NOT']);
const OPERATORS = new Set(['gte', 'lte', 'gt', 'lt', 'ne', 'in', 'contains', 'icontains']);
const WILDCARD = '*';

/** A resource as the filter sees it: fields spelled as the API spells them. */
export type FilterableRecord = Readonly<Record<string, unknown>>;

/**
 * Decides whether `record` satisfies `filter`, following the server's filter
 * language: all top-level conditions must hold; `AND`/`OR`/`NOT` take lists of
 * filters (`NOT` holds when none of its filters holds); a condition is a plain
 * value (equality), a list (shorthand for `in`), `null` (field unset) or an
 * object of operators that must all hold; `"*"` matches anything; `metadata`
 * conditions address keys inside the metadata object, nested objects by path.
 *
 * Unset fields: equality, `in`, `contains` and comparisons exclude them; `ne`
 * and `NOT` include them.
 *
 * @param fields - the field names this resource can be filtered on.
 * @throws FilterSyntaxError for unknown fields or operators and malformed input,
 *   which the server rejects with 422.
 */
export function matchFilter(record: FilterableRecord, filter: unknown, fields: ReadonlySet<string>): boolean {
  if (filter === undefined || filter === null) return true;
  return matchObject(record, filter, fields, 'filters');
}

/** Checks a filter's syntax without a record, so a bad filter is rejected even when nothing would be compared. */
export function assertValidFilter(filter: unknown, fields: ReadonlySet<string>): void {
  matchFilter({}, filter, fields);
}

function matchObject(record: FilterableRecord, filter: unknown, fields: ReadonlySet<string>, path: string): boolean {
  if (!isPlainObject(filter)) throw new FilterSyntaxError(path, 'a filter must be an object');
  // Evaluate every key (no short-circuit) so a syntax error anywhere is always reported.
  let result = true;
  for (const [key, condition] of Object.entries(filter)) {
    const here = `${path}.${key}`;
    let holds: boolean;
    if (LOGICAL_KEYS.has(key)) {
      if (!Array.isArray(condition)) throw new FilterSyntaxError(here, `${key} takes a list of filters`);
      const results = condition.map((inner, index) => matchObject(record, inner, fields, `${here}[${index}]`));
      holds =
        key === 'AND' ? results.every(Boolean) : key === 'OR' ? results.length === 0 || results.some(Boolean) : !results.some(Boolean);
    } else if (key === 'metadata') {
      holds = matchMetadata(record.metadata, condition, here);
    } else if (fields.has(key)) {
      holds = matchCondition(record[key], condition, here, key === 'created_at');
    } else {
      throw new FilterSyntaxError(here, `unknown field "${key}"; filterable fields are ${[...fields, 'metadata'].join(', ')}`);
    }
    result = result && holds;
  }
  return result;
}

function matchMetadata(metadata: unknown, condition: unknown, path: string): boolean {
  if (condition === WILDCARD) return true;
  if (!isPlainObject(condition)) throw new FilterSyntaxError(path, 'metadata filters must be an object of keys');
  let result = true;
  for (const [key, inner] of Object.entries(condition)) {
    const actual = isPlainObject(metadata) ? metadata[key] : undefined;
    const here = `${path}.${key}`;
    const holds = isNestedPath(inner, here) ? matchMetadata(actual, inner, here) : matchCondition(actual, inner, here, false);
    result = result && holds;
  }
  return result;
}

/** An object without operator keys descends into nested metadata; one with only operators is a condition. */
function isNestedPath(condition: unknown, path: string): boolean {
  if (!isPlainObject(condition)) return false;
  const keys = Object.keys(condition);
  const operatorCount = keys.filter((key) => OPERATORS.has(key)).length;
  if (operatorCount > 0 && operatorCount < keys.length) {
    const unknown = keys.filter((key) => !OPERATORS.has(key));
    throw new FilterSyntaxError(path, `unknown operator "${unknown[0]}"; operators are ${[...OPERATORS].join(', ')}`);
  }
  return operatorCount === 0 && keys.length > 0;
}

function matchCondition(actual: unknown, condition: unknown, path: string, isTimestamp: boolean): boolean {
  if (condition === WILDCARD) return true;
  if (condition === null) return isUnset(actual);
  if (Array.isArray(condition)) return matchOperator(actual, 'in', condition, path, isTimestamp);
  if (isPlainObject(condition)) {
    const entries = Object.entries(condition);
    if (entries.length === 0) throw new FilterSyntaxError(path, 'an operator object needs at least one operator');
    let result = true;
    for (const [operator, operand] of entries) {
      if (!OPERATORS.has(operator)) {
        throw new FilterSyntaxError(`${path}.${operator}`, `unknown operator; operators are ${[...OPERATORS].join(', ')}`);
      }
      result = matchOperator(actual, operator, operand, `${path}.${operator}`, isTimestamp) && result;
    }
    return result;
  }
  return !isUnset(actual) && equals(actual, condition, isTimestamp);
}

function matchOperator(actual: unknown, operator: string, operand: unknown, path: string, isTimestamp: boolean): boolean {
  switch (operator) {
    case 'ne':
      if (operand === null) return !isUnset(actual);
      if (operand === WILDCARD) return false;
      return isUnset(actual) || !equals(actual, operand, isTimestamp);
    case 'in':
      if (!Array.isArray(operand)) throw new FilterSyntaxError(path, '"in" takes a list');
      if (operand.includes(WILDCARD)) return true;
      return !isUnset(actual) && operand.some((candidate) => equals(actual, candidate, isTimestamp));
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      if (operand === WILDCARD) return true;
      const right = comparable(operand, isTimestamp);
      if (right === undefined) throw new FilterSyntaxError(path, `"${operator}" takes a number or a date`);
      const left = comparable(actual, isTimestamp || typeof operand === 'string');
      if (left === undefined) return false;
      return operator === 'gt' ? left > right : operator === 'gte' ? left >= right : operator === 'lt' ? left < right : left <= right;
    }
    case 'contains':
      if (operand === WILDCARD) return true;
      if (isUnset(actual)) return false;
      if (typeof actual === 'string') {
        if (typeof operand !== 'string') return false;
        return actual.includes(operand);
      }
      return jsonContains(actual, operand);
    case 'icontains':
      if (operand === WILDCARD) return true;
      if (typeof operand !== 'string') throw new FilterSyntaxError(path, '"icontains" takes a string');
      return typeof actual === 'string' && actual.toLowerCase().includes(operand.toLowerCase());
    default:
      throw new FilterSyntaxError(path, 'unknown operator');
  }
}

/** JSON containment as Postgres' `@>` defines it: objects by subset of keys, arrays by subset of elements. */
function jsonContains(container: unknown, contained: unknown): boolean {
  if (Array.isArray(container)) {
    const needles = Array.isArray(contained) ? contained : [contained];
    return needles.every((needle) => container.some((element) => jsonContains(element, needle)));
  }
  if (isPlainObject(container)) {
    if (!isPlainObject(contained)) return false;
    return Object.entries(contained).every(([key, value]) => key in container && jsonContains(container[key], value));
  }
  return equals(container, contained, false);
}

function equals(left: unknown, right: unknown, isTimestamp: boolean): boolean {
  if (isTimestamp) {
    const a = comparable(left, true);
    const b = comparable(right, true);
    return a !== undefined && a === b;
  }
  if (left === right) return true;
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((value, index) => equals(value, right[index], false));
  }
  if (isPlainObject(left) && isPlainObject(right)) {
    const keys = Object.keys(left);
    return keys.length === Object.keys(right).length && keys.every((key) => key in right && equals(left[key], right[key], false));
  }
  return false;
}

function comparable(value: unknown, asDate: boolean): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && asDate) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : time;
  }
  if (value instanceof Date) return value.getTime();
  return undefined;
}

function isUnset(value: unknown): boolean {
  return value === undefined || value === null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
