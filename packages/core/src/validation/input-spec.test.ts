import { describe, expect, it } from 'vitest';
import * as z from './zod.js';
import { HonchoValidationError } from '../errors/client-errors.js';
import { checkInput, formatPath, inputIssues, rule, select } from './input-spec.js';
import { fields, honchoId, integer, required, text } from './rules.js';

describe('inputIssues', () => {
  const spec = fields({
    name: required(text(1, 5)),
    size: z.optional(integer(1, 10)),
    tags: z.optional(z.array(text(1, 3))),
    nested: z.optional(fields({ id: honchoId() })),
  });

  it('names each field at its property path, in the order of the shape', () => {
    expect(inputIssues(spec, { size: 11, name: 'toolong', tags: ['ok', 'long'], nested: { id: 'a b' } }, 'options')).toEqual([
      { path: 'options.name', message: 'must be at most 5 characters (got 7)' },
      { path: 'options.size', message: 'must be between 1 and 10 (got 11)' },
      { path: 'options.tags[1]', message: 'must be at most 3 characters (got 4)' },
      { path: 'options.nested.id', message: expect.stringMatching(/^must contain only letters, digits/) },
    ]);
  });

  it('reports nothing for valid input, and lets unknown keys pass', () => {
    expect(inputIssues(spec, { name: 'ok', extra: true })).toEqual([]);
  });

  it('refuses what is not an object, with the noun given', () => {
    expect(inputIssues(fields({}, 'an options object'), 'x', 'options')).toEqual([{ path: 'options', message: 'must be an options object, got "x"' }]);
    expect(inputIssues(fields({}), [], '')).toEqual([{ path: '', message: 'must be an object, got an array' }]);
  });
});

describe('checkInput', () => {
  it('throws one HonchoValidationError with every issue and the prefix', () => {
    const spec = fields({ a: required(text(1, 2)), b: z.optional(integer(0, 1)) });
    expect(() => checkInput(spec, { b: 2 }, 'Invalid thing() input')).toThrow(HonchoValidationError);
    try {
      checkInput(spec, { b: 2 }, 'Invalid thing() input');
    } catch (error) {
      expect((error as HonchoValidationError).message).toBe('Invalid thing() input: a: is required; b: must be between 0 and 1 (got 2)');
      expect((error as HonchoValidationError).issues).toHaveLength(2);
    }
  });

  it('returns quietly for valid input', () => {
    expect(() => checkInput(fields({ a: required(text(1, 2)) }), { a: 'ok' }, 'Invalid')).not.toThrow();
  });
});

describe('rule', () => {
  const walker = rule((value, path) =>
    Array.isArray(value) ? value.flatMap((item: unknown, index) => (item === 0 ? [{ path: `${path}[${index}].zero`, message: 'is zero' }] : [])) : [],
  );

  it('reports a walker\'s issues at their paths under the field', () => {
    expect(inputIssues(fields({ list: walker }), { list: [1, 0] }, 'input')).toEqual([{ path: 'input.list[1].zero', message: 'is zero' }]);
  });

  it('puts an issue at the walker\'s own root at the field', () => {
    const root = rule((value, path) => (value === 'bad' ? [{ path, message: 'is bad' }] : []));
    expect(inputIssues(fields({ v: root }), { v: 'bad' })).toEqual([{ path: 'v', message: 'is bad' }]);
    expect(inputIssues(fields({ v: root }), {})).toEqual([]);
  });
});

describe('select', () => {
  const oneOrMany = select((value) => (Array.isArray(value) ? z.array(honchoId()) : honchoId()));

  it('applies the spec the value\'s form picks, at the paths it reports', () => {
    expect(inputIssues(fields({ ids: oneOrMany }), { ids: ['ok', ''] })).toEqual([{ path: 'ids[1]', message: 'must not be empty' }]);
    expect(inputIssues(fields({ ids: oneOrMany }), { ids: 3 })).toEqual([{ path: 'ids', message: 'must be a string id, got number 3' }]);
    expect(inputIssues(fields({ ids: oneOrMany }), { ids: 'ok' })).toEqual([]);
  });
});

describe('formatPath', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(formatPath('', ['a', 0, 'b'])).toBe('a[0].b');
    expect(formatPath('options', ['a'])).toBe('options.a');
    expect(formatPath('messages', [2])).toBe('messages[2]');
  });
});
