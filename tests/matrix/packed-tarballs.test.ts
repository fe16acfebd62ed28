import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { MATRIX_API_KEY, packedFixtures, PUBLISHED_PACKAGES, reportedRuntime, runSmoke, runtimeFormats, runtimeLabel, SMOKE_EXPECTATIONS } from './packed-fixtures.js';

// What users install is the packed tarball, not the workspace: a file missing
// from `files`, a wrong export map or a dependency left as `workspace:*` only
// shows up there. So each published package is packed, installed with npm
// into an ESM and a CJS project (global-setup.ts), and driven against an
// emulator over HTTP on every supported Node major, on Bun and on Deno.
let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY });
});

afterAll(async () => {
  await emulator?.close();
});

describe('packed tarballs installed with npm', () => {
  it('packs every published package', () => {
    expect(Object.keys(packedFixtures().tarballs).sort()).toEqual([...PUBLISHED_PACKAGES]);
  });

  it.each(runtimeFormats())('%s: peer, messages, chat and stream against the emulator', async (_label, runtime, format) => {
    if (!emulator) throw new Error('emulator not started');
    const label = runtimeLabel(runtime);
    const seen = await runSmoke(runtime, format, 'script', emulator.url);
    expect(seen).toMatchObject({ format, ...SMOKE_EXPECTATIONS });
    expect(String(seen.runtime)).toMatch(reportedRuntime(runtime));
    // Each run wrote to its own workspace on the shared emulator: the two messages are there, once each.
    expect(emulator.store.messages(`matrix-${format}-${label}`, 's1').map((message) => message.content)).toEqual(['I love vegetarian food and hiking in Sintra.', 'My favourite food is vegetarian ramen.']);
  }, 90_000);
});
