/**
 * The table of structured-output schemas that `checkServerSchema` is tested with: zod 3, zod 4
 * and plain JSON Schema, each either accepted (with the schema a client sends) or refused (with
 * the issues the checker reports).
 *
 * Test support, not part of the build: `check-server-schema.test.ts` runs every case through the
 * checker, and the conformance catalogue (`tools/conformance/src/catalogue`) sends
 * the JSON Schema side of every case to a Honcho server as a chat `response_format`, so the
 * checker and the server are held to one list.
 */
import { expect } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import { checkServerSchema } from '../check-server-schema.js';
import type { JsonSchema } from '../json-schema.js';
import { SERVER_SCHEMA_LIMITS } from '../server-schema-limits.js';
import { toJsonSchema } from '../to-json-schema.js';

/** Where a case's schema comes from. */
export type SchemaCaseSource = 'zod3' | 'zod4' | 'json';

/** A schema the checker accepts, and what it must turn into. */
export interface ValidSchemaCase {
  readonly name: string;
  readonly source: SchemaCaseSource;
  readonly input: () => unknown;
  /** The exact schema to send, or a check of it. */
  readonly expected: JsonSchema | ((schema: JsonSchema) => void);
}

/** A schema the checker refuses, and why. */
export interface InvalidSchemaCase {
  readonly name: string;
  readonly source: SchemaCaseSource;
  readonly input: () => unknown;
  /**
   * Every issue, in order: its exact path and a text its message contains (the server's words
   * for the rule). Empty only for a case filed here that the server turned out to accept.
   */
  readonly issues: readonly (readonly [path: string, construct: string])[];
}

/** Objects nested `depth` properties deep: the innermost string sits at level `depth`. */
export function nested(depth: number): JsonSchema {
  let node: JsonSchema = { type: 'string' };
  for (let level = 0; level < depth; level += 1) node = { type: 'object', properties: { a: node } };
  return node;
}

/** A root object with `count` string properties: `count + 1` nodes. */
export function wide(count: number): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (let index = 0; index < count; index += 1) properties[`p${index}`] = { type: 'string' };
  return { type: 'object', properties };
}

const TreeNode4 = z.object({
  name: z.string(),
  get children() {
    return z.array(TreeNode4);
  },
});
const NamedNode4 = z.object({
  name: z.string(),
  get children() {
    return z.array(NamedNode4);
  },
}).meta({ id: 'Node' });
const A4: z.ZodType = z.object({ get b() { return B4.optional(); } }).meta({ id: 'A' });
const B4: z.ZodType = z.object({ get a() { return A4.optional(); } }).meta({ id: 'B' });
const TreeNode3: z3.ZodType = z3.lazy(() => z3.object({ name: z3.string(), children: z3.array(TreeNode3) }));

/** Schemas of every source that the server's subset accepts. */
export const VALID_SCHEMA_CASES: readonly ValidSchemaCase[] = [
  // zod 4
  {
    name: 'nested objects',
    source: 'zod4',
    input: () => z.object({ user: z.object({ name: z.string(), address: z.object({ city: z.string() }) }) }),
    expected: {
      type: 'object',
      properties: {
        user: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            address: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
          },
          required: ['name', 'address'],
        },
      },
      required: ['user'],
    },
  },
  {
    name: 'arrays, nested arrays',
    source: 'zod4',
    input: () => z.object({ tags: z.array(z.string()), matrix: z.array(z.array(z.number())) }),
    expected: {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' } },
        matrix: { type: 'array', items: { type: 'array', items: { type: 'number' } } },
      },
      required: ['tags', 'matrix'],
    },
  },
  {
    name: 'enum',
    source: 'zod4',
    input: () => z.object({ sentiment: z.enum(['loves', 'likes', 'hates']) }),
    expected: {
      type: 'object',
      properties: { sentiment: { type: 'string', enum: ['loves', 'likes', 'hates'] } },
      required: ['sentiment'],
    },
  },
  {
    name: 'nullable and optional fields',
    source: 'zod4',
    input: () =>
      z.object({
        restriction: z.string().nullable(),
        years: z.number().int().optional(),
        address: z.object({ city: z.string() }).nullable(),
      }),
    expected: {
      type: 'object',
      properties: {
        restriction: { type: ['string', 'null'] },
        years: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
        address: {
          anyOf: [{ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }, { type: 'null' }],
        },
      },
      required: ['restriction', 'address'],
    },
  },
  {
    name: 'union of non-null types',
    source: 'zod4',
    input: () => z.object({ id: z.union([z.string(), z.number()]) }),
    expected: {
      type: 'object',
      properties: { id: { type: ['string', 'number'] } },
      required: ['id'],
    },
  },
  {
    name: 'discriminated union: literal const becomes a one-member enum',
    source: 'zod4',
    input: () =>
      z.object({
        shape: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('circle'), radius: z.number() }),
          z.object({ kind: z.literal('square'), side: z.number() }),
        ]),
      }),
    expected: {
      type: 'object',
      properties: {
        shape: {
          oneOf: [
            {
              type: 'object',
              properties: { kind: { type: 'string', enum: ['circle'] }, radius: { type: 'number' } },
              required: ['kind', 'radius'],
            },
            {
              type: 'object',
              properties: { kind: { type: 'string', enum: ['square'] }, side: { type: 'number' } },
              required: ['kind', 'side'],
            },
          ],
        },
      },
      required: ['shape'],
    },
  },
  {
    name: 'named schema reused through $defs is inlined at each use',
    source: 'zod4',
    input: () => {
      const Address = z.object({ city: z.string() }).meta({ id: 'Address' });
      return z.object({ home: Address, work: Address });
    },
    expected: {
      type: 'object',
      properties: {
        home: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
        work: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
      },
      required: ['home', 'work'],
    },
  },
  {
    name: 'looseObject: additionalProperties {} is sent as true',
    source: 'zod4',
    input: () => z.looseObject({ a: z.string() }),
    expected: {
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
      additionalProperties: true,
    },
  },
  {
    name: 'strictObject: boolean additionalProperties accepted',
    source: 'zod4',
    input: () => z.strictObject({ a: z.string() }),
    expected: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false },
  },
  {
    name: 'constraint keywords pass through',
    source: 'zod4',
    input: () =>
      z.object({
        name: z.string().min(1).max(50).regex(/^[a-z]+$/),
        n: z.number().int().min(0).max(10),
        list: z.array(z.string()).min(1).max(3),
      }),
    expected: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[a-z]+$' },
        n: { type: 'integer', minimum: 0, maximum: 10 },
        list: { minItems: 1, maxItems: 3, type: 'array', items: { type: 'string' } },
      },
      required: ['name', 'n', 'list'],
    },
  },
  {
    name: 'default and description; a defaulted field is optional on the input side',
    source: 'zod4',
    input: () =>
      z.object({ confidence: z.number().default(0.5).describe('0-1, how certain the evidence is') }).describe('Answer'),
    expected: {
      type: 'object',
      properties: { confidence: { default: 0.5, description: '0-1, how certain the evidence is', type: 'number' } },
      description: 'Answer',
    },
  },
  // zod 3
  {
    name: 'nested objects and arrays',
    source: 'zod3',
    input: () => z3.object({ user: z3.object({ name: z3.string() }), tags: z3.array(z3.string()) }),
    expected: {
      type: 'object',
      properties: {
        user: {
          type: 'object',
          properties: { name: { type: 'string' } },
          required: ['name'],
          additionalProperties: false,
        },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['user', 'tags'],
      additionalProperties: false,
    },
  },
  {
    name: 'enum and native enum',
    source: 'zod3',
    input: () => z3.object({ mood: z3.enum(['happy', 'sad']), level: z3.nativeEnum({ Low: 'low', High: 'high' }) }),
    expected: (schema) => {
      expect(schema.properties?.mood).toEqual({ type: 'string', enum: ['happy', 'sad'] });
      expect(schema.properties?.level).toEqual({ type: 'string', enum: ['low', 'high'] });
    },
  },
  {
    name: 'nullable and optional fields',
    source: 'zod3',
    input: () => z3.object({ a: z3.string().nullable(), b: z3.number().optional() }),
    expected: {
      type: 'object',
      properties: { a: { type: ['string', 'null'] }, b: { type: 'number' } },
      required: ['a'],
      additionalProperties: false,
    },
  },
  {
    name: 'union',
    source: 'zod3',
    input: () => z3.object({ v: z3.union([z3.string(), z3.object({ n: z3.number() })]) }),
    expected: (schema) => {
      expect(schema.properties?.v?.anyOf).toHaveLength(2);
    },
  },
  {
    name: 'discriminated union: literal const becomes a one-member enum',
    source: 'zod3',
    input: () =>
      z3.object({
        event: z3.discriminatedUnion('type', [
          z3.object({ type: z3.literal('click'), x: z3.number() }),
          z3.object({ type: z3.literal('key'), key: z3.string() }),
        ]),
      }),
    expected: (schema) => {
      const members = schema.properties?.event?.anyOf ?? [];
      expect(members.map((member) => member.properties?.type)).toEqual([
        { type: 'string', enum: ['click'] },
        { type: 'string', enum: ['key'] },
      ]);
    },
  },
  {
    name: 'schema used twice: the pointer $ref is hoisted to $defs, then inlined',
    source: 'zod3',
    input: () => {
      const Address = z3.object({ city: z3.string() });
      return z3.object({ home: Address, work: Address });
    },
    expected: (schema) => {
      expect(schema.properties?.work).toEqual(schema.properties?.home);
      expect(schema.properties?.work).not.toBe(schema.properties?.home);
      expect(schema.$defs).toBeUndefined();
    },
  },
  {
    name: 'passthrough: additionalProperties true',
    source: 'zod3',
    input: () => z3.object({ a: z3.string() }).passthrough(),
    expected: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: true },
  },
  {
    name: 'constraint keywords and default pass through',
    source: 'zod3',
    input: () =>
      z3.object({
        email: z3.string().email().max(100),
        n: z3.number().int().min(0).describe('count'),
        list: z3.array(z3.string()).min(1).default(['any']),
      }),
    expected: {
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email', maxLength: 100 },
        n: { type: 'integer', minimum: 0, description: 'count' },
        list: { type: 'array', items: { type: 'string' }, minItems: 1, default: ['any'] },
      },
      required: ['email', 'n'],
      additionalProperties: false,
    },
  },
  // plain JSON Schema
  {
    name: 'the docs example: anyOf with null, type list, required',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: {
        favorite_food: { type: 'string' },
        dietary_restriction: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'or null' },
        years_vegetarian: { type: ['integer', 'null'] },
        confidence: { type: 'number' },
      },
      required: ['favorite_food', 'dietary_restriction', 'years_vegetarian'],
    }),
    expected: {
      type: 'object',
      properties: {
        favorite_food: { type: 'string' },
        dietary_restriction: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'or null' },
        years_vegetarian: { type: ['integer', 'null'] },
        confidence: { type: 'number' },
      },
      required: ['favorite_food', 'dietary_restriction', 'years_vegetarian'],
    },
  },
  {
    name: '$defs reuse is inlined and $defs removed',
    source: 'json',
    input: () => ({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { a: { $ref: '#/$defs/Tag' }, b: { type: 'array', items: { $ref: '#/$defs/Tag' } } },
      $defs: { Tag: { type: 'string', enum: ['x', 'y'] }, Unused: { allOf: [] } },
    }),
    expected: {
      type: 'object',
      properties: {
        a: { type: 'string', enum: ['x', 'y'] },
        b: { type: 'array', items: { type: 'string', enum: ['x', 'y'] } },
      },
    },
  },
  {
    name: 'draft-07 definitions form',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { food: { $ref: '#/definitions/Food' } },
      definitions: { Food: { type: 'object', properties: { name: { type: 'string' } } } },
    }),
    expected: {
      type: 'object',
      properties: { food: { type: 'object', properties: { name: { type: 'string' } } } },
    },
  },
  {
    name: '~1 and ~0 escaped definition names',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { a: { $ref: '#/$defs/a~1b' }, c: { $ref: '#/$defs/c~0d' } },
      $defs: { 'a/b': { type: 'string' }, 'c~d': { type: 'integer' } },
    }),
    expected: { type: 'object', properties: { a: { type: 'string' }, c: { type: 'integer' } } },
  },
  {
    name: 'indirect (non-recursive) chain of definitions',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { a: { $ref: '#/$defs/Outer' } },
      $defs: {
        Outer: { type: 'object', properties: { inner: { $ref: '#/$defs/Inner' } } },
        Inner: { type: 'boolean' },
      },
    }),
    expected: {
      type: 'object',
      properties: { a: { type: 'object', properties: { inner: { type: 'boolean' } } } },
    },
  },
  {
    name: 'keywords beside $ref override the definition',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { when: { $ref: '#/$defs/Date', description: 'when it happened' } },
      $defs: { Date: { type: 'string', format: 'date', description: 'a date' } },
    }),
    expected: {
      type: 'object',
      properties: { when: { type: 'string', format: 'date', description: 'when it happened' } },
    },
  },
  {
    name: 'boolean additionalProperties accepted',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { open: { type: 'object', additionalProperties: true } },
      additionalProperties: false,
    }),
    expected: {
      type: 'object',
      properties: { open: { type: 'object', additionalProperties: true } },
      additionalProperties: false,
    },
  },
  {
    name: 'constraint and annotation keywords pass through',
    source: 'json',
    input: () => ({
      type: 'object',
      title: 'Prefs',
      properties: {
        foods: { type: 'array', items: { type: 'string', maxLength: 40 }, minItems: 1, maxItems: 3 },
        score: { type: 'number', minimum: 0, maximum: 1, examples: [0.5] },
        day: { type: 'string', format: 'date', pattern: '^\\d{4}' },
      },
      $comment: 'kept',
    }),
    expected: {
      type: 'object',
      title: 'Prefs',
      properties: {
        foods: { type: 'array', items: { type: 'string', maxLength: 40 }, minItems: 1, maxItems: 3 },
        score: { type: 'number', minimum: 0, maximum: 1, examples: [0.5] },
        day: { type: 'string', format: 'date', pattern: '^\\d{4}' },
      },
      $comment: 'kept',
    },
  },
  {
    name: 'array without items is an untyped list',
    source: 'json',
    input: () => ({ type: 'object', properties: { anything: { type: 'array' } } }),
    expected: { type: 'object', properties: { anything: { type: 'array' } } },
  },
  {
    name: 'enum of strings, integers, booleans and null',
    source: 'json',
    input: () => ({ type: 'object', properties: { v: { enum: ['a', 1, true, null] } } }),
    expected: { type: 'object', properties: { v: { enum: ['a', 1, true, null] } } },
  },
  {
    name: 'property names that look like keywords are just names',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { allOf: { type: 'string' }, $ref: { type: 'string' }, not: { type: 'boolean' } },
    }),
    expected: {
      type: 'object',
      properties: { allOf: { type: 'string' }, $ref: { type: 'string' }, not: { type: 'boolean' } },
    },
  },
  {
    name: `depth ${SERVER_SCHEMA_LIMITS.maxDepth} (the limit)`,
    source: 'json',
    input: () => nested(20),
    expected: (schema) => expect(schema).toEqual(nested(20)),
  },
  {
    name: `${SERVER_SCHEMA_LIMITS.maxNodes} nodes (the limit)`,
    source: 'json',
    input: () => wide(499),
    expected: (schema) => expect(Object.keys(schema.properties ?? {})).toHaveLength(499),
  },
  {
    // Checked against a live server: a root with `properties` and no `type` reads as an object.
    name: 'root without a type reads as an object',
    source: 'json',
    input: () => ({ properties: { a: { type: 'string' } } }),
    expected: { properties: { a: { type: 'string' } } },
  },
  {
    name: 'tuple with a rest element: prefixItems is not read, items is',
    source: 'zod4',
    input: () => z.object({ row: z.tuple([z.string()]).rest(z.number()) }),
    expected: {
      type: 'object',
      properties: { row: { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'number' }, minItems: 1 } },
      required: ['row'],
    },
  },
  {
    name: 'description that is not a string is not read',
    source: 'json',
    input: () => ({ type: 'object', description: ['x'], properties: { a: { type: 'string', description: 3 } } }),
    expected: (schema) => expect(schema).toEqual({ type: 'object', description: ['x'], properties: { a: { type: 'string', description: 3 } } }),
  },
  {
    name: 'prefixItems, contains and propertyNames are not read, whatever they hold',
    source: 'json',
    input: () => ({
      type: 'object',
      propertyNames: { allOf: [] },
      properties: { a: { type: 'array', prefixItems: [{ not: {} }], contains: true, items: { type: 'string' } } },
    }),
    expected: {
      type: 'object',
      propertyNames: { allOf: [] },
      properties: { a: { type: 'array', prefixItems: [{ not: {} }], contains: true, items: { type: 'string' } } },
    },
  },
  {
    name: 'an enum ends the reading of its node',
    source: 'json',
    input: () => ({ type: 'object', properties: { a: { enum: ['x'], type: 'date', properties: { b: { allOf: [] } } } } }),
    expected: (schema) =>
      expect(schema).toEqual({ type: 'object', properties: { a: { enum: ['x'], type: 'date', properties: { b: { allOf: [] } } } } }),
  },
  {
    name: 'anyOf is read instead of oneOf and type',
    source: 'json',
    input: () => ({ type: 'object', properties: { a: { anyOf: [{ type: 'string' }], oneOf: [{ allOf: [] }], type: 'date' } } }),
    expected: (schema) =>
      expect(schema).toEqual({ type: 'object', properties: { a: { anyOf: [{ type: 'string' }], oneOf: [{ allOf: [] }], type: 'date' } } }),
  },
  {
    name: 'items null and $defs null mean none',
    source: 'json',
    input: () => ({ type: 'object', properties: { a: { type: 'array', items: null } }, $defs: null }),
    expected: (schema) => expect(schema).toEqual({ type: 'object', properties: { a: { type: 'array', items: null } } }),
  },
  {
    name: 'a $ref to a $defs entry written as #/definitions/Name',
    source: 'json',
    input: () => ({ type: 'object', properties: { a: { $ref: '#/definitions/Tag' } }, $defs: { Tag: { type: 'string' } } }),
    expected: { type: 'object', properties: { a: { type: 'string' } } },
  },
  {
    name: 'a root that reads as one object is sent with type object',
    source: 'json',
    input: () => ({
      $ref: '#/$defs/Root',
      $defs: { Root: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }] } },
    }),
    expected: { type: 'object', anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }] },
  },
  {
    name: 'property names the server renames, and model_config, are accepted',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { 'my-key': { type: 'string' }, my_key: { type: 'string' }, model_config: { type: 'string' }, json: { type: 'string' } },
    }),
    expected: {
      type: 'object',
      properties: { 'my-key': { type: 'string' }, my_key: { type: 'string' }, model_config: { type: 'string' }, json: { type: 'string' } },
    },
  },
  {
    name: `type lists count a node per entry: ${SERVER_SCHEMA_LIMITS.maxNodes} nodes`,
    source: 'json',
    input: () => {
      const schema = wide(496);
      return { ...schema, properties: { ...schema.properties, x: { type: ['string', 'null'] } } };
    },
    expected: (schema) => expect(Object.keys(schema.properties ?? {})).toHaveLength(497),
  },
];

/** Schemas of every source that the server's subset refuses. */
export const INVALID_SCHEMA_CASES: readonly InvalidSchemaCase[] = [
  // zod 4
  {
    name: 'record: schema-valued additionalProperties',
    source: 'zod4',
    input: () => z.object({ scores: z.record(z.string(), z.number()) }),
    issues: [['#/properties/scores', 'additionalProperties with a schema is not supported']],
  },
  {
    name: 'intersection that zod cannot merge: allOf',
    source: 'zod4',
    input: () => z.object({ code: z.intersection(z.string(), z.string().min(2)) }),
    issues: [['#/properties/code', "unsupported construct 'allOf'"]],
  },
  {
    name: 'getter-recursive schema nested in the root',
    source: 'zod4',
    input: () => z.object({ tree: TreeNode4 }),
    issues: [['#/$defs/__schema0/properties/children/items', 'cycle: __schema0 -> __schema0']],
  },
  {
    name: 'getter-recursive root with an id',
    source: 'zod4',
    input: () => NamedNode4,
    issues: [['#/$defs/Node/properties/children/items', 'cycle: Node -> Node']],
  },
  {
    name: 'getter-recursive root without an id',
    source: 'zod4',
    input: () => TreeNode4,
    issues: [['#/$defs/Root/properties/children/items', 'cycle: Root -> Root']],
  },
  {
    name: 'mutual recursion through two named schemas',
    source: 'zod4',
    input: () => z.object({ a: A4 }),
    issues: [['#/$defs/B/properties/a', 'cycle: A -> B -> A']],
  },
  {
    name: 'string root',
    source: 'zod4',
    input: () => z.string(),
    issues: [['#', "root schema must have type 'object'"]],
  },
  {
    name: 'array root',
    source: 'zod4',
    input: () => z.array(z.object({ a: z.string() })),
    issues: [['#', "root schema must have type 'object'"]],
  },
  {
    // zod closes the tuple with `items: false`, a boolean schema; the server
    // does not read `prefixItems` at all.
    name: 'tuple',
    source: 'zod4',
    input: () => z.object({ pair: z.tuple([z.string(), z.number()]) }),
    issues: [['#/properties/pair/items', 'boolean schemas are not supported']],
  },
  {
    name: 'never: not',
    source: 'zod4',
    input: () => z.object({ impossible: z.never() }),
    issues: [['#/properties/impossible', "unsupported construct 'not'"]],
  },
  {
    name: 'date has no JSON Schema form',
    source: 'zod4',
    input: () => z.object({ at: z.date() }),
    issues: [['#', 'Date cannot be represented in JSON Schema']],
  },
  {
    name: 'several problems reported together',
    source: 'zod4',
    input: () =>
      z.object({
        scores: z.record(z.string(), z.number()),
        code: z.intersection(z.string(), z.string().min(2)),
        nested: z.object({ pair: z.tuple([z.string()]) }),
      }),
    issues: [
      ['#/properties/scores', 'additionalProperties with a schema is not supported'],
      ['#/properties/code', "unsupported construct 'allOf'"],
      ['#/properties/nested/properties/pair/items', 'boolean schemas are not supported'],
    ],
  },
  // zod 3
  {
    name: 'record: schema-valued additionalProperties',
    source: 'zod3',
    input: () => z3.object({ counts: z3.record(z3.number()) }),
    issues: [['#/properties/counts', 'additionalProperties with a schema is not supported']],
  },
  {
    name: 'intersection: allOf',
    source: 'zod3',
    input: () => z3.object({ both: z3.object({ a: z3.string() }).and(z3.object({ b: z3.number() })) }),
    issues: [['#/properties/both', "unsupported construct 'allOf'"]],
  },
  {
    name: 'z.lazy recursive root',
    source: 'zod3',
    input: () => TreeNode3,
    issues: [['#/$defs/Root/properties/children/items', 'cycle: Root -> Root']],
  },
  {
    name: 'z.lazy recursive schema nested in the root',
    source: 'zod3',
    input: () => z3.object({ tree: TreeNode3 }),
    issues: [['#/$defs/tree/properties/children/items', 'cycle: tree -> tree']],
  },
  {
    name: 'string root',
    source: 'zod3',
    input: () => z3.string(),
    issues: [['#', "root schema must have type 'object'"]],
  },
  {
    name: 'catchall: schema-valued additionalProperties at the root',
    source: 'zod3',
    input: () => z3.object({ a: z3.string() }).catchall(z3.number()),
    issues: [['#', 'additionalProperties with a schema is not supported']],
  },
  {
    name: 'tuple: items as a list',
    source: 'zod3',
    input: () => z3.object({ pair: z3.tuple([z3.string(), z3.number()]) }),
    issues: [['#/properties/pair/items', 'schema must be an object']],
  },
  {
    name: 'several problems reported together',
    source: 'zod3',
    input: () =>
      z3.object({
        counts: z3.record(z3.number()),
        both: z3.object({ a: z3.string() }).and(z3.object({ b: z3.number() })),
      }),
    issues: [
      ['#/properties/counts', 'additionalProperties with a schema is not supported'],
      ['#/properties/both', "unsupported construct 'allOf'"],
    ],
  },
  // plain JSON Schema
  {
    name: 'external URL $ref',
    source: 'json',
    input: () => ({ type: 'object', properties: { a: { $ref: 'https://example.com/schemas/a.json' } } }),
    issues: [['#/properties/a', "unsupported $ref 'https://example.com/schemas/a.json'"]],
  },
  {
    name: 'arbitrary pointer $ref',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { x: { type: 'string' }, y: { $ref: '#/properties/x' } },
    }),
    issues: [['#/properties/y', "unsupported $ref '#/properties/x'"]],
  },
  {
    name: 'pointer $ref into a definition rather than to it',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { y: { $ref: '#/$defs/A/properties/x' } },
      $defs: { A: { type: 'object', properties: { x: { type: 'string' } } } },
    }),
    issues: [['#/properties/y', "unsupported $ref '#/$defs/A/properties/x'"]],
  },
  {
    name: '$ref to a missing definition',
    source: 'json',
    input: () => ({ type: 'object', properties: { y: { $ref: '#/$defs/Missing' } }, $defs: {} }),
    issues: [['#/properties/y', "$ref '#/$defs/Missing' points to an unknown definition"]],
  },
  {
    name: 'not',
    source: 'json',
    input: () => ({ type: 'object', properties: { s: { type: 'string', not: { enum: ['x'] } } } }),
    issues: [['#/properties/s', "unsupported construct 'not'"]],
  },
  {
    name: 'if/then/else',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { s: { type: 'string' } },
      if: { properties: { s: { enum: ['a'] } } },
      then: { required: ['s'] },
      else: { required: [] },
    }),
    issues: [
      ['#', "unsupported construct 'if'"],
      ['#', "unsupported construct 'then'"],
      ['#', "unsupported construct 'else'"],
    ],
  },
  {
    name: 'patternProperties',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { meta: { type: 'object', patternProperties: { '^x-': { type: 'string' } } } },
    }),
    issues: [['#/properties/meta', "unsupported construct 'patternProperties'"]],
  },
  {
    name: 'schema-valued additionalProperties',
    source: 'json',
    input: () => ({ type: 'object', properties: { tags: { type: 'object', additionalProperties: { type: 'string' } } } }),
    issues: [['#/properties/tags', 'additionalProperties with a schema is not supported']],
  },
  {
    name: 'allOf',
    source: 'json',
    input: () => ({ type: 'object', properties: { tags: { allOf: [{ type: 'array' }, { minItems: 1 }] } } }),
    issues: [['#/properties/tags', "unsupported construct 'allOf'"]],
  },
  {
    name: 'direct recursion',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { root: { $ref: '#/$defs/Node' } },
      $defs: {
        Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/Node' } } } },
      },
    }),
    issues: [['#/$defs/Node/properties/children/items', 'cycle: Node -> Node']],
  },
  {
    name: 'indirect recursion',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { a: { $ref: '#/$defs/A' } },
      $defs: {
        A: { type: 'object', properties: { b: { $ref: '#/$defs/B' } } },
        B: { type: 'object', properties: { a: { $ref: '#/$defs/A' } } },
      },
    }),
    issues: [['#/$defs/B/properties/a', 'cycle: A -> B -> A']],
  },
  {
    name: 'recursion through the root pointer "#"',
    source: 'json',
    input: () => ({ type: 'object', properties: { child: { $ref: '#' } } }),
    issues: [['#/properties/child', "unsupported $ref '#'"]],
  },
  {
    name: `depth ${SERVER_SCHEMA_LIMITS.maxDepth + 1}`,
    source: 'json',
    input: () => nested(21),
    issues: [['#', 'schema nesting exceeds the maximum depth of 20']],
  },
  {
    name: `${SERVER_SCHEMA_LIMITS.maxNodes + 1} nodes`,
    source: 'json',
    input: () => wide(500),
    issues: [['#', 'schema exceeds the maximum of 500 nodes']],
  },
  {
    name: 'node limit counts each use of a definition',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`p${i}`, { $ref: '#/$defs/Five' }])),
      $defs: { Five: wide(4) },
    }),
    issues: [['#', 'schema exceeds the maximum of 500 nodes']],
  },
  {
    name: 'array root',
    source: 'json',
    input: () => ({ type: 'array', items: { type: 'string' } }),
    issues: [['#', "root schema must have type 'object'"]],
  },
  {
    name: 'enum of floats and objects',
    source: 'json',
    input: () => ({ type: 'object', properties: { v: { enum: ['a', 1.5, { x: 1 }] } } }),
    issues: [['#/properties/v', 'enum values must be strings, integers, booleans, or null']],
  },
  {
    name: 'unsupported type name',
    source: 'json',
    input: () => ({ type: 'object', properties: { when: { type: 'date' } } }),
    issues: [['#/properties/when', "unsupported type 'date'"]],
  },
  {
    name: 'boolean subschema',
    source: 'json',
    input: () => ({ type: 'object', properties: { anything: true } }),
    issues: [['#/properties/anything', 'boolean schemas are not supported']],
  },
  {
    name: 'several problems reported together, inside definitions too',
    source: 'json',
    input: () => ({
      type: 'string',
      properties: {
        a: { allOf: [{ type: 'string' }] },
        b: { $ref: 'other.json#/Thing' },
        c: { type: 'array', items: { $ref: '#/$defs/Bad' } },
      },
      $defs: { Bad: { type: 'object', not: {}, patternProperties: {} } },
    }),
    // The server reads a string root's `properties` no further than its
    // type, so only the root is reported; a later case has the same problems
    // under an object root.
    issues: [['#', "root schema must have type 'object'"]],
  },
  {
    name: 'any: an empty schema has no type',
    source: 'zod4',
    input: () => z.object({ a: z.any(), b: z.unknown() }),
    issues: [
      ['#/properties/a', 'schema has no recognizable type'],
      ['#/properties/b', 'schema has no recognizable type'],
    ],
  },
  {
    name: 'any: an empty schema has no type',
    source: 'zod3',
    input: () => z3.object({ a: z3.any() }),
    issues: [['#/properties/a', 'schema has no recognizable type']],
  },
  {
    name: 'a schema with only a description, or only a const the server cannot enforce, has no type',
    source: 'json',
    input: () => ({ type: 'object', properties: { a: { description: 'x' }, b: { const: 3.5 } } }),
    issues: [
      ['#/properties/a', 'schema has no recognizable type'],
      ['#/properties/b', 'schema has no recognizable type'],
    ],
  },
  {
    name: 'an empty property name',
    source: 'json',
    input: () => ({ type: 'object', properties: { '': { type: 'string' } } }),
    issues: [['#', 'property names must be non-empty strings']],
  },
  {
    name: 'a property whose field name is a pydantic method',
    source: 'json',
    input: () => ({ type: 'object', properties: { nested: { type: 'object', properties: { 'model-dump': { type: 'string' } } } } }),
    issues: [['#/properties/nested', 'field name "model_dump"']],
  },
  {
    name: 'a $ref to a percent-encoded name',
    source: 'json',
    input: () => ({ type: 'object', properties: { a: { $ref: '#/$defs/a%20b' } }, $defs: { 'a b': { type: 'string' } } }),
    issues: [['#/properties/a', "unsupported $ref '#/$defs/a%20b'"]],
  },
  {
    name: 'enum members with a fraction, or too large to be written as integers',
    source: 'json',
    input: () => ({ type: 'object', properties: { a: { enum: [1.5] }, b: { enum: [1e21] } } }),
    issues: [
      ['#/properties/a', 'enum values must be strings, integers, booleans, or null'],
      ['#/properties/b', 'enum values must be strings, integers, booleans, or null'],
    ],
  },
  {
    name: `type lists count a node per entry: ${SERVER_SCHEMA_LIMITS.maxNodes + 1} nodes`,
    source: 'json',
    input: () => {
      const schema = wide(497);
      return { ...schema, properties: { ...schema.properties, x: { type: ['string', 'null'] } } };
    },
    issues: [['#', 'schema exceeds the maximum of 500 nodes']],
  },
  {
    name: 'a nullable object costs two more nodes as a type list: the list and its null entry',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { o: { ...wide(240), type: ['object', 'null'] }, p: wide(256) },
    }),
    issues: [['#', 'schema exceeds the maximum of 500 nodes']],
  },
  {
    name: 'a type that is an object makes the server fail',
    source: 'json',
    input: () => ({ type: 'object', properties: { a: { type: { name: 'string' } } } }),
    issues: [['#/properties/a', 'the server fails on it (500)']],
  },
  {
    name: 'the same definition name under $defs and definitions',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: { a: { $ref: '#/$defs/X' } },
      $defs: { X: { type: 'string' } },
      definitions: { X: { type: 'integer' } },
    }),
    issues: [['#', "definition 'X' appears in both '$defs' and 'definitions'"]],
  },
  {
    name: 'a root that reads as a union of two objects, or as a definition of another type',
    source: 'json',
    input: () => ({ type: 'object', anyOf: [{ type: 'object' }, { type: 'object' }] }),
    issues: [['#', "root schema must have type 'object'"]],
  },
  {
    name: 'a root $ref to a string',
    source: 'json',
    input: () => ({ $ref: '#/$defs/S', $defs: { S: { type: 'string' } } }),
    issues: [['#', "root schema must have type 'object'"]],
  },
  {
    name: 'several problems reported together, inside definitions too (object root)',
    source: 'json',
    input: () => ({
      type: 'object',
      properties: {
        a: { allOf: [{ type: 'string' }] },
        b: { $ref: 'other.json#/Thing' },
        c: { type: 'array', items: { $ref: '#/$defs/Bad' } },
      },
      $defs: { Bad: { type: 'object', not: {}, patternProperties: {} } },
    }),
    issues: [
      ['#/properties/a', "unsupported construct 'allOf'"],
      ['#/properties/b', "unsupported $ref 'other.json#/Thing'"],
      ['#/$defs/Bad', "unsupported construct 'not'"],
      ['#/$defs/Bad', "unsupported construct 'patternProperties'"],
    ],
  },
];

/**
 * The JSON Schema a case puts on the wire: for an accepted case, exactly what a client sends
 * (converted, then prepared by the checker); for a refused one, the converted schema before the
 * checker refuses it, which is what a client without the check would send. `undefined` when the
 * case has no JSON form at all (the converter itself refuses it).
 */
export async function wireSchemaOf(
  schemaCase: ValidSchemaCase | InvalidSchemaCase,
): Promise<JsonSchema | undefined> {
  let converted: JsonSchema;
  try {
    converted = await toJsonSchema(schemaCase.input() as never);
  } catch {
    return undefined;
  }
  return 'expected' in schemaCase ? checkServerSchema(converted) : converted;
}
