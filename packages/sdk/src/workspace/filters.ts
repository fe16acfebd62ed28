import type { Filters as WireFilters } from '@honcho-ai/api-types';
import { describeValue, isPlainObject, jsonValueIssues, rule, type InputIssue, type InputSpec } from '@honcho-ai/sdk-core';

/**
 * A filter for list and search methods, in the server's filter language:
 * conditions on fields (`peer_id`, `session_id`, `created_at`, ...) and on
 * `metadata`, combined with `AND`, `OR` and `NOT`.
 *
 * Any object is accepted, as in `@honcho-ai/sdk` 2.5; the typed branch gives
 * editors the field names and operators.
 *
 * @example
 * ```ts
 * const filters: Filters = {
 *   metadata: { plan: 'pro' },
 *   created_at: { gte: '2025-01-01' },
 *   OR: [{ peer_id: 'alice' }, { peer_id: { in: ['bob', 'carol'] } }],
 * };
 * ```
 */
export type Filters = WireFilters | Record<string, unknown>;

const LOGICAL_KEYS = new Set(['AND', 'OR', 'NOT']);
const OPERATORS = new Set(['gt', 'gte', 'lt', 'lte', 'ne', 'in', 'contains', 'icontains']);
const MAX_DEPTH = 20;

/**
 * Problems with the shape of a filter that the server would refuse with a
 * 422: not an object, `AND`/`OR`/`NOT` that are not lists of filters, an
 * unknown operator, an `in` that is not a list; and anything JSON cannot
 * carry (a cycle, a `BigInt`, a `Date`: core's `jsonValueIssues`). Field names are not checked:
 * which fields a route understands is the server's business.
 *
 * @internal
 */
export function filtersIssues(value: unknown, path: string): InputIssue[] {
  if (value === undefined || value === null) return [];
  // A filter travels as JSON: a cycle, a BigInt or a Date in it is named here, not by JSON.stringify.
  if (isPlainObject(value)) {
    const notJson = jsonValueIssues(value, path);
    if (notJson.length > 0) return notJson;
  }
  const issues: InputIssue[] = [];
  checkFilter(value, path, 0, issues);
  return issues;
}

function checkFilter(value: unknown, path: string, depth: number, issues: InputIssue[]): void {
  if (!isPlainObject(value)) {
    issues.push({ path, message: `must be a filter object, got ${describeValue(value)}` });
    return;
  }
  if (depth > MAX_DEPTH) {
    issues.push({ path, message: `nests more than ${MAX_DEPTH} levels of AND/OR/NOT` });
    return;
  }
  for (const [key, condition] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (LOGICAL_KEYS.has(key)) {
      if (!Array.isArray(condition)) {
        issues.push({ path: at, message: `must be a list of filters, got ${describeValue(condition)}` });
        continue;
      }
      condition.forEach((nested: unknown, index) => checkFilter(nested, `${at}[${index}]`, depth + 1, issues));
    } else if (key === 'metadata') {
      // Nested metadata objects descend by path unless their keys are operators, so only the outer shape is fixed.
      if (!isPlainObject(condition)) issues.push({ path: at, message: `must be an object of metadata conditions, got ${describeValue(condition)}` });
    } else {
      checkCondition(condition, at, issues);
    }
  }
}

function checkCondition(condition: unknown, path: string, issues: InputIssue[]): void {
  if (condition === undefined) {
    issues.push({ path, message: 'must not be undefined (use null to match unset values, or leave the key out)' });
    return;
  }
  if (!isPlainObject(condition)) return;
  const keys = Object.keys(condition);
  if (keys.length === 0) {
    issues.push({ path, message: `must name at least one operator (${[...OPERATORS].join(', ')})` });
    return;
  }
  for (const operator of keys) {
    if (!OPERATORS.has(operator)) {
      issues.push({ path: `${path}.${operator}`, message: `is not a filter operator; use one of ${[...OPERATORS].join(', ')}` });
    } else if (operator === 'in' && !Array.isArray(condition[operator])) {
      issues.push({ path: `${path}.in`, message: `must be a list, got ${describeValue(condition[operator])}` });
    }
  }
}

/** A filter, when given: {@link filtersIssues} as a rule of a spec. @internal */
export const filtersSpec: InputSpec<Filters | undefined> = rule(filtersIssues);
