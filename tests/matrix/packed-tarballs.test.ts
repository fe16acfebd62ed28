import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { MATRIX_API_KEY, missingRuntime, packedFixtures, PUBLISHED_PACKAGES, RUNTIMES, runtimeLabel, SMOKE_EXPECTATIONS } from './packed-fixtures.js';

// What users install is the packed tarball, not the workspace: a file missing
// from `files`, a wrong export map or a dependency left as `workspace:*` only
// shows up there. So each published package is packed, installed with npm
// into an ESM and a CJS project (global-setup.ts), and driven against an
// emulator over HTTP on every supported Node major, on Bun and on Deno.
const run = promisify(execFile);

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

  const combos = RUNTIMES.flatMap((runtime) => (['esm', 'cjs'] as const).map((format) => [`${runtime.label}, ${format}`, runtime, format] as const));
  it.each(combos)('%s: peer, messages, chat and stream against the emulator', async (_label, runtime, format) => {
    if (!emulator) throw new Error('emulator not started');
    if (!runtime.binary) throw missingRuntime(runtime);
    const fixture = packedFixtures().fixtures[format];
    const label = runtimeLabel(runtime);
    const { stdout } = await run(runtime.binary, [...runtime.args, fixture.script, emulator.url, label], { cwd: fixture.dir, timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
    const seen = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    expect(seen).toMatchObject({ format, ...SMOKE_EXPECTATIONS });
    expect(String(seen.runtime)).toMatch(new RegExp(`^${runtime.reports.replace('.', '\\.')}`));
    // Each run wrote to its own workspace on the shared emulator: the two messages are there, once each.
    expect(emulator.store.messages(`matrix-${format}-${label}`, 's1').map((message) => message.content)).toEqual(['I love vegetarian food and hiking in Sintra.', 'My favourite food is vegetarian ramen.']);
  }, 90_000);
});
