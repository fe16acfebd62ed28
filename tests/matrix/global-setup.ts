// Packs the published packages and installs them into the ESM and CJS fixture projects once for
// the whole matrix project (packing and installing is most of its time); the test files receive
// the fixture paths through `inject('packedFixtures')`.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import type { PackedFixtures } from './packed-fixtures.js';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;
let workDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  workDir = mkdtempSync(join(tmpdir(), 'honcho-matrix-'));
  const { stdout } = await run(process.execPath, [join(root, 'scripts', 'pack-fixtures.mjs'), workDir], {
    cwd: root,
    timeout: 240_000,
    maxBuffer: 16 * 1024 * 1024,
    // npm takes the third-party dependencies from its cache without asking the registry whether they changed.
    env: { ...process.env, npm_config_prefer_offline: 'true' },
  });
  const fixtures = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as PackedFixtures;
  project.provide('packedFixtures', fixtures);
}

export function teardown(): void {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}
