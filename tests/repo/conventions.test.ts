import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { UserWorkspaceConfig } from 'vitest/config';
import { fromRoot, repoRoot, runtimeSourceFiles, workspacePackages } from './workspace.js';

// The SDK must run on Node 20+, Bun, Deno, browsers and edge runtimes, and the
// style guide bans default exports. These rules are cheap to break by accident,
// so they are checked on every run rather than left to review.
const packages = workspacePackages();
// The packages the runtime matrix packs and installs (scripts/pack-fixtures.mjs, tests/matrix).
const packedByMatrix = (() => {
  const script = readFileSync(join(repoRoot, 'scripts', 'pack-fixtures.mjs'), 'utf8');
  const list = /^const published = \[([^\]]*)\];$/m.exec(script)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
})();
// A framework adapter cannot run where its framework cannot, so it declares the framework's floor
// (decision 0017): @openai/agents 0.20 depends on openai 7, which needs Node 22.
// The cli's is its prompt library's (@clack/prompts needs 20.12; decision 0023).
const FRAMEWORK_NODE_FLOORS: Readonly<Record<string, string>> = { 'openai-agents': '>=22', mastra: '>=22.13', cli: '>=20.12' };
// The emulator's HTTP server and CLI are Node-only by nature and live behind their own entry point;
// the inspector is a local Node program (its server and command), whose browser UI (src/ui) is not;
// the sdk's config file loader reads files, behind its own subpath (@honcho-ai/sdk/config); the
// `honcho` command (packages/cli) is a Node program.
const nodeOnlyAllowed = [/packages\/testing\/src\/node\//, /packages\/inspector\/src\/(server|cli)\//, /packages\/sdk\/src\/config-file\//, /packages\/cli\/src\//];

describe.each(packages.map((pkg) => [pkg.manifest.name, pkg] as const))('%s', (_name, pkg) => {
  const files = runtimeSourceFiles(pkg);

  it('has runtime code without Node-only imports', () => {
    const offenders = files
      .filter((file) => !nodeOnlyAllowed.some((pattern) => pattern.test(file)))
      .filter((file) => /from ['"](node:|fs['"]|path['"]|http['"]|crypto['"]|stream['"]|buffer['"])/.test(readFileSync(file, 'utf8')))
      .map(fromRoot);
    expect(offenders).toEqual([]);
  });

  it('builds input specs from sdk-core\'s one copy of zod, never from zod/mini directly (decision 0032)', () => {
    // core bundles zod into its build and re-exports its mini functions as `z`; a package importing
    // zod/mini itself would load a second copy from node_modules (about 40 ms at import) and mix two.
    const offenders = files
      .filter((file) => !file.endsWith('packages/core/src/validation/zod.ts'))
      .filter((file) => /from ['"]zod\/(mini|v4\/mini)['"]/.test(readFileSync(file, 'utf8')))
      .map(fromRoot);
    expect(offenders).toEqual([]);
  });

  it('has no default exports in runtime code', () => {
    const offenders = files.filter((file) => /^export default\b/m.test(readFileSync(file, 'utf8'))).map(fromRoot);
    expect(offenders).toEqual([]);
  });

  it('reports the version its package.json declares', () => {
    const versionFile = join(pkg.dir, 'src', 'version.ts');
    const source = (() => {
      try {
        return readFileSync(versionFile, 'utf8');
      } catch {
        return undefined;
      }
    })();
    if (source === undefined) {
      // Only packages that talk to a server identify themselves with a VERSION.
      expect(['api-types', 'core']).toContain(pkg.folder);
      return;
    }
    expect(source).toContain(`VERSION = '${pkg.manifest.version}'`);
  });

  it('keeps the published runtime floor at Node 20, or at its framework\'s (decision 0017)', () => {
    expect(pkg.manifest.engines?.node).toBe(FRAMEWORK_NODE_FLOORS[pkg.folder] ?? '>=20');
  });

  it('is packed, installed and run on every runtime by the matrix (scripts/pack-fixtures.mjs)', () => {
    expect(packedByMatrix).toContain(pkg.folder);
  });

  it('has its commands (bin) in committed files, so installing before a build links them without a warning', () => {
    const bins = typeof pkg.manifest.bin === 'string' ? [pkg.manifest.bin] : Object.values(pkg.manifest.bin ?? {});
    for (const bin of bins) {
      expect(bin, `${bin} is build output`).not.toMatch(/^(\.\/)?dist\//);
      expect(existsSync(join(pkg.dir, bin)), `${bin} exists`).toBe(true);
    }
  });

  it('is scoped and versioned by changesets', () => {
    expect(pkg.manifest.name).toMatch(/^@honcho-ai\//);
    expect(pkg.manifest.private).not.toBe(true);
  });
});

describe('test projects', () => {
  // A project the root vitest.config.ts names by folder does not inherit the root's test options,
  // so a project without its own timeouts runs with vitest's 5 s default.
  const projectConfigs = ['packages', 'apps', 'tests', 'tools']
    .flatMap((folder) => readdirSync(join(repoRoot, folder)).map((name) => join(folder, name, 'vitest.config.ts')))
    .concat('bench/vitest.config.ts')
    .filter((path) => existsSync(join(repoRoot, path)));

  it('are all found', () => {
    expect(projectConfigs.length).toBeGreaterThanOrEqual(13);
  });

  it.each(projectConfigs)('%s sets test and hook timeouts (through vitest.shared.ts)', async (path) => {
    const { default: config } = (await import(join(repoRoot, path))) as { default: UserWorkspaceConfig };
    expect(config.test?.testTimeout).toBeGreaterThanOrEqual(20_000);
    expect(config.test?.hookTimeout).toBeGreaterThanOrEqual(20_000);
  });
});
