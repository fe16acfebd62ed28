import { describe, expect, it } from 'vitest';
import { type Bm25Document, compareRecency, rankBm25 } from './bm25.js';

const doc = (id: string, text: string, createdAt = '2026-01-01T00:00:00Z'): Bm25Document<string> => ({ item: id, id, createdAt, text });

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

describe('rankBm25', () => {
  it('ranks documents matching more, and rarer, terms first and drops non-matching ones', () => {
    const docs = [doc('mug', 'coffee mug'), doc('cup', 'coffee cup'), doc('mode', 'dark mode'), doc('both', 'dark coffee'), doc('tea', 'green tea')];
    // "dark" is in 2 documents and "coffee" in 3, so "dark mode" outranks the coffee-only ones, which tie and fall back to id.
    const hits = rankBm25(docs, 'dark coffee');
    expect(hits.map((hit) => hit.item)).toEqual(['both', 'mode', 'cup', 'mug']);
    expect(hits.every((hit) => hit.score > 0)).toBe(true);
  });

  it('saturates repeated terms and normalises for length', () => {
    const hits = rankBm25([doc('short', 'coffee'), doc('long', 'coffee is something I drink with friends and family every day')], 'coffee');
    expect(hits.map((hit) => hit.item)).toEqual(['short', 'long']);
  });

  it('breaks equal scores by recency, then id, whatever the input order', () => {
    const docs = [
      doc('b', 'coffee', '2026-01-01T00:00:00Z'),
      doc('a', 'coffee', '2026-01-01T00:00:00Z'),
      doc('new', 'coffee', '2026-02-01T00:00:00Z'),
      doc('old', 'coffee', '2025-12-01T00:00:00Z'),
    ];
    const expected = ['new', 'a', 'b', 'old'];
    for (const order of permutations(docs)) {
      const hits = rankBm25(order, 'coffee');
      expect(hits.map((hit) => hit.item)).toEqual(expected);
      expect(new Set(hits.map((hit) => hit.score)).size).toBe(1);
    }
  });

  it('gives identical scores for identical input', () => {
    const docs = [doc('x', 'I love dark roast coffee'), doc('y', 'sushi and coffee'), doc('z', 'tea')];
    expect(rankBm25(docs, 'coffee roast')).toEqual(rankBm25(docs, 'coffee roast'));
  });

  it('finds nothing for a query of stopwords, or in an empty corpus', () => {
    expect(rankBm25([doc('x', 'what is this')], 'what is this')).toEqual([]);
    expect(rankBm25([], 'coffee')).toEqual([]);
  });

  it('counts repeated query terms once', () => {
    const docs = [doc('x', 'coffee'), doc('y', 'coffee tea')];
    expect(rankBm25(docs, 'coffee coffee coffee')).toEqual(rankBm25(docs, 'coffee'));
  });
});

describe('compareRecency', () => {
  it('orders newer first, then by id, comparing unparseable timestamps as text', () => {
    expect(compareRecency({ createdAt: '2026-01-02', id: 'a' }, { createdAt: '2026-01-01', id: 'b' })).toBeLessThan(0);
    expect(compareRecency({ createdAt: '2026-01-01', id: 'a' }, { createdAt: '2026-01-01', id: 'b' })).toBeLessThan(0);
    expect(compareRecency({ createdAt: 'later', id: 'a' }, { createdAt: 'earlier', id: 'a' })).toBeLessThan(0);
  });
});
