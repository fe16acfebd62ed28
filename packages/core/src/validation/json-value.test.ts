import { describe, expect, it } from 'vitest';
import { jsonValueIssues } from './json-value.js';

describe('jsonValueIssues', () => {
  it('finds what copyJson refuses, at property paths, without copying', () => {
    const metadata: Record<string, unknown> = { plan: 'pro', 'odd key': [1, 2n], nested: { when: new Date(0), n: Number.POSITIVE_INFINITY } };
    metadata.self = metadata;
    expect(jsonValueIssues(metadata, 'metadata')).toEqual([
      { path: 'metadata["odd key"][1]', message: 'a bigint is not a JSON value' },
      { path: 'metadata.nested.when', message: 'a Date is not a JSON value' },
      { path: 'metadata.nested.n', message: 'Infinity is not a JSON number' },
      { path: 'metadata.self', message: 'circular reference: the value contains itself' },
    ]);
  });

  it('names keys alone under the root path, and passes JSON data', () => {
    const input: Record<string, unknown> = { query: 'x', extra: { fn: () => 1 }, list: [undefined] };
    expect(jsonValueIssues(input, '')).toEqual([
      { path: 'extra.fn', message: 'a function is not a JSON value' },
      { path: 'list[0]', message: 'undefined is not a JSON value' },
    ]);
    const shared = { deep: [1, { ok: true }] };
    expect(jsonValueIssues({ a: shared, b: shared, c: null, d: undefined }, 'value')).toEqual([]);
  });

  it('stops at 500 levels rather than exhausting the stack', () => {
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let level = 0; level < 10_000; level++) deep = deep.next = {} as Record<string, unknown>;
    const issues = jsonValueIssues(root, 'metadata');
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toBe('nested more than 500 levels deep');
  });
});
