import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { expectLinkedBin, MATRIX_API_KEY, packedFixtures, reportedRuntime, runOnRuntime, RUNTIMES, runtimeLabel } from './packed-fixtures.js';

// @honcho-ai/inspector as users install it: the packed tarball in the ESM fixture project
// (global-setup.ts), started as a library and as the installed command on every supported Node
// major (it is a Node program: ESM only, no Bun or Deno build promised), against the emulator.
let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY });
});

afterAll(async () => {
  await emulator?.close();
});

const nodeRuntimes = RUNTIMES.filter((runtime) => runtime.label.startsWith('Node '));

describe('the packed inspector', () => {
  it('links its command into node_modules/.bin as the manifest declares, executable', () => {
    expectLinkedBin('@honcho-ai/inspector', 'honcho-inspector');
  });

  it.each(nodeRuntimes.map((runtime) => [runtime.label, runtime] as const))('%s: startInspector() and the honcho-inspector command serve the built UI and its API, with the token only', async (_label, runtime) => {
    if (!emulator) throw new Error('emulator not started');
    const label = runtimeLabel(runtime);
    const { fixtures } = packedFixtures();
    const seen = await runOnRuntime(runtime, [join(fixtures.esm.dir, 'inspector-smoke.mjs'), emulator.url, label], fixtures.esm.dir);
    expect(String(seen.runtime)).toMatch(reportedRuntime(runtime));
    const served = { page: true, script: 200, scriptBytes: expect.any(Number), info: { workspaceId: `matrix-inspector-${label}`, authenticated: true }, peers: [`alice-${label}`], refused: 403 };
    expect(seen).toMatchObject({ library: served, command: served, keyPrinted: false });
    expect((seen.library as { scriptBytes: number }).scriptBytes).toBeGreaterThan(10_000);
  }, 90_000);
});
