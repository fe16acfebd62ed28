import { describe, expect, it } from 'vitest';
import { allOf, inputIssues, rule } from './input-spec.js';
import { atLeast, callback, fields, finiteNumber, flag, honchoId, honchoIdRef, integer, list, oneOf, optionsArgument, required, text } from './rules.js';
import * as z from './zod.js';

/** The one message a leaf gives for `value`, or `undefined` when it accepts it. */
const messageOf = (spec: Parameters<typeof inputIssues>[0], value: unknown): string | undefined => {
  const issues = inputIssues(spec, value, 'field');
  expect(issues.length).toBeLessThanOrEqual(1);
  if (issues[0] !== undefined) expect(issues[0].path).toBe('field');
  return issues[0]?.message;
};

describe('the leaf rules', () => {
  it('honchoId: a string of letters, digits, _ and -, 1..512 long', () => {
    expect(messageOf(honchoId(), 'user_1-a')).toBeUndefined();
    expect(messageOf(honchoId(), 3)).toBe('must be a string id, got number 3');
    expect(messageOf(honchoId(), [])).toBe('must be a string id, got an array');
    expect(messageOf(honchoId(), '')).toBe('must not be empty');
    expect(messageOf(honchoId(), 'x'.repeat(513))).toBe('must be at most 512 characters (got 513)');
    expect(messageOf(honchoId(), 'a@b.c')).toBe(
      'must contain only letters, digits, "_" and "-" (map emails and other external ids to that alphabet), got "a@b.c"',
    );
  });

  it('text: a string of min..max characters', () => {
    expect(messageOf(text(1, 3), 'abc')).toBeUndefined();
    expect(messageOf(text(1, 3), null)).toBe('must be a string, got null');
    expect(messageOf(text(1, 3), '')).toBe('must not be empty');
    expect(messageOf(text(2, 3), 'a')).toBe('must be at least 2 characters');
    expect(messageOf(text(1, 3), 'abcd')).toBe('must be at most 3 characters (got 4)');
  });

  it('integer and atLeast', () => {
    expect(messageOf(integer(1, 10), 10)).toBeUndefined();
    expect(messageOf(integer(1, 10), 1.5)).toBe('must be an integer, got number 1.5');
    expect(messageOf(integer(1, 10), Number.NaN)).toBe('must be an integer, got number NaN');
    expect(messageOf(integer(1, 10), '3')).toBe('must be an integer, got "3"');
    expect(messageOf(integer(1, 10), 11)).toBe('must be between 1 and 10 (got 11)');
    expect(messageOf(atLeast(1), 0)).toBe('must be at least 1 (got 0)');
    expect(messageOf(atLeast(1), 2 ** 60)).toBe(`must be an integer, got number ${2 ** 60}`);
  });

  it('finiteNumber', () => {
    expect(messageOf(finiteNumber(0, 1), 0.5)).toBeUndefined();
    expect(messageOf(finiteNumber(0, 1), Number.POSITIVE_INFINITY)).toBe('must be a finite number, got number Infinity');
    expect(messageOf(finiteNumber(0, 1), 2)).toBe('must be between 0 and 1 (got 2)');
  });

  it('oneOf, flag and callback', () => {
    expect(messageOf(oneOf(['low', 'high']), 'low')).toBeUndefined();
    expect(messageOf(oneOf(['low', 'high']), 'mid')).toBe('must be one of "low", "high", got "mid"');
    expect(messageOf(flag(), false)).toBeUndefined();
    expect(messageOf(flag(), 'yes')).toBe('must be true or false, got "yes"');
    expect(messageOf(callback(), () => 1)).toBeUndefined();
    expect(messageOf(callback(), 1)).toBe('must be a function, got number 1');
  });

  it('required: missing is "is required", present is checked by the rule', () => {
    expect(messageOf(required(text(1, 3)), undefined)).toBe('is required');
    expect(messageOf(required(text(1, 3)), null)).toBe('is required');
    expect(messageOf(required(text(1, 3)), 'abcd')).toBe('must be at most 3 characters (got 4)');
  });

  it('builds each leaf once per rule and bounds; a shared leaf reports at the path of each field using it', () => {
    expect(honchoId()).toBe(honchoId());
    expect(honchoIdRef()).toBe(honchoIdRef());
    expect(flag()).toBe(flag());
    expect(callback()).toBe(callback());
    expect(text(1, 3)).toBe(text(1, 3));
    expect(text(1, 3)).not.toBe(text(1, 4));
    expect(text(1, 3)).not.toBe(text(0, 3));
    expect(integer(0, 5)).toBe(integer(0, 5));
    expect(integer(0, 5)).not.toBe(finiteNumber(0, 5));
    expect(atLeast(2)).not.toBe(atLeast(3));
    expect(oneOf(['low', 'high'])).toBe(oneOf(['low', 'high']));
    expect(oneOf(['low', 'high'])).not.toBe(oneOf(['low', 'mid']));
    // The same instance under two parents: each issue names its own field and bound.
    const pair = fields({ a: honchoId(), b: z.optional(honchoId()), short: text(1, 3), long: text(1, 4) });
    expect(inputIssues(pair, { a: '', b: 'x y', short: 'abcd', long: 'abcde' }, 'input')).toEqual([
      { path: 'input.a', message: 'must not be empty' },
      { path: 'input.b', message: expect.stringContaining('must contain only letters') },
      { path: 'input.short', message: 'must be at most 3 characters (got 4)' },
      { path: 'input.long', message: 'must be at most 4 characters (got 5)' },
    ]);
  });
});

describe('list', () => {
  it('names what the list should be, and each bad item at its index', () => {
    const ids = list(honchoIdRef(), 'a list of ids');
    expect(inputIssues(ids, 'a', 'ids')).toEqual([{ path: 'ids', message: 'must be a list of ids, got "a"' }]);
    expect(inputIssues(ids, ['a', ''], 'ids')).toEqual([{ path: 'ids[1]', message: 'must not be empty' }]);
  });
});

describe('honchoIdRef', () => {
  it('checks an id given as itself or as an object carrying it, at .id for an object', () => {
    const spec = fields({ session: honchoIdRef() });
    expect(inputIssues(spec, { session: 'ok' })).toEqual([]);
    expect(inputIssues(spec, { session: { id: 'ok', other: 1 } })).toEqual([]);
    expect(inputIssues(spec, { session: { id: 'a b' } })[0]?.path).toBe('session.id');
    expect(inputIssues(spec, { session: undefined })).toEqual([{ path: 'session', message: 'is required' }]);
    expect(inputIssues(spec, { session: 3 })).toEqual([{ path: 'session', message: 'must be a string id, got number 3' }]);
  });
});

describe('optionsArgument', () => {
  const spec = optionsArgument(fields({ on: z.optional(flag()) }), 'an object with a switch');

  it('reports the fields by their own names', () => {
    expect(inputIssues(spec, { on: 1 })).toEqual([{ path: 'on', message: 'must be true or false, got number 1' }]);
  });

  it('refuses what is not an object at options', () => {
    for (const value of [null, 'x', [], 5]) {
      expect(inputIssues(spec, value)).toEqual([{ path: 'options', message: expect.stringMatching(/^must be an object with a switch, got /) }]);
    }
  });
});

describe('allOf', () => {
  it('reports every spec, in order, even when an earlier one fails', () => {
    const cross = rule((value) => ((value as { on?: unknown }).on === undefined ? [{ path: 'on', message: 'is required here' }] : []));
    const spec = allOf(cross, fields({ on: z.optional(flag()), off: z.optional(flag()) }));
    expect(inputIssues(spec, { off: 'no' })).toEqual([
      { path: 'on', message: 'is required here' },
      { path: 'off', message: 'must be true or false, got "no"' },
    ]);
    expect(inputIssues(spec, { on: true })).toEqual([]);
  });
});
