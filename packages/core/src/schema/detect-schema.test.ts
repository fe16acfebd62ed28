import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z3 } from 'zod3';
import { detectSchema, jsonSchemaConverter, standardValidator } from './detect-schema.js';

describe('detectSchema', () => {
  it.each([
    ['zod 4 classic', z.object({ a: z.string() }), 'zod4'],
    ['zod 4 mini', zm.object({ a: zm.string() }), 'zod4'],
    ['zod 3', z3.object({ a: z3.string() }), 'zod3'],
    [
      'a Standard Schema',
      { '~standard': { version: 1, vendor: 'hand', validate: (value: unknown) => ({ value }) } },
      'standard-schema',
    ],
    ['a plain JSON Schema', { type: 'object' }, 'json-schema'],
    ['a null-prototype JSON Schema', Object.assign(Object.create(null) as object, { type: 'object' }), 'json-schema'],
  ])('recognises %s', (_, input, source) => {
    expect(detectSchema(input).source).toBe(source);
  });

  it.each([
    [null, 'null'],
    ['{"type":"object"}', 'a string'],
    [[{ type: 'object' }], 'an array'],
    [new Map(), 'a Map'],
    [() => ({}), 'a function'],
  ])('refuses %j, describing it', (input, description) => {
    expect(detectSchema(input)).toEqual({ source: 'unsupported', description });
  });
});

describe('jsonSchemaConverter / standardValidator', () => {
  it('finds the Standard JSON Schema converter of a zod 4 classic schema only', () => {
    expect(jsonSchemaConverter(z.string())).toBeTypeOf('function');
    expect(jsonSchemaConverter(zm.string())).toBeUndefined();
    expect(jsonSchemaConverter(z3.string())).toBeUndefined();
  });

  it('calls validate with its props as `this`', () => {
    const props = {
      version: 1,
      vendor: 'hand',
      validate(this: { vendor: string }, value: unknown) {
        return { value: `${this.vendor}:${String(value)}` };
      },
    };
    expect(standardValidator({ '~standard': props })?.('x')).toEqual({ value: 'hand:x' });
  });
});
