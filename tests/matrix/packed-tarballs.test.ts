import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../packages/testing/dist/node/index.js';

// What users install is the packed tarball, not the workspace: a file missing
// from `files`, a wrong export map or a dependency left as `workspace:*` only
// shows up there. So each published package is packed, installed with npm
// into an ESM and a CJS project, and driven against an emulator over HTTP on
// every supported Node major.
const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;
const API_KEY = 'matrix-key';

interface Fixture {
  readonly dir: string;
  readonly script: string;
}
interface PackSummary {
  readonly dir: string;
  readonly tarballs: Record<string, string>;
  readonly fixtures: Record<'esm' | 'cjs', Fixture>;
}

// The same layout scripts/runtimes.mjs reads (tools/runtimes installs them); a missing binary fails its cases loudly.
const nodeBinary = (major: number): string => join(root, 'tools', 'runtimes', 'node_modules', `node${major}`, 'bin', 'node');
const runtimes: [string, string, string][] = [
  ['Node 20', process.execPath, '20'],
  ['Node 22', nodeBinary(22), '22'],
  ['Node 24', nodeBinary(24), '24'],
];

let workDir: string | undefined;
let summary: PackSummary | undefined;
let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'honcho-matrix-'));
  // Async, not spawnSync: the emulator below must keep answering while children run.
  const { stdout } = await run(process.execPath, [join(root, 'scripts', 'pack-fixtures.mjs'), workDir], { cwd: root, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
  const last = stdout.trim().split('\n').at(-1) ?? '{}';
  summary = JSON.parse(last) as PackSummary;
  emulator = await startEmulator({ port: 0, apiKey: API_KEY });
}, 300_000);

afterAll(async () => {
  await emulator?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('packed tarballs installed with npm', () => {
  it('packs every published package', () => {
    expect(Object.keys(summary?.tarballs ?? {}).sort()).toEqual(['@honcho-ai/ai-sdk', '@honcho-ai/api-types', '@honcho-ai/core', '@honcho-ai/openai-compat', '@honcho-ai/sdk', '@honcho-ai/testing']);
  });

  const combos = runtimes.flatMap(([label, binary, major]) => (['esm', 'cjs'] as const).map((format) => [`${label}, ${format}`, binary, major, format] as const));
  it.each(combos)('%s: peer, messages, chat and stream against the emulator', async (_label, binary, major, format) => {
    if (!summary || !emulator) throw new Error('fixtures not ready');
    const fixture = summary.fixtures[format];
    const { stdout } = await run(binary, [fixture.script, emulator.url], { cwd: fixture.dir, timeout: 60_000 });
    const seen = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    expect(seen).toMatchObject({
      format,
      peer: 'alice',
      messages: 2,
      answer: true,
      streamed: true,
      refused: true,
      model: 'alice',
      compatVersion: 'string',
      aiSdk: 'function',
      emulator: 200,
    });
    expect(String(seen.node).split('.')[0]).toBe(major);
  }, 90_000);
});
