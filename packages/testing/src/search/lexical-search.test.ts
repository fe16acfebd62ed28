import { describe, expect, it } from 'vitest';
import { lexicalScore, lexicalSearch, terms } from './lexical-search.js';

describe('lexical search', () => {
  it('splits words in any script, lower-cased', () => {
    expect(terms('Café au LAIT, 2x!')).toEqual(['café', 'au', 'lait', '2x']);
  });

  it('scores the share of query words found, counting prefixes of 3+ letters', () => {
    expect(lexicalScore('dark coffee', 'I like dark roast coffee')).toBe(1);
    expect(lexicalScore('dark tea', 'dark roast')).toBe(0.5);
    expect(lexicalScore('prefer', 'her preferences')).toBe(1);
    expect(lexicalScore('pr', 'preferences')).toBe(0);
    expect(lexicalScore('', 'anything')).toBe(1);
  });

  it('ranks by score, then newest first, dropping non-matches', () => {
    const items = [
      { seq: 1, text: 'coffee' },
      { seq: 2, text: 'tea' },
      { seq: 3, text: 'coffee and tea' },
      { seq: 4, text: 'coffee' },
    ];
    const hits = lexicalSearch(items, 'coffee tea', (item) => item.text);
    expect(hits.map((hit) => hit.item.seq)).toEqual([3, 4, 2, 1]);
  });
});
