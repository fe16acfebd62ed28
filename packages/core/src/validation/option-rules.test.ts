import { describe, expect, it } from 'vitest';
import { allOf, inputIssues, rule } from './input-spec.js';
import { fields, flag, honchoId, integer, knownFields, knownKeys, optionsArgument } from './rules.js';
import * as z from './zod.js';

const shape = { userId: honchoId(), timeout: z.optional(integer(1, 10)), persist: z.optional(flag()) };
const lines = (issues: readonly { path: string; message: string }[]): string[] => issues.map((issue) => `${issue.path}: ${issue.message}`);

describe('knownKeys', () => {
  it('names each key outside the list, with a noun or a message of its own', () => {
    expect(lines(inputIssues(knownKeys(['a', 'b'], 'a test option'), { a: 1, c: 2, d: 3 }))).toEqual([
      'c: is not a test option (expected one of a, b)',
      'd: is not a test option (expected one of a, b)',
    ]);
    expect(lines(inputIssues(knownKeys(['a'], (key) => `is not known here (${key})`), { b: 1 }, 'options'))).toEqual(['options.b: is not known here (b)']);
  });

  it('leaves what is not an object to the field rules', () => {
    for (const value of [undefined, null, 'x', 3, ['a']]) expect(inputIssues(knownKeys(['a'], 'an option'), value)).toEqual([]);
  });
});

describe('allOf', () => {
  it('reports unknown keys, fields and rules across fields together, where .check() would stop at the first failed field', () => {
    const bothSet = rule((value, path) => ((value as { userId?: unknown }).userId === 'same' ? [{ path: `${path}.persist`, message: 'clashes with userId' }] : []));
    const spec = allOf(knownKeys(Object.keys(shape), 'an option'), fields(shape), bothSet);
    expect(lines(inputIssues(spec, { userId: 'same', timeout: 0, persist: 'yes', typo: 1 }))).toEqual([
      'typo: is not an option (expected one of userId, timeout, persist)',
      'timeout: must be between 1 and 10 (got 0)',
      'persist: must be true or false, got "yes"',
      'persist: clashes with userId',
    ]);
    // What allOf is for: zod skips an object's own check once a field has failed.
    expect(lines(inputIssues(fields(shape).check(z.refine(() => false, { error: 'cross' })), { userId: 'a', timeout: 0 }))).toEqual([
      'timeout: must be between 1 and 10 (got 0)',
    ]);
  });

  it('passes a valid value', () => {
    expect(inputIssues(allOf(fields(shape)), { userId: 'ada' })).toEqual([]);
  });
});

describe('knownFields and optionsArgument', () => {
  const spec = optionsArgument(knownFields(shape, 'an object', 'an adapter option'), 'an options object');

  it('names the fields of top-level options as they are, and unknown keys first', () => {
    expect(lines(inputIssues(spec, { userId: 'a b', userID: 'x' }))).toEqual([
      'userID: is not an adapter option (expected one of userId, timeout, persist)',
      'userId: must contain only letters, digits, "_" and "-" (map emails and other external ids to that alphabet), got "a b"',
    ]);
  });

  it('calls a value that is not an object `options`', () => {
    expect(lines(inputIssues(spec, 'ada'))).toEqual(['options: must be an options object, got "ada"']);
    expect(lines(inputIssues(spec, null))).toEqual(['options: must be an options object, got null']);
  });

  it('takes extra known keys, such as per-call options', () => {
    expect(inputIssues(knownFields(shape, 'an object', 'an option', ['signal']), { userId: 'a', signal: undefined })).toEqual([]);
  });
});
