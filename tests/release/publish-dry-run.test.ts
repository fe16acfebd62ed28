import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DryRun, packAll, type PackedPackage, prepareReleaseCopy, PUBLISH_LIFECYCLE_SCRIPTS, publishDryRun, type ReleaseCopy, repoRoot } from './release-copy.js';
import { compareVersions, nextVersionProblem, publishedVersions, releaseProblem } from './registry-versions.js';

// What the next release would publish passes `npm publish --dry-run`, is new to the registry, and
// depends on its siblings and on third-party packages by caret ranges. Checked on a temporary
// copy with the pending changesets applied (release-copy.ts); the checkout is never changed.
let copy: ReleaseCopy | undefined;
let packDir: string | undefined;
let packed = new Map<string, PackedPackage>();
const dryRuns = new Map<string, DryRun>();
let published = new Map<string, readonly string[]>();

const released = () => {
  if (!copy) throw new Error('the release copy was not prepared');
  return copy;
};

beforeAll(async () => {
  copy = await prepareReleaseCopy();
  packDir = mkdtempSync(join(tmpdir(), 'honcho-release-packs-'));
  packed = await packAll(copy, packDir);
  const versions = await Promise.all(copy.packages.map(async (pkg) => [pkg.manifest.name, await publishedVersions(pkg.manifest.name)] as const));
  published = new Map(versions);
  // What `changeset publish` publishes: the packages whose version the registry does not have
  // (a version it has is skipped; the registry test below says whether skipping it is right).
  // Two at a time: each starts npm and asks the registry, and CI has two cores.
  const queue = [...packed].filter(([name, { manifest }]) => !published.get(name)?.includes(manifest.version));
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) dryRuns.set(next[0], await publishDryRun(next[1].tarball));
    }),
  );
});

afterAll(() => {
  copy?.remove();
  if (packDir) rmSync(packDir, { recursive: true, force: true });
});

const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'] as const;
const CARET = /^\^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** The `name@version` a dry run reports: npm 10 prints one summary object, npm 11 keys it by the package name. */
function reportedId(stdout: string, name: string): string | undefined {
  try {
    const parsed = JSON.parse(stdout) as { id?: string } & Record<string, { id?: string } | undefined>;
    return parsed.id ?? parsed[name]?.id;
  } catch {
    return undefined;
  }
}

describe('the next release (pending changesets applied to a copy)', () => {
  it('covers every public package, and takes the sdk above the published 2.5.0', () => {
    const names = released().packages.map((pkg) => pkg.manifest.name);
    expect(names.sort()).toEqual(['@honcho-ai/ai-sdk', '@honcho-ai/api-types', '@honcho-ai/cli', '@honcho-ai/inspector', '@honcho-ai/langchain', '@honcho-ai/mastra', '@honcho-ai/mcp', '@honcho-ai/openai-agents', '@honcho-ai/openai-compat', '@honcho-ai/sdk', '@honcho-ai/sdk-core', '@honcho-ai/testing']);
    // 2.5.0 is the last release of the SDK this repo replaces: ours starts above it, and stays there.
    const sdk = released().packages.find((pkg) => pkg.manifest.name === '@honcho-ai/sdk');
    expect(compareVersions(sdk?.manifest.version ?? '0.0.0', '2.5.0')).toBeGreaterThan(0);
    // version-packages carried the new version into the VERSION the client sends.
    expect(readFileSync(join(sdk?.dir ?? '', 'src', 'version.ts'), 'utf8')).toContain(`VERSION = '${sdk?.manifest.version}'`);
  });

  it('is new to the registry and above every published version of each name (or a version this repo released before)', async () => {
    const problems = await Promise.all(
      released().packages.map((pkg) => {
        const changelog = join(repoRoot, pkg.folder, 'CHANGELOG.md');
        return releaseProblem({
          name: pkg.manifest.name,
          currentVersion: pkg.currentVersion,
          nextVersion: pkg.manifest.version,
          changelog: existsSync(changelog) ? readFileSync(changelog, 'utf8') : '',
          published: published.get(pkg.manifest.name) ?? [],
        });
      }),
    );
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('passes `npm publish --dry-run` with the flags `changeset publish` passes, for every package it would publish', () => {
    const toPublish = released().packages.filter((pkg) => !published.get(pkg.manifest.name)?.includes(pkg.manifest.version));
    // Every package a pending changeset bumps is among them.
    for (const pkg of released().packages) if (pkg.manifest.version !== pkg.currentVersion) expect(toPublish).toContain(pkg);
    const outcomes = toPublish.map((pkg) => {
      const dryRun = dryRuns.get(pkg.manifest.name) ?? { code: -1, stdout: '', stderr: 'not packed' };
      return { name: pkg.manifest.name, code: dryRun.code, reported: reportedId(dryRun.stdout, pkg.manifest.name), output: dryRun.code === 0 ? '' : `${dryRun.stdout}\n${dryRun.stderr}`.trim().slice(-2000) };
    });
    expect(outcomes).toEqual(toPublish.map((pkg) => ({ name: pkg.manifest.name, code: 0, reported: `${pkg.manifest.name}@${pkg.manifest.version}`, output: '' })));
  });

  it('has no lifecycle script that `pnpm publish` would run around the pack and the rehearsal does not', () => {
    const declared = released().packages.flatMap((pkg) => {
      const scripts = (JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
      return PUBLISH_LIFECYCLE_SCRIPTS.filter((script) => scripts[script] !== undefined).map((script) => `${pkg.manifest.name}: ${script}`);
    });
    expect(declared).toEqual([]);
  });

  it('replaces `workspace:` by caret ranges of the released versions, and takes third-party runtime dependencies by caret ranges', () => {
    const versions = new Map(released().packages.map((pkg) => [pkg.manifest.name, pkg.manifest.version]));
    const offenders: string[] = [];
    for (const [name, { manifest }] of packed) {
      if (manifest.version !== versions.get(name)) offenders.push(`${name}: packed as ${manifest.version}, not ${versions.get(name)}`);
      for (const field of DEPENDENCY_FIELDS) {
        for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
          if (range.startsWith('workspace:')) offenders.push(`${name} ${field}.${dependency}: ${range} (left as written)`);
          if (field !== 'dependencies') continue;
          const sibling = versions.get(dependency);
          if (sibling !== undefined && range !== `^${sibling}`) offenders.push(`${name} dependencies.${dependency}: ${range}, not ^${sibling} (the version this release publishes)`);
          if (sibling === undefined && !CARET.test(range)) offenders.push(`${name} dependencies.${dependency}: ${range}, not a caret range`);
        }
      }
    }
    // Not vacuous: every package was packed, and the sdk depends on its siblings.
    expect([...packed.keys()].sort()).toEqual(released().packages.map((pkg) => pkg.manifest.name).sort());
    expect(Object.keys(packed.get('@honcho-ai/sdk')?.manifest.dependencies ?? {})).toContain('@honcho-ai/sdk-core');
    expect(offenders).toEqual([]);
  });
});

describe('the registry check', () => {
  // Both cases are real: before the rename, a release would have published @honcho-ai/core 0.1.0
  // under the old generated client's name (2.2.0 there); and @honcho-ai/sdk 2.5.0 is on the registry.
  it('refuses what the release before the rename would have published (@honcho-ai/core 0.1.0)', async () => {
    const published = await publishedVersions('@honcho-ai/core');
    expect(published).toContain('2.2.0');
    expect(nextVersionProblem('@honcho-ai/core', '0.1.0', published)).toMatch(/0\.1\.0 is lower than the published @honcho-ai\/core@2\.2\.0/);
  });

  it('refuses a version the registry already has (@honcho-ai/sdk 2.5.0)', async () => {
    expect(nextVersionProblem('@honcho-ai/sdk', '2.5.0', await publishedVersions('@honcho-ai/sdk'))).toMatch(/already published/);
  });

  it('refuses to leave a package at a version someone else published (the sdk at 2.5.0, with no changeset)', async () => {
    const published = await publishedVersions('@honcho-ai/sdk');
    const plan = { name: '@honcho-ai/sdk', currentVersion: '2.5.0', nextVersion: '2.5.0', changelog: '', published };
    expect(releaseProblem(plan)).toMatch(/is not a release of this repo/);
    // After this repo released a version, a package with no new changeset is rightly skipped.
    expect(releaseProblem({ ...plan, currentVersion: '2.6.0', nextVersion: '2.6.0', changelog: '# @honcho-ai/sdk\n\n## 2.6.0\n\n### Minor Changes\n', published: [...published, '2.6.0'] })).toBeUndefined();
  });

  it('finds no versions for a name the registry does not know', async () => {
    expect(await publishedVersions('@honcho-ai/no-such-package-by-this-name')).toEqual([]);
  });
});
