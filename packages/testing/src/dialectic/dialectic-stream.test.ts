import type { Evidence } from '@honcho-ai/api-types';
import { describe, expect, it } from 'vitest';
import { dialecticEventStream } from './dialectic-stream.js';
import { runDialectic } from './run-dialectic.js';
import { coffeeCorpus } from './test-support/fixtures.js';
import { eventPayloads, readChunks } from './test-support/read-stream.js';

const noEvidence: Evidence = { conclusions: [], messages: [], tool_calls: [], reasoning_trace_id: null };

const evidence: Evidence = {
  conclusions: [
    { id: 'c1', content: 'alice prefers dark roast coffee', level: 'explicit', created_at: '2026-03-20T10:15:00Z', source_ids: null, session_id: 's1' },
  ],
  messages: [{ id: 'm1', session_id: 's1', peer_id: 'alice', content_preview: 'Café au lait ☕', created_at: '2026-03-20T10:12:00Z' }],
  tool_calls: [{ tool_name: 'search_memory', tool_input: { query: 'coffee', top_k: 5 } }],
  reasoning_trace_id: null,
};

describe('dialecticEventStream', () => {
  it('writes the exact bytes of the server: Python separators, one event per chunk, a bare final event', async () => {
    const chunks = await readChunks(dialecticEventStream({ content: 'The user likes coffee.', evidence: noEvidence }));
    expect(chunks).toEqual([
      'data: {"delta": {"content": "The"}, "done": false}\n\n',
      'data: {"delta": {"content": " user"}, "done": false}\n\n',
      'data: {"delta": {"content": " likes"}, "done": false}\n\n',
      'data: {"delta": {"content": " coffee."}, "done": false}\n\n',
      'data: {"done": true}\n\n',
    ]);
  });

  // Expected bytes produced by CPython's json.dumps on the same data.
  it('escapes non-ASCII as json.dumps does and puts the evidence on the final event', async () => {
    const chunks = await readChunks(dialecticEventStream({ content: 'Café au lait ☕', evidence }, { includeEvidence: true }));
    expect(chunks).toEqual([
      'data: {"delta": {"content": "Caf\\u00e9"}, "done": false}\n\n',
      'data: {"delta": {"content": " au"}, "done": false}\n\n',
      'data: {"delta": {"content": " lait"}, "done": false}\n\n',
      'data: {"delta": {"content": " \\u2615"}, "done": false}\n\n',
      'data: {"done": true, "evidence": {"conclusions": [{"id": "c1", "content": "alice prefers dark roast coffee", "level": "explicit", ' +
        '"created_at": "2026-03-20T10:15:00Z", "source_ids": null, "session_id": "s1"}], "messages": [{"id": "m1", "session_id": "s1", ' +
        '"peer_id": "alice", "content_preview": "Caf\\u00e9 au lait \\u2615", "created_at": "2026-03-20T10:12:00Z"}], "tool_calls": ' +
        '[{"tool_name": "search_memory", "tool_input": {"query": "coffee", "top_k": 5}}], "reasoning_trace_id": null}}\n\n',
    ]);
    const payloads = eventPayloads(chunks);
    expect(payloads.at(-1)).toEqual({ done: true, evidence });
  });

  it("takes includeEvidence from the result unless the options say otherwise", async () => {
    const withFlag = { content: null, evidence, includeEvidence: true };
    expect(eventPayloads(await readChunks(dialecticEventStream(withFlag)))).toEqual([{ done: true, evidence }]);
    expect(await readChunks(dialecticEventStream(withFlag, { includeEvidence: false }))).toEqual(['data: {"done": true}\n\n']);
  });

  it('sends only the final event for a null answer', async () => {
    expect(await readChunks(dialecticEventStream({ content: null, evidence: noEvidence }))).toEqual(['data: {"done": true}\n\n']);
  });

  it('cuts fixed-size chunks when asked', async () => {
    const chunks = await readChunks(dialecticEventStream({ content: 'abcdefg', evidence: noEvidence }, { chunkChars: 3 }));
    expect(chunks.slice(0, -1)).toEqual([
      'data: {"delta": {"content": "abc"}, "done": false}\n\n',
      'data: {"delta": {"content": "def"}, "done": false}\n\n',
      'data: {"delta": {"content": "g"}, "done": false}\n\n',
    ]);
  });

  it('streams a JSON answer as text fragments that concatenate to the same JSON', async () => {
    const result = runDialectic(coffeeCorpus(), {
      text: 'coffee sushi',
      observer: 'alice',
      observed: 'alice',
      responseFormat: { type: 'object', properties: { foods: { type: 'array', items: { type: 'string' } }, note: { type: 'string' } }, required: ['foods', 'note'] },
      includeEvidence: true,
    });
    for (const chunkChars of [undefined, 1, 4]) {
      const payloads = eventPayloads(await readChunks(dialecticEventStream(result, { chunkChars }))) as { delta?: { content: string }; done: boolean }[];
      const text = payloads.flatMap((payload) => (payload.delta ? [payload.delta.content] : [])).join('');
      expect(text).toBe(result.content);
      expect(JSON.parse(text)).toHaveProperty('foods');
      expect(payloads.filter((payload) => payload.done)).toHaveLength(1);
      expect(payloads.at(-1)).toEqual({ done: true, evidence: result.evidence });
    }
  });

  it('stops producing when the signal aborts mid-stream', async () => {
    const controller = new AbortController();
    const content = Array.from({ length: 10_000 }, (_, index) => `word${index}`).join(' ');
    const reader = dialecticEventStream({ content, evidence: noEvidence }, { signal: controller.signal }).getReader();
    await reader.read();
    controller.abort(new Error('disconnected'));
    await expect(reader.read()).rejects.toThrow('disconnected');
  });

  it('rejects a bad chunk size when the stream is built', () => {
    expect(() => dialecticEventStream({ content: 'x', evidence: noEvidence }, { chunkChars: 0 })).toThrow(RangeError);
  });
});
