// A user's own project outside the repository, as the docs-commands tests build one: its `.npmrc`
// takes the `@honcho-ai` scope from the registry of packed packages (global-setup.ts), and npm
// runs with a cache of its own that reuses the user's downloads of everything else.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ServedRegistry } from './local-registry.js';
import { repoRoot, shellEnv } from './run-command.js';

/** The project configuration: where the scope's packages come from, and no audit or funding requests (this machine's registry answers audits with 405). */
export function writeProjectNpmrc(dir: string, registry: ServedRegistry): void {
  writeFileSync(join(dir, '.npmrc'), `@honcho-ai:registry=${registry.url}\naudit=false\nfund=false\nupdate-notifier=false\n`);
}

/**
 * Checks that each `@honcho-ai/*` package an install command names is installed in `dir` from the
 * packed tarballs: this checkout's version, not a release of the same name on npmjs.
 */
export function expectInstalledFromRegistry(dir: string, command: string, registry: ServedRegistry, what = command): void {
  for (const name of command.split(' ').filter((word) => word.startsWith('@honcho-ai/')).map((word) => word.replace(/@[^@/]*$/, ''))) {
    const installed = JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    expect(installed.version, `${what}: ${name}`).toBe(registry.versions[name]);
  }
}

/** The environment npm and npx run in for such a project. */
export function userProjectEnv(registry: ServedRegistry, extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  return shellEnv({ npm_config_cache: npmCache(registry), npm_config_prefer_offline: 'true', ...extra });
}

/**
 * npm's cache for these runs, kept between them in node_modules/.cache. Its content cache is the
 * user's own (`_cacache`, linked), so third-party packages are not downloaded again. Its npx
 * folder is its own: npx reuses what it installed for `@honcho-ai/mcp` whenever the version is
 * the same, so an install whose `@honcho-ai/*` tarballs differ from this run's is removed first.
 */
function npmCache(served: ServedRegistry): string {
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

