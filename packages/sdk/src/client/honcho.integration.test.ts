import { APIUserAbortError, ConflictError, NotFoundError, Page } from '@honcho-ai/sdk-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Message } from '../message/message.js';
import { Scope } from '../scope/scope.js';
import { Peer, Session } from '../session/peer-and-session.js';
import type { Honcho } from './honcho.js';
import { startEmulatorClient, type EmulatorClient } from './test-support/emulator-client.js';

const WS = 'test-ws';

let env: EmulatorClient;

beforeAll(async () => {
  env = await startEmulatorClient({
    emulator: {
      seed: {
        workspaces: [
          {
            id: WS,
            peers: ['alice', 'bob', { id: 'carol', metadata: { plan: 'pro' } }],
            sessions: [
              {
                id: 'cooking',
                peers: ['alice', 'bob'],
                metadata: { topic: 'food' },
                messages: [
                  { peer_id: 'alice', content: 'I love making fresh pasta on Sundays.' },
                  { peer_id: 'bob', content: 'Pasta sounds great; I prefer risotto.' },
                ],
              },
              { id: 'travel', peers: ['alice'], messages: [{ peer_id: 'alice', content: 'Planning a trip to Lisbon in May.' }] },
            ],
            conclusions: [{ observer_id: 'alice', observed_id: 'alice', content: 'Alice loves pasta', session_id: 'cooking' }],
          },
          { id: 'other-ws' },
        ],
      },
    },
  });
});

afterAll(async () => {
  await env.close();
});

afterEach(() => {
  env.emulator.faults.clear();
});

describe('Honcho against the emulator', () => {
  it('peer() gets or creates a peer, storing metadata and configuration', async () => {
    const dave = await env.honcho.peer('dave', { metadata: { role: 'user' }, configuration: { observeMe: false } });
    expect(dave).toBeInstanceOf(Peer);
    expect(dave.id).toBe('dave');
    expect(dave.workspaceId).toBe(WS);
    expect(dave.metadata).toEqual({ role: 'user' });
    expect(dave.configuration).toEqual({ observeMe: false });
    expect(dave.createdAt).toMatch(/^\d{4}-/);
    expect(dave.raw?.id).toBe('dave');
    const stored = env.emulator.store.peers(WS).find((peer) => peer.id === 'dave');
    expect(stored).toMatchObject({ metadata: { role: 'user' }, configuration: { observe_me: false } });

    const again = await env.honcho.peer('dave');
    expect(again.metadata).toEqual({ role: 'user' });
  });

  it('peers() pages through every peer, in both 2.5 argument forms', async () => {
    const page = await env.honcho.peers({ size: 2 });
    expect(page).toBeInstanceOf(Page);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toBeInstanceOf(Peer);
    expect(page.hasNextPage).toBe(true);
    const all = await page.toArray();
    expect(all.map((peer) => peer.id)).toEqual(env.emulator.store.peers(WS).map((peer) => peer.id));

    const legacy = await env.honcho.peers({ metadata: { plan: 'pro' } });
    expect(legacy.items.map((peer) => peer.id)).toEqual(['carol']);
    expect(legacy.items[0]?.metadata).toEqual({ plan: 'pro' });

    const filtered = await env.honcho.peers({ filters: { id: { in: ['alice', 'bob'] } }, reverse: true });
    expect(filtered.items.map((peer) => peer.id)).toEqual(['bob', 'alice']);
  });

  it('peers() lists scope peers with kind', async () => {
    await env.honcho.scope('peers-kind-scope');
    const ordinary = await (await env.honcho.peers()).toArray();
    expect(ordinary.some((peer) => peer.id.startsWith('scope.'))).toBe(false);
    const scopes = await (await env.honcho.peers({ kind: 'scope' })).toArray();
    expect(scopes.map((peer) => peer.id)).toContain('scope.peers-kind-scope');
    const everyone = await (await env.honcho.peers({ kind: 'all', size: 100 })).toArray();
    expect(everyone.length).toBe(ordinary.length + scopes.length);
  });

  it('session() gets or creates a session with peers, scopes, metadata and configuration', async () => {
    const alice = await env.honcho.peer('alice');
    await env.honcho.scope('support-scope');
    const session = await env.honcho.session('support-1', {
      metadata: { channel: 'web' },
      configuration: { summary: { enabled: false } },
      peers: [alice, ['assistant', { observeMe: false }]],
      scopes: ['support-scope'],
    });
    expect(session).toBeInstanceOf(Session);
    expect(session.id).toBe('support-1');
    expect(session.metadata).toEqual({ channel: 'web' });
    expect(session.configuration).toEqual({ summary: { enabled: false } });
    expect(env.emulator.store.sessionPeers(WS, 'support-1')).toMatchObject({ alice: {}, assistant: { observe_me: false } });
    expect(env.emulator.store.scopeSessions(WS, 'support-scope')).toEqual(['support-1']);
  });

  it('sessions() pages through sessions with filters', async () => {
    const page = await env.honcho.sessions({ filters: { metadata: { topic: 'food' } } });
    expect(page.items.map((session) => session.id)).toEqual(['cooking']);
    expect(page.items[0]).toBeInstanceOf(Session);
    const legacy = await env.honcho.sessions({ id: 'travel' });
    expect(legacy.items.map((session) => session.id)).toEqual(['travel']);
    const all = await (await env.honcho.sessions({ size: 1 })).toArray();
    expect(all.map((session) => session.id)).toEqual(env.emulator.store.sessions(WS).map((session) => session.id));
  });

  it('scope(), getScope() and scopes()', async () => {
    const scope = await env.honcho.scope('therapy', { metadata: { sensitive: true } });
    expect(scope).toBeInstanceOf(Scope);
    expect(scope.id).toBe('therapy');
    expect(scope.metadata).toEqual({ sensitive: true });
    const fetched = await env.honcho.getScope('therapy');
    expect(fetched.id).toBe('therapy');
    await expect(env.honcho.getScope('no-such-scope')).rejects.toBeInstanceOf(NotFoundError);
    const scopes = await (await env.honcho.scopes({ size: 1 })).toArray();
    expect(scopes.map((item) => item.id)).toContain('therapy');
    expect(scopes.every((item) => item instanceof Scope)).toBe(true);
  });

  it('metadata and configuration: get, set, cached getters and refresh', async () => {
    const honcho = env.client({ workspaceId: 'meta-ws' });
    expect(honcho.metadata).toBeUndefined();
    expect(await honcho.getMetadata()).toEqual({});
    await honcho.setMetadata({ env: 'staging' });
    expect(honcho.metadata).toEqual({ env: 'staging' });
    expect(env.emulator.store.workspace('meta-ws')?.metadata).toEqual({ env: 'staging' });

    await honcho.setConfiguration({ reasoning: { enabled: false, customInstructions: 'Be brief' }, peerCard: { create: false } });
    expect(honcho.configuration).toEqual({ reasoning: { enabled: false, customInstructions: 'Be brief' }, peerCard: { create: false } });
    expect(env.emulator.store.workspace('meta-ws')?.configuration).toMatchObject({
      reasoning: { enabled: false, custom_instructions: 'Be brief' },
      peer_card: { create: false },
    });

    const fresh = env.client({ workspaceId: 'meta-ws' });
    expect(await fresh.getConfiguration()).toMatchObject({ reasoning: { enabled: false, customInstructions: 'Be brief' } });
    const other = env.client({ workspaceId: 'meta-ws' });
    await other.refresh();
    expect(other.metadata).toEqual({ env: 'staging' });
    expect(other.configuration).toMatchObject({ peerCard: { create: false } });
  });

  it('workspaces() lists workspace ids', async () => {
    const page = await env.honcho.workspaces({ size: 1 });
    const ids = await page.toArray();
    expect(ids).toEqual(expect.arrayContaining([WS, 'other-ws']));
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    const filtered = await env.honcho.workspaces({ id: 'other-ws' });
    expect(filtered.items).toEqual(['other-ws']);
  });

  it('deleteWorkspace() deletes, and refuses while sessions are active', async () => {
    await env.client({ workspaceId: 'doomed-ws' }).getMetadata();
    await env.honcho.deleteWorkspace('doomed-ws');
    expect(env.emulator.store.workspace('doomed-ws')).toBeUndefined();
    await expect(env.honcho.deleteWorkspace(WS)).rejects.toBeInstanceOf(ConflictError);
  });

  it('search() finds messages across the workspace', async () => {
    const hits = await env.honcho.search('pasta', { limit: 5 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toBeInstanceOf(Message);
    expect(hits.some((hit) => hit.content.includes('pasta'))).toBe(true);
    const bobOnly = await env.honcho.search('pasta', { filters: { peer_id: 'bob' } });
    expect(bobOnly.every((hit) => hit.peerId === 'bob')).toBe(true);
    await env.honcho.scope('food-scope');
    const scoped = await env.honcho.search('Lisbon', { scope: 'food-scope' });
    expect(scoped).toEqual([]);
  });

  it('chat() and chatStream() ask about the whole workspace', async () => {
    const answer = await env.honcho.chat('What does alice like to cook?');
    expect(typeof answer === 'string' || answer === null).toBe(true);
    const withEvidence = await env.honcho.chat('pasta', { includeEvidence: true });
    expect(withEvidence).toHaveProperty('evidence');
    const stream = await env.honcho.chatStream('What does alice like?');
    let text = '';
    for await (const chunk of stream) text += chunk;
    expect(typeof text).toBe('string');
  });

  it('queueStatus() reports work, optionally narrowed', async () => {
    const status = await env.honcho.queueStatus();
    expect(status).toMatchObject({
      totalWorkUnits: expect.any(Number),
      completedWorkUnits: expect.any(Number),
      inProgressWorkUnits: expect.any(Number),
      pendingWorkUnits: expect.any(Number),
    });
    const narrowed = await env.honcho.queueStatus({ observer: 'alice', sender: { id: 'alice' }, session: 'cooking' });
    expect(narrowed.totalWorkUnits).toEqual(expect.any(Number));
  });

  it('scheduleDream() schedules omni by default, and card_refresh with rebuild', async () => {
    const alice = await env.honcho.peer('alice');
    await env.honcho.scheduleDream({ observer: alice });
    await env.honcho.scheduleDream({ observer: 'bob', observed: alice, session: 'cooking', dreamType: 'card_refresh', rebuild: true });
    expect(env.emulator.store.dreams(WS).slice(-2)).toMatchObject([
      { observer: 'alice', observed: 'alice', dream_type: 'omni', session_id: null, rebuild: false },
      { observer: 'bob', observed: 'alice', dream_type: 'card_refresh', session_id: 'cooking', rebuild: true },
    ]);
  });

  it('conclusions lists the workspace conclusions', async () => {
    const page = await env.honcho.conclusions.list();
    expect(page.items.map((conclusion) => conclusion.content)).toContain('Alice loves pasta');
  });

  it('health() answers', async () => {
    expect(await env.honcho.health()).toEqual({ status: 'ok' });
  });

  it('every method takes a signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(env.honcho.peer('alice', { signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(env.honcho.peers({ signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(env.honcho.search('x', { signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(env.honcho.getMetadata({ signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(env.honcho.health({ signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('toString names the workspace and server', () => {
    expect(String(env.honcho)).toBe(`Honcho(workspaceId='${WS}', baseURL='${env.emulator.url}')`);
  });
});

describe('workspace get-or-create', () => {
  it('is retried after a failure instead of breaking the client for good', async () => {
    const honcho = env.client({ workspaceId: 'flaky-ws' });
    env.emulator.faults.set({ match: { method: 'POST', path: /^\/v3\/workspaces$/ }, failRate: 1, failStatus: 500, times: 1 });
    await expect(honcho.peer('alice')).rejects.toMatchObject({ status: 500 });
    expect(env.emulator.store.workspace('flaky-ws')).toBeUndefined();
    const alice = await honcho.peer('alice');
    expect(alice.id).toBe('alice');
    expect(env.emulator.store.workspace('flaky-ws')).toBeDefined();
  });

  it('runs once for concurrent first calls', async () => {
    const honcho = env.client({ workspaceId: 'busy-ws' });
    const before = env.emulator.stats.requests;
    await Promise.all([honcho.peer('a'), honcho.peer('b'), honcho.peer('c')]);
    expect(env.emulator.stats.requests - before).toBe(4);
    await honcho.peer('d');
    expect(env.emulator.stats.requests - before).toBe(5);
  });
});

describe('an abort during the first call’s workspace get-or-create', () => {
  // The emulator holds the workspace request for 5 s; each call is aborted after
  // 50 ms. Settling well before the held request ends proves the caller's
  // signal reached the wait (the bound is loose because the machine is loaded).
  const HELD_MS = 5_000;
  const SETTLES_WITHIN_MS = 2_000;

  const firstCalls: Record<string, (honcho: Honcho, signal: AbortSignal) => Promise<unknown>> = {
    'peers()': (honcho, signal) => honcho.peers({ signal }),
    'peers() with filters': (honcho, signal) => honcho.peers({ filters: { metadata: { plan: 'pro' } }, signal }),
    'sessions()': (honcho, signal) => honcho.sessions({ signal }),
    'search()': (honcho, signal) => honcho.search('pasta', { signal }),
    'scopes()': (honcho, signal) => honcho.scopes({ signal }),
    'getScope()': (honcho, signal) => honcho.getScope('team', { signal }),
    'queueStatus()': (honcho, signal) => honcho.queueStatus({ signal }),
    'scheduleDream()': (honcho, signal) => honcho.scheduleDream({ observer: 'alice', signal }),
    'setMetadata()': (honcho, signal) => honcho.setMetadata({ a: 1 }, { signal }),
    'conclusions.list()': (honcho, signal) => honcho.conclusions.list({ signal }),
  };

  async function expectSettlesOnAbort(name: string, call: (honcho: Honcho, signal: AbortSignal) => Promise<unknown>): Promise<void> {
    const workspaceId = `slow-${name.replace(/[^a-z]/gi, '')}`;
    env.emulator.faults.set({ match: { method: 'POST', path: /^\/v3\/workspaces$/ }, latencyMs: HELD_MS });
    try {
      const honcho = env.client({ workspaceId });
      const controller = new AbortController();
      const started = Date.now();
      setTimeout(() => controller.abort(new Error('caller gave up')), 50);
      const error = await call(honcho, controller.signal).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(APIUserAbortError);
      expect((error as Error).cause).toEqual(new Error('caller gave up'));
      expect(Date.now() - started).toBeLessThan(SETTLES_WITHIN_MS);
    } finally {
      env.emulator.faults.clear();
    }
  }

  it.each(Object.entries(firstCalls))('settles %s with APIUserAbortError', async (name, call) => {
    await expectSettlesOnAbort(name, call);
  });

  it.each([
    ['webhooks.list()', (honcho: Honcho, signal: AbortSignal) => honcho.webhooks.list({ signal })],
    ['webhooks.create()', (honcho: Honcho, signal: AbortSignal) => honcho.webhooks.create('https://example.com/hook', { signal })],
    ['webhooks.test()', (honcho: Honcho, signal: AbortSignal) => honcho.webhooks.test({ signal })],
  ] as const)('settles %s with APIUserAbortError', async (name, call) => {
    await expectSettlesOnAbort(name, call);
  }, 15_000);
});
