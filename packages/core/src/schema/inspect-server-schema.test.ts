import { describe, expect, it } from 'vitest';
import { inspectServerSchema, MAX_NESTED_STEPS, type ServerSchemaIssue } from './inspect-server-schema.js';
import type { JsonSchema } from './json-schema.js';
import { wide } from './test-support/server-schema-cases.js';

/** The first issue as the server answers it: `422 <detail>`, `500`, or `200`. */
function serverAnswer(schema: unknown): string {
  const first: ServerSchemaIssue | undefined = inspectServerSchema(schema, { normalize: false }).issues[0];
  if (first === undefined) return '200';
  if (first.outcome === 'crash') return '500';
  return `422 Invalid response_format: ${first.serverMessage}`;
}

describe('inspectServerSchema as the server reads a schema (normalize: false)', () => {
  it('locates a problem where it is used for the server, and where it is written for the path', () => {
    const { issues } = inspectServerSchema(
      {
        type: 'object',
        properties: { x: { type: 'array', items: { $ref: '#/$defs/Bad' } }, y: { anyOf: [{ $ref: '#/$defs/Bad' }] } },
        $defs: { Bad: { allOf: [] } },
      },
      { normalize: false },
    );
    expect(issues).toEqual([
      {
        path: '#/$defs/Bad',
        message: "unsupported construct 'allOf'",
        outcome: 'refused',
        serverMessage: "unsupported construct 'allOf' at properties.x.items",
      },
      {
        path: '#/$defs/Bad',
        message: "unsupported construct 'allOf'",
        outcome: 'refused',
        serverMessage: "unsupported construct 'allOf' at properties.y.anyOf[0]",
      },
    ]);
  });

  it('reports first what the server meets first', () => {
    const many = wide(600).properties ?? {};
    expect(serverAnswer({ type: 'object', properties: { ...many, zz: { allOf: [] } } })).toBe(
      '422 Invalid response_format: schema exceeds the maximum of 500 nodes',
    );
    expect(serverAnswer({ type: 'object', properties: { a: { allOf: [] }, ...many } })).toBe(
      "422 Invalid response_format: unsupported construct 'allOf' at properties.a",
    );
    expect(serverAnswer({ type: 'object', not: {}, allOf: [], $defs: {} })).toBe(
      "422 Invalid response_format: unsupported construct 'allOf' at root",
    );
  });

  it('reads only what the server reads', () => {
    for (const schema of [
      { properties: { a: { type: 'string', description: 3 } } },
      { type: 'object', properties: { a: { type: 'array', prefixItems: [{ allOf: [] }] } } },
      { type: 'object', properties: { a: { enum: ['x'], type: 'date', properties: { b: { allOf: [] } } } } },
      { type: 'object', properties: { a: { anyOf: [{ type: 'string' }], oneOf: [{ allOf: [] }] } } },
      { type: 'object', properties: { a: { type: [['string']] } }, additionalProperties: 'x' },
      { anyOf: [{ type: 'object' }], type: 'object' },
      { type: null, properties: {}, $defs: null },
    ]) {
      expect(serverAnswer(schema)).toBe('200');
    }
  });

  it('words values as the server prints them', () => {
    const answer = (type: unknown) => serverAnswer({ type: 'object', properties: { a: { type } } });
    expect(answer(true)).toBe("422 Invalid response_format: unsupported type 'True' at properties.a");
    expect(answer(5)).toBe("422 Invalid response_format: unsupported type '5' at properties.a");
    expect(answer([null])).toBe('422 Invalid response_format: schema has no recognizable type at properties.a');
    expect(serverAnswer({ type: 'object', properties: { 'a.b': { type: 'date' } } })).toBe(
      "422 Invalid response_format: unsupported type 'date' at properties.a.b",
    );
  });

  it('tells a crash from a refusal', () => {
    expect(serverAnswer({ type: 'object', properties: { a: { type: { x: 'y' } } } })).toBe('500');
    const $defs: Record<string, JsonSchema> = { D0: { type: 'string' } };
    for (let i = 1; i <= MAX_NESTED_STEPS; i += 1) $defs[`D${i}`] = { $ref: `#/$defs/D${i - 1}` };
    // Reaching D0 from `x` through D<n> takes n + 1 expansions.
    const through = (n: number) => serverAnswer({ type: 'object', properties: { x: { $ref: `#/$defs/D${n}` } }, $defs });
    expect(through(MAX_NESTED_STEPS - 1)).toBe('200');
    expect(through(MAX_NESTED_STEPS)).toBe('500');
  });

  it('names a property pydantic cannot take with pydantic’s own text, after its subschema', () => {
    expect(serverAnswer({ type: 'object', properties: { model_validate: { type: 'string' } } })).toBe(
      "422 Invalid response_format: Field 'model_validate' conflicts with member <bound method BaseModel.model_validate of <class 'pydantic.main.BaseModel'>> of protected namespace 'model_validate'.",
    );
    expect(serverAnswer({ type: 'object', properties: { model_validate: { allOf: [] } } })).toBe(
      "422 Invalid response_format: unsupported construct 'allOf' at properties.model_validate",
    );
  });

  it('checks the root before anything else, and what it reads as after everything else', () => {
    expect(serverAnswer({ type: ['object'], properties: { a: { allOf: [] } } })).toBe(
      "422 Invalid response_format: root schema must have type 'object'",
    );
    expect(serverAnswer({ type: 'object', anyOf: [{ type: 'object' }, { allOf: [] }] })).toBe(
      "422 Invalid response_format: unsupported construct 'allOf' at anyOf[1]",
    );
    expect(serverAnswer({ type: 'object', anyOf: [{ type: 'object' }, { type: 'object' }] })).toBe(
      "422 Invalid response_format: root schema must have type 'object'",
    );
  });

  it('counts a type list once for the list and once per entry', () => {
    const properties = wide(497).properties ?? {};
    expect(serverAnswer({ type: 'object', properties: { ...properties, x: { type: ['string', 'null'] } } })).toBe(
      '422 Invalid response_format: schema exceeds the maximum of 500 nodes',
    );
  });
});

describe('inspectServerSchema as a client sends a schema (the default)', () => {
  it('accepts what it can turn into a schema the server accepts, and says what it sends', () => {
    const cases: [unknown, JsonSchema][] = [
      [
        { type: 'object', properties: { a: { $ref: '#/$defs/a~1b' } }, $defs: { 'a/b': { type: 'string' } } },
        { type: 'object', properties: { a: { type: 'string' } } },
      ],
      [{ type: 'object', properties: {}, additionalProperties: {} }, { type: 'object', properties: {}, additionalProperties: true }],
      [{ type: 'object', properties: { a: { type: 'string', $defs: {} } } }, { type: 'object', properties: { a: { type: 'string' } } }],
      [{ type: 'object', properties: { a: { const: 'x' } } }, { type: 'object', properties: { a: { enum: ['x'] } } }],
      [{ type: ['object'], properties: {} }, { type: 'object', properties: {} }],
    ];
    for (const [input, sent] of cases) {
      expect(serverAnswer(input)).not.toBe('200');
      expect(inspectServerSchema(input)).toEqual({ schema: sent, issues: [] });
      expect(serverAnswer(sent)).toBe('200');
    }
  });

  it('refuses a malformed escape, and reports what the server would say of it', () => {
    const { schema, issues } = inspectServerSchema({ type: 'object', properties: { a: { $ref: '#/$defs/a~2b' } }, $defs: {} });
    expect(schema).toBeUndefined();
    expect(issues.map((issue) => issue.serverMessage)).toEqual([
      "unsupported $ref '#/$defs/a~2b': only '#/$defs/<name>' or '#/definitions/<name>' references are supported at properties.a",
    ]);
  });

  it('returns a copy that shares nothing, even for a definition used twice', () => {
    const input = { type: 'object', properties: { a: { $ref: '#/$defs/T' }, b: { $ref: '#/$defs/T' } }, $defs: { T: { type: 'string' } } };
    const { schema } = inspectServerSchema(input);
    expect(schema?.properties?.a).toEqual({ type: 'string' });
    expect(schema?.properties?.a).not.toBe(schema?.properties?.b);
    expect(input.$defs.T).toEqual({ type: 'string' });
  });

  it('marks values that cannot be sent', () => {
    expect(inspectServerSchema([]).issues).toEqual([
      { path: '#', message: 'a JSON Schema must be an object, found an array', outcome: 'unsendable', serverMessage: undefined },
    ]);
    expect(inspectServerSchema({ type: 'object', properties: { a: { type: 'string', default: 1n } } }).issues).toEqual([
      { path: '#/properties/a/default', message: 'a bigint is not a JSON value', outcome: 'unsendable', serverMessage: undefined },
    ]);
  });
});
