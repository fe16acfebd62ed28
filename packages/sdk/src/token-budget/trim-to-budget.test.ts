import { describe, expect, it } from 'vitest';
import { trimToBudget, type BudgetParts } from './trim-to-budget.js';

// The trim order on its own, with a measure anyone can check by hand: one "token" per character.
const parts: BudgetParts<string, string> = {
  messages: ['aaaa', 'bbbb', 'cccc'],
  representation: 'r1\nr2\nr3',
  peerCard: ['c1', 'c2'],
  summary: 'ssssss',
};
const length = (kept: { messages: string[]; representation: string | null; peerCard: string[] | null; summary: string | null }) =>
  kept.messages.join('').length + (kept.representation ?? '').length + (kept.peerCard ?? []).join('').length + (kept.summary ?? '').length;

describe('trimToBudget', () => {
  it('leaves out the fewest of each kind, in order: oldest messages, representation lines from the end, card lines from the end, the summary', () => {
    // 12 + 8 + 4 + 6 = 30
    expect(trimToBudget(parts, 30, length)).toMatchObject({ fits: true, trim: { tokens: 30, tokensBefore: 30, messages: 0 } });
    expect(trimToBudget(parts, 26, length).parts.messages).toEqual(['bbbb', 'cccc']);
    expect(trimToBudget(parts, 18, length)).toMatchObject({ parts: { messages: [], representation: 'r1\nr2\nr3' }, trim: { messages: 3, representationLines: 0, tokens: 18 } });
    expect(trimToBudget(parts, 15, length)).toMatchObject({ parts: { representation: 'r1\nr2' }, trim: { representationLines: 1, cardLines: 0 } });
    expect(trimToBudget(parts, 9, length)).toMatchObject({ parts: { representation: null, peerCard: ['c1'], summary: 'ssssss' }, trim: { representationLines: 3, cardLines: 1, summary: false, tokens: 8 } });
    expect(trimToBudget(parts, 5, length)).toMatchObject({ parts: { peerCard: [], summary: null }, fits: true, trim: { cardLines: 2, summary: true, tokens: 0 } });
  });

  it('says when even everything left out is over the budget', () => {
    const framed = (kept: Parameters<typeof length>[0]) => 10 + length(kept);
    expect(trimToBudget(parts, 9, framed)).toMatchObject({ fits: false, trim: { tokens: 0, tokensBefore: 40, messages: 3, representationLines: 3, cardLines: 2, summary: true } });
  });
});
