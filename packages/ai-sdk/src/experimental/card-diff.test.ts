import { describe, expect, it } from 'vitest';
import { diffCards, unique } from './card-diff.js';

describe('diffCards', () => {
  it.each<[string, string[], string[], { added: string[]; removed: string[]; unchanged: string[]; changed: boolean }]>([
    ['no change', ['A', 'B'], ['A', 'B'], { added: [], removed: [], unchanged: ['A', 'B'], changed: false }],
    ['an addition', ['A'], ['A', 'B'], { added: ['B'], removed: [], unchanged: ['A'], changed: true }],
    ['a removal', ['A', 'B'], ['B'], { added: [], removed: ['A'], unchanged: ['B'], changed: true }],
    ['both, exact match only', ['a', 'B'], ['A', 'B'], { added: ['A'], removed: ['a'], unchanged: ['B'], changed: true }],
    ['repeats counted once', ['A', 'A'], ['B', 'B', 'A'], { added: ['B'], removed: [], unchanged: ['A'], changed: true }],
    ['empty sides', [], [], { added: [], removed: [], unchanged: [], changed: false }],
  ])('reports %s', (_name, before, after, expected) => {
    expect(diffCards(before, after)).toEqual(expected);
  });

  it('does not change its inputs', () => {
    const before = ['A'];
    const after = ['B'];
    diffCards(before, after);
    expect([before, after]).toEqual([['A'], ['B']]);
  });
});

describe('unique', () => {
  it('keeps the first of each entry, in order', () => {
    expect(unique(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });
});
