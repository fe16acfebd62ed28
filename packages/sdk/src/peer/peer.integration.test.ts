import { APIUserAbortError, Page } from '@honcho-ai/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorClient, type EmulatorClient } from '../client/test-support/emulator-client.js';
import { Message } from '../message/message.js';
import { Peer, Session } from '../session/peer-and-session.js';
import { PeerContext } from './peer-context.js';

const WS = 'peer-ws';
let env: EmulatorClient;

beforeAll(async () => {
  env = await startEmulatorClient({
    client: { workspaceId: WS },
    emulator: {
      seed: {
        workspaces: [
          {
            id: WS,
            peers: [{ id: 'alice', metadata: { plan: 'pro' }, configuration: { observe_me: true } }, 'bob'],
            sessions: [
              {
                id: 'kitchen',
                peers: ['alice', 'bob'],
                messages: [
                  { peer_id: 'alice', content: 'I bake sourdough bread every weekend.' },
                  { peer_id: 'bob', content: 'Bread is nice but I prefer baking cakes.' },
                  { peer_id: 'alice', content: 'My sourdough starter is called Bubbles.' },
                ],
              },
              { id: 'garden', peers: ['alice'], metadata: { kind: 'hobby' }, messages: [{ peer_id: 'alice', content: 'Tomatoes are growing well.' }] },
              { id: 'office', peers: ['bob'] },
            ],
            conclusions: [
              { observer_id: 'alice', observed_id: 'alice', content: 'Alice bakes sourdough bread', session_id: 'kitchen' },
              { observer_id: 'alice', observed_id: 'bob', content: 'Bob prefers cakes', session_id: 'kitchen' },
            ],
            peer_cards: [{ observer: 'alice', peer_card: ['Bakes sourdough'] }],
          },
        ],
      },
    },
  });
});

afterAll(async () => {
  await env.close();
});

describe('Peer against the emulator', () => {
  it('getMetadata, getConfiguration and refresh read the peer and fill the caches', async () => {
    const alice = new Peer('alice', WS, env.honcho.http);
    expect(alice.metadata).toBeUndefined();
    expect(await alice.getMetadata()).toEqual({ plan: 'pro' });
    expect(alice.createdAt).toMatch(/^\d{4}-/);
    expect(await alice.getConfiguration()).toEqual({ observeMe: true });
    const other = new Peer('alice', WS, env.honcho.http);
    await other.refresh();
    expect(other.metadata).toEqual({ plan: 'pro' });
    expect(other.configuration).toEqual({ observeMe: true });
    expect(other.raw).toMatchObject({ id: 'alice', workspace_id: WS });
  });

  it('setMetadata and setConfiguration replace what is stored', async () => {
    const erin = await env.honcho.peer('erin');
    await erin.setMetadata({ tier: 'gold', nested: { a: 1 } });
    expect(erin.metadata).toEqual({ tier: 'gold', nested: { a: 1 } });
    await erin.setConfiguration({ observeMe: false });
    expect(erin.configuration).toEqual({ observeMe: false });
    expect(env.emulator.store.peers(WS).find((peer) => peer.id === 'erin')).toMatchObject({
      metadata: { tier: 'gold', nested: { a: 1 } },
      configuration: { observe_me: false },
    });
  });

  it('sessions() pages through the peer’s sessions, in both 2.5 argument forms', async () => {
    const alice = await env.honcho.peer('alice');
    const page = await alice.sessions({ size: 1 });
    expect(page).toBeInstanceOf(Page);
    expect(page.items[0]).toBeInstanceOf(Session);
    expect((await page.toArray()).map((session) => session.id).sort()).toEqual(['garden', 'kitchen']);
    const legacy = await alice.sessions({ metadata: { kind: 'hobby' } });
    expect(legacy.items.map((session) => session.id)).toEqual(['garden']);
    const reversed = await alice.sessions({ reverse: true });
    expect(reversed.items.map((session) => session.id)).toEqual(['garden', 'kitchen']);
  });

  it('message() builds an input that addMessages stores', async () => {
    const alice = await env.honcho.peer('alice');
    const input = alice.message('Hello from a test', { metadata: { t: 1 }, createdAt: '2025-03-01T10:00:00Z' });
    expect(input).toEqual({ peerId: 'alice', content: 'Hello from a test', metadata: { t: 1 }, createdAt: '2025-03-01T10:00:00Z' });
    const session = await env.honcho.session('garden');
    await session.addMessages([input]);
    const stored = env.emulator.store.messages(WS, 'garden').at(-1);
    expect(stored).toMatchObject({ peer_id: 'alice', content: 'Hello from a test', metadata: { t: 1 } });
  });

  it('search() finds this peer’s messages', async () => {
    const alice = await env.honcho.peer('alice');
    const hits = await alice.search('sourdough', { limit: 10 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit instanceof Message && hit.peerId === 'alice')).toBe(true);
    const filtered = await alice.search('sourdough', { filters: { session_id: 'garden' } });
    expect(filtered).toEqual([]);
  });

  it('getCard, card and setCard read and write cards, of itself and of a target', async () => {
    const alice = await env.honcho.peer('alice');
    const bob = await env.honcho.peer('bob');
    expect(await alice.getCard()).toEqual(['Bakes sourdough']);
    expect(await alice.card()).toEqual(['Bakes sourdough']);
    expect(await alice.getCard(bob)).toBeNull();
    expect(await alice.setCard(['Prefers cakes'], bob)).toEqual(['Prefers cakes']);
    expect(env.emulator.store.peerCard(WS, 'alice', 'bob')).toEqual(['Prefers cakes']);
    expect(await alice.getCard('bob')).toEqual(['Prefers cakes']);
    expect(await bob.setCard(['Works in an office'])).toEqual(['Works in an office']);
    expect(env.emulator.store.peerCard(WS, 'bob')).toEqual(['Works in an office']);
  });

  it('representation() renders conclusions, with target, session and search options', async () => {
    const alice = await env.honcho.peer('alice');
    const own = await alice.representation();
    expect(own).toContain('sourdough');
    const ofBob = await alice.representation({ target: 'bob', maxConclusions: 10 });
    expect(ofBob).toContain('cakes');
    const searched = await alice.representation({ searchQuery: 'bread', searchTopK: 5, searchMaxDistance: 0.9, includeMostFrequent: true });
    expect(typeof searched).toBe('string');
    const inSession = await alice.representation({ session: 'kitchen' });
    expect(typeof inSession).toBe('string');
    const allowlist = await alice.representation({ sessions: ['kitchen', 'garden'] });
    expect(typeof allowlist).toBe('string');
  });

  it('context() returns a PeerContext', async () => {
    const alice = await env.honcho.peer('alice');
    const context = await alice.context();
    expect(context).toBeInstanceOf(PeerContext);
    expect(context.peerId).toBe('alice');
    expect(context.targetId).toBe('alice');
    expect(context.peerCard).toEqual(['Bakes sourdough']);
    const ofBob = await alice.context({ target: 'bob', searchQuery: 'cakes', searchTopK: 3, maxConclusions: 5 });
    expect(ofBob.targetId).toBe('bob');
  });

  it('chat() and chatStream() ask about the peer', async () => {
    const alice = await env.honcho.peer('alice');
    const answer = await alice.chat('What does alice bake?');
    expect(answer === null || typeof answer === 'string').toBe(true);
    const withEvidence = await alice.chat('sourdough', { includeEvidence: true, target: 'alice' });
    expect(withEvidence).toHaveProperty('content');
    const stream = await alice.chatStream('What does alice bake?', { reasoningLevel: 'minimal' });
    const parts: string[] = [];
    for await (const part of stream) parts.push(part);
    expect(parts.every((part) => typeof part === 'string')).toBe(true);
  });

  it('conclusions and conclusionsOf are views of the right pair', async () => {
    const alice = await env.honcho.peer('alice');
    const own = await alice.conclusions.list();
    expect(own.items.map((conclusion) => conclusion.content)).toEqual(['Alice bakes sourdough bread']);
    const ofBob = await alice.conclusionsOf('bob').list();
    expect(ofBob.items.map((conclusion) => conclusion.content)).toEqual(['Bob prefers cakes']);
  });

  it('every method takes a signal', async () => {
    const alice = new Peer('alice', WS, env.honcho.http);
    const signal = AbortSignal.abort();
    await expect(alice.getMetadata({ signal })).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(alice.search('x', { signal })).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(alice.getCard(undefined, { signal })).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(alice.representation({ signal })).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(alice.context({ signal })).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(alice.sessions({ signal })).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('toString and JSON show the peer, not the transport', async () => {
    const alice = await env.honcho.peer('alice');
    expect(String(alice)).toBe("Peer(id='alice')");
    expect(JSON.parse(JSON.stringify(alice))).toMatchObject({ id: 'alice', workspaceId: WS, metadata: { plan: 'pro' } });
  });
});

describe("a peer call's signal also covers the workspace's first get-or-create", () => {
  const calls: readonly (readonly [string, (peer: Peer, signal: AbortSignal) => Promise<unknown>])[] = [
    ['sessions', (peer, signal) => peer.sessions({ signal })],
    ['search', (peer, signal) => peer.search('bread', { signal })],
    ['getCard', (peer, signal) => peer.getCard(undefined, { signal })],
    ['setCard', (peer, signal) => peer.setCard(['Bakes'], undefined, { signal })],
    ['representation', (peer, signal) => peer.representation({ signal })],
    ['context', (peer, signal) => peer.context({ signal })],
    ['getMetadata', (peer, signal) => peer.getMetadata({ signal })],
    ['setMetadata', (peer, signal) => peer.setMetadata({ a: 1 }, { signal })],
    ['conclusions.list', (peer, signal) => peer.conclusions.list({ signal })],
  ];

  it.each(calls)('%s stops waiting as soon as the caller aborts', async (_name, call) => {
    // A fresh client: its workspace get-or-create has not run yet, and the emulator makes it take 3 s.
    env.emulator.faults.set({ match: { method: 'POST', path: /^\/v3\/workspaces$/ }, latencyMs: 3_000 });
    try {
      const client = env.client();
      const peer = new Peer('alice', WS, client.http, undefined, undefined, (options?: { signal?: AbortSignal | undefined }) => client.context.ensureWorkspace(options));
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 50);
      const started = Date.now();
      await expect(call(peer, controller.signal)).rejects.toBeInstanceOf(APIUserAbortError);
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      env.emulator.faults.clear();
    }
  });
});
