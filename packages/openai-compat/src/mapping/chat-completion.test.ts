import { describe, expect, it } from 'vitest';
import { toChatCompletion } from './chat-completion.js';
import { toChatCompletionChunks } from './chat-completion-chunks.js';
import { COMPLETION_ID_PREFIX, completionId } from './completion-id.js';

const MODEL = 'workspace/my-app/peer/user-123';

async function* deltas(...pieces: string[]): AsyncGenerator<string> {
  for (const piece of pieces) yield piece;
}

describe('toChatCompletion', () => {
  it("gives the spec's chat.completion, with zeroed usage", () => {
    expect(toChatCompletion('The user enjoys sushi and dark roast coffee.', { model: MODEL, id: 'chatcmpl-honcho-abc123', created: 1711324800 })).toEqual({
      id: 'chatcmpl-honcho-abc123',
      object: 'chat.completion',
      created: 1711324800,
      model: MODEL,
      choices: [{ index: 0, message: { role: 'assistant', content: 'The user enjoys sushi and dark roast coffee.' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  it('keeps a null answer null, and makes an id and a time when not given', () => {
    const before = Math.floor(Date.now() / 1000);
    const completion = toChatCompletion(null, { model: MODEL });
    expect(completion.choices[0]?.message.content).toBeNull();
    expect(completion.id.startsWith(COMPLETION_ID_PREFIX)).toBe(true);
    expect(completion.created).toBeGreaterThanOrEqual(before);
    expect(completion.created).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });
});

describe('toChatCompletionChunks', () => {
  it("gives the spec's chunk sequence: role, content, finish", async () => {
    const chunks = [];
    for await (const chunk of toChatCompletionChunks(deltas('The user', '', ' enjoys sushi.'), { model: MODEL, id: 'chatcmpl-honcho-abc123', created: 1711324800 })) {
      chunks.push(chunk);
    }
    const base = { id: 'chatcmpl-honcho-abc123', object: 'chat.completion.chunk', created: 1711324800, model: MODEL };
    expect(chunks).toEqual([
      { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] },
      { ...base, choices: [{ index: 0, delta: { content: 'The user' }, finish_reason: null }] },
      { ...base, choices: [{ index: 0, delta: { content: ' enjoys sushi.' }, finish_reason: null }] },
      { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
    ]);
  });

  it('shares one generated id and time across the chunks of a stream', async () => {
    const chunks = [];
    for await (const chunk of toChatCompletionChunks(deltas('a', 'b'), { model: MODEL })) chunks.push(chunk);
    expect(new Set(chunks.map((chunk) => `${chunk.id}@${chunk.created}`)).size).toBe(1);
  });

  it('sends role and finish for an empty answer', async () => {
    const chunks = [];
    for await (const chunk of toChatCompletionChunks(deltas(), { model: MODEL })) chunks.push(chunk);
    expect(chunks.map((chunk) => chunk.choices[0]?.finish_reason)).toEqual([null, 'stop']);
  });
});

describe('completionId', () => {
  it('is chatcmpl-honcho- and 21 URL-safe characters, different every time', () => {
    const ids = new Set(Array.from({ length: 1_000 }, () => completionId()));
    expect(ids.size).toBe(1_000);
    for (const id of ids) expect(id).toMatch(/^chatcmpl-honcho-[A-Za-z0-9_-]{21}$/);
  });

  it('draws on the whole alphabet', () => {
    const seen = new Set([...Array.from({ length: 500 }, () => completionId().slice(COMPLETION_ID_PREFIX.length)).join('')]);
    expect(seen.size).toBe(64);
  });
});
