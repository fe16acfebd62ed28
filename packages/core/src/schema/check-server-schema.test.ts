import { describe, expect, it } from 'vitest';
import { checkServerSchema } from './check-server-schema.js';
import type { InputIssue } from '../errors/client-errors.js';
import type { JsonSchema } from './json-schema.js';
import { SchemaValidationError } from './schema-validation-error.js';
import {
  INVALID_SCHEMA_CASES,
  nested,
  VALID_SCHEMA_CASES,
} from './test-support/server-schema-cases.js';
import { toJsonSchema } from './to-json-schema.js';

const valid = VALID_SCHEMA_CASES;
const invalid = INVALID_SCHEMA_CASES;

/** The issues the checker reports; none when it accepts the schema. */
async function resolveIssues(input: unknown): Promise<readonly InputIssue[]> {
  try {
    checkServerSchema(await toJsonSchema(input as never));
  } catch (error) {
    if (SchemaValidationError.isInstance(error)) return error.issues;
    throw error;
  }
  return [];
}

describe('checkServerSchema: table of schemas', () => {
  it('covers at least 40 schemas from every source', () => {
    const all = [...valid, ...invalid];
    expect(all.length).toBeGreaterThanOrEqual(40);
    for (const source of ['zod3', 'zod4', 'json'] as const) {
      expect(valid.some((c) => c.source === source)).toBe(true);
      expect(invalid.some((c) => c.source === source)).toBe(true);
    }
  });

  it.each(valid.map((c) => [`${c.source}: ${c.name}`, c] as const))('accepts %s', async (_, c) => {
    const schema = checkServerSchema(await toJsonSchema(c.input() as never));
    if (typeof c.expected === 'function') c.expected(schema);
    else expect(schema).toEqual(c.expected);
    expect(JSON.stringify(schema)).not.toMatch(/"\$ref":"/);
    expect(JSON.stringify(schema)).not.toMatch(/"\$schema":"/);
  });

  it.each(invalid.map((c) => [`${c.source}: ${c.name}`, c] as const))('rejects %s', async (_, c) => {
    const issues = await resolveIssues(c.input());
    expect(issues.map((issue) => issue.path)).toEqual(c.issues.map(([path]) => path));
    issues.forEach((issue, index) => expect(issue.message).toContain(c.issues[index]?.[1]));
  });
});

describe('checkServerSchema: behaviour', () => {
  it('does not modify its input and returns a tree that shares nothing', () => {
    const tag = { type: 'string' };
    const input = {
      type: 'object',
      properties: { a: { $ref: '#/$defs/Tag' }, b: { $ref: '#/$defs/Tag' } },
      $defs: { Tag: tag },
    };
    const frozen = structuredClone(input);
    const output = checkServerSchema(input);
    expect(input).toEqual(frozen);
    expect(output.properties?.a).toEqual(tag);
    expect(output.properties?.a).not.toBe(output.properties?.b);
    expect(output.properties?.a).not.toBe(tag);
  });

  it('accepts a deeply frozen input', () => {
    const input = Object.freeze({
      type: 'object',
      properties: Object.freeze({ a: Object.freeze({ type: 'string' }) }),
    });
    expect(checkServerSchema(input)).toEqual({ type: 'object', properties: { a: { type: 'string' } } });
  });

  it('drops nested $defs (only root definitions can be referenced)', () => {
    const output = checkServerSchema({
      type: 'object',
      properties: { a: { type: 'object', $defs: { Inner: { type: 'string' } } } },
    });
    expect(output).toEqual({ type: 'object', properties: { a: { type: 'object' } } });
  });

  it('keeps a const it cannot express as enum', () => {
    const output = checkServerSchema({ type: 'object', properties: { pi: { type: 'number', const: 3.14 } } });
    expect(output.properties?.pi).toEqual({ type: 'number', const: 3.14 });
  });

  it('resolves a root that is itself a $ref', () => {
    const output = checkServerSchema({
      $ref: '#/$defs/Root',
      $defs: { Root: { type: 'object', properties: { a: { type: 'string' } } } },
    });
    expect(output).toEqual({ type: 'object', properties: { a: { type: 'string' } } });
  });

  it('keeps a property named __proto__ as a property', () => {
    const input = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}') as unknown;
    const output = checkServerSchema(input);
    expect(Object.keys(output.properties ?? {})).toEqual(['__proto__']);
  });

  it.each([
    [null, 'found null'],
    ['{"type":"object"}', 'found a string'],
    [[], 'found an array'],
    [42, 'found a number'],
  ])('refuses a non-object schema %j', (input, found) => {
    expect(() => checkServerSchema(input)).toThrow(found);
  });
});

describe('checkServerSchema: pathological input', () => {
  function issuesOf(input: unknown): readonly InputIssue[] {
    try {
      checkServerSchema(input);
    } catch (error) {
      if (SchemaValidationError.isInstance(error)) return error.issues;
      throw error;
    }
    return [];
  }

  it('reports a cycle in the object graph itself without looping', () => {
    const node: Record<string, unknown> = { type: 'object' };
    node.properties = { self: node };
    expect(issuesOf(node)).toEqual([{ path: '#/properties/self', message: 'circular reference: the value contains itself' }]);
  });

  it('reports non-JSON values and keeps checking the rest', () => {
    const issues = issuesOf({
      type: 'object',
      properties: { when: { type: 'string', default: new Date(0) }, tags: { allOf: [] } },
    });
    expect(issues).toEqual([
      { path: '#/properties/when/default', message: 'a Date is not a JSON value' },
      { path: '#/properties/tags', message: "unsupported construct 'allOf'" },
    ]);
  });

  it('stops at the first limit on exponential $ref fan-out, without expanding it', () => {
    const $defs: Record<string, JsonSchema> = { D0: { type: 'string' } };
    for (let i = 1; i <= 40; i += 1) {
      $defs[`D${i}`] = { type: 'object', properties: { l: { $ref: `#/$defs/D${i - 1}` }, r: { $ref: `#/$defs/D${i - 1}` } } };
    }
    const wideDefs: Record<string, JsonSchema> = { W0: { type: 'string' } };
    for (let i = 1; i <= 40; i += 1) {
      const properties = Object.fromEntries(Array.from({ length: 8 }, (_, k) => [`p${k}`, { $ref: `#/$defs/W${i - 1}` }]));
      wideDefs[`W${i}`] = { type: 'object', properties };
    }
    // Depth first, as the server reads: the left branch passes the depth limit first.
    expect(issuesOf({ type: 'object', properties: { x: { $ref: '#/$defs/D40' } }, $defs })).toEqual([
      { path: '#', message: 'schema nesting exceeds the maximum depth of 20' },
    ]);
    // Eight-way fan-out three levels down already passes 500 nodes.
    expect(issuesOf({ type: 'object', properties: { x: { $ref: '#/$defs/W3' }, y: { $ref: '#/$defs/W40' } }, $defs: wideDefs })).toEqual([
      { path: '#', message: 'schema exceeds the maximum of 500 nodes' },
    ]);
  });

  it('stops at the depth limit on objects shared exponentially in memory', () => {
    let node: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 40; i += 1) node = { type: 'object', properties: { l: node, r: node } };
    expect(issuesOf(node)).toEqual([{ path: '#', message: 'schema nesting exceeds the maximum depth of 20' }]);
  });

  it('refuses a chain of aliasing definitions long enough to exhaust the server', () => {
    const $defs: Record<string, JsonSchema> = { D0: { type: 'string' } };
    for (let i = 1; i <= 5000; i += 1) $defs[`D${i}`] = { $ref: `#/$defs/D${i - 1}` };
    const issues = issuesOf({ type: 'object', properties: { x: { $ref: '#/$defs/D5000' } }, $defs });
    expect(issues).toEqual([
      {
        path: '#/$defs/D4751',
        message: '$refs and type lists nest more than 250 steps inside one another; the server runs out of stack (500) on such chains',
      },
    ]);
  });

  it('stops at the depth limit however deep the schema goes', () => {
    expect(issuesOf(nested(240))).toEqual([{ path: '#', message: 'schema nesting exceeds the maximum depth of 20' }]);
  });

  it('survives nesting deep enough to exhaust the call stack', () => {
    const messages = issuesOf(nested(100_000)).map((issue) => issue.message);
    expect(messages).toContain('nested more than 500 levels deep');
  });

  it('reports malformed keyword values', () => {
    const issues = issuesOf({
      type: 'object',
      properties: {
        a: { type: [] },
        b: { type: 'object', required: 'a' },
        c: { anyOf: [] },
        d: { properties: [] },
        e: { enum: null },
        f: { $ref: 7 },
        g: 'string',
        h: { type: 'object', properties: null, required: [1] },
      },
      $defs: [],
    });
    expect(issues).toEqual([
      { path: '#', message: "'$defs' must be an object" },
      { path: '#/properties/a', message: "'type' array must not be empty" },
      { path: '#/properties/b', message: "'required' must be an array of strings" },
      { path: '#/properties/c', message: "'anyOf' must be a non-empty array" },
      { path: '#/properties/d', message: "'properties' must be an object" },
      { path: '#/properties/e', message: "'enum' must be a non-empty array" },
      { path: '#/properties/f', message: "'$ref' must be a string" },
      { path: '#/properties/g', message: 'schema must be an object' },
      { path: '#/properties/h', message: "'properties' must be an object" },
      { path: '#/properties/h', message: "'required' must be an array of strings" },
    ]);
  });
});
