// The commands the docs give for a user's own project (`npm install @honcho-ai/...`,
// `npx honcho-emulator`, `npx -y @honcho-ai/mcp`), run as written in fresh folders outside the
// repository. The packages are this checkout's, packed as on publish (scripts/pack-fixtures.mjs)
// and served to npm by a registry for the `@honcho-ai` scope (global-setup.ts); everything else
// comes from npm's usual registry. The install commands run first, in manifest order, in one
// project (`app`), as a user adding packages one by one would; `empty` has nothing installed.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { MANIFEST } from './manifest.js';
import { checkCompletes, checkServes } from './run-entry.js';
import { expectInstalledFromRegistry, userProjectEnv, writeProjectNpmrc } from './user-project.js';

const MARGIN_MS = 15_000;
let work: string;
const registry = inject('scopeRegistry');
let env: NodeJS.ProcessEnv;
const dirs = { app: '', empty: '' };

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'honcho-docs-commands-'));
  for (const name of ['app', 'empty'] as const) {
    dirs[name] = join(work, name);
    mkdirSync(dirs[name]);
    writeProjectNpmrc(dirs[name], registry);
  }
  env = userProjectEnv(registry);
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("commands for a user's project, as the docs write them, against the packed packages", () => {
  for (const entry of MANIFEST) {
    if (!('where' in entry) || !('project' in entry.where)) continue;
    const place = entry.where.project;
    if (entry.kind === 'serves') {
      it(`serves: ${entry.command}`, () => checkServes(entry, dirs[place], env), entry.seconds * 1000 + MARGIN_MS);
      continue;
    }
    it(
      entry.command,
      async () => {
        await checkCompletes(entry, entry.command, dirs[place], env);
        if (!entry.installs) return;
        expectInstalledFromRegistry(dirs[place], entry.command, registry);
      },
      entry.seconds * 1000 + MARGIN_MS,
    );
  }
});
