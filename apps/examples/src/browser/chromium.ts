/**
 * Headless Chromium for the browser tests, with the repository's policy for
 * a machine without it: the test FAILS, saying what to install, unless
 * HONCHO_SKIP_BROWSER_TESTS=<reason> is set, in which case it passes and
 * prints that it did not run and why. See docs/decisions/0005-browser-tests-need-chromium.md.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`). */
export const CHROMIUM_PATH = process.env.HONCHO_CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a quiet, offline-friendly headless run: no sandbox (CI runs as
 * root), no GPU, and none of the background traffic (updates, sync, QUIC
 * probes) a fresh profile would otherwise start.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Whether the browser tests can run here, and if not, what to tell the reader. */
export type BrowserAvailability =
  | { readonly kind: 'available'; readonly path: string }
  | { readonly kind: 'skipped'; readonly notice: string }
  | { readonly kind: 'missing'; readonly message: string };

/** Decides, from the machine and HONCHO_SKIP_BROWSER_TESTS, what the browser tests do. */
export function browserAvailability(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): BrowserAvailability {
  const skipReason = env.HONCHO_SKIP_BROWSER_TESTS?.trim();
  const path = env.HONCHO_CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (exists(path) && !skipReason) return { kind: 'available', path };
  if (skipReason) {
    return { kind: 'skipped', notice: `BROWSER TESTS NOT RUN: HONCHO_SKIP_BROWSER_TESTS is set ("${skipReason}"). Pages were not loaded in a browser.` };
  }
  return {
    kind: 'missing',
    message:
      `Chromium is required for the browser tests and was not found at ${path}. ` +
      'Install it with `apt-get update && apt-get install -y chromium` (as .ci/run does), ' +
      'or set HONCHO_SKIP_BROWSER_TESTS=<reason> to run without them on purpose.',
  };
}

/** A headless Chromium with a new, empty profile, removed again by `close()`. */
export interface HeadlessChromium {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Launches Debian's Chromium through playwright-core with {@link CHROMIUM_ARGS} and a fresh user-data dir. */
export async function launchChromium(path: string = CHROMIUM_PATH): Promise<HeadlessChromium> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'honcho-chromium-'));
  // launchPersistentContext is playwright's way to pass --user-data-dir (it refuses the flag in args).
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: path,
    headless: true,
    args: [...CHROMIUM_ARGS],
    timeout: 30_000,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `body` when Chromium is available. Otherwise throws the install
 * instructions, or, when HONCHO_SKIP_BROWSER_TESTS is set, prints the notice
 * and returns: the caller's test passes, visibly marked as not run.
 */
export async function withChromium(body: (browser: HeadlessChromium) => Promise<void>): Promise<void> {
  const availability = browserAvailability();
  if (availability.kind === 'missing') throw new Error(availability.message);
  if (availability.kind === 'skipped') {
    console.warn(availability.notice);
    return;
  }
  const browser = await launchChromium(availability.path);
  try {
    await body(browser);
  } finally {
    await browser.close();
  }
}
