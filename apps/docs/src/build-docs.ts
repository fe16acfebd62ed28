/**
 * Builds the whole site into apps/docs/dist: typedoc writes the API reference
 * as Markdown into api/ (the repository's typedoc.json, warnings are errors),
 * then VitePress builds the landing page, the guides and that reference.
 *
 * `pnpm --filter @honcho-ai/docs build` runs this (turbo builds the packages
 * first: typedoc and twoslash read their declarations), and so does
 * `npm run docs` at the root. A finished build leaves a fingerprint of its
 * sources in dist/, so the tests can reuse it instead of building again
 * (src/test-support.ts).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DOCS_ROOT, OUT_DIR, REPO_ROOT } from './paths.js';

/** The fingerprint of the sources a finished build was made from. */
export const STAMP_FILE = join(OUT_DIR, '.sources-fingerprint');

/** Folders whose files change what the site shows, relative to the repository root. */
const SOURCE_DIRS = ['apps/docs', 'apps/examples/src', 'packages'];
/** Files outside them that do. */
const SOURCE_FILES = ['typedoc.json', 'tsconfig.base.json', 'pnpm-lock.yaml', 'apps/examples/tsconfig.json'];
/**
 * What never feeds the site: build output, caches and dependencies; the docs'
 * own tests and their helpers; the packages' tests. (The examples' tests do:
 * guides include regions of them.)
 */
const IGNORED = /(^|\/)(node_modules|dist|\.turbo|coverage)(\/|$)|^apps\/docs\/(api|\.vitepress\/cache|\.vitepress\/\.temp|src\/browser)(\/|$)|^apps\/docs\/src\/(test-support\.ts|.*\.test\.ts)$|^packages\/.*\.test(-d)?\.ts$/;

/** The files under `dir`, not descending into ignored folders (node_modules alone holds thousands). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (IGNORED.test(relative(REPO_ROOT, path))) return [];
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

/**
 * A hash of every file the site is built from: the docs app, the examples,
 * the packages' sources and READMEs, and the configs. Two builds with the same
 * fingerprint produce the same site.
 */
export function sourcesFingerprint(): string {
  const hash = createHash('sha256');
  const files = [...SOURCE_DIRS.flatMap((dir) => filesUnder(join(REPO_ROOT, dir))), ...SOURCE_FILES.map((file) => join(REPO_ROOT, file)).filter((file) => existsSync(file))].sort();
  for (const file of files) {
    hash.update(relative(REPO_ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when dist/ holds a finished build of the sources whose fingerprint is given (by default, the sources as they are now). */
export function isBuildCurrent(fingerprint: string = sourcesFingerprint()): boolean {
  return existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8').trim() === fingerprint;
}

function run(label: string, command: string, args: readonly string[], cwd: string): number {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env['FORCE_COLOR'] ?? '0' } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${label} failed (exit status ${String(result.status)})`);
  return (Date.now() - started) / 1000;
}

const LOCK_DIR = join(DOCS_ROOT, 'node_modules', '.cache', 'honcho-docs-build.lock');
/** Longer than a build on a loaded 2-core machine. */
const LOCK_WAIT_MS = 15 * 60_000;

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Runs `body` holding the build lock, a directory created atomically: two
 * VitePress builds in one folder delete each other's .vitepress/.temp and
 * fail (turbo's build and a test's, say). A lock whose process died is taken
 * over.
 */
function withBuildLock<T>(body: () => T): T {
  const deadline = Date.now() + LOCK_WAIT_MS;
  mkdirSync(join(LOCK_DIR, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try {
        holder = Number(readFileSync(join(LOCK_DIR, 'pid'), 'utf8'));
      } catch {
        // Taken a moment ago, its pid not written yet.
      }
      if (Number.isInteger(holder) && holder > 0 && !alive(holder)) rmSync(LOCK_DIR, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`gave up waiting for the docs build of process ${String(holder)} (lock ${LOCK_DIR})`);
      else sleep(500);
    }
  }
  try {
    writeFileSync(join(LOCK_DIR, 'pid'), String(process.pid));
    return body();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/** What {@link buildDocs} did. */
export interface DocsBuild {
  readonly outDir: string;
  /** Seconds per step; undefined when the build was reused. */
  readonly seconds: { readonly api: number; readonly site: number } | undefined;
}

/**
 * Builds the API reference and the site, one build at a time. With `reuse`,
 * a finished build of the same sources is kept instead (the tests). Throws
 * when a step fails; dist/ then holds no fingerprint.
 */
export function buildDocs(options: { readonly reuse?: boolean } = {}): DocsBuild {
  if (options.reuse && isBuildCurrent()) return { outDir: OUT_DIR, seconds: undefined };
  return withBuildLock(() => {
    // Hashed once here: a build that finished while this one waited for the lock is reused.
    const fingerprint = sourcesFingerprint();
    if (options.reuse && isBuildCurrent(fingerprint)) return { outDir: OUT_DIR, seconds: undefined };
    rmSync(STAMP_FILE, { force: true });
    const bin = (name: string) => join(DOCS_ROOT, 'node_modules', '.bin', name);
    // Run from the root, so typedoc finds the repository's typedoc.json and its relative paths.
    const api = run('typedoc (API reference)', bin('typedoc'), ['--logLevel', 'Warn'], REPO_ROOT);
    const site = run('vitepress build', bin('vitepress'), ['build'], DOCS_ROOT);
    writeFileSync(STAMP_FILE, `${fingerprint}\n`);
    return { outDir: OUT_DIR, seconds: { api, site } };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'build-docs.ts')) {
  try {
    const { outDir, seconds } = buildDocs();
    console.log(`Docs built into ${relative(process.cwd(), outDir) || '.'}: API reference ${seconds?.api.toFixed(1) ?? '?'} s, site ${seconds?.site.toFixed(1) ?? '?'} s.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
