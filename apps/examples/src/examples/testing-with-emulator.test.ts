// How to test code that uses Honcho: the emulator over HTTP, in-process
// through a custom fetch, with seeds, with injected failures, and by
// inspecting what was really stored. The regions are the testing guide's
// test file, top to bottom, after the app's code (testing-with-emulator.ts).
import { Honcho } from '@honcho-ai/sdk';
// #region imports
import { createEmulator } from '@honcho-ai/testing';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// #endregion imports
import { recordSupportTurn, testingWithEmulator } from './testing-with-emulator.js';

// #region http
const turn = {
  userId: 'dana',
  ticketId: 'ticket-981',
  userText: 'My invoice shows the wrong billing address.',
  agentText: 'Sorry about that, I will fix the billing address now.',
};

describe('recordSupportTurn, against the emulator over HTTP', () => {
  let emulator: RunningEmulator;
  let honcho: Honcho;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 }); // a free port; starts in milliseconds
    honcho = new Honcho({ baseURL: emulator.url, workspaceId: 'support' });
  });
  afterAll(() => emulator.close());

  it('saves both sides and summarises the problem', async () => {
    const result = await recordSupportTurn(honcho, turn);
    expect(result.saved).toBe(2);
    expect(result.summary).toContain('wrong billing address');
    // What was really written, in the server's wire format:
    expect(emulator.store.messages('support', 'ticket-981').map((m) => m.peer_id)).toEqual(['dana', 'support-agent']);
  });
});
// #endregion http

// #region faults
describe('recordSupportTurn, when Honcho fails', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  it('survives a 503 on the message write without writing twice', async () => {
    const honcho = new Honcho({ baseURL: emulator.url, workspaceId: 'support' });
    emulator.faults.set({ failRate: 1, failStatus: 503, retryAfter: 0, times: 1, match: { method: 'POST', path: /\/messages$/ } });
    await recordSupportTurn(honcho, turn);
    emulator.faults.clear();
    expect(emulator.stats.injectedFailures).toBe(1);
    expect(emulator.store.messages('support', 'ticket-981')).toHaveLength(2);
  });
});
// #endregion faults

// #region in-process
describe('recordSupportTurn, in-process (no port, no network)', () => {
  it('works with the emulator as the client fetch, starting from a seed', async () => {
    const emulator = createEmulator({
      seed: { workspaces: [{ id: 'support', sessions: [{ id: 'ticket-981', messages: [{ peer_id: 'dana', content: 'My card was charged twice.' }] }] }] },
    });
    const honcho = new Honcho({ baseURL: emulator.baseURL, workspaceId: 'support', fetch: emulator.fetch });
    const result = await recordSupportTurn(honcho, turn);
    expect(result.summary).toContain('wrong billing address');
    expect(emulator.store.counts().messages).toBe(3); // the seeded one and the two new ones
  });
});
// #endregion in-process

describe('the standalone example', () => {
  it('records the same turn', async () => {
    const emulator = createEmulator();
    const result = await testingWithEmulator(new Honcho({ baseURL: emulator.baseURL, workspaceId: 'standalone', fetch: emulator.fetch }));
    expect(result).toEqual({ saved: 2, summary: expect.stringContaining('wrong billing address') as string });
  });
});
