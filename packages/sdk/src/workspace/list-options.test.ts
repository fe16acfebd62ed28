import { describe, expect, it } from 'vitest';
import { inputIssues } from '@honcho-ai/sdk-core';
import { listOptionsSpec, normalizeListOptions } from './list-options.js';

describe('normalizeListOptions', () => {
  it('treats an object without option keys as a bare filter, as 2.5 did', () => {
    expect(normalizeListOptions({ metadata: { plan: 'pro' } })).toEqual({ filters: { metadata: { plan: 'pro' } } });
    expect(normalizeListOptions({ peer_id: 'alice' })).toEqual({ filters: { peer_id: 'alice' } });
  });

  it('treats an object with filters or a pagination key as options', () => {
    expect(normalizeListOptions({ filters: { peer_id: 'a' }, size: 5 })).toEqual({ filters: { peer_id: 'a' }, size: 5 });
    expect(normalizeListOptions({ reverse: true })).toEqual({ reverse: true });
    expect(normalizeListOptions({ page: 2 })).toEqual({ page: 2 });
  });

  it('treats per-call options and extra keys as options', () => {
    const signal = new AbortController().signal;
    expect(normalizeListOptions({ signal })).toEqual({ signal });
    expect(normalizeListOptions({ timeout: 5 })).toEqual({ timeout: 5 });
    expect(normalizeListOptions({ kind: 'all' }, ['kind'])).toEqual({ kind: 'all' });
    expect(normalizeListOptions({ kind: 'all' })).toEqual({ filters: { kind: 'all' } });
  });

  it('returns empty options for nothing', () => {
    expect(normalizeListOptions(undefined)).toEqual({});
  });
});

describe('listOptionsSpec', () => {
  it('checks page, size, reverse and filters', () => {
    const issues = inputIssues(listOptionsSpec, { page: 0, size: 101, reverse: 'yes' as unknown as boolean, filters: { AND: 1 } });
    expect(issues.map((issue) => issue.path)).toEqual(['filters.AND', 'page', 'size', 'reverse']);
    expect(inputIssues(listOptionsSpec, { page: 1, size: 100, reverse: false })).toEqual([]);
    expect(inputIssues(listOptionsSpec, { size: 2.5 })[0]?.message).toBe('must be an integer, got number 2.5');
  });
});
