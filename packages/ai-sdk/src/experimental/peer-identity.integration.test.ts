import { APIUserAbortError, HonchoValidationError } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHoncho } from '../provider/create-honcho.js';
import { pendingIdentityLocks } from './identity-lock.js';
import { createPeerIdentity } from './peer-identity.js';
import { experimentalHarness } from './test-support/experimental-harness.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});
afterEach(() => {
  emulator.faults.clear();
});

/** Card reads and writes take a few random milliseconds, so unserialised read-modify-writes would interleave and lose entries. */
function slowCards(): void {
  emulator.faults.set({ match: { path: /\/card$/ }, latencyMs: { min: 2, max: 25 }, seed: 3 });
}

describe('createPeerIdentity() input', () => {
  it('names every invalid option, before any request', () => {
    const h = experimentalHarness(emulator);
    let error: unknown;
    try {
      createPeerIdentity({ client: 'nope' as never, peerId: 'has space', targetPeerId: 7 as never, target: 'x' } as never);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as HonchoValidationError).issues.map((issue) => issue.path).sort()).toEqual(['client', 'peerId', 'target', 'targetPeerId']);
    expect(h.requests).toEqual([]);
  });

  it('rejects bad method input naming the field, before any request', async () => {
    const h = experimentalHarness(emulator);
    const identity = createPeerIdentity({ client: h.client, peerId: 'alice' });
    const cases: [Promise<unknown>, RegExp][] = [
      [identity.replace('one' as never), /entries: must be a list of strings/],
      [identity.replace(['ok', 3 as never]), /entries\[1\]: must be a string, got number 3/],
      [identity.append([]), /entries: must hold at least one entry/],
      [identity.append('   '), /entries: must not be empty or only whitespace/],
      [identity.append('x'.repeat(2_001)), /entries: must be at most 2000 characters/],
      [identity.remove([]), /entries: must hold at least one entry/],
      [identity.merge({ entries: 'x' } as never), /entries\.entries: must be a list of strings/],
      [identity.has(''), /entry: must not be empty/],
      [identity.has('x', { ignoreCase: 'yes' as never }), /ignoreCase: must be true or false/],
      [identity.search(5 as never), /text: must be a string/],
      [identity.diff('nope' as never), /before: must be a snapshot or a list of strings/],
      [identity.read({ timeout: -1 }), /timeout: must be between 1/],
      [identity.clear({ force: true } as never), /force: is not a known option/],
    ];
    for (const [call, message] of cases) {
      await expect(call).rejects.toThrow(HonchoValidationError);
      await expect(call).rejects.toThrow(message);
    }
    expect(h.requests).toEqual([]);
  });
});

describe('PeerIdentity', () => {
  it('reads, replaces, appends, removes and clears the peer card', async () => {
    const h = experimentalHarness(emulator);
    const identity = createPeerIdentity({ client: h.client, peerId: 'alice' });
    expect(identity.targetPeerId).toBe('alice');
    expect(await identity.read()).toEqual([]);
    expect(await identity.size()).toBe(0);
    expect(await identity.replace(['Lives in Lisbon', 'Vegetarian', 'Lives in Lisbon'])).toEqual(['Lives in Lisbon', 'Vegetarian']);
    expect(await identity.append('Runs marathons')).toEqual(['Lives in Lisbon', 'Vegetarian', 'Runs marathons']);
    expect(await identity.append(['Vegetarian', 'Plays cello'])).toEqual(['Lives in Lisbon', 'Vegetarian', 'Runs marathons', 'Plays cello']);
    expect(await identity.remove('Vegetarian')).toEqual(['Lives in Lisbon', 'Runs marathons', 'Plays cello']);
    expect(await identity.remove(['Plays cello', 'not there'])).toEqual(['Lives in Lisbon', 'Runs marathons']);
    expect(await identity.remove((entry) => entry.startsWith('Runs'))).toEqual(['Lives in Lisbon']);
    expect(emulator.store.peerCard(h.workspaceId, 'alice')).toEqual(['Lives in Lisbon']);
    await identity.clear();
    expect(await identity.read()).toEqual([]);
    expect(emulator.store.peerCard(h.workspaceId, 'alice')).toEqual([]);
  });

  it('keeps the card about a target apart from the peer’s own card', async () => {
    const h = experimentalHarness(emulator);
    const own = createPeerIdentity({ client: h.client, peerId: 'assistant' });
    const aboutAlice = createPeerIdentity({ client: createHoncho({ client: h.client }), peerId: 'assistant', targetPeerId: 'alice' });
    await own.append('I am a helpful assistant');
    await aboutAlice.append('Alice prefers email');
    expect(emulator.store.peerCard(h.workspaceId, 'assistant')).toEqual(['I am a helpful assistant']);
    expect(emulator.store.peerCard(h.workspaceId, 'assistant', 'alice')).toEqual(['Alice prefers email']);
    expect(emulator.store.peers(h.workspaceId).map((peer) => peer.id).sort()).toEqual(['alice', 'assistant']);
  });

  it('merges, reporting what was added, and never removes', async () => {
    const h = experimentalHarness(emulator);
    const identity = createPeerIdentity({ client: h.client, peerId: 'alice' });
    await identity.replace(['A', 'B']);
    expect(await identity.merge(['B', 'C', 'D', 'C'])).toEqual({ added: ['C', 'D'], removed: [], unchanged: ['A', 'B'], changed: true });
    expect(await identity.merge(['A'])).toEqual({ added: [], removed: [], unchanged: ['A', 'B', 'C', 'D'], changed: false });
    const other = createPeerIdentity({ client: h.client, peerId: 'bob' });
    await other.replace(['E']);
    expect((await identity.merge(await other.snapshot())).added).toEqual(['E']);
    expect(await identity.read()).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('answers has, search and size from the stored card', async () => {
    const h = experimentalHarness(emulator);
    const identity = createPeerIdentity({ client: h.client, peerId: 'alice' });
    await identity.replace(['Lives in Lisbon', 'Likes LISBON tarts', 'Vegetarian']);
    expect(await identity.has('Vegetarian')).toBe(true);
    expect(await identity.has('vegetarian')).toBe(false);
    expect(await identity.has('vegetarian', { ignoreCase: true })).toBe(true);
    expect(await identity.search('lisbon')).toEqual(['Lives in Lisbon', 'Likes LISBON tarts']);
    expect(await identity.search('Lisbon', { ignoreCase: false })).toEqual(['Lives in Lisbon']);
    expect(await identity.search(/^v/gi)).toEqual(['Vegetarian']);
    expect(await identity.search('nothing')).toEqual([]);
    expect(await identity.size()).toBe(3);
  });

  it('takes snapshots and diffs the card against one, or against a list', async () => {
    const h = experimentalHarness(emulator);
    const identity = createPeerIdentity({ client: h.client, peerId: 'alice', targetPeerId: 'bob' });
    await identity.replace(['A', 'B']);
    const before = await identity.snapshot();
    // The plugin's CardSnapshot fields (observerPeerId, timestamp) beside ours.
    expect(before).toEqual({ peerId: 'alice', observerPeerId: 'alice', targetPeerId: 'bob', entries: ['A', 'B'], takenAt: expect.any(Date), timestamp: before.takenAt.toISOString() });
    await identity.remove('A');
    await identity.append('C');
    expect(await identity.diff(before)).toEqual({ added: ['C'], removed: ['A'], unchanged: ['B'], changed: true });
    expect(await identity.diff(['B', 'C'])).toEqual({ added: [], removed: [], unchanged: ['B', 'C'], changed: false });
    // The snapshot is a copy: later changes do not reach it.
    expect(before.entries).toEqual(['A', 'B']);
  });
});

describe('cancellation', () => {
  it('stops one caller waiting for the peers to be created without failing the others', async () => {
    const h = experimentalHarness(emulator);
    emulator.faults.set({ match: { method: 'POST', path: /\/peers$/ }, latencyMs: 300 });
    const identity = createPeerIdentity({ client: h.client, peerId: 'alice' });
    const controller = new AbortController();
    const cancelled = identity.read({ signal: controller.signal });
    const patient = identity.append('kept');
    controller.abort();
    await expect(cancelled).rejects.toThrow(APIUserAbortError);
    await expect(patient).resolves.toEqual(['kept']);
    expect(h.count('/peers', 'POST')).toBe(1);
  });
});

describe('serialised updates', () => {
  it('keeps all 20 entries of 20 concurrent appends on one identity', async () => {
    const h = experimentalHarness(emulator);
    slowCards();
    const identity = createPeerIdentity({ client: h.client, peerId: 'alice' });
    const entries = Array.from({ length: 20 }, (_, index) => `fact ${index}`);
    await Promise.all(entries.map((entry) => identity.append(entry)));
    expect([...(await identity.read())].sort()).toEqual([...entries].sort());
    expect(emulator.store.peerCard(h.workspaceId, 'alice')).toHaveLength(20);
    // Every append is one read and one write, never two at once on the card.
    expect(h.count('/peers/alice/card', 'PUT')).toBe(20);
    expect(h.maxInFlight('/peers/alice/card')).toBe(1);
    expect(pendingIdentityLocks()).toBe(0);
  });

  it('serialises across identity objects and clients for the same card, but not across cards', async () => {
    const h = experimentalHarness(emulator);
    slowCards();
    const clients = [h.client, h.anotherClient()];
    const appends = Array.from({ length: 20 }, (_, index) =>
      createPeerIdentity({ client: clients[index % 2] as typeof h.client, peerId: 'assistant', targetPeerId: 'alice' }).append(`append ${index}`),
    );
    const merges = Array.from({ length: 10 }, (_, index) =>
      createPeerIdentity({ client: h.client, peerId: 'assistant', targetPeerId: 'alice' }).merge([`merge ${index}`, 'shared']),
    );
    const elsewhere = Array.from({ length: 5 }, (_, index) => createPeerIdentity({ client: h.client, peerId: 'assistant' }).append(`own ${index}`));
    await Promise.all([...appends, ...merges, ...elsewhere]);
    const card = emulator.store.peerCard(h.workspaceId, 'assistant', 'alice') ?? [];
    expect(card).toHaveLength(31);
    for (let index = 0; index < 20; index += 1) expect(card).toContain(`append ${index}`);
    for (let index = 0; index < 10; index += 1) expect(card).toContain(`merge ${index}`);
    expect(card.filter((entry) => entry === 'shared')).toHaveLength(1);
    expect(emulator.store.peerCard(h.workspaceId, 'assistant')).toHaveLength(5);
  });

  it('lets the next update run after one fails, and cancels a queued update before it starts', async () => {
    const h = experimentalHarness(emulator);
    const identity = createPeerIdentity({ client: h.client, peerId: 'alice' });
    await identity.read();
    emulator.faults.set({ match: { method: 'PUT', path: /\/card$/ }, failRate: 1, failStatus: 503, times: 1 });
    const failing = identity.append('lost');
    const next = identity.append('kept');
    await expect(failing).rejects.toMatchObject({ status: 503 });
    await expect(next).resolves.toEqual(['kept']);

    slowCards();
    const controller = new AbortController();
    const first = identity.append('first');
    const queued = identity.append('cancelled', { signal: controller.signal });
    controller.abort();
    await first;
    await expect(queued).rejects.toThrow(APIUserAbortError);
    expect(await identity.read()).toEqual(['kept', 'first']);
    await expect(identity.append('x', { signal: AbortSignal.abort() })).rejects.toThrow(APIUserAbortError);
    expect(await identity.read()).toEqual(['kept', 'first']);
    expect(pendingIdentityLocks()).toBe(0);
  });
});
