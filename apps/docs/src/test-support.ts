/**
 * The built site the docs tests check, built once per change of its sources.
 *
 * A build takes minutes (typedoc, then VitePress over some 750 pages, with
 * every sample type-checked), and `npm test` has just made one in its first
 * step. So the tests reuse apps/docs/dist when its fingerprint matches the
 * sources (src/build-docs.ts), and otherwise build it there, one test file at
 * a time: the first to come takes a lock and builds, the others wait for it
 * and reuse what it built.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDocs, isBuildCurrent } from './build-docs.js';
import { DOCS_ROOT, OUT_DIR } from './paths.js';

/** The built site: its output directory, and what to call when done with it. */
export interface BuiltSite {
  readonly outDir: string;
  /** Nothing to remove: the site is apps/docs/dist, kept for the next run and for `vitepress preview`. */
  cleanup(): void;
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

/** Runs `body` holding the build lock (a directory, created atomically); a lock whose process died is taken over. */
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
      if (Number.isInteger(holder) && !alive(holder)) rmSync(LOCK_DIR, { recursive: true, force: true });
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

/**
 * The site built from the sources as they are now: apps/docs/dist, reused
 * when current, else built (typedoc and VitePress, a few minutes). Safe to
 * call from several test files at once: one builds, the others wait.
 */
export function buildSiteForTest(): BuiltSite {
  if (!isBuildCurrent()) {
    withBuildLock(() => {
      if (!isBuildCurrent()) buildDocs();
    });
  }
  return { outDir: OUT_DIR, cleanup: () => undefined };
}

/** The text a browser shows for HTML: tags dropped, entities decoded. */
export const textOfHtml = (html: string): string =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&amp;/g, '&');
