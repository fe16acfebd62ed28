import type { CorpusConclusion, CorpusMessage, DialecticCorpus } from '../corpus.js';

/** A message with defaults for everything a test does not care about. */
export function message(overrides: Partial<CorpusMessage> & Pick<CorpusMessage, 'id' | 'content'>): CorpusMessage {
  return { session_id: 's1', peer_id: 'alice', created_at: '2026-03-20T10:00:00Z', metadata: {}, ...overrides };
}

/** A conclusion by alice's own view of herself unless overridden. */
export function conclusion(overrides: Partial<CorpusConclusion> & Pick<CorpusConclusion, 'id' | 'content'>): CorpusConclusion {
  return {
    observer_id: 'alice',
    observed_id: 'alice',
    session_id: 's1',
    level: 'explicit',
    source_ids: null,
    created_at: '2026-03-20T11:00:00Z',
    ...overrides,
  };
}

/** A small memory about alice (and a little about bob) used across tests. */
export function coffeeCorpus(): DialecticCorpus {
  return {
    messages: [
      message({ id: 'm1', content: 'I love dark roast coffee. It keeps me going.', created_at: '2026-03-20T10:12:00Z' }),
      message({ id: 'm2', content: 'Sushi is my favourite food, especially salmon nigiri.', created_at: '2026-03-20T10:13:00Z' }),
      message({ id: 'm3', session_id: 's2', content: 'I hate cilantro, it tastes like soap.', created_at: '2026-03-21T09:00:00Z' }),
      message({ id: 'm4', session_id: 's2', content: 'I have been vegetarian for 5 years now.', created_at: '2026-03-21T09:05:00Z' }),
      message({ id: 'm5', peer_id: 'bob', content: 'I prefer green tea over coffee.', created_at: '2026-03-20T10:14:00Z' }),
    ],
    conclusions: [
      conclusion({ id: 'c1', content: 'alice prefers dark roast coffee', created_at: '2026-03-20T10:15:00Z' }),
      conclusion({
        id: 'c2',
        content: 'alice likes coffee from local roasters',
        level: 'inductive',
        source_ids: ['c1'],
        session_id: null,
        created_at: '2026-03-22T14:30:00Z',
      }),
      conclusion({ id: 'c3', observer_id: 'bob', content: 'alice drinks too much coffee', created_at: '2026-03-22T15:00:00Z' }),
      conclusion({ id: 'c4', observed_id: 'bob', content: 'bob likes green tea, not coffee', created_at: '2026-03-22T15:00:00Z' }),
    ],
  };
}
