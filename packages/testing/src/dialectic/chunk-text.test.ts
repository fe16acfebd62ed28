import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk-text.js';

describe('chunkText', () => {
  it('sends one word per piece with its leading whitespace', () => {
    expect([...chunkText('The user enjoys sushi.')]).toEqual(['The', ' user', ' enjoys', ' sushi.']);
  });

  it('keeps leading and trailing whitespace and newlines', () => {
    expect([...chunkText('  a\n\nb  ')]).toEqual(['  a', '\n\nb  ']);
    expect([...chunkText('   ')]).toEqual(['   ']);
    expect([...chunkText('')]).toEqual([]);
  });

  it('cuts fixed runs of code points without splitting astral characters', () => {
    expect([...chunkText('ab😀cde', 2)]).toEqual(['ab', '😀c', 'de']);
    expect([...chunkText('{"a":1}', 3)]).toEqual(['{"a', '":1', '}']);
  });

  it('always concatenates back to the text', () => {
    const samples = ['', ' ', 'x', ' lead', 'trail ', 'many   spaces\tand\nlines ', '{"k": ["v w", 1]}', 'emoji 😀😀 text', '日本語 テキスト'];
    for (const sample of samples) {
      expect([...chunkText(sample)].join('')).toBe(sample);
      for (const size of [1, 2, 3, 7, 100]) expect([...chunkText(sample, size)].join('')).toBe(sample);
    }
  });

  it('rejects a chunk size that is not a positive integer, before producing anything', () => {
    expect(() => chunkText('abc', 0)).toThrow(RangeError);
    expect(() => chunkText('abc', 1.5)).toThrow(RangeError);
  });
});
