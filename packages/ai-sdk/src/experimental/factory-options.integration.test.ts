import { HonchoValidationError } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDreamingAgent } from './dreaming-agent.js';
import { createPeerIdentity } from './peer-identity.js';
import { createPeerPerspectives } from './peer-perspectives.js';

// Without a `client`, the experimental helpers build one from the
// environment, as createHoncho() does: HONCHO_API_KEY, HONCHO_URL and
// HONCHO_WORKSPACE_ID. The emulator requires the key, so a request that
// reaches it proves the key was read.

const KEY = 'hch-experimental-env-key';
const WORKSPACE = 'from-env';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: KEY });
});
afterAll(async () => {
  await emulator.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

function configureEnvironment(): void {
  vi.stubEnv('HONCHO_API_KEY', KEY);
  vi.stubEnv('HONCHO_URL', emulator.url);
  vi.stubEnv('HONCHO_WORKSPACE_ID', WORKSPACE);
}

describe('the experimental helpers without a client', () => {
  it('createPeerIdentity({ peerId }) reads and writes the card in the workspace the environment names', async () => {
    configureEnvironment();
    const identity = createPeerIdentity({ peerId: 'alice' });
    await identity.append('Prefers short answers');
    expect(await identity.read()).toEqual(['Prefers short answers']);
    expect(emulator.store.workspace(WORKSPACE)).toBeDefined();
  });

  it('createDreamingAgent({ observerPeerId, sessionId }) and createPeerPerspectives({ targetPeerId, observerPeerIds }) work too', async () => {
    configureEnvironment();
    const agent = createDreamingAgent({ observerPeerId: 'assistant', sessionId: 'chat-1' });
    const status = await agent.getStatus();
    expect(typeof status.pendingWorkUnits).toBe('number');

    await createPeerIdentity({ peerId: 'coach', targetPeerId: 'alice' }).append(['Runs', 'Vegetarian']);
    await createPeerIdentity({ peerId: 'nutritionist', targetPeerId: 'alice' }).append(['Vegetarian']);
    const views = createPeerPerspectives({ targetPeerId: 'alice', observerPeerIds: ['coach', 'nutritionist'] });
    const comparison = await views.compare();
    expect(comparison.consensus).toEqual(['Vegetarian']);
    expect(comparison.unique).toEqual({ coach: ['Runs'], nutritionist: [] });
  });

  it('without HONCHO_WORKSPACE_ID, says so at once, naming client beside the other problems', () => {
    vi.stubEnv('HONCHO_WORKSPACE_ID', undefined);
    vi.stubEnv('HONCHO_URL', emulator.url);
    const before = emulator.stats.requests;
    let error: unknown;
    try {
      createPeerIdentity({ peerId: 'has space' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as HonchoValidationError).issues.map((issue) => issue.path).sort()).toEqual(['client', 'peerId']);
    expect((error as HonchoValidationError).message).toMatch(/client: is required unless the environment names a workspace.*HONCHO_WORKSPACE_ID/);
    expect(() => createDreamingAgent({ observerPeerId: 'assistant', sessionId: 'chat-1' })).toThrow(HonchoValidationError);
    expect(() => createPeerPerspectives({ targetPeerId: 'alice', observerPeerIds: ['coach'] })).toThrow(HonchoValidationError);
    expect(emulator.stats.requests).toBe(before);
  });
});
