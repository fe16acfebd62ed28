import type { ReasoningLevel } from '@honcho-ai/api-types';
import { describe, expect, it } from 'vitest';
import type { DialecticCorpus } from './corpus.js';
import { TOP_K_BY_REASONING_LEVEL, type DialecticQuery, runDialectic, toDialecticResponse } from './run-dialectic.js';
import { conclusion, coffeeCorpus, message } from './test-support/fixtures.js';
import { validateJsonSchema } from './test-support/validate-json-schema.js';

const ask = (overrides: Partial<DialecticQuery> = {}): DialecticQuery => ({
  text: 'What coffee does this user prefer?',
  observer: 'alice',
  observed: 'alice',
  ...overrides,
});

const toolCalls = (query: string, topK: number, sessionIds?: string[]) => [
  { tool_name: 'search_memory', tool_input: { query, top_k: topK } },
  { tool_name: 'search_messages', tool_input: sessionIds === undefined ? { query } : { query, session_ids: sessionIds } },
];

/** The reads of the recency fallback. */
const recentCalls = (limit: number, sessionIds?: string[]) => [
  { tool_name: 'get_recent_observations', tool_input: { limit } },
  { tool_name: 'get_recent_history', tool_input: sessionIds === undefined ? {} : { session_ids: sessionIds } },
];

function reversed(corpus: DialecticCorpus): DialecticCorpus {
  return { messages: [...corpus.messages].reverse(), conclusions: [...corpus.conclusions].reverse() };
}

describe('runDialectic', () => {
  it('answers in plain text from the sources it found, naming each', () => {
    const result = runDialectic(coffeeCorpus(), ask());
    expect(result.content).toBe(
      'Based on 1 message and 2 conclusions about alice: ' +
        '"alice prefers dark roast coffee" (explicit conclusion, session s1); ' +
        '"alice likes coffee from local roasters" (inductive conclusion); ' +
        '"I love dark roast coffee. It keeps me going." (alice, session s1).',
    );
    expect(result.evidence).toEqual({
      conclusions: [
        { id: 'c1', content: 'alice prefers dark roast coffee', level: 'explicit', created_at: '2026-03-20T10:15:00Z', source_ids: [], session_id: 's1' },
        { id: 'c2', content: 'alice likes coffee from local roasters', level: 'inductive', created_at: '2026-03-22T14:30:00Z', source_ids: ['c1'], session_id: null },
      ],
      messages: [
        { id: 'm1', session_id: 's1', peer_id: 'alice', content_preview: 'I love dark roast coffee. It keeps me going.', created_at: '2026-03-20T10:12:00Z' },
      ],
      tool_calls: toolCalls('What coffee does this user prefer?', 5),
      reasoning_trace_id: null,
    });
    expect(result.includeEvidence).toBe(false);
  });

  it("reads only the observer's conclusions about the observed peer, and only the observed peer's messages", () => {
    const own = runDialectic(coffeeCorpus(), ask());
    // c3 is bob's view of alice, c4 alice's view of bob, m5 bob's message: none is alice's self-view.
    expect(own.evidence.conclusions.map((item) => item.id)).toEqual(['c1', 'c2']);
    expect(own.evidence.messages.map((item) => item.id)).toEqual(['m1']);

    const bobOnAlice = runDialectic(coffeeCorpus(), ask({ observer: 'bob', observed: 'alice' }));
    expect(bobOnAlice.evidence.conclusions.map((item) => item.id)).toEqual(['c3']);
    expect(bobOnAlice.evidence.messages.map((item) => item.id)).toEqual(['m1']);

    const aliceOnBob = runDialectic(coffeeCorpus(), ask({ observed: 'bob' }));
    expect(aliceOnBob.evidence.conclusions.map((item) => item.id)).toEqual(['c4']);
    expect(aliceOnBob.evidence.messages.map((item) => item.id)).toEqual(['m5']);
    expect(aliceOnBob.content).toMatch(/^Based on 1 message and 1 conclusion about bob: /);
  });

  it('honours the session allowlist for messages and conclusions, leaving out peer-wide conclusions', () => {
    const s2 = runDialectic(coffeeCorpus(), ask({ text: 'cilantro or coffee?', sessionIds: ['s2'] }));
    expect(s2.evidence.messages.map((item) => item.id)).toEqual(['m3']);
    expect(s2.evidence.conclusions).toEqual([]);
    expect(s2.evidence.tool_calls).toEqual(toolCalls('cilantro or coffee?', 5, ['s2']));

    const s1 = runDialectic(coffeeCorpus(), ask({ sessionIds: ['s1'] }));
    expect(s1.evidence.conclusions.map((item) => item.id)).toEqual(['c1']);

    const none = runDialectic(coffeeCorpus(), ask({ sessionIds: [] }));
    expect(none.content).toBe('There is no memory about alice in the sessions asked about yet, so there is nothing to answer from.');
    expect(none.evidence.tool_calls).toEqual([...toolCalls('What coffee does this user prefer?', 5, []), ...recentCalls(5, [])]);
  });

  it('answers from the most recent memory when nothing shares a word with the question', () => {
    for (const text of ['Where does she go skiing?', 'what is this?']) {
      const result = runDialectic(coffeeCorpus(), ask({ text }));
      expect(result.content).toBe(
        'Nothing about alice matches the question; the most recent memory (4 messages and 2 conclusions): ' +
          '"alice likes coffee from local roasters" (inductive conclusion); ' +
          '"alice prefers dark roast coffee" (explicit conclusion, session s1); ' +
          '"I have been vegetarian for 5 years now." (alice, session s2); ' +
          '"I hate cilantro, it tastes like soap." (alice, session s2); ' +
          '"Sushi is my favourite food, especially salmon nigiri." (alice, session s1); ' +
          '"I love dark roast coffee. It keeps me going." (alice, session s1).',
      );
      expect(result.evidence.conclusions.map((item) => item.id)).toEqual(['c2', 'c1']);
      expect(result.evidence.messages.map((item) => item.id)).toEqual(['m4', 'm3', 'm2', 'm1']);
      expect(result.evidence.tool_calls).toEqual([...toolCalls(text, 5), ...recentCalls(5)]);
    }
  });

  it('fills a response format from the most recent memory when nothing matches', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] };
    const result = runDialectic(coffeeCorpus(), ask({ text: 'skiing?', responseFormat: schema }));
    expect(JSON.parse(result.content)).toEqual({ a: 'alice likes coffee from local roasters' });
  });

  it('reads the observer\'s card of the observed peer, by relevance or as recent memory, and names the tool', () => {
    const corpus: DialecticCorpus = {
      ...coffeeCorpus(),
      cards: [
        { observer_id: 'alice', observed_id: 'alice', entries: ['Name: Alice', 'Lives in Lisbon'] },
        { observer_id: 'bob', observed_id: 'alice', entries: ['Lives in Porto'] },
      ],
    };
    const lives = runDialectic(corpus, ask({ text: 'Where does she live?' }));
    expect(lives.content).toBe('Based on 1 peer card entry about alice: "Lives in Lisbon" (peer card).');
    expect(lives.evidence.tool_calls).toEqual([...toolCalls('Where does she live?', 5), { tool_name: 'get_peer_card', tool_input: {} }]);

    const empty: DialecticCorpus = { messages: [], conclusions: [], cards: corpus.cards };
    const recent = runDialectic(empty, ask({ text: 'skiing?' }));
    expect(recent.content).toBe('Nothing about alice matches the question; the most recent memory (2 peer card entries): "Name: Alice" (peer card); "Lives in Lisbon" (peer card).');
    // Cards belong to no session, so a session-scoped question does not read them (as peer-wide conclusions).
    expect(runDialectic(corpus, ask({ text: 'Where does she live?', sessionIds: ['s1'] })).evidence.tool_calls.map((call) => call.tool_name)).not.toContain('get_peer_card');
  });

  it('answers a short sentence, never null, when there is no memory at all', () => {
    const nothing: DialecticCorpus = { messages: [], conclusions: [] };
    expect(runDialectic(nothing, ask()).content).toBe('There is no memory about alice yet, so there is nothing to answer from.');
    expect(runDialectic(nothing, ask({ observer: null, observed: null })).content).toBe('There is no memory in this workspace yet, so there is nothing to answer from.');
    const schema = { type: 'object', properties: { food: { type: 'string' }, known: { type: 'boolean' }, note: { type: 'string', default: 'n/a' } }, required: ['food', 'known'] };
    expect(JSON.parse(runDialectic(nothing, ask({ responseFormat: schema })).content)).toEqual({ food: '', known: false, note: 'n/a' });
  });

  it('reads more at higher reasoning levels', () => {
    const corpus: DialecticCorpus = {
      messages: Array.from({ length: 30 }, (_, index) => message({ id: `m${String(index).padStart(2, '0')}`, content: `coffee note ${index}` })),
      conclusions: Array.from({ length: 30 }, (_, index) => conclusion({ id: `c${String(index).padStart(2, '0')}`, content: `coffee fact ${index}` })),
    };
    for (const level of ['minimal', 'low', 'medium', 'high', 'max'] satisfies ReasoningLevel[]) {
      const result = runDialectic(corpus, ask({ text: 'coffee', reasoningLevel: level }));
      const topK = TOP_K_BY_REASONING_LEVEL[level];
      expect(result.evidence.messages).toHaveLength(topK);
      expect(result.evidence.conclusions).toHaveLength(topK);
      expect(result.evidence.tool_calls[0]).toEqual({ tool_name: 'search_memory', tool_input: { query: 'coffee', top_k: topK } });
      expect(result.content).toMatch(new RegExp(`^Based on ${topK} messages and ${topK} conclusions about alice`));
    }
    expect(TOP_K_BY_REASONING_LEVEL).toEqual({ minimal: 3, low: 5, medium: 8, high: 12, max: 20 });
  });

  it('gives the same answer whatever order the store holds things in', () => {
    const corpus: DialecticCorpus = {
      messages: [
        message({ id: 'm-b', content: 'coffee' }),
        message({ id: 'm-a', content: 'coffee' }),
        message({ id: 'm-new', content: 'coffee', created_at: '2026-05-01T00:00:00Z' }),
        ...coffeeCorpus().messages,
      ],
      conclusions: [conclusion({ id: 'c-z', content: 'coffee' }), conclusion({ id: 'c-y', content: 'coffee' }), ...coffeeCorpus().conclusions],
    };
    const forward = runDialectic(corpus, ask({ text: 'coffee', reasoningLevel: 'max' }));
    const backward = runDialectic(reversed(corpus), ask({ text: 'coffee', reasoningLevel: 'max' }));
    expect(backward).toEqual(forward);
    expect(JSON.stringify(backward)).toBe(JSON.stringify(forward));
    expect(forward.evidence.messages.slice(0, 3).map((item) => item.id)).toEqual(['m-new', 'm-a', 'm-b']);
  });

  it('lists exactly the sources the answer quotes', () => {
    const result = runDialectic(coffeeCorpus(), ask({ text: 'coffee sushi cilantro vegetarian', reasoningLevel: 'max' }));
    const content = result.content ?? '';
    const { conclusions, messages } = result.evidence;
    expect(content).toMatch(new RegExp(`^Based on ${messages.length} messages and ${conclusions.length} conclusions about alice: `));
    const quoted = [...content.matchAll(/"([^"]*)" \(/g)].map((match) => match[1]);
    expect(new Set(quoted)).toEqual(new Set([...conclusions.map((item) => item.content), ...messages.map((item) => item.content_preview)]));
    expect(quoted).toHaveLength(conclusions.length + messages.length);
  });

  it('previews long messages at 200 characters and quotes at most 200 in the answer', () => {
    const long = `coffee ${'x'.repeat(300)}`;
    const result = runDialectic({ messages: [message({ id: 'm', content: long })], conclusions: [] }, ask({ text: 'coffee' }));
    expect(result.evidence.messages[0]?.content_preview).toBe(long.slice(0, 200));
    expect(result.content).toBe(`Based on 1 message about alice: "${long.slice(0, 200)}..." (alice, session s1).`);
  });

  it('caps evidence past 100 KB, flagging the cut', () => {
    const conclusions = Array.from({ length: 5 }, (_, index) => conclusion({ id: `c${index}`, content: `coffee ${'z'.repeat(30_000)}` }));
    const result = runDialectic({ messages: [], conclusions }, ask({ text: 'coffee' }));
    expect(result.evidence.truncated).toBe(true);
    expect(result.evidence.conclusions).toHaveLength(5);
    expect(result.evidence.tool_calls).toHaveLength(2);
    expect(runDialectic(coffeeCorpus(), ask()).evidence).not.toHaveProperty('truncated');
  });

  it('answers workspace-wide questions when observer and observed are null', () => {
    const result = runDialectic(coffeeCorpus(), ask({ text: 'green tea', observer: null, observed: null }));
    expect(result.evidence.messages.map((item) => item.id)).toEqual(['m5']);
    expect(result.evidence.conclusions.map((item) => item.id)).toEqual(['c4']);
    expect(result.content).toMatch(/^Based on 1 message and 1 conclusion in this workspace: /);
  });

  it('answers with JSON matching the response format', () => {
    const schema = {
      type: 'object',
      properties: { answer: { type: 'string' }, sources: { type: 'array', items: { type: 'string' } } },
      required: ['answer', 'sources'],
    };
    const result = runDialectic(coffeeCorpus(), ask({ responseFormat: schema }));
    const parsed: unknown = JSON.parse(result.content);
    expect(validateJsonSchema(parsed, schema)).toEqual([]);
    expect(parsed).toEqual({
      answer: 'alice prefers dark roast coffee',
      sources: ['alice prefers dark roast coffee', 'alice likes coffee from local roasters', 'I love dark roast coffee.'],
    });
  });

  it('falls back to the low level for an unknown reasoning level', () => {
    const result = runDialectic(coffeeCorpus(), ask({ reasoningLevel: 'extreme' as ReasoningLevel }));
    expect(result.evidence.tool_calls[0]?.tool_input).toEqual({ query: 'What coffee does this user prefer?', top_k: 5 });
  });
});

describe('toDialecticResponse', () => {
  it('carries the evidence only when it was asked for', () => {
    const plain = runDialectic(coffeeCorpus(), ask());
    expect(toDialecticResponse(plain)).toStrictEqual({ content: plain.content });
    const withEvidence = runDialectic(coffeeCorpus(), ask({ includeEvidence: true }));
    expect(toDialecticResponse(withEvidence)).toEqual({ content: withEvidence.content, evidence: withEvidence.evidence });
  });
});
