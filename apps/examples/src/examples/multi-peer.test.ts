import { describe, expect, it } from 'vitest';
import { multiPeer } from './multi-peer.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('multi-peer', () => {
  it('answers about alice from both sessions, from bob, and from one session only', async () => {
    const { honcho, workspaceId } = fixture.context();
    const answers = await multiPeer(honcho);
    expect(answers.members).toEqual(['alice', 'bob', 'planner']);
    expect(answers.aliceAboutHerself).toContain('cabin near a lake');
    expect(answers.aliceAboutHerself).toContain('quiet weekend at home');
    expect(answers.bobAboutAlice).toContain('cabin near a lake');
    expect(answers.inTripSessionOnly).toContain('cabin near a lake');
    expect(answers.inTripSessionOnly).not.toContain('quiet weekend');
    expect(fixture.emulator.store.sessionPeers(workspaceId, 'trip-planning').bob).toMatchObject({ observe_others: true });
  });
});
