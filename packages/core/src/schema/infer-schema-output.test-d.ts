import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z3 } from 'zod3';
import type { InferSchemaOutput, ResponseFormatInput } from './infer-schema-output.js';
import type { JsonSchema } from './json-schema.js';
import { resolveResponseFormat, type ResolvedResponseFormat } from './resolve-response-format.js';
import type { StandardJSONSchemaV1, StandardSchemaV1 } from './standard-schema.js';

describe('InferSchemaOutput', () => {
  it('zod 4: the output type, with defaults filled and transforms applied', () => {
    const schema = z.object({
      name: z.string(),
      age: z.number().optional(),
      tags: z.array(z.string()).default([]),
      length: z.string().transform((text) => text.length),
    });
    expectTypeOf<InferSchemaOutput<typeof schema>>().toEqualTypeOf<{
      name: string;
      age?: number | undefined;
      tags: string[];
      length: number;
    }>();
  });

  it('zod 4 mini', () => {
    const schema = zm.object({ count: zm.number() });
    expectTypeOf<InferSchemaOutput<typeof schema>>().toEqualTypeOf<{ count: number }>();
  });

  it('zod 3', () => {
    const schema = z3.object({ name: z3.string(), kind: z3.enum(['a', 'b']), note: z3.string().nullable() });
    expectTypeOf<InferSchemaOutput<typeof schema>>().toEqualTypeOf<{
      name: string;
      kind: 'a' | 'b';
      note: string | null;
    }>();
  });

  it('Standard Schema: StandardSchemaV1.InferOutput', () => {
    type Schema = StandardSchemaV1<string, { parsed: number }>;
    expectTypeOf<InferSchemaOutput<Schema>>().toEqualTypeOf<{ parsed: number }>();
    expectTypeOf<InferSchemaOutput<Schema>>().toEqualTypeOf<StandardSchemaV1.InferOutput<Schema>>();
  });

  it('plain JSON Schema and non-validating Standard JSON Schema: a record', () => {
    expectTypeOf<InferSchemaOutput<JsonSchema>>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<InferSchemaOutput<StandardJSONSchemaV1<{ a: 1 }>>>().toEqualTypeOf<Record<string, unknown>>();
  });
});

describe('ResponseFormatInput', () => {
  it('accepts every supported kind of schema', () => {
    expectTypeOf(z.object({})).toExtend<ResponseFormatInput>();
    expectTypeOf(zm.object({})).toExtend<ResponseFormatInput>();
    expectTypeOf(z3.object({})).toExtend<ResponseFormatInput>();
    expectTypeOf({ type: 'object', properties: { a: { type: 'string' } } } as const).toExtend<ResponseFormatInput>();
    expectTypeOf<StandardSchemaV1<number>>().toExtend<ResponseFormatInput>();
  });

  it('refuses values that are not schemas', () => {
    expectTypeOf<string>().not.toExtend<ResponseFormatInput>();
    expectTypeOf<{ type: 'date' }>().not.toExtend<ResponseFormatInput>();
  });

  it('lets zod schemas fit this package’s own Standard Schema types', () => {
    expectTypeOf(z.string()).toExtend<StandardSchemaV1<string, string>>();
    expectTypeOf(z.string()).toExtend<StandardJSONSchemaV1<string, string>>();
    expectTypeOf(z3.string()).toExtend<StandardSchemaV1<string, string>>();
  });
});

describe('resolveResponseFormat', () => {
  it('carries the schema’s output type to parse', async () => {
    const format = await resolveResponseFormat(z.object({ summary: z.string() }));
    expectTypeOf(format).toEqualTypeOf<ResolvedResponseFormat<{ summary: string }>>();
    expectTypeOf(format.parse).returns.resolves.toEqualTypeOf<{ summary: string }>();

    const plain = await resolveResponseFormat({ type: 'object' });
    expectTypeOf(plain.parse).returns.resolves.toEqualTypeOf<Record<string, unknown>>();

    const legacy = await resolveResponseFormat(z3.object({ n: z3.number() }));
    expectTypeOf(legacy.parse).returns.resolves.toEqualTypeOf<{ n: number }>();
  });
});
