import { describe, expect, it } from 'vitest';
import { metadataIssues } from './metadata.js';

describe('metadataIssues', () => {
  it('accepts 100 keys and objects nested 5 deep', () => {
    expect(metadataIssues(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i])), 'metadata')).toEqual([]);
    expect(metadataIssues({ a: { b: { c: { d: { e: 1 } } } } }, 'metadata')).toEqual([]);
  });

  it('refuses 101 keys and objects nested 6 deep', () => {
    expect(metadataIssues(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])), 'metadata')).toHaveLength(1);
    expect(metadataIssues({ a: { b: { c: { d: { e: { f: 1 } } } } } }, 'metadata')).toEqual([
      { path: 'metadata', message: 'must nest at most 5 levels deep (got 6)' },
    ]);
  });

  it('does not count lists as levels, as the server does not', () => {
    // The server accepts both: it follows object values only.
    expect(metadataIssues({ a: [[[[[[1]]]]]] }, 'metadata')).toEqual([]);
    expect(metadataIssues({ a: [{ b: { c: { d: { e: { f: 1 } } } } }] }, 'metadata')).toEqual([]);
  });
});
