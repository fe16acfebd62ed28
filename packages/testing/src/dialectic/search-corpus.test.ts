import { describe, expect, it } from 'vitest';
import { hitCreatedAt, hitId, hitText, searchCorpus } from './search-corpus.js';
import { conclusion, coffeeCorpus, message } from './test-support/fixtures.js';

describe('searchCorpus', () => {
  it('keeps the best topK of each kind and merges them by score', () => {
    const corpus = {
      messages: [message({ id: 'm1', content: 'coffee' }), message({ id: 'm2', content: 'coffee and cake' }), message({ id: 'm3', content: 'cake' })],
      conclusions: [conclusion({ id: 'c1', content: 'coffee' }), conclusion({ id: 'c2', content: 'likes coffee a lot' })],
    };
    const found = searchCorpus(corpus, { text: 'coffee', observer: 'alice', observed: 'alice', topK: 1 });
    expect(found.messages.map(hitId)).toEqual(['m1']);
    expect(found.conclusions.map(hitId)).toEqual(['c1']);
    // Same text, same score: the conclusion is newer in the fixtures, so it comes first.
    expect(found.ranked.map(hitId)).toEqual(['c1', 'm1']);
  });

  it('puts conclusions first when a message and a conclusion tie on everything but kind', () => {
    const at = '2026-01-01T00:00:00Z';
    const corpus = { messages: [message({ id: 'x', content: 'coffee', created_at: at })], conclusions: [conclusion({ id: 'x', content: 'coffee', created_at: at })] };
    const found = searchCorpus(corpus, { text: 'coffee', observer: 'alice', observed: 'alice', topK: 5 });
    expect(found.ranked.map((hit) => hit.kind)).toEqual(['conclusion', 'message']);
  });

  it('exposes the text, id and time of either kind of hit', () => {
    const found = searchCorpus(coffeeCorpus(), { text: 'dark roast', observer: 'alice', observed: 'alice', topK: 5 });
    expect(found.ranked.map((hit) => [hitId(hit), hitText(hit), hitCreatedAt(hit)])).toEqual([
      ['c1', 'alice prefers dark roast coffee', '2026-03-20T10:15:00Z'],
      ['m1', 'I love dark roast coffee. It keeps me going.', '2026-03-20T10:12:00Z'],
    ]);
  });

  it("does not count the peer's own name as a match", () => {
    const corpus = {
      messages: [message({ id: 'm1', content: 'I hike on Saturdays' })],
      conclusions: [conclusion({ id: 'c1', content: 'alice prefers savoury food' })],
    };
    const found = searchCorpus(corpus, { text: 'Where does alice hike?', observer: 'alice', observed: 'alice', topK: 5 });
    expect(found.ranked.map(hitId)).toEqual(['m1']);
    // Without a subject (workspace chat), names are ordinary words.
    const anywhere = searchCorpus(corpus, { text: 'alice', observer: null, observed: null, topK: 5 });
    expect(anywhere.ranked.map(hitId)).toEqual(['c1']);
  });

  it('falls back to recent memory when nothing matches: conclusions, then the card, then messages, newest first', () => {
    const corpus = { ...coffeeCorpus(), cards: [{ observer_id: 'alice', observed_id: 'alice', entries: ['Name: Alice', 'Age: 30'] }] };
    for (const text of ['skiing?', 'Who am I?']) {
      const found = searchCorpus(corpus, { text, observer: 'alice', observed: 'alice', topK: 2 });
      expect(found.recent).toBe(true);
      expect(found.ranked.map(hitId)).toEqual(['c2', 'c1', 'card:alice:alice:000000', 'card:alice:alice:000001', 'm4', 'm3']);
      expect(found.ranked.every((hit) => hit.score === 0)).toBe(true);
      expect(found.cards.map(hitText)).toEqual(['Name: Alice', 'Age: 30']);
    }
    const matched = searchCorpus(corpus, { text: 'age', observer: 'alice', observed: 'alice', topK: 2 });
    expect(matched.recent).toBe(false);
    expect(matched.ranked.map((hit) => [hitText(hit), hitCreatedAt(hit)])).toEqual([['Age: 30', null]]);
  });

  it('treats a non-positive topK as nothing', () => {
    expect(searchCorpus(coffeeCorpus(), { text: 'coffee', observer: 'alice', observed: 'alice', topK: 0 }).ranked).toEqual([]);
  });
});
