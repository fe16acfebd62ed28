import { describe, expect, it } from 'vitest';
import { stem, tokenize } from './tokenize.js';

describe('tokenize', () => {
  it('lowercases, splits on non-letters and drops stopwords and one-letter words', () => {
    expect(tokenize("What does the user's FAVOURITE drink-of-choice look like?")).toEqual(['favourit', 'drink', 'choic', 'look', 'lik']);
  });

  it('maps the forms of a word to one term', () => {
    const forms = ['love', 'loves', 'loved', 'loving'].map(stem);
    expect(new Set(forms)).toEqual(new Set(['lov']));
    expect(stem('cookies')).toBe(stem('cookie'));
    expect(stem('berries')).toBe(stem('berry'));
    expect(stem('running')).toBe('run');
  });

  it('leaves short words, numbers and other scripts alone', () => {
    expect(tokenize('tea 42 café 日本 x 7')).toEqual(['tea', '42', 'café', '日本', '7']);
  });

  it('splits camelCase and snake_case field names', () => {
    expect(tokenize('favoriteFood')).toEqual(['favorit', 'food']);
    expect(tokenize('years_vegetarian')).toEqual(['year', 'vegetarian']);
  });

  it('keeps stopwords when asked', () => {
    expect(tokenize('no', { keepStopwords: true })).toEqual(['no']);
    expect(tokenize('no')).toEqual([]);
  });
});
