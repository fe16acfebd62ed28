import { HonchoValidationError } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { comparePerspectives, createPeerPerspectives } from './peer-perspectives.js';
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

describe('comparePerspectives', () => {
  it('finds the consensus, what each observer alone holds, and what some share', () => {
    const comparison = comparePerspectives('alice', {
      coach: ['Runs', 'Vegetarian', 'Early riser', 'Runs'],
      nutritionist: ['Vegetarian', 'Allergic to nuts', 'Early riser'],
      friend: ['Vegetarian', 'Plays cello'],
    });
    expect(comparison.consensus).toEqual(['Vegetarian']);
    expect(comparison.unique).toEqual({ coach: ['Runs'], nutritionist: ['Allergic to nuts'], friend: ['Plays cello'] });
    expect(comparison.shared).toEqual({ 'Early riser': ['coach', 'nutritionist'] });
    expect(comparison.cards.coach).toEqual(['Runs', 'Vegetarian', 'Early riser', 'Runs']);
  });

  it('treats one observer as the whole consensus and no observers as nothing', () => {
    expect(comparePerspectives('alice', { coach: ['A', 'B'] })).toMatchObject({ consensus: ['A', 'B'], unique: { coach: [] }, shared: {} });
    expect(comparePerspectives('alice', {})).toMatchObject({ consensus: [], unique: {}, shared: {} });
  });
});

describe('createPeerPerspectives', () => {
  it('names every invalid option, before any request', () => {
    const h = experimentalHarness(emulator);
    let error: unknown;
    try {
      createPeerPerspectives({ client: h.client, targetPeerId: '', observerPeerIds: ['coach', 'coach', 'bad id'], concurrency: 99 });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as HonchoValidationError).issues.map((issue) => issue.path)).toEqual(['targetPeerId', 'observerPeerIds[2]', 'observerPeerIds[1]', 'concurrency']);
    expect(() => createPeerPerspectives({ client: h.client, targetPeerId: 'alice', observerPeerIds: [] })).toThrow(/observerPeerIds: must hold at least one peer id/);
    const views = createPeerPerspectives({ client: h.client, targetPeerId: 'alice', observerPeerIds: ['coach'] });
    expect(() => views.of('stranger')).toThrow(/observerPeerId: must be one of coach, got "stranger"/);
    expect(h.requests).toEqual([]);
  });

  it('writes each observer’s card about the target and compares what they hold', async () => {
    const h = experimentalHarness(emulator);
    const views = createPeerPerspectives({ client: h.client, targetPeerId: 'alice', observerPeerIds: ['coach', 'nutritionist', 'alice'] });
    expect([...views.identities.keys()]).toEqual(['coach', 'nutritionist', 'alice']);
    await views.of('coach').append(['Runs 40 km a week', 'Vegetarian']);
    await views.of('nutritionist').append(['Vegetarian', 'Allergic to nuts']);
    await views.of('alice').append(['Vegetarian', 'Runs 40 km a week', 'Wants to sleep more']);
    expect(emulator.store.peerCard(h.workspaceId, 'coach', 'alice')).toEqual(['Runs 40 km a week', 'Vegetarian']);
    expect(emulator.store.peerCard(h.workspaceId, 'alice')).toEqual(['Vegetarian', 'Runs 40 km a week', 'Wants to sleep more']);
    const comparison = await views.compare();
    expect(comparison).toMatchObject({
      targetPeerId: 'alice',
      consensus: ['Vegetarian'],
      unique: { coach: [], nutritionist: ['Allergic to nuts'], alice: ['Wants to sleep more'] },
      shared: { 'Runs 40 km a week': ['coach', 'alice'] },
    });
  });

  it('fails compare() when a card cannot be read', async () => {
    const h = experimentalHarness(emulator);
    const views = createPeerPerspectives({ client: h.client, targetPeerId: 'alice', observerPeerIds: ['coach', 'friend'], concurrency: 1 });
    await views.of('coach').read();
    await views.of('friend').read();
    emulator.faults.set({ match: { method: 'GET', path: /\/peers\/friend\/card$/ }, failRate: 1, failStatus: 500 });
    await expect(views.compare()).rejects.toMatchObject({ status: 500 });
  });
});
