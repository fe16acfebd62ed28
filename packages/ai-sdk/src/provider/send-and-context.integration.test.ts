import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness } from '../integration/test-support/emulator-honcho.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

describe('honcho.send()', () => {
  it('stores the message as the user, creating the session with the user observed', async () => {
    const h = harness(emulator);
    const message = await h.honcho.send({ userId: 'alice', sessionId: 'group-123', content: 'Hi team', metadata: { channel: 'slack' } });
    expect(message).toMatchObject({ peerId: 'alice', sessionId: 'group-123', content: 'Hi team', metadata: { channel: 'slack' } });
    expect(h.emulator.store.messages(h.workspaceId, 'group-123')).toMatchObject([{ peer_id: 'alice', content: 'Hi team' }]);
    expect(h.emulator.store.sessionPeers(h.workspaceId, 'group-123')).toEqual({ alice: { observe_me: true } });
  });

  it('creates the session once for many messages and adds each new sender once', async () => {
    const h = harness(emulator);
    await h.honcho.send({ userId: 'alice', sessionId: 'g', content: 'one' });
    await h.honcho.send({ userId: 'alice', sessionId: 'g', content: 'two' });
    await h.honcho.send({ userId: 'bob', sessionId: 'g', content: 'three' });
    expect(h.count('/sessions', 'POST')).toBe(1);
    expect(h.count('/sessions/g/peers', 'POST')).toBe(1);
    expect(h.count('/sessions/g/messages', 'POST')).toBe(3);
  });

  it('tries again after a failure instead of remembering it', async () => {
    const h = harness(emulator);
    emulator.faults.set({ failRate: 1, failStatus: 503, times: 1, match: { path: new RegExp(`${h.workspaceId}/sessions$`) } });
    try {
      await expect(h.honcho.send({ userId: 'alice', sessionId: 's', content: 'first' })).rejects.toThrow();
    } finally {
      emulator.faults.clear();
    }
    await h.honcho.send({ userId: 'alice', sessionId: 's', content: 'second' });
    expect(h.emulator.store.messages(h.workspaceId, 's').map((message) => message.content)).toEqual(['second']);
  });
});

describe('honcho.context()', () => {
  it('returns what the middleware would inject, as data', async () => {
    const h = harness(emulator);
    await h.honcho.send({ userId: 'alice', sessionId: 's1', content: 'I moved to Porto' });
    const assistant = await h.seed.peer('assistant');
    await assistant.setCard(['Lives in Porto'], 'alice');
    const memory = await h.honcho.context({ userId: 'alice', sessionId: 's1' });
    expect(memory).toMatchObject({
      userId: 'alice',
      assistantId: 'assistant',
      sessionId: 's1',
      observerId: 'assistant',
      peerCard: ['Lives in Porto'],
      summary: null,
      messages: [{ role: 'user', peerId: 'alice', content: 'I moved to Porto' }],
    });
    expect(memory.sessionContext?.toOpenAI('assistant')).toContainEqual({ role: 'user', name: 'alice', content: 'I moved to Porto' });
    expect((await h.honcho.context({ userId: 'alice', sessionId: 's1', injectHistory: false })).messages).toEqual([]);
  });

  it('reads the user own view without a session, writing nothing', async () => {
    const h = harness(emulator);
    const memory = await h.honcho.context({ userId: 'nobody' });
    expect(memory).toMatchObject({ observerId: 'nobody', representation: null, peerCard: null, messages: [] });
    expect(h.requests.every((request) => request.method === 'GET')).toBe(true);
  });
});
