import { describe, expect, it } from 'vitest';
import { createEmulator } from '../emulator/create-emulator.js';
import type { EmulatorSeed } from './emulator-seed.js';
import { EmulatorSeedError, parseEmulatorSeed } from './load-seed.js';

const seed: EmulatorSeed = {
  workspaces: [
    {
      id: 'demo',
      metadata: { plan: 'free' },
      peers: ['alice', { id: 'assistant', metadata: { role: 'bot' }, configuration: { observe_me: false } }],
      sessions: [
        {
          id: 'welcome',
          peers: { alice: { observe_me: true }, assistant: {} },
          messages: [
            { id: 'm1', peer_id: 'alice', content: 'I love dark roast coffee.', created_at: '2024-01-01T00:00:00Z' },
            { peer_id: 'assistant', content: 'Noted!', metadata: { kind: 'ack' } },
          ],
        },
        { id: 'old', is_active: false, peers: ['carol'] },
      ],
      conclusions: [
        { id: 'c1', observer_id: 'alice', observed_id: 'alice', content: 'Alice loves dark roast coffee', session_id: 'welcome' },
        { observer_id: 'assistant', observed_id: 'alice', content: 'Alice is friendly', level: 'inductive', source_ids: ['c1'] },
      ],
      scopes: [{ id: 'team', sessions: ['welcome'] }],
      peer_cards: [{ observer: 'alice', peer_card: ['Coffee lover'] }, { observer: 'assistant', observed: 'alice', peer_card: ['Friendly'] }],
      webhooks: [{ url: 'https://example.com/hook' }],
    },
  ],
};

describe('seeds', () => {
  it('loads every kind of resource, creating peers named along the way', () => {
    const { store } = createEmulator({ seed });
    expect(store.workspace('demo')).toMatchObject({ metadata: { plan: 'free' } });
    expect(store.peers('demo').map((peer) => peer.id)).toEqual(['alice', 'assistant', 'carol']);
    expect(store.peers('demo', { includeScopes: true }).map((peer) => peer.id)).toContain('scope.team');
    expect(store.sessions('demo').map((session) => [session.id, session.is_active])).toEqual([
      ['welcome', true],
      ['old', false],
    ]);
    expect(store.sessionPeers('demo', 'welcome')).toEqual({ alice: { observe_me: true }, assistant: {} });
    expect(store.messages('demo', 'welcome')).toEqual([
      expect.objectContaining({ id: 'm1', created_at: '2024-01-01T00:00:00Z', token_count: 7 }),
      expect.objectContaining({ peer_id: 'assistant', metadata: { kind: 'ack' } }),
    ]);
    expect(store.conclusions('demo')[1]).toMatchObject({ level: 'inductive', source_ids: ['c1'], session_id: null });
    expect(store.scopeSessions('demo', 'team')).toEqual(['welcome']);
    expect(store.peerCard('demo', 'alice')).toEqual(['Coffee lover']);
    expect(store.peerCard('demo', 'assistant', 'alice')).toEqual(['Friendly']);
    expect(store.webhooks('demo')).toEqual([expect.objectContaining({ url: 'https://example.com/hook' })]);
    expect(store.counts()).toMatchObject({ workspaces: 1, peers: 3, sessions: 2, messages: 2, conclusions: 2, scopes: 1, webhooks: 1, peerCards: 2 });
  });

  it('round-trips through store.toSeed()', () => {
    const first = createEmulator({ seed });
    const second = createEmulator({ seed: first.store.toSeed() });
    expect(second.store.toSeed()).toEqual(first.store.toSeed());
    expect(second.store.messages('demo')).toEqual(first.store.messages('demo'));
  });

  it('comes back after reset(), and reset() forgets everything else', async () => {
    const emulator = createEmulator({ seed });
    await emulator.fetch('/v3/workspaces', { method: 'POST', body: JSON.stringify({ id: 'extra' }), headers: { 'content-type': 'application/json' } });
    expect(emulator.store.counts().workspaces).toBe(2);
    emulator.reset();
    expect(emulator.store.counts().workspaces).toBe(1);
    expect(emulator.store.messages('demo', 'welcome')).toHaveLength(2);
  });

  it('reports every problem with its path', () => {
    const bad = {
      workspaces: [
        { id: 'ok', sessions: [{ id: 'bad id', messages: [{ content: 'x' }] }] },
        { id: 'w2', conclusions: [{ observer_id: 'a', observed_id: 'a', content: 'c', session_id: 'nope' }] },
      ],
    };
    expect(() => parseEmulatorSeed(bad)).toThrow(EmulatorSeedError);
    try {
      parseEmulatorSeed(bad);
    } catch (error) {
      expect((error as EmulatorSeedError).issues).toEqual([
        "workspaces[0].sessions[0].id: String should match pattern '^[a-zA-Z0-9_-]+$'",
        'workspaces[0].sessions[0].messages[0].peer_id: Field required',
      ]);
    }
    expect(() => parseEmulatorSeed(bad.workspaces[1] && { workspaces: [bad.workspaces[1]] })).toThrow(/no session nope/);
    expect(() => parseEmulatorSeed({})).toThrow(/workspaces: Field required/);
    expect(() => createEmulator({ seed: { workspaces: [{ id: '' }] } })).toThrow(EmulatorSeedError);
  });
});
