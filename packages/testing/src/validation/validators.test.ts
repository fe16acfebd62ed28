import { describe, expect, it } from 'vitest';
import { metadata, resourceId, scopeOption } from './shared-fields.js';
import { RequestValidationError, type ValidationIssue } from './validation-issue.js';
import { array, boolean, datetime, integer, nullable, number, object, oneOf, optional, parse, refine, string, union, type Validator } from './validators.js';

function issuesOf<T>(validate: Validator<T>, input: unknown): ValidationIssue[] {
  try {
    parse(validate, input, ['body']);
    return [];
  } catch (error) {
    return [...(error as RequestValidationError).issues];
  }
}

describe('validators', () => {
  it('word their messages exactly as pydantic v2 does', () => {
    expect(issuesOf(string({ min: 1 }), '')[0]).toEqual({ type: 'string_too_short', loc: ['body'], msg: 'String should have at least 1 character', input: '', ctx: { min_length: 1 } });
    expect(issuesOf(string({ max: 2 }), 'abc')[0]?.msg).toBe('String should have at most 2 characters');
    expect(issuesOf(integer({ ge: 1 }), 0)[0]).toMatchObject({ type: 'greater_than_equal', msg: 'Input should be greater than or equal to 1', ctx: { ge: 1 } });
    expect(issuesOf(integer({ le: 100 }), 101)[0]?.msg).toBe('Input should be less than or equal to 100');
    expect(issuesOf(array(string(), { min: 1 }), [])[0]?.msg).toBe('List should have at least 1 item after validation, not 0');
    expect(issuesOf(array(string(), { max: 1 }), ['a', 'b'])[0]).toMatchObject({ type: 'too_long', msg: 'List should have at most 1 item after validation, not 2', ctx: { field_type: 'List', max_length: 1, actual_length: 2 } });
    expect(issuesOf(oneOf(['a', 'b', 'c']), 'd')[0]?.msg).toBe("Input should be 'a', 'b' or 'c'");
    expect(issuesOf(object({ id: string() }), {})[0]).toMatchObject({ type: 'missing', loc: ['body', 'id'], msg: 'Field required' });
    expect(issuesOf(object({ id: string() }), 'x')[0]?.type).toBe('model_attributes_type');
  });

  it('counts characters as Python does (code points)', () => {
    expect(issuesOf(string({ max: 2 }), '😀😀')).toEqual([]);
    expect(issuesOf(string({ max: 1 }), '😀😀')[0]?.type).toBe('string_too_long');
  });

  it('coerces like pydantic\'s lax mode', () => {
    expect(parse(integer(), '42', [])).toBe(42);
    expect(parse(integer(), 3.0, [])).toBe(3);
    expect(issuesOf(integer(), 3.5)[0]?.type).toBe('int_from_float');
    expect(issuesOf(integer(), 'x')[0]?.type).toBe('int_parsing');
    expect(issuesOf(integer(), true)[0]?.type).toBe('int_type');
    expect(parse(number(), '0.5', [])).toBe(0.5);
    expect(parse(boolean(), 'TRUE', [])).toBe(true);
    expect(parse(boolean(), 0, [])).toBe(false);
    expect(issuesOf(boolean(), 'perhaps')[0]?.type).toBe('bool_parsing');
  });

  it('reads booleans as the server does: no trimming, whole numbers other than 0/1 unparsable, fractions the wrong type', () => {
    for (const yes of ['yes', 'On', 'T', 'y', '1', 1, 1.0]) expect(parse(boolean(), yes, [])).toBe(true);
    for (const no of ['nO', 'off', 'F', '0', 0]) expect(parse(boolean(), no, [])).toBe(false);
    for (const bad of [' yes', 'True ', '', '2', 2, -1]) expect(issuesOf(boolean(), bad)[0]?.type).toBe('bool_parsing');
    for (const bad of [1.5, null, [], {}]) expect(issuesOf(boolean(), bad)[0]?.type).toBe('bool_type');
    expect(issuesOf(string(), 5)[0]?.type).toBe('string_type');
    expect(parse(datetime(), '2024-01-01', [])).toBe('2024-01-01T00:00:00Z');
    expect(parse(datetime(), '2024-01-01T10:00:00+02:00', [])).toBe('2024-01-01T08:00:00Z');
    expect(parse(datetime(), '2024-01-01T10:00:00.5Z', [])).toBe('2024-01-01T10:00:00.500000Z');
    expect(issuesOf(datetime(), 'Monday')[0]?.type).toBe('datetime_from_date_parsing');
  });

  it('collects every issue, applies defaults, keeps or forbids extras', () => {
    const shape = object({ a: string(), b: optional(integer(), () => 7), c: optional(nullable(string())) });
    expect(parse(shape, { a: 'x', extra: 1 }, [])).toEqual({ a: 'x', b: 7, c: undefined });
    expect(parse(shape, { a: 'x', c: null }, [])).toMatchObject({ c: null });
    expect(issuesOf(shape, { a: 1, b: 'no' }).map((issue) => issue.loc)).toEqual([['body', 'a'], ['body', 'b']]);
    expect(parse(object({ a: string() }, { extra: 'allow' }), { a: 'x', z: 1 }, [])).toEqual({ a: 'x', z: 1 });
    expect(issuesOf(object({ a: string() }, { extra: 'forbid' }), { a: 'x', z: 1 })[0]).toMatchObject({ type: 'extra_forbidden', loc: ['body', 'z'] });
    expect(parse(object({ list: array(string()) }, { aliases: { list: ['old'] } }), { old: ['x'] }, [])).toEqual({ list: ['x'] });
  });

  it('tags union branches and runs refinements', () => {
    expect(issuesOf(union<string | number>([['str', string()], ['int', integer()]]), [])).toMatchObject([
      { type: 'string_type', loc: ['body', 'str'] },
      { type: 'int_type', loc: ['body', 'int'] },
    ]);
    expect(parse(scopeOption(), ['a', 'b'], [])).toEqual(['a', 'b']);
    const even = refine(integer(), (value) => (value % 2 === 0 ? undefined : 'must be even'));
    expect(issuesOf(even, 3)[0]).toMatchObject({ type: 'value_error', msg: 'Value error, must be even' });
  });

  it('checks resource ids and metadata as the server does', () => {
    expect(issuesOf(resourceId(), 'a'.repeat(512))).toEqual([]);
    expect(issuesOf(resourceId(), 'white space')[0]?.ctx).toEqual({ pattern: '^[a-zA-Z0-9_-]+$' });
    expect(issuesOf(metadata(), { a: { b: { c: { d: { e: 1 } } } } })).toEqual([]);
    // Lists are no level on the server: only objects in objects count.
    expect(issuesOf(metadata(), { a: [[[[[1]]]]] })).toEqual([]);
    expect(issuesOf(metadata(), { a: { b: { c: { d: { e: { f: 1 } } } } } })[0]?.msg).toBe('Value error, Metadata nesting exceeds maximum depth of 5');
    expect(parse(metadata(), { 'k\u0000': ['v\u0000'] }, [])).toEqual({ k: ['v'] });
  });

  it('raises RequestValidationError with a readable message', () => {
    expect(() => parse(object({ id: string() }), {}, ['body'])).toThrow('body.id: Field required');
  });
});
