import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z3 } from 'zod3';
import * as z3v4 from 'zod3/v4';
import type { InputIssue } from '../errors/client-errors.js';
import { SchemaValidationError } from './schema-validation-error.js';
import type { StandardJSONSchemaV1, StandardSchemaV1 } from './standard-schema.js';
import { convertSchema, toJsonSchema } from './to-json-schema.js';

async function issuesOf(input: unknown): Promise<readonly InputIssue[]> {
  try {
    await toJsonSchema(input as never);
  } catch (error) {
    if (SchemaValidationError.isInstance(error)) return error.issues;
    throw error;
  }
  throw new Error('expected a SchemaValidationError');
}

/** A Standard Schema that is also a Standard JSON Schema, written by hand. */
function handSchema(
  toJson: (options: StandardJSONSchemaV1.Options) => Record<string, unknown>,
): StandardSchemaV1<{ a: string }> & StandardJSONSchemaV1<{ a: string }> {
  return {
    '~standard': {
      version: 1,
      vendor: 'hand',
      validate: (value) => ({ value: value as { a: string } }),
      jsonSchema: { input: toJson, output: toJson },
    },
  };
}

describe('toJsonSchema', () => {
  it('zod 4: uses the schema’s own converter, input side, without $schema', async () => {
    const schema = z.object({ a: z.string(), n: z.number().default(1) });
    expect(await convertSchema(schema)).toEqual({
      source: 'zod4',
      jsonSchema: {
        type: 'object',
        properties: { a: { type: 'string' }, n: { default: 1, type: 'number' } },
        required: ['a'],
      },
    });
  });

  it('zod 4: describes a transform by its input', async () => {
    const schema = z.object({ length: z.string().transform((text) => text.length) });
    expect(await toJsonSchema(schema)).toEqual({
      type: 'object',
      properties: { length: { type: 'string' } },
      required: ['length'],
    });
  });

  it('zod mini and zod 4.0 (no ~standard.jsonSchema) fall back to zod/v4/core', async () => {
    const expected = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] };
    expect(await toJsonSchema(zm.object({ a: zm.string() }))).toEqual(expected);
    expect(await toJsonSchema(z3v4.object({ a: z3v4.string() }))).toEqual(expected);
  });

  it('zod 3: converts with zod-to-json-schema, draft-07, no $schema', async () => {
    expect(await convertSchema(z3.object({ a: z3.string().optional() }))).toEqual({
      source: 'zod3',
      jsonSchema: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false },
    });
  });

  it('Standard JSON Schema: asks for draft 2020-12 and keeps only its input side', async () => {
    const input = vi.fn(() => ({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { a: { type: 'string' } },
    }));
    expect(await convertSchema(handSchema(input))).toEqual({
      source: 'standard-schema',
      jsonSchema: { type: 'object', properties: { a: { type: 'string' } } },
    });
    expect(input).toHaveBeenCalledWith({ target: 'draft-2020-12' });
  });

  it('Standard JSON Schema: falls back to draft-07 when 2020-12 is refused', async () => {
    const input = vi.fn((options: StandardJSONSchemaV1.Options) => {
      if (options.target !== 'draft-07') throw new Error(`unsupported target ${options.target}`);
      return { type: 'object', definitions: { A: { $schema: 'x', type: 'string' } } };
    });
    expect(await toJsonSchema(handSchema(input))).toEqual({ type: 'object', definitions: { A: { type: 'string' } } });
    expect(input.mock.calls.map(([options]) => options.target)).toEqual(['draft-2020-12', 'draft-07']);
  });

  it('a converter that fails becomes a SchemaValidationError with the cause', async () => {
    const failure = new Error('cannot convert');
    const schema = handSchema(() => {
      throw failure;
    });
    const error = await toJsonSchema(schema).catch((caught: unknown) => caught);
    expect(SchemaValidationError.isInstance(error)).toBe(true);
    expect((error as SchemaValidationError).issues).toEqual([
      { path: '#', message: 'the Standard Schema schema could not be converted to JSON Schema: cannot convert' },
    ]);
    expect((error as SchemaValidationError).cause).toBe(failure);
  });

  it('a Standard Schema without the JSON Schema extension is refused, naming its vendor', async () => {
    const schema: StandardSchemaV1 = { '~standard': { version: 1, vendor: 'valibot', validate: (value) => ({ value }) } };
    const [issue] = await issuesOf(schema);
    expect(issue?.message).toContain('this Standard Schema (vendor "valibot") cannot describe itself as JSON Schema');
  });

  it('a plain JSON Schema is deep-copied and loses $schema', async () => {
    const input = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { a: { type: 'string' } },
      $defs: { A: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'string' } },
    } as const;
    const output = await toJsonSchema(input);
    expect(output).toEqual({ type: 'object', properties: { a: { type: 'string' } }, $defs: { A: { type: 'string' } } });
    expect(output.properties).not.toBe(input.properties);
    expect(input.$schema).toBeDefined();
  });

  it('a plain JSON Schema keeps pointer $refs: they are the caller’s to fix', async () => {
    const input = { type: 'object', properties: { a: { type: 'string' }, b: { $ref: '#/properties/a' } } } as const;
    expect(await toJsonSchema(input)).toEqual(input);
  });

  it('a plain object holding non-JSON values is refused, naming each', async () => {
    const node: Record<string, unknown> = { type: 'object', properties: { when: { default: new Date(0) } } };
    (node.properties as Record<string, unknown>).self = node;
    expect(await issuesOf(node)).toEqual([
      { path: '#/properties/when/default', message: 'a Date is not a JSON value' },
      { path: '#/properties/self', message: 'circular reference: the value contains itself' },
    ]);
  });

  it.each([
    [null, 'null'],
    [undefined, 'an undefined'],
    ['{"type":"object"}', 'a string'],
    [42, 'a number'],
    [[{ type: 'object' }], 'an array'],
    [new Date(0), 'a Date'],
    [() => ({ type: 'object' }), 'a function'],
  ])('refuses %j, saying what is accepted', async (input, description) => {
    expect(await issuesOf(input)).toEqual([
      {
        path: '#',
        message:
          'expected a zod schema (zod 3 or zod 4), a Standard Schema that implements the Standard JSON Schema ' +
          `extension (~standard.jsonSchema), or a plain JSON Schema object; got ${description}`,
      },
    ]);
  });
});

describe('runtime imports', () => {
  it('no runtime file imports zod or zod-to-json-schema statically', () => {
    const directory = dirname(fileURLToPath(import.meta.url));
    const runtimeFiles = readdirSync(directory).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.test-d.ts'),
    );
    expect(runtimeFiles.length).toBeGreaterThan(5);
    for (const file of runtimeFiles) {
      const source = readFileSync(join(directory, file), 'utf8');
      // `import type` is erased; any other static import of these would load them for every user.
      const statics = source.match(/^import(?!\s+type\b)[^;]*from\s+['"](zod|zod-to-json-schema)(\/[^'"]*)?['"]/gm);
      expect(statics, file).toBeNull();
      expect(source, file).not.toMatch(/\b(process|Buffer)\./);
    }
  });
});
