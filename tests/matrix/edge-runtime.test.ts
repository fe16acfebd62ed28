import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { EdgeRuntime } from '../../tools/runtimes/node_modules/edge-runtime/dist/index.js';
import { BUNDLE_GLOBAL, bundlePacked } from './bundle-packed.js';
import { MATRIX_API_KEY, packedFixtures, SMOKE_EXPECTATIONS } from './packed-fixtures.js';

// Vercel's edge runtime (the one `next dev` and `vercel dev` emulate edge functions with): a V8
// context with only web APIs (fetch, streams, TextDecoder, crypto), no `process`, no `require`.
// The packed SDK is bundled as an edge bundler would (the `edge-light` and `worker` conditions)
// and driven inside it against the emulator over real HTTP.
let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;
let bundle = '';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY });
  bundle = await bundlePacked(packedFixtures(), 'edge', ['edge-light', 'worker']);
}, 60_000);

afterAll(async () => {
  await emulator?.close();
});

describe('the packed SDK in the edge runtime (EdgeRuntime)', () => {
  it('creates a peer, adds messages, chats and streams against the emulator', async () => {
    if (!emulator) throw new Error('emulator not started');
    const vm = new EdgeRuntime();
    // The sandbox really lacks Node: a bundle that reached for it would throw below.
    expect(vm.evaluate<string>('typeof process + "," + typeof require')).toBe('undefined,undefined');
    vm.evaluate(bundle);
    const options = JSON.stringify({ baseURL: emulator.url, workspaceId: 'matrix-edge' });
    // Serialised inside the sandbox, so the result is plain data from this realm.
    const seen = JSON.parse(await vm.evaluate<Promise<string>>(`${BUNDLE_GLOBAL}.smoke(${options}).then(JSON.stringify)`)) as Record<string, unknown>;
    expect(seen).toMatchObject(SMOKE_EXPECTATIONS);
    expect(seen.chunks).toBeGreaterThan(1);
    expect(emulator.store.messages('matrix-edge', 's1').map((message) => message.content)).toEqual(['I love vegetarian food and hiking in Sintra.', 'My favourite food is vegetarian ramen.']);
  }, 60_000);
});
