import { describe, expect, it } from 'vitest';
import { nearest, termDistance } from './term-distance.js';

describe('termDistance', () => {
  it('is one minus the cosine of the two word sets', () => {
    expect(termDistance('tea', 'Tea.')).toBe(0);
    expect(termDistance('tea', 'green tea')).toBeCloseTo(1 - Math.SQRT1_2);
    expect(termDistance('tea', 'Bob likes green tea')).toBeCloseTo(0.5);
    expect(termDistance('tea', 'Bob plays chess')).toBe(1);
  });

  it('counts a text word that starts with a query word of 3+ letters', () => {
    expect(termDistance('prefer', 'preferences')).toBe(0);
    expect(termDistance('pr', 'preferences')).toBe(1);
  });

  it('is 1 when either side has no words', () => {
    expect(termDistance('', 'anything')).toBe(1);
    expect(termDistance('tea', '...')).toBe(1);
  });
});

describe('nearest', () => {
  it('returns every item, nearest first, newest first among ties', () => {
    const items = [
      { seq: 1, text: 'Bob plays chess' },
      { seq: 2, text: 'green tea' },
      { seq: 3, text: 'tea' },
      { seq: 4, text: 'Bob lives in Lisbon' },
    ];
    expect(nearest(items, 'tea', (item) => item.text).map((hit) => hit.item.seq)).toEqual([3, 2, 4, 1]);
  });
});
