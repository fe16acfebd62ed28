/**
 * One headless Chromium for every test of a file, under the repository's
 * browser policy: the browser is launched by `withChromium` (so a missing
 * Chromium fails each test with the command that gets one, and
 * HONCHO_SKIP_BROWSER_TESTS=<reason> lets them pass, printing that they did not
 * run) and kept open until `release()`.
 */
import { withChromium, type HeadlessChromium } from './chromium.js';

export interface SharedChromium {
  /** The browser; `undefined` when HONCHO_SKIP_BROWSER_TESTS is set. Rejects with withChromium's message when there is none. */
  readonly ready: Promise<HeadlessChromium | undefined>;
  /** Closes the browser (and waits for it). */
  release(): Promise<void>;
}

export function shareChromium(): SharedChromium {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let handOver!: (browser: HeadlessChromium | undefined) => void;
  const ready = new Promise<HeadlessChromium | undefined>((resolve) => (handOver = resolve));
  const session = withChromium(async (browser) => {
    handOver(browser);
    await released;
  });
  // Skipped: withChromium printed its notice and returned without a browser.
  const done = session.then(() => handOver(undefined));
  const shared = Promise.race([ready, done.then(() => undefined)]);
  // Missing: the rejection is every test's failure message; never an unhandled rejection.
  shared.catch(() => undefined);
  return {
    ready: shared,
    async release() {
      release();
      await session.catch(() => undefined);
    },
  };
}
