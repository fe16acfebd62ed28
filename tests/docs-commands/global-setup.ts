// Packs the published packages once for the whole docs-commands project and serves them from a
// scope registry (local-registry.ts) in this process; the test files receive its address through
// `inject('scopeRegistry')`. Packing is most of a cold start, and two test files install from it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { type LocalRegistry, type ServedRegistry, startLocalRegistry } from './local-registry.js';

const root = new URL('../..', import.meta.url).pathname;
let work: string | undefined;
let registry: LocalRegistry | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    scopeRegistry: ServedRegistry;
  }
}

export async function setup(project: TestProject): Promise<void> {
  work = mkdtempSync(join(tmpdir(), 'honcho-docs-commands-packed-'));
  const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'scripts', 'pack-fixtures.mjs'), work, '--tarballs-only'], {
    cwd: root,
    timeout: 240_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const { tarballs } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { tarballs: Record<string, string> };
  registry = await startLocalRegistry(tarballs);
  project.provide('scopeRegistry', { url: registry.url, versions: registry.versions, integrity: registry.integrity });
}

export async function teardown(): Promise<void> {
  await registry?.close();
  if (work) rmSync(work, { recursive: true, force: true });
}
