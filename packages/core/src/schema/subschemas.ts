import { defineEntry, isPlainObject } from './copy-json.js';

// Where JSON Schema (draft-04 to 2020-12) puts subschemas. Every walk that
// must reach all of a schema (rewriting its local `$ref`s) goes through this
// table. The server check does not: it reads only what the server reads
// (inspect-server-schema.ts). `$defs` / `definitions` are left out on
// purpose: definitions are only reachable through `$ref`, and the callers
// decide what to do with them.

/** Keywords whose value is one subschema (`items` may also be a draft-07 tuple list). */
const SINGLE_KEYWORDS: ReadonlySet<string> = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
]);

/** Keywords whose value is a list of subschemas. */
const LIST_KEYWORDS: ReadonlySet<string> = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);

/** Keywords whose value maps names (or patterns) to subschemas. */
const MAP_KEYWORDS: ReadonlySet<string> = new Set(['properties', 'patternProperties', 'dependentSchemas']);

/** One subschema of a schema object and where it sits. */
export interface SubschemaEntry {
  /** The keyword that holds it, e.g. `properties`. */
  readonly keyword: string;
  /** Pointer tokens from the parent schema, e.g. `['properties', 'name']`. */
  readonly tokens: readonly (string | number)[];
  /** The subschema; not necessarily well formed. */
  readonly schema: unknown;
}

/**
 * Lists the subschemas of one schema object, in key order. Malformed
 * containers (a `properties` that is not an object, an `anyOf` that is not a
 * list) are skipped; validators report them separately.
 */
export function subschemaEntries(node: Readonly<Record<string, unknown>>): SubschemaEntry[] {
  const entries: SubschemaEntry[] = [];
  for (const keyword of Object.keys(node)) {
    const value = node[keyword];
    if (SINGLE_KEYWORDS.has(keyword)) {
      if (Array.isArray(value)) {
        value.forEach((schema: unknown, index) => entries.push({ keyword, tokens: [keyword, index], schema }));
      } else {
        entries.push({ keyword, tokens: [keyword], schema: value });
      }
    } else if (LIST_KEYWORDS.has(keyword)) {
      if (Array.isArray(value)) {
        value.forEach((schema: unknown, index) => entries.push({ keyword, tokens: [keyword, index], schema }));
      }
    } else if (MAP_KEYWORDS.has(keyword) || keyword === 'dependencies') {
      if (isPlainObject(value)) {
        for (const name of Object.keys(value)) {
          const schema = value[name];
          // draft-07 `dependencies` mixes schemas with lists of property names.
          if (keyword === 'dependencies' && !isPlainObject(schema) && typeof schema !== 'boolean') continue;
          entries.push({ keyword, tokens: [keyword, name], schema });
        }
      }
    }
  }
  return entries;
}

/**
 * Shallow-rebuilds a schema object with every subschema replaced by
 * `replace(subschema)`. Other keywords keep their values (shared, not copied),
 * so the input is never modified.
 */
export function mapSubschemas(
  node: Readonly<Record<string, unknown>>,
  replace: (schema: unknown) => unknown,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const keyword of Object.keys(node)) {
    const value = node[keyword];
    let mapped: unknown = value;
    if (SINGLE_KEYWORDS.has(keyword)) {
      mapped = Array.isArray(value) ? value.map((schema: unknown) => replace(schema)) : replace(value);
    } else if (LIST_KEYWORDS.has(keyword)) {
      if (Array.isArray(value)) mapped = value.map((schema: unknown) => replace(schema));
    } else if (MAP_KEYWORDS.has(keyword) || keyword === 'dependencies') {
      if (isPlainObject(value)) {
        const map: Record<string, unknown> = {};
        for (const name of Object.keys(value)) {
          const schema = value[name];
          const keep = keyword === 'dependencies' && !isPlainObject(schema) && typeof schema !== 'boolean';
          defineEntry(map, name, keep ? schema : replace(schema));
        }
        mapped = map;
      }
    }
    defineEntry(result, keyword, mapped);
  }
  return result;
}
