import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { expectLinkedBin, missingRuntime, packedFixtures, RUNTIMES, type Runtime } from './packed-fixtures.js';

// @honcho-ai/cli as users install it: the packed tarball in the ESM fixture project
// (global-setup.ts). The `honcho` command is a Node program (no Bun or Deno build promised), run
// as `honcho doctor --json` against the emulator on every supported Node major; and the sdk's
// Node-only subpath it reads the config with, @honcho-ai/sdk/config, is loaded as ESM and CommonJS.
let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;
let home: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: { workspaces: [{ id: 'matrix-cli', peers: ['alice'] }] } });
  // An empty home: no config file of the machine's can change what the command reads.
  home = mkdtempSync(join(tmpdir(), 'honcho-matrix-cli-'));
});

afterAll(async () => {
  await emulator?.close();
  rmSync(home, { recursive: true, force: true });
});

const nodeRuntimes = RUNTIMES.filter((runtime) => runtime.label.startsWith('Node '));

function execute(runtime: Runtime, args: readonly string[], cwd: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  if (!runtime.binary) throw missingRuntime(runtime);
  const binary = runtime.binary;
  return new Promise((resolve) => {
    execFile(binary, [...args], { cwd, timeout: 60_000, env: { PATH: process.env.PATH ?? '', HOME: home, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
    });
  });
}

describe('the packed honcho command', () => {
  it('is linked into node_modules/.bin as the package manifest declares, executable', () => {
    expectLinkedBin('@honcho-ai/cli', 'honcho');
  });

  it.each(nodeRuntimes.map((runtime) => [runtime.label, runtime] as const))('%s: honcho doctor --json passes every check against the emulator', async (_label, runtime) => {
    if (!emulator) throw new Error('emulator not started');
    const dir = packedFixtures().fixtures.esm.dir;
    const run = await execute(runtime, [join(dir, 'node_modules', '@honcho-ai', 'cli', 'bin', 'honcho.js'), 'doctor', '--json', '--queue-seconds', '1'], dir, { HONCHO_URL: emulator.url, HONCHO_WORKSPACE_ID: 'matrix-cli' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { ok: boolean; checks: { id: string; status: string }[] };
    expect(report.ok).toBe(true);
    expect(report.checks.map((check) => `${check.id} ${check.status}`)).toEqual(['config', 'dns', 'tcp', 'server', 'health', 'key', 'workspace', 'queue', 'webhooks', 'features'].map((id) => `${id} pass`));
  }, 90_000);

  it.each(['esm', 'cjs'] as const)('@honcho-ai/sdk/config loads in the %s project and reads the environment', async (format) => {
    const fixture = packedFixtures().fixtures[format];
    const source =
      format === 'esm'
        ? "import { loadHonchoConfig } from '@honcho-ai/sdk/config'; console.log(JSON.stringify(loadHonchoConfig()));"
        : "const { loadHonchoConfig } = require('@honcho-ai/sdk/config'); console.log(JSON.stringify(loadHonchoConfig()));";
    const args = format === 'esm' ? ['--input-type=module', '-e', source] : ['-e', source];
    const run = await execute(RUNTIMES[0] as Runtime, args, fixture.dir, { HONCHO_URL: 'http://honcho.lan:8000/v3', HONCHO_API_KEY: 'matrix-secret-key' });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ baseURL: 'http://honcho.lan:8000', apiKey: '***', sources: { baseURL: { kind: 'env', variable: 'HONCHO_URL' } } });
    expect(run.stdout).not.toContain('matrix-secret-key');
  });
});
