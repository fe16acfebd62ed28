/**
 * Headless Chromium for the browser tests, with the repository's policy for
 * a machine without it: the test FAILS, saying the command that gets one,
 * unless HONCHO_SKIP_BROWSER_TESTS=<reason> is set, in which case it passes and
 * prints that it did not run and why. `npm test` gets the browser first
 * (scripts/chromium-for-tests.mjs). See docs/decisions/0005-browser-tests-need-chromium.md
 * and docs/decisions/0012-npm-test-gets-its-browser.md.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`). */
export const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The launcher of the Chromium that scripts/chromium-for-tests.mjs unpacks from the npm package
 * @sparticuz/chromium where Debian's cannot be installed (the same fixed path as `unpackedChromium()` there).
 */
export const UNPACKED_CHROMIUM_PATH = fileURLToPath(new URL('../../../../node_modules/.cache/honcho-chromium/chromium', import.meta.url));

/** The browsers looked for, in order, when HONCHO_CHROMIUM_PATH does not name one. */
export const CHROMIUM_CANDIDATES = [DEBIAN_CHROMIUM_PATH, UNPACKED_CHROMIUM_PATH] as const;

/** The browser {@link withChromium} launches here: HONCHO_CHROMIUM_PATH, else the first candidate present. */
export const CHROMIUM_PATH = chromiumPath();

function chromiumPath(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): string {
  if (env.HONCHO_CHROMIUM_PATH) return env.HONCHO_CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((candidate) => exists(candidate)) ?? DEBIAN_CHROMIUM_PATH;
}

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

/**
 * Decides, from the machine and the environment, what the browser tests do. HONCHO_CHROMIUM_PATH,
 * when set, is the only browser looked at; HONCHO_CHROMIUM_MISSING is what `npm test` found when it
 * could not get one (why, and the command that fixes it), and becomes the failure message.
 */
export function browserAvailability(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): BrowserAvailability {
  const skipReason = env.HONCHO_SKIP_BROWSER_TESTS?.trim();
  if (skipReason) {
    return { kind: 'skipped', notice: `BROWSER TESTS NOT RUN: HONCHO_SKIP_BROWSER_TESTS is set ("${skipReason}"). Pages were not loaded in a browser.` };
  }
  const path = chromiumPath(env, exists);
  if (exists(path)) return { kind: 'available', path };
  const optOut = ' (Or set HONCHO_SKIP_BROWSER_TESTS=<reason> to run without the browser tests on purpose.)';
  if (env.HONCHO_CHROMIUM_MISSING) return { kind: 'missing', message: `Chromium is required for the browser tests. ${env.HONCHO_CHROMIUM_MISSING}${optOut}` };
  if (env.HONCHO_CHROMIUM_PATH) {
    return {
      kind: 'missing',
      message: `Chromium is required for the browser tests, and HONCHO_CHROMIUM_PATH is set to ${path}, which does not exist. Point it at a Chromium, or leave it unset so that npm test gets one: \`env -u HONCHO_CHROMIUM_PATH npm test\`.${optOut}`,
    };
  }
  return {
    kind: 'missing',
    message:
      `Chromium is required for the browser tests and was not found (looked at ${CHROMIUM_CANDIDATES.join(' and ')}). ` +
      `Get one with \`node scripts/chromium-for-tests.mjs\` from the repository root (npm test runs it first): it installs Debian's chromium when it can, else unpacks the npm package @sparticuz/chromium, else says what to do.${optOut}`,
  };
}

/** A headless Chromium with a new, empty profile, removed again by `close()`. */
export interface HeadlessChromium {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Launches Chromium through playwright-core with {@link CHROMIUM_ARGS} and a fresh user-data dir. */
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
