import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DryRun, packAll, type PackedPackage, prepareReleaseCopy, PUBLISH_LIFECYCLE_SCRIPTS, publishDryRun, type ReleaseCopy } from './release-copy.js';
import { nextVersionProblem, publishedVersions } from './registry-versions.js';

// What the next release would publish passes `npm publish --dry-run`, is new to the registry, and
// depends on its siblings and on third-party packages by caret ranges. Checked on a temporary
// copy with the pending changesets applied (release-copy.ts); the checkout is never changed.
let copy: ReleaseCopy | undefined;
let packDir: string | undefined;
let packed = new Map<string, PackedPackage>();
const dryRuns = new Map<string, DryRun>();

const released = () => {
  if (!copy) throw new Error('the release copy was not prepared');
  return copy;
};

beforeAll(async () => {
  copy = await prepareReleaseCopy();
  packDir = mkdtempSync(join(tmpdir(), 'honcho-release-packs-'));
  packed = await packAll(copy, packDir);
  // Two at a time: each starts npm and asks the registry, and CI has two cores.
  const queue = [...packed];
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
    expect(names.sort()).toEqual(['@honcho-ai/ai-sdk', '@honcho-ai/api-types', '@honcho-ai/mcp', '@honcho-ai/openai-compat', '@honcho-ai/sdk', '@honcho-ai/sdk-core', '@honcho-ai/testing']);
    const sdk = released().packages.find((pkg) => pkg.manifest.name === '@honcho-ai/sdk');
    expect(sdk?.currentVersion).toBe('2.5.0');
    expect(nextVersionProblem('@honcho-ai/sdk', sdk?.manifest.version ?? '', ['2.5.0'])).toBeUndefined();
    // version-packages carried the new version into the VERSION the client sends.
    expect(readFileSync(join(sdk?.dir ?? '', 'src', 'version.ts'), 'utf8')).toContain(`VERSION = '${sdk?.manifest.version}'`);
  });

  it('is new to the registry and above every published version of each name', async () => {
    const problems = await Promise.all(
      released().packages.map(async (pkg) => nextVersionProblem(pkg.manifest.name, pkg.manifest.version, await publishedVersions(pkg.manifest.name))),
    );
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('passes `npm publish --dry-run` with the flags `changeset publish` passes, for every public package', () => {
    const outcomes = released().packages.map((pkg) => {
      const dryRun = dryRuns.get(pkg.manifest.name) ?? { code: -1, stdout: '', stderr: 'not packed' };
      return { name: pkg.manifest.name, code: dryRun.code, reported: reportedId(dryRun.stdout, pkg.manifest.name), output: dryRun.code === 0 ? '' : `${dryRun.stdout}\n${dryRun.stderr}`.trim().slice(-2000) };
    });
    expect(outcomes).toEqual(released().packages.map((pkg) => ({ name: pkg.manifest.name, code: 0, reported: `${pkg.manifest.name}@${pkg.manifest.version}`, output: '' })));
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

  it('finds no versions for a name the registry does not know', async () => {
    expect(await publishedVersions('@honcho-ai/no-such-package-by-this-name')).toEqual([]);
  });
});
