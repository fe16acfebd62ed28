import { resolveResponseFormat, StructuredOutputError, type JsonSchema, type StandardJSONSchemaV1, type StandardSchemaV1 } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import { dropOmittedNulls, parseStructuredText, type StructuredFormat } from './structured-content.js';

const format = async (schema: Parameters<typeof resolveResponseFormat>[0]): Promise<StructuredFormat> =>
  (await resolveResponseFormat(schema)) as StructuredFormat;

describe('dropOmittedNulls', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      nickname: { type: 'string' },
      maybe: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      listed: { type: ['integer', 'null'] },
      anything: {},
      nested: {
        type: 'object',
        properties: { inner: { type: 'number' }, kept: { type: 'number' } },
        required: ['kept'],
      },
      items: {
        type: 'array',
        items: { type: 'object', properties: { tag: { type: 'string' } } },
      },
      union: {
        anyOf: [{ type: 'object', properties: { deep: { type: 'string' } } }, { type: 'null' }],
      },
    },
    required: ['name'],
  };

  it('drops nulls only for optional, non-nullable properties, at every depth', () => {
    const value = {
      name: null,
      nickname: null,
      maybe: null,
      listed: null,
      anything: null,
      extra: null,
      nested: { inner: null, kept: null },
      items: [{ tag: null }, { tag: 'a' }],
      union: { deep: null },
    };
    expect(dropOmittedNulls(value, schema)).toStrictEqual({
      name: null,
      maybe: null,
      listed: null,
      anything: null,
      extra: null,
      nested: { kept: null },
      items: [{}, { tag: 'a' }],
      union: {},
    });
  });

  it('leaves the input untouched', () => {
    const value = { name: 'a', nickname: null };
    dropOmittedNulls(value, schema);
    expect(value).toStrictEqual({ name: 'a', nickname: null });
  });
});

describe('parseStructuredText', () => {
  it.each([
    ['zod 4', z.object({ a: z.string(), b: z.string().optional(), c: z.object({ d: z.number().optional() }).optional() })],
    ['zod 3', z3.object({ a: z3.string(), b: z3.string().optional(), c: z3.object({ d: z3.number().optional() }).optional() })],
  ])('lets %s .optional() fields come back as null', async (_name, schema) => {
    const resolved = await format(schema);
    expect(await parseStructuredText('{"a":"x","b":null,"c":{"d":null}}', resolved)).toStrictEqual({ a: 'x', c: {} });
    expect(await parseStructuredText('{"a":"x","b":null,"c":null}', resolved)).toStrictEqual({ a: 'x' });
  });

  it('keeps nulls that a nullable field allows, and rejects a null for a required field', async () => {
    const resolved = await format(z.object({ a: z.string().nullable(), b: z.string() }));
    expect(await parseStructuredText('{"a":null,"b":"y"}', resolved)).toStrictEqual({ a: null, b: 'y' });
    const error = await parseStructuredText('{"a":"x","b":null}', resolved).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect((error as StructuredOutputError).issues.map((issue) => issue.path)).toEqual(['b']);
    expect((error as StructuredOutputError).value).toBe('{"a":"x","b":null}');
  });

  it('validates with a Standard Schema that also describes itself as JSON Schema', async () => {
    const schema: StandardSchemaV1<unknown, { n: number }> & StandardJSONSchemaV1<unknown, { n: number }> = {
      '~standard': {
        version: 1,
        vendor: 'test',
        validate: (value: unknown) =>
          typeof (value as { n?: unknown }).n === 'number'
            ? { value: { n: (value as { n: number }).n * 2 } }
            : { issues: [{ message: 'n must be a number', path: ['n'] }] },
        jsonSchema: {
          input: () => ({ type: 'object', properties: { n: { type: 'number' } }, required: ['n'] }),
          output: () => ({ type: 'object', properties: { n: { type: 'number' } }, required: ['n'] }),
        },
      },
    } as never;
    const resolved = await format(schema);
    expect(await parseStructuredText('{"n": 2}', resolved)).toStrictEqual({ n: 4 });
    const error = await parseStructuredText('{"n": "2"}', resolved).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect((error as StructuredOutputError).issues).toEqual([{ path: 'n', message: 'n must be a number' }]);
    expect((error as StructuredOutputError).value).toBe('{"n": "2"}');
  });

  it('without a validating schema, decodes and requires an object', async () => {
    expect(await parseStructuredText('{"a":null}', undefined)).toStrictEqual({ a: null });
    expect(await parseStructuredText('{"a":null}', await format({ type: 'object', properties: { a: { type: 'string' } } }))).toStrictEqual({
      a: null,
    });
    await expect(parseStructuredText('[1]', undefined)).rejects.toBeInstanceOf(StructuredOutputError);
    const error = (await parseStructuredText('{"a":', undefined).catch((caught: unknown) => caught)) as StructuredOutputError;
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect(error.value).toBe('{"a":');
    expect(error.issues[0]!.message).toMatch(/not valid JSON/);
  });
});
