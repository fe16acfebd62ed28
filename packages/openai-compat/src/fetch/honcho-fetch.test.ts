import { createEmulator, type Emulator } from '@honcho-ai/testing';
import OpenAI from 'openai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED, modelFor } from '../test-support/seed.js';
import { honchoFetch } from './honcho-fetch.js';

const QUESTION = JSON.stringify({ model: modelFor('alice'), messages: [{ role: 'user', content: 'What does alice want to eat in Lisbon?' }] });

let emulator: Emulator;
beforeEach(() => {
  emulator = createEmulator({ seed: SEED });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('honchoFetch', () => {
  it('answers a chat completion in-process, whatever host the URL names', async () => {
    const fetch = honchoFetch({ baseURL: emulator.baseURL, fetch: emulator.fetch, maxRetries: 0 });
    const response = await fetch('https://api.openai.com/v1/chat/completions', { method: 'POST', body: QUESTION });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { choices: Array<{ message: { content: string } }> }).choices[0]?.message.content).toMatch(/pastel de nata/);
  });

  it('takes a Request, a URL object and a relative URL', async () => {
    const fetch = honchoFetch({ baseURL: emulator.baseURL, fetch: emulator.fetch, maxRetries: 0 });
    const viaRequest = await fetch(new Request('http://x.invalid/v1/chat/completions', { method: 'POST', body: QUESTION }));
    const viaURL = await fetch(new URL('http://x.invalid/v1/chat/completions'), { method: 'POST', body: QUESTION });
    const viaRelative = await fetch('/v1/chat/completions', { method: 'POST', body: QUESTION });
    expect([viaRequest.status, viaURL.status, viaRelative.status]).toEqual([200, 200, 200]);
  });

  it('answers other endpoints with an OpenAI-shaped 404, without a request', async () => {
    const upstream = vi.fn(emulator.fetch);
    const response = await honchoFetch({ baseURL: emulator.baseURL, fetch: upstream })('http://x.invalid/v1/embeddings', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(upstream).not.toHaveBeenCalled();
  });

  it('ends a stream whose upstream goes silent with an error the openai client raises, not a hang', async () => {
    emulator.faults.set({ stallStreamAfterChunks: 2, match: { path: /\/chat$/ } });
    const openai = new OpenAI({ apiKey: 'unused', baseURL: 'http://openai-compat.invalid/v1', maxRetries: 0, fetch: honchoFetch({ baseURL: emulator.baseURL, fetch: emulator.fetch, maxRetries: 0, timeout: 1_000 }) });
    const stream = await openai.chat.completions.create({ ...(JSON.parse(QUESTION) as { model: string; messages: [] }), stream: true });
    const pieces: string[] = [];
    const outcome = (async () => {
      for await (const chunk of stream) pieces.push(chunk.choices[0]?.delta.content ?? '');
      return 'ended without an error';
    })().catch((caught: unknown) => caught);
    const error = await Promise.race([outcome, new Promise<string>((resolve) => setTimeout(() => resolve('still hanging'), 3_500))]);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as InstanceType<typeof OpenAI.APIError>).code).toBe('upstream_timeout');
    expect(pieces.join('')).not.toBe('');
  });

  it('reads HONCHO_URL when given no options', async () => {
    vi.stubEnv('HONCHO_URL', 'http://honcho-from-env.invalid');
    const seen: string[] = [];
    vi.stubGlobal('fetch', (input: Request | URL | string, init?: RequestInit) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return emulator.fetch(input, init);
    });
    try {
      const response = await honchoFetch()('http://x.invalid/v1/chat/completions', { method: 'POST', body: QUESTION });
      expect(response.status).toBe(200);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen).toEqual(['http://honcho-from-env.invalid/v3/workspaces/acme/peers/alice/chat']);
  });
});
