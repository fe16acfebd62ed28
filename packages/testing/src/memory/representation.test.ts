import { describe, expect, it } from 'vitest';
import type { ConclusionRecord } from '../store/records.js';
import { packMessages } from './pack-messages.js';
import { renderRepresentation, selectConclusions } from './representation.js';

let seq = 0;
const conclusion = (content: string, extra: Partial<ConclusionRecord> = {}): ConclusionRecord => ({
  id: `c${++seq}`,
  content,
  observer_id: 'a',
  observed_id: 'a',
  session_id: null,
  level: 'explicit',
  source_ids: null,
  created_at: '2024-01-01T00:00:00.000Z',
  seq,
  ...extra,
});

describe('representation', () => {
  const pool = [
    conclusion('likes coffee'),
    conclusion('has a cat', { session_id: 's1' }),
    conclusion('works nights', { level: 'deductive' }),
    conclusion('about someone else', { observed_id: 'b' }),
  ];

  it('selects the pair\'s newest conclusions, within sessions and limits', () => {
    expect(selectConclusions(pool, { observer: 'a', observed: 'a' }).map((c) => c.content)).toEqual(['works nights', 'has a cat', 'likes coffee']);
    expect(selectConclusions(pool, { observer: 'a', observed: 'a', maxConclusions: 1 }).map((c) => c.content)).toEqual(['works nights']);
    expect(selectConclusions(pool, { observer: 'a', observed: 'a', sessionIds: ['s1'] }).map((c) => c.content)).toEqual(['has a cat']);
  });

  it('puts search matches first, bounded by top_k and distance', () => {
    expect(selectConclusions(pool, { observer: 'a', observed: 'a', searchQuery: 'coffee' }).map((c) => c.content)).toEqual(['likes coffee', 'works nights', 'has a cat']);
    // Each matches half the query (distance 0.5): too far, so only the newest fills the one slot.
    expect(selectConclusions(pool, { observer: 'a', observed: 'a', searchQuery: 'coffee cat', searchMaxDistance: 0.4, maxConclusions: 1 }).map((c) => c.content)).toEqual(['works nights']);
    expect(selectConclusions(pool, { observer: 'a', observed: 'a', searchQuery: 'coffee cat', searchTopK: 1, maxConclusions: 2 }).map((c) => c.content)).toEqual(['has a cat', 'works nights']);
  });

  it('renders one section per level in writing order', () => {
    expect(renderRepresentation(selectConclusions(pool, { observer: 'a', observed: 'a' }))).toBe(
      '## Explicit Observations\n\n- likes coffee\n- has a cat\n\n## Deductive Observations\n\n- works nights',
    );
    expect(renderRepresentation([])).toBe('');
  });
});

describe('packMessages', () => {
  const message = (token_count: number, seqNumber: number) => ({ token_count, seq: seqNumber }) as never;

  it('keeps the newest messages that fit, oldest first, stopping at the first that does not', () => {
    const messages = [message(5, 1), message(1, 2), message(3, 3), message(2, 4)];
    expect(packMessages(messages, 5).map((m: { seq: number }) => m.seq)).toEqual([3, 4]);
    expect(packMessages(messages, 6).map((m: { seq: number }) => m.seq)).toEqual([2, 3, 4]);
    expect(packMessages(messages, 0)).toEqual([]);
  });
});
