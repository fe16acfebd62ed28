// What a release would publish, computed without touching the checkout: a temporary copy of the
// workspace gets the pending changesets applied by the repo's own `npm run version-packages`,
// then each public package is packed by pnpm and published with `--dry-run` by the npm command
// that `changeset publish` (through `pnpm publish`) ends in.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The repository root. */
export const repoRoot = join(import.meta.dirname, '..', '..');

/** The repo's own pnpm (a root devDependency): the one `changeset publish` finds on the PATH of `npm run release`. */
export const pnpm = join(repoRoot, 'node_modules', '.bin', 'pnpm');

/** A package manifest, as far as these checks read it. */
export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly dependencies?: Record<string, string>;
  readonly devDependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
}

/** One public package of the copy, after the pending changesets were applied. */
export interface ReleasedPackage {
  readonly folder: string;
  /** Its folder in the temporary copy. */
  readonly dir: string;
  /** The version in the checkout, before the changesets. */
  readonly currentVersion: string;
  /** The manifest after `npm run version-packages`. */
  readonly manifest: Manifest;
}

/** The versioned copy of the workspace. */
export interface ReleaseCopy {
  readonly dir: string;
  readonly packages: readonly ReleasedPackage[];
  /** What `npm run version-packages` printed. */
  readonly versionOutput: string;
  remove(): void;
}

const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** The workspace's package folders, from the globs in pnpm-workspace.yaml (`dir/*` or a plain folder). */
function workspaceFolders(): string[] {
  const yaml = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:\s+-.*\n)+)/m.exec(yaml)?.[1] ?? '';
  const globs = [...block.matchAll(/-\s*["']?([^"'\n]+)["']?/g)].map((match) => match[1]?.trim() ?? '');
  return globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return existsSync(join(repoRoot, glob, 'package.json')) ? [glob] : [];
    const parent = glob.slice(0, -2);
    return readdirSync(join(repoRoot, parent))
      .map((name) => `${parent}/${name}`)
      .filter((folder) => existsSync(join(repoRoot, folder, 'package.json')));
  });
}

/**
 * Copies what versioning and publishing read into a temporary folder: the root manifest, lockfile
 * and workspace file, `.changeset/`, the version script's helper, every workspace manifest (and
 * changelog), and the published packages whole (with their built `dist/`, less `node_modules`).
 * The root `node_modules` is linked, so the copy runs the repo's own changesets and pnpm.
 */
export async function prepareReleaseCopy(): Promise<ReleaseCopy> {
  const dir = mkdtempSync(join(tmpdir(), 'honcho-release-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const file of ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml']) cpSync(join(repoRoot, file), join(dir, file));
    cpSync(join(repoRoot, '.changeset'), join(dir, '.changeset'), { recursive: true });
    mkdirSync(join(dir, 'scripts'));
    cpSync(join(repoRoot, 'scripts', 'sync-versions.mjs'), join(dir, 'scripts', 'sync-versions.mjs'));
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');

    const released: { folder: string; currentVersion: string }[] = [];
    for (const folder of workspaceFolders()) {
      const from = join(repoRoot, folder);
      const to = join(dir, folder);
      const manifest = readManifest(from);
      if (folder.startsWith('packages/') && !manifest.private) {
        const skipped = new Set(['node_modules', '.turbo', 'coverage']);
        cpSync(from, to, { recursive: true, filter: (source) => !skipped.has(source.slice(from.length + 1).split('/')[0] ?? '') });
        if (!existsSync(join(from, 'dist')) || !statSync(join(from, 'dist')).isDirectory()) {
          throw new Error(`${folder} has no dist/: build it first (npm test builds every package before the tests)`);
        }
        released.push({ folder, currentVersion: manifest.version });
      } else {
        mkdirSync(to, { recursive: true });
        for (const file of ['package.json', 'CHANGELOG.md']) if (existsSync(join(from, file))) cpSync(join(from, file), join(to, file));
      }
    }

    // pnpm publish resolves `workspace:` from the installed sibling (node_modules/<name>/package.json),
    // so each copied package gets links to the copied siblings, whose versions the changesets bump.
    const folderOf = new Map(released.map(({ folder }) => [readManifest(join(dir, folder)).name, folder]));
    for (const { folder } of released) {
      const manifest = readManifest(join(dir, folder));
      for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const) {
        for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
          const sibling = folderOf.get(dependency);
          if (!range.startsWith('workspace:') || sibling === undefined) continue;
          const link = join(dir, folder, 'node_modules', dependency);
          if (existsSync(link)) continue;
          mkdirSync(join(link, '..'), { recursive: true });
          symlinkSync(join(dir, sibling), link, 'dir');
        }
      }
    }

    // The documented command (root package.json), so a change to it is what gets checked.
    const { stdout, stderr } = await run('npm', ['run', 'version-packages'], {
      cwd: dir,
      timeout: 60_000,
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
    return {
      dir,
      packages: released.map(({ folder, currentVersion }) => ({ folder, dir: join(dir, folder), currentVersion, manifest: readManifest(join(dir, folder)) })),
      versionOutput: `${stdout}\n${stderr}`,
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * The environment of the dry runs: no provenance (a dry run outside CI has no OIDC token to sign
 * with; release.yml turns it on) and no update notice, whatever the caller's environment says.
 */
export function dryRunEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_config_provenance$/i.test(key)) env[key] = value;
  return { ...env, npm_config_provenance: 'false', npm_config_update_notifier: 'false' };
}

/** The result of one dry run: its exit code and output. */
export interface DryRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** What one package would publish: its tarball, and the manifest inside it. */
export interface PackedPackage {
  readonly tarball: string;
  readonly manifest: Manifest;
}

/** The lifecycle scripts `pnpm publish` runs around packing; the rehearsal below does not run them. */
export const PUBLISH_LIFECYCLE_SCRIPTS = ['prepublishOnly', 'prepublish', 'prepack', 'prepare', 'postpack', 'publish', 'postpublish'] as const;

/**
 * Packs every package under `packages/` of the copy with one `pnpm pack` (recursive), as
 * `pnpm publish` packs each before handing it to npm, and reads the manifest in each tarball.
 */
export async function packAll(copy: ReleaseCopy, destination: string): Promise<Map<string, PackedPackage>> {
  mkdirSync(destination, { recursive: true });
  await run(pnpm, ['--recursive', '--filter', './packages/*', 'pack', '--pack-destination', destination], {
    cwd: copy.dir,
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
    env: dryRunEnv(),
  });
  const packed = new Map<string, PackedPackage>();
  for (const file of readdirSync(destination).filter((name) => name.endsWith('.tgz'))) {
    const tarball = join(destination, file);
    const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json'], { maxBuffer: 4 * 1024 * 1024 });
    const manifest = JSON.parse(stdout) as Manifest;
    packed.set(manifest.name, { tarball, manifest });
  }
  return packed;
}

/**
 * The publish step of `changeset publish` with `--dry-run`. It runs `pnpm publish --access public
 * --tag latest --no-git-checks` in each package folder; pnpm 10 packs the package and then runs
 * `npm publish <tarball>` with those flags less its own (`--no-git-checks`). This runs that npm
 * command on the tarball `packAll` made.
 */
export async function publishDryRun(tarball: string): Promise<DryRun> {
  return run('npm', ['publish', tarball, '--dry-run', '--access', 'public', '--tag', 'latest', '--json'], {
    cwd: join(tarball, '..'),
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
    env: dryRunEnv(),
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number | string; stdout?: string; stderr?: string; message: string }) => ({
      code: typeof error.code === 'number' ? error.code : -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? error.message,
    }),
  );
}
