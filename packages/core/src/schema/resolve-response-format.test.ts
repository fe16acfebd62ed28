import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z3 } from 'zod3';
import { APIResponseError } from '../errors/client-errors.js';
import { resolveResponseFormat } from './resolve-response-format.js';
import { SchemaValidationError } from './schema-validation-error.js';
import type { StandardJSONSchemaV1, StandardSchemaV1 } from './standard-schema.js';
import { StructuredOutputError } from './structured-output-error.js';

async function parseError(promise: Promise<unknown>): Promise<StructuredOutputError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!StructuredOutputError.isInstance(error)) throw new Error(`expected a StructuredOutputError, got ${String(error)}`);
  return error;
}

const answer = {
  preferences: [{ food: 'sushi', sentiment: 'likes' }],
  summary: 'Likes Japanese food.',
};

describe('resolveResponseFormat with zod 4', () => {
  const FoodPreferences = z.object({
    preferences: z.array(z.object({ food: z.string(), sentiment: z.enum(['loves', 'likes', 'hates']) })),
    summary: z.string(),
    confidence: z.number().default(0.5),
  });

  it('returns the checked JSON Schema and a parser', async () => {
    const format = await resolveResponseFormat(FoodPreferences);
    expect(format.source).toBe('zod4');
    expect(format.parseable).toBe(true);
    expect(format.jsonSchema.required).toEqual(['preferences', 'summary']);
  });

  it('parses the JSON text of a valid answer, applying defaults', async () => {
    const format = await resolveResponseFormat(FoodPreferences);
    expect(await format.parse(JSON.stringify(answer))).toEqual({ ...answer, confidence: 0.5 });
  });

  it('rejects an invalid answer naming the failing field', async () => {
    const format = await resolveResponseFormat(FoodPreferences);
    const error = await parseError(format.parse({ ...answer, preferences: [{ food: 1, sentiment: 'likes' }] }));
    expect(error.issues).toEqual([{ path: 'preferences[0].food', message: 'Invalid input: expected string, received number' }]);
    expect(APIResponseError.isInstance(error)).toBe(true);
    expect(error.message).toContain('preferences[0].food');
  });

  it('runs async refinements', async () => {
    const format = await resolveResponseFormat(
      z.object({ name: z.string().refine(async (name) => Promise.resolve(name !== 'taken'), 'name is taken') }),
    );
    expect(await format.parse({ name: 'free' })).toEqual({ name: 'free' });
    const error = await parseError(format.parse({ name: 'taken' }));
    expect(error.issues).toEqual([{ path: 'name', message: 'name is taken' }]);
  });

  it('zod mini validates through ~standard.validate', async () => {
    const format = await resolveResponseFormat(zm.object({ count: zm.number() }));
    expect(format.parseable).toBe(true);
    expect(await format.parse('{"count": 2}')).toEqual({ count: 2 });
    const error = await parseError(format.parse('{"count": "2"}'));
    expect(error.issues.map((issue) => issue.path)).toEqual(['count']);
  });
});

describe('resolveResponseFormat with zod 3', () => {
  const Schema = z3.object({ items: z3.array(z3.object({ name: z3.string() })), total: z3.number().int() });

  it('parses a valid answer', async () => {
    const format = await resolveResponseFormat(Schema);
    expect(format.source).toBe('zod3');
    expect(await format.parse({ items: [{ name: 'a' }], total: 1 })).toEqual({ items: [{ name: 'a' }], total: 1 });
  });

  it('rejects an invalid answer, one issue per failing field', async () => {
    const format = await resolveResponseFormat(Schema);
    const error = await parseError(format.parse({ items: [{ name: 3 }], total: 1.5 }));
    expect(error.issues).toEqual([
      { path: 'items[0].name', message: 'Expected string, received number' },
      { path: 'total', message: 'Expected integer, received float' },
    ]);
  });
});

describe('resolveResponseFormat with a hand-written Standard Schema', () => {
  interface Person {
    name: string;
  }
  const validate = (value: unknown): StandardSchemaV1.Result<Person> =>
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
      ? { value: { name: (value as Person).name.toUpperCase() } }
      : { issues: [{ message: 'name must be a string', path: [{ key: 'name' }] }] };
  const jsonSchema: StandardJSONSchemaV1.Converter = {
    input: () => ({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }),
    output: () => ({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }),
  };

  it('validates synchronously', async () => {
    const schema: StandardSchemaV1<Person> & StandardJSONSchemaV1<Person> = {
      '~standard': { version: 1, vendor: 'hand', validate, jsonSchema },
    };
    const format = await resolveResponseFormat(schema);
    expect(format.source).toBe('standard-schema');
    expect(format.jsonSchema).toEqual({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] });
    expect(await format.parse({ name: 'ada' })).toEqual({ name: 'ADA' });
    const error = await parseError(format.parse({ name: 1 }));
    expect(error.issues).toEqual([{ path: 'name', message: 'name must be a string' }]);
  });

  it('validates asynchronously', async () => {
    const schema: StandardSchemaV1<Person> & StandardJSONSchemaV1<Person> = {
      '~standard': { version: 1, vendor: 'hand', validate: async (value) => Promise.resolve(validate(value)), jsonSchema },
    };
    const format = await resolveResponseFormat(schema);
    expect(await format.parse('{"name":"ada"}')).toEqual({ name: 'ADA' });
    await expect(format.parse('{}')).rejects.toThrow(StructuredOutputError);
  });

  it('formats any kind of issue path', async () => {
    const weird = Symbol('weird');
    const schema: StandardSchemaV1 & StandardJSONSchemaV1 = {
      '~standard': {
        version: 1,
        vendor: 'hand',
        validate: () => ({
          issues: [
            { message: 'a', path: ['list', 0, { key: 'odd key' }, weird] },
            { message: 'b' },
            { message: 'c', path: [] },
          ],
        }),
        jsonSchema,
      },
    };
    const error = await parseError((await resolveResponseFormat(schema)).parse({}));
    expect(error.issues).toEqual([
      { path: 'list[0]["odd key"][Symbol(weird)]', message: 'a' },
      { path: '(root)', message: 'b' },
      { path: '(root)', message: 'c' },
    ]);
  });

  it('a Standard JSON Schema that cannot validate only checks for an object', async () => {
    const schema: StandardJSONSchemaV1<Person> = { '~standard': { version: 1, vendor: 'hand', jsonSchema } };
    const format = await resolveResponseFormat(schema);
    expect(format.parseable).toBe(false);
    expect(await format.parse({ anything: 1 })).toEqual({ anything: 1 });
  });
});

describe('resolveResponseFormat with a plain JSON Schema', () => {
  const schema = {
    type: 'object',
    properties: { foods: { type: 'array', items: { $ref: '#/$defs/Food' } } },
    required: ['foods'],
    $defs: { Food: { type: 'string' } },
  } as const;

  it('is not parseable and sends the inlined schema', async () => {
    const format = await resolveResponseFormat(schema);
    expect(format.source).toBe('json-schema');
    expect(format.parseable).toBe(false);
    expect(format.jsonSchema).toEqual({
      type: 'object',
      properties: { foods: { type: 'array', items: { type: 'string' } } },
      required: ['foods'],
    });
  });

  it('parse only checks that the answer is a JSON object', async () => {
    const format = await resolveResponseFormat(schema);
    expect(await format.parse('{"foods":["sushi"]}')).toEqual({ foods: ['sushi'] });
    const error = await parseError(format.parse('[1]'));
    expect(error.issues).toEqual([{ path: '(root)', message: 'expected a JSON object' }]);
  });
});

describe('resolveResponseFormat errors', () => {
  it('refuses answer text that is not JSON', async () => {
    const format = await resolveResponseFormat(z.object({ a: z.string() }));
    const error = await parseError(format.parse('{"a": '));
    expect(error.issues[0]?.path).toBe('(root)');
    expect(error.issues[0]?.message).toMatch(/^the answer is not valid JSON: /);
    expect(error.value).toBe('{"a": ');
  });

  it('raises SchemaValidationError, listing every issue, before anything is sent', async () => {
    const schema = z.object({
      tags: z.record(z.string(), z.string()),
      both: z.intersection(z.string(), z.string().min(1)),
    });
    const error = await resolveResponseFormat(schema).catch((caught: unknown) => caught);
    expect(SchemaValidationError.isInstance(error)).toBe(true);
    expect((error as SchemaValidationError).issues.map((issue) => issue.path)).toEqual([
      '#/properties/tags',
      '#/properties/both',
    ]);
  });
});
