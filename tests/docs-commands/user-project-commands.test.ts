// The commands the docs give for a user's own project (`npm install @honcho-ai/...`,
// `npx honcho-emulator`, `npx -y @honcho-ai/mcp`), run as written in fresh folders outside the
// repository. The packages are this checkout's, packed as on publish (scripts/pack-fixtures.mjs)
// and served to npm by a registry for the `@honcho-ai` scope; everything else comes from npm's
// usual registry. The install commands run first, in manifest order, in one project (`app`),
// as a user adding packages one by one would; `empty` has nothing installed.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRegistry, type LocalRegistry } from './local-registry.js';
import { MANIFEST } from './manifest.js';
import { repoRoot, shellEnv } from './run-command.js';
import { checkCompletes, checkServes } from './run-entry.js';

const MARGIN_MS = 15_000;
let work: string;
let registry: LocalRegistry | undefined;
let env: NodeJS.ProcessEnv;
const dirs = { app: '', empty: '' };

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'honcho-docs-commands-'));
  const { stdout } = await promisify(execFile)(process.execPath, [join(repoRoot, 'scripts', 'pack-fixtures.mjs'), join(work, 'packed'), '--tarballs-only'], {
    cwd: repoRoot,
    timeout: 240_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const { tarballs } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { tarballs: Record<string, string> };
  registry = await startLocalRegistry(tarballs);
  for (const name of ['app', 'empty'] as const) {
    dirs[name] = join(work, name);
    mkdirSync(dirs[name]);
    // The user's project configuration: where the scope's packages come from, and no audit or
    // funding requests (this machine's registry answers audits with 405).
    writeFileSync(join(dirs[name], '.npmrc'), `@honcho-ai:registry=${registry.url}\naudit=false\nfund=false\nupdate-notifier=false\n`);
  }
  env = shellEnv({ npm_config_cache: npmCache(registry), npm_config_prefer_offline: 'true' });
}, 300_000);

/**
 * npm's cache for these runs, kept between them in node_modules/.cache. Its content cache is the
 * user's own (`_cacache`, linked), so third-party packages are not downloaded again. Its npx
 * folder is its own: npx reuses what it installed for `@honcho-ai/mcp` whenever the version is
 * the same, so an install whose `@honcho-ai/*` tarballs differ from this run's is removed first.
 */
function npmCache(served: LocalRegistry): string {
  const cache = join(repoRoot, 'node_modules', '.cache', 'honcho-docs-commands', 'npm-cache');
  mkdirSync(join(cache, '_npx'), { recursive: true });
  const userCache = execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8', env: shellEnv() }).trim();
  mkdirSync(join(userCache, '_cacache'), { recursive: true });
  if (!existsSync(join(cache, '_cacache'))) symlinkSync(join(userCache, '_cacache'), join(cache, '_cacache'));
  for (const entry of readdirSync(join(cache, '_npx'))) {
    const lockfile = join(cache, '_npx', entry, 'package-lock.json');
    const packages = existsSync(lockfile) ? (JSON.parse(readFileSync(lockfile, 'utf8')) as { packages?: Record<string, { integrity?: string }> }).packages ?? {} : undefined;
    const stale =
      packages === undefined ||
      Object.entries(packages).some(([path, locked]) => {
        const name = /node_modules\/(@honcho-ai\/[^/]+)$/.exec(path)?.[1];
        return name !== undefined && locked.integrity !== served.integrity[name];
      });
    if (stale) rmSync(join(cache, '_npx', entry), { recursive: true, force: true });
  }
  return cache;
}

afterAll(async () => {
  await registry?.close();
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

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
        // What was installed is this checkout's package, not a release of the same name on npmjs.
        for (const name of entry.command.split(' ').filter((word) => word.startsWith('@honcho-ai/')).map((word) => word.replace(/@[^@/]*$/, ''))) {
          const installed = JSON.parse(readFileSync(join(dirs[place], 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
          expect(installed.version, name).toBe(registry?.versions[name]);
        }
      },
      entry.seconds * 1000 + MARGIN_MS,
    );
  }
});
