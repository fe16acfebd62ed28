import { epochMicros } from '../datetime/datetime-value.js';
import { parseFilterDatetime, parseIsoDatetime } from '../datetime/parse-iso-datetime.js';
import { pythonListRepr, pythonRepr as pythonStringRepr } from '../validation/python-repr.js';
import type { FilterColumn, FilterSchema, FilterableRecord } from './filter-columns.js';
import { FilterError, FilterEvaluationError } from './filter-error.js';
import { jsonbContains, jsonbEquals, jsonbFieldText } from './jsonb.js';
import { postgresNumericFromText, pythonDecimalFromText, pythonNumberFromText } from './numeric-text.js';
import { pythonStr, pythonTypeName } from './python-text.js';

/** Whether a record satisfies a compiled filter. May throw {@link FilterEvaluationError}. */
export type RecordPredicate = (record: FilterableRecord) => boolean;

const OPERATORS = new Set(['gte', 'lte', 'gt', 'lt', 'ne', 'in', 'contains', 'icontains']);
const OPERATOR_LIST = pythonListRepr([...OPERATORS].sort());
const MAX_DEPTH = 5;
const WILDCARD = '*';

type Operand = string | number | boolean | bigint | Readonly<Record<string, unknown>> | readonly unknown[];
type Ordering = 'gte' | 'lte' | 'gt' | 'lt';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNull = (value: unknown): boolean => value === null || value === undefined;

function all(predicates: readonly RecordPredicate[]): RecordPredicate | null {
  if (predicates.length === 0) return null;
  if (predicates.length === 1) return predicates[0] ?? null;
  return (record) => predicates.every((predicate) => predicate(record));
}

/** Code point order, as Postgres compares text under the server's C collation. */
function compareText(left: string, right: string): number {
  const a = [...left];
  const b = [...right];
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const diff = (a[i]?.codePointAt(0) ?? 0) - (b[i]?.codePointAt(0) ?? 0);
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

function ordered(comparison: number, operator: Ordering): boolean {
  switch (operator) {
    case 'gte':
      return comparison >= 0;
    case 'lte':
      return comparison <= 0;
    case 'gt':
      return comparison > 0;
    case 'lt':
      return comparison < 0;
  }
}

/** `ILIKE '%…%'` with the operand escaped: a case-insensitive substring test; SQL NULL never matches. */
function ilike(actual: unknown, operand: unknown): boolean {
  return typeof actual === 'string' && actual.toLowerCase().includes(pythonStr(operand).toLowerCase());
}

/** A list operand of `in`: Python iterates a list's items and a dict's keys, and refuses strings and scalars. */
function inElements(operand: unknown): readonly unknown[] {
  if (Array.isArray(operand)) return operand;
  if (isObject(operand)) return Object.keys(operand);
  throw new FilterError(`Invalid value for 'in' operator: ${pythonStr(operand)}. Expected an iterable (list, tuple, set), got ${pythonTypeName(operand)}`);
}

const KIND_TYPE_NAMES: Record<FilterColumn['kind'], string> = { text: 'str', datetime: 'datetime', bool: 'bool', int: 'int', jsonb: 'dict', vector: 'Vector' };

/** The operand as the column's type binds it, or the server's refusal. `operator` is `''` for bare equality. */
function coerce(column: FilterColumn, value: unknown, operator: string): Operand {
  const { name } = column;
  if (column.kind === 'jsonb') {
    if ((operator === '' || operator === 'contains') && (isObject(value) || Array.isArray(value))) return value;
    throw new FilterError(`Invalid filter for column '${name}': a JSONB column takes an object, optionally under 'contains'`);
  }
  if (column.kind === 'vector') throw new FilterError(`Column '${name}' cannot be filtered on`);
  if (operator === 'contains' || operator === 'icontains') {
    if (column.kind !== 'text') throw new FilterError(`Operator '${operator}' requires a text column, but '${name}' is ${KIND_TYPE_NAMES[column.kind]}`);
    return pythonStr(value);
  }
  switch (column.kind) {
    case 'bool':
      if (typeof value === 'boolean') return value;
      throw new FilterError(`Invalid value for column '${name}': expected true or false, got ${pythonTypeName(value)}`);
    case 'datetime': {
      if (typeof value !== 'string') throw new FilterError(`Invalid value for column '${name}': expected a datetime, got ${pythonTypeName(value)}`);
      const parsed = parseFilterDatetime(value);
      if (!parsed) throw new FilterError(`Invalid datetime value: ${value}`);
      return epochMicros(parsed);
    }
    case 'int': {
      const number = typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : pythonDecimalFromText(pythonStr(value));
      if (number === undefined) throw new FilterError(`Invalid numeric value: ${pythonStr(value)}. Expected a number, got ${pythonTypeName(value)}`);
      return number;
    }
    case 'text': {
      if (typeof value !== 'string') throw new FilterError(`Invalid value for column '${name}': expected a string, got ${pythonTypeName(value)}`);
      if (column.values && !column.values.includes(value)) {
        throw new FilterError(`Invalid value for column '${name}': ${pythonStringRepr(value)}. Expected one of ${pythonListRepr([...column.values].sort())}`);
      }
      return value;
    }
  }
}

/** The stored value in the operand's terms: timestamps as epoch microseconds. */
function stored(column: FilterColumn, record: FilterableRecord): unknown {
  const value = column.read(record);
  if (column.kind !== 'datetime' || typeof value !== 'string') return value;
  const parsed = parseIsoDatetime(value);
  return parsed ? epochMicros({ ...parsed, offsetMinutes: parsed.offsetMinutes ?? 0 }) : undefined;
}

function sameValue(column: FilterColumn, actual: unknown, operand: Operand): boolean {
  if (isNull(actual)) return false;
  return column.kind === 'jsonb' ? jsonbEquals(actual, operand) : actual === operand;
}

function compareValues(actual: unknown, operand: Operand, operator: Ordering): boolean {
  if (isNull(actual)) return false;
  if (typeof actual === 'string' && typeof operand === 'string') return ordered(compareText(actual, operand), operator);
  if (typeof actual === typeof operand && (typeof actual === 'number' || typeof actual === 'bigint' || typeof actual === 'boolean')) {
    const left = actual as number | bigint | boolean;
    const right = operand as number | bigint | boolean;
    return ordered(left < right ? -1 : left > right ? 1 : 0, operator);
  }
  return false;
}

/** `{"col": {"gte": ..., "in": [...], ...}}` on a column: every operator must hold. */
function compileOperators(column: FilterColumn, operators: Readonly<Record<string, unknown>>): RecordPredicate | null {
  const predicates: RecordPredicate[] = [];
  for (const [operator, value] of Object.entries(operators)) {
    if (!OPERATORS.has(operator)) throw new FilterError(`Unsupported comparison operator: ${operator}`);
    if (value === WILDCARD) continue;
    if (value === null) {
      if (operator !== 'ne') {
        throw new FilterError(`Operator '${operator}' does not accept null. Use {"ne": null} for a not-null check, or null on its own for a null check.`);
      }
      predicates.push((record) => !isNull(column.read(record)));
      continue;
    }
    if (operator === 'in') {
      const elements = inElements(value);
      if (elements.includes(WILDCARD)) continue;
      const operands = elements.map((element) => coerce(column, element, 'in'));
      predicates.push((record) => {
        const actual = stored(column, record);
        return operands.some((operand) => sameValue(column, actual, operand));
      });
      continue;
    }
    const operand = coerce(column, value, operator);
    switch (operator) {
      case 'ne':
        // IS DISTINCT FROM: an unset column differs from every value.
        predicates.push((record) => {
          const actual = stored(column, record);
          return isNull(actual) || !sameValue(column, actual, operand);
        });
        break;
      case 'contains':
        if (column.kind === 'jsonb') predicates.push((record) => !isNull(column.read(record)) && jsonbContains(column.read(record), operand));
        else predicates.push((record) => ilike(column.read(record), operand));
        break;
      case 'icontains':
        predicates.push((record) => ilike(column.read(record), operand));
        break;
      default:
        // The database layer has no ordering for booleans; the server reports that failure generically.
        if (column.kind === 'bool') throw new FilterError('Invalid filter configuration');
        predicates.push((record) => compareValues(stored(column, record), operand, operator as Ordering));
    }
  }
  return all(predicates);
}

/** `metadata ->> key` cast to numeric, as the server's CASE does: `''` and NULL are NULL, other text must be a number. */
function numericText(text: string | null): number | null {
  if (text === null || text === '') return null;
  const number = postgresNumericFromText(text);
  if (number === undefined) throw new FilterEvaluationError(`invalid input syntax for type numeric: "${text}"`);
  return number;
}

/** `{"metadata": {"key": {"gte": 3}}}`: an ordering or `ne` on the key's text, numeric when the operand reads as a number. */
function compileKeyComparison(read: (record: FilterableRecord) => string | null, operator: string, value: unknown): RecordPredicate {
  const holds = (comparison: number) => (operator === 'ne' ? comparison !== 0 : ordered(comparison, operator as Ordering));
  if (typeof value === 'boolean') {
    // Booleans compare with the key's text, `true` or `false`.
    const operand = String(value);
    return (record) => {
      const text = read(record);
      return text !== null && holds(compareText(text, operand));
    };
  }
  const number = typeof value === 'number' ? value : typeof value === 'string' ? pythonNumberFromText(value) : undefined;
  if (number !== undefined) {
    return (record) => {
      const actual = numericText(read(record));
      return actual !== null && holds(actual < number ? -1 : actual > number ? 1 : 0);
    };
  }
  if (typeof value === 'string') {
    return (record) => {
      const text = read(record);
      return text !== null && holds(compareText(text, value));
    };
  }
  const shown = pythonStr(value);
  throw new FilterError(
    `Failed to build numeric comparison condition for operator '${operator}' with value '${shown}': ` +
      `Failed to process numeric cast for value '${shown}': Invalid value for numeric operator: ${shown}. Expected a number, got ${pythonTypeName(value)}`,
  );
}

/** `{"metadata": {...}}`: per key, operators on the key's text, or containment of `{key: value}`. */
function compileDocument(column: FilterColumn, conditions: Readonly<Record<string, unknown>>): RecordPredicate | null {
  const predicates: RecordPredicate[] = [];
  for (const [key, condition] of Object.entries(conditions)) {
    if (isObject(condition) && Object.keys(condition).some((name) => OPERATORS.has(name))) {
      const read = (record: FilterableRecord) => jsonbFieldText(column.read(record), key);
      const keyPredicates: RecordPredicate[] = [];
      for (const [operator, value] of Object.entries(condition)) {
        if (!OPERATORS.has(operator)) throw new FilterError(`Unsupported comparison operator: ${operator}`);
        if (value === WILDCARD) continue;
        if (operator === 'in') {
          const elements = inElements(value);
          if (elements.includes(WILDCARD)) continue;
          const texts = elements.map(pythonStr);
          keyPredicates.push((record) => {
            const text = read(record);
            return text !== null && texts.includes(text);
          });
        } else if (operator === 'contains' || operator === 'icontains') {
          keyPredicates.push((record) => ilike(read(record), value));
        } else {
          keyPredicates.push(compileKeyComparison(read, operator, value));
        }
      }
      const combined = all(keyPredicates);
      if (combined) predicates.push(combined);
    } else if (condition !== WILDCARD) {
      const wanted = { [key]: condition };
      predicates.push((record) => jsonbContains(column.read(record), wanted));
    }
  }
  return all(predicates);
}

function resolveColumn(key: string, schema: FilterSchema): FilterColumn {
  const mapped = schema.columns.get(key);
  if (mapped) return mapped;
  if (mapped === null) throw new FilterError(`Column '${key}' does not exist on ${schema.model}`);
  if (schema.rawColumns) {
    const raw = schema.rawColumns.get(key);
    if (raw) return raw;
    throw new FilterError(`Column '${key}' does not exist on ${schema.model}`);
  }
  throw new FilterError(`Column '${key}' is not allowed to be filtered on or does not exist on ${schema.model}`);
}

function compileField(key: string, condition: unknown, schema: FilterSchema): RecordPredicate | null {
  const column = resolveColumn(key, schema);
  if (condition === WILDCARD) return null;
  if (condition === null) return (record) => isNull(column.read(record));
  // A bare list is `in`, except on metadata, where it is a document to contain.
  const value = Array.isArray(condition) && !column.document ? { in: condition } : condition;
  if (isObject(value)) {
    if (Object.keys(value).some((name) => OPERATORS.has(name))) return compileOperators(column, value);
    if (column.document) return compileDocument(column, value);
    if (column.kind !== 'jsonb') {
      const names = pythonListRepr(Object.keys(value).sort());
      throw new FilterError(`Invalid filter for column '${key}': unsupported operator(s) ${names}. Expected one of ${OPERATOR_LIST} or a scalar value.`);
    }
    return (record) => sameValue(column, column.read(record), value);
  }
  const operand = coerce(column, value, '');
  if (column.document) return (record) => !isNull(column.read(record)) && jsonbContains(column.read(record), operand);
  return (record) => sameValue(column, stored(column, record), operand);
}

function compileLevel(filter: unknown, schema: FilterSchema, depth: number): RecordPredicate | null {
  if (depth > MAX_DEPTH) throw new FilterError(`Filter nesting exceeds maximum depth of ${MAX_DEPTH}`);
  // The server's builder fails on anything but an object here, and reports it generically.
  if (!isObject(filter)) throw new FilterError('Invalid filter configuration');
  const predicates: RecordPredicate[] = [];
  const logical = (key: 'AND' | 'OR' | 'NOT'): RecordPredicate[] | undefined => {
    if (!(key in filter)) return undefined;
    const value = filter[key];
    if (key === 'NOT' && value === null) throw new FilterError('NOT operator cannot be None');
    if (!Array.isArray(value)) throw new FilterError(`${key} operator must contain a list, got ${pythonTypeName(value)}`);
    // Sub-filters without a condition ({} or only wildcards) drop out, even from OR and NOT.
    return value.map((inner) => compileLevel(inner, schema, depth + 1)).filter((inner): inner is RecordPredicate => inner !== null);
  };
  // The server reads AND, OR and NOT first, whatever their place in the object.
  const and = logical('AND');
  if (and?.length) predicates.push((record) => and.every((inner) => inner(record)));
  const or = logical('OR');
  if (or?.length) predicates.push((record) => or.some((inner) => inner(record)));
  const not = logical('NOT');
  if (not?.length) predicates.push((record) => not.every((inner) => !inner(record)));
  for (const [key, condition] of Object.entries(filter)) {
    if (key === 'AND' || key === 'OR' || key === 'NOT') continue;
    const predicate = compileField(key, condition, schema);
    if (predicate) predicates.push(predicate);
  }
  return all(predicates);
}

/**
 * Compiles a `filters` object into a predicate, following the server's filter
 * builder rule for rule, error message for error message:
 *
 * - every top-level condition must hold; `AND`/`OR`/`NOT` take lists of
 *   filters, nest up to five levels, and sub-filters with no condition drop
 *   out (`{"OR": [{}, {"id": "a"}]}` is just `id = a`);
 * - a condition is a value (equality), `null` (unset), `"*"` (anything), a
 *   list (`in`), or an object of operators (`gte`, `lte`, `gt`, `lt`, `ne`,
 *   `in`, `contains`, `icontains`) that must all hold; `ne` includes unset
 *   rows, `contains` and `icontains` are both case-insensitive substring tests
 *   on text columns, and text compares by code point;
 * - `metadata` addresses keys inside the document: a plain value, list or
 *   object is JSON containment (`{"tags": ["a"]}` holds when `tags` contains
 *   `"a"`), and operators compare the key's text (numerically when the operand
 *   reads as a number; an unset key never matches, `ne` included);
 * - operands are checked against the column's type, and unknown keys,
 *   operators and malformed values are refused.
 *
 * `null` means the filter constrains nothing.
 *
 * @throws FilterError where the server answers 422.
 */
export function compileFilter(filter: unknown, schema: FilterSchema): RecordPredicate | null {
  return compileLevel(filter, schema, 0);
}
