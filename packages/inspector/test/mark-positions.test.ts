/** The timeline's marks: spread so each is visible, moved as little as that takes. */
import { describe, expect, it } from 'vitest';
import { markPositions } from '../src/ui/pictures/mark-positions.js';

describe('markPositions', () => {
  it('spreads fifty messages written in four bursts so neighbours are a mark apart, within the width', () => {
    const wanted = Array.from({ length: 50 }, (_, index) => [0, 0.3, 0.6, 1][Math.floor(index / 12.5)]! * 574);
    const xs = markPositions(wanted, 574, 12);
    expect(xs).toHaveLength(50);
    for (let index = 1; index < xs.length; index += 1) expect(xs[index]! - xs[index - 1]!).toBeGreaterThanOrEqual(574 / 49 - 1e-9);
    expect(xs[0]).toBeGreaterThanOrEqual(0);
    expect(xs.at(-1)).toBeLessThanOrEqual(574);
  });

  it('leaves marks that are already apart where time puts them', () => {
    expect(markPositions([0, 100, 300], 574, 12)).toEqual([0, 100, 300]);
  });
});
