import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIUserAbortError, APITimeoutError, HonchoValidationError, NotFoundError } from '@honcho-ai/sdk-core';
import { startEmulatorClient, recordingFetch, type EmulatorClient } from '../client/test-support/emulator-client.js';
import { Honcho } from '../client/honcho.js';
import { createHonchoTools } from './create-honcho-tools.js';
import { HONCHO_TOOL_NAMES, HONCHO_TOOL_SPECS } from './tool-specs.js';

let env: EmulatorClient;
beforeAll(async () => {
  env = await startEmulatorClient();
});
afterAll(async () => {
  await env.close();
});

describe('createHonchoTools', () => {
  it('lists the six tools with their specs, in catalogue order', () => {
    const tools = createHonchoTools({ honcho: env.honcho, peerId: 'lister' });
    expect(Object.keys(tools)).toEqual([...HONCHO_TOOL_NAMES]);
    expect(HONCHO_TOOL_NAMES).toHaveLength(6);
    for (const name of HONCHO_TOOL_NAMES) {
      expect(tools[name].name).toBe(name);
      expect(tools[name].inputSchema).toBe(HONCHO_TOOL_SPECS[name].inputSchema);
      expect(tools[name].description.length).toBeGreaterThan(80);
    }
  });

  it("without an observer, reads and writes the user's own memory, creating the peer on first use", async () => {
    const honcho = env.client({ workspaceId: 'tools-own' });
    const tools = createHonchoTools({ honcho, peerId: 'alice' });
    const saved = await tools.honcho_save_conclusion.execute({ content: 'Alice is learning Japanese' });
    expect(saved.saved).toMatchObject({ content: 'Alice is learning Japanese', id: expect.any(String) });
    expect(env.emulator.store.conclusions('tools-own')).toMatchObject([{ observer_id: 'alice', observed_id: 'alice', content: 'Alice is learning Japanese' }]);
    expect(await tools.honcho_search_conclusions.execute({ query: 'Japanese', limit: 3 })).toMatchObject({ conclusions: [{ content: 'Alice is learning Japanese', level: 'explicit' }] });
    expect(await tools.honcho_get_representation.execute({})).toEqual({ representation: expect.stringContaining('Alice is learning Japanese') });
    expect(await tools.honcho_chat.execute({ query: 'Which language is alice learning?', reasoningLevel: 'low' })).toEqual({ answer: expect.stringContaining('Japanese') });
    expect(await tools.honcho_context.execute({})).toEqual({ representation: expect.stringContaining('Japanese'), peerCard: null, summary: null, recentMessages: [] });
  });

  it("with an observer and a session, reads the observer's view and the session's messages", async () => {
    const honcho = env.client({ workspaceId: 'tools-session' });
    const session = await honcho.session('trip');
    const [bob, guide] = await Promise.all([honcho.peer('bob'), honcho.peer('guide')]);
    await session.addMessages([bob.message('I am planning a trip to Lisbon in May'), guide.message('Lisbon in May is lovely'), bob.message('I love seafood')]);
    const tools = createHonchoTools({ honcho, peerId: 'bob', observerPeerId: 'guide', sessionId: 'trip' });

    const saved = await tools.honcho_save_conclusion.execute({ content: 'Bob is travelling to Lisbon in May' });
    expect(env.emulator.store.conclusions('tools-session')).toMatchObject([{ id: saved.saved.id, observer_id: 'guide', observed_id: 'bob', session_id: 'trip' }]);
    const searched = await tools.honcho_search.execute({ query: 'seafood' });
    expect(searched.messages).toEqual([{ content: 'I love seafood', sessionId: 'trip', createdAt: expect.any(String) }]);
    const context = await tools.honcho_context.execute({ topic: 'travel' });
    expect(context.representation).toContain('Lisbon');
    expect(context.recentMessages).toEqual([
      { role: 'user', peerId: 'bob', content: 'I am planning a trip to Lisbon in May' },
      { role: 'assistant', peerId: 'guide', content: 'Lisbon in May is lovely' },
      { role: 'user', peerId: 'bob', content: 'I love seafood' },
    ]);
    const answer = await tools.honcho_chat.execute({ query: 'Where is bob travelling?' });
    expect(answer.answer).toContain('Lisbon');
  });

  it('refuses bad input before any request, naming every field and rule', async () => {
    const recorder = recordingFetch();
    const honcho = new Honcho({ baseURL: 'http://127.0.0.1:9', workspaceId: 'w', fetch: recorder.fetch, maxRetries: 0 });
    const tools = createHonchoTools({ honcho, peerId: 'u' });
    const cases: [() => Promise<unknown>, RegExp][] = [
      [() => tools.honcho_chat.execute({ query: '' }), /query: must not be empty/],
      [() => tools.honcho_chat.execute({ query: 'x', reasoningLevel: 'extreme' } as never), /reasoningLevel: must be one of minimal, low, medium, high, max/],
      [() => tools.honcho_search.execute({ query: 'x', limit: 21 }), /limit: must be between 1 and 20/],
      [() => tools.honcho_search.execute({ query: 'x', limit: 2.5 }), /limit: must be an integer/],
      [() => tools.honcho_search_conclusions.execute({} as never), /query: is required/],
      [() => tools.honcho_save_conclusion.execute({ content: 'a'.repeat(65_536) }), /content: must be at most 65535 characters/],
      [() => tools.honcho_context.execute({ topic: 'x', extra: 1 } as never), /extra: is not a field of this tool/],
      [() => tools.honcho_get_representation.execute('text' as never), /input: must be a JSON object/],
    ];
    for (const [call, message] of cases) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HonchoValidationError);
      expect((error as Error).message).toMatch(message);
    }
    expect(recorder.requests).toEqual([]);
  });

  it('refuses bad options when created', () => {
    expect(() => createHonchoTools({ honcho: env.honcho, peerId: 'a b' })).toThrow(/peerId: must contain only letters/);
    expect(() => createHonchoTools({ honcho: env.honcho, peerId: 'a', sessionId: '../x' })).toThrow(/sessionId: must contain only/);
    expect(() => createHonchoTools({ honcho: {} as Honcho, peerId: 'a' })).toThrow(/honcho: must be a Honcho client/);
    expect(() => createHonchoTools({ honcho: env.honcho, peerId: 'a', timeout: -1 })).toThrow(/timeout: must be between/);
    expect(() => createHonchoTools({ honcho: env.honcho, peerId: 'a', userId: 'b' } as never)).toThrow(/userId: is not an option of createHonchoTools/);
  });

  it('prepares once: the peers and session are got or created on the first call only, and again after a failure', async () => {
    const honcho = env.client({ workspaceId: 'tools-prepare' });
    const tools = createHonchoTools({ honcho, peerId: 'carol', observerPeerId: 'helper', sessionId: 's1' });
    env.emulator.faults.set({ failRate: 1, failStatus: 503, times: 1 });
    await expect(tools.honcho_search.execute({ query: 'x' })).rejects.toMatchObject({ status: 503 });
    env.emulator.faults.clear();
    const before = env.emulator.stats.requests;
    await tools.honcho_search.execute({ query: 'x' });
    const prepared = env.emulator.stats.requests - before;
    await tools.honcho_search.execute({ query: 'y' });
    expect(env.emulator.stats.requests - before - prepared).toBe(1);
    expect(env.emulator.store.peers('tools-prepare').map((peer) => peer.id).sort()).toEqual(['carol', 'helper']);
    expect(env.emulator.store.sessions('tools-prepare').map((session) => session.id)).toEqual(['s1']);
  });

  it('uses a custom preparation instead of the default', async () => {
    const honcho = env.client({ workspaceId: 'tools-custom' });
    await honcho.peer('dora');
    const prepared: (number | undefined)[] = [];
    const tools = createHonchoTools({ honcho, peerId: 'dora', timeout: 5_000, prepare: async ({ timeout }) => void prepared.push(timeout) });
    await tools.honcho_search.execute({ query: 'x' });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toBeGreaterThan(4_000);
  });

  it('a failing call rejects with the typed error', async () => {
    const honcho = env.client({ workspaceId: 'tools-missing' });
    const tools = createHonchoTools({ honcho, peerId: 'eve', prepare: async () => undefined });
    await expect(tools.honcho_get_representation.execute({})).rejects.toBeInstanceOf(NotFoundError);
  });

  it('honours the caller signal and the tool timeout', async () => {
    const honcho = env.client({ workspaceId: 'tools-slow' });
    const tools = createHonchoTools({ honcho, peerId: 'finn', timeout: 300 });
    await tools.honcho_search.execute({ query: 'warm up' });
    env.emulator.faults.set({ latencyMs: 2_000, match: { path: /search$/ } });
    try {
      await expect(tools.honcho_search.execute({ query: 'x' })).rejects.toBeInstanceOf(APITimeoutError);
      const controller = new AbortController();
      const pending = createHonchoTools({ honcho, peerId: 'finn' }).honcho_search.execute({ query: 'x' }, { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    } finally {
      env.emulator.faults.clear();
    }
  });
});
