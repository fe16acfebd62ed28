import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrowserPage } from './build-browser-page.js';
import { browserAvailability, DEBIAN_CHROMIUM_PATH, UNPACKED_CHROMIUM_PATH, withChromium } from './chromium.js';
import { serveStatic, type StaticServer } from './serve-static.js';

let emulator: RunningEmulator;
let site: StaticServer;

beforeAll(async () => {
  // The page and the emulator are on different ports, so different origins: the emulator needs cors.
  emulator = await startEmulator({ port: 0, cors: true });
  site = await serveStatic(await buildBrowserPage());
});
afterAll(async () => {
  await site?.close();
  await emulator?.close();
});

describe('the SDK in a real browser (headless Chromium)', () => {
  it('adds a message and streams the answer into the page', async () => {
    await withChromium(async ({ context }) => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${site.url}/?honcho=${encodeURIComponent(emulator.url)}`);
      await page.locator('#status[data-state="ready"]').waitFor({ timeout: 10_000 });
      await page.fill('#message', 'I grow tomatoes and basil on my balcony.');
      await page.fill('#question', 'What does the visitor grow on the balcony?');
      await page.click('#send');
      await page.locator('#status[data-state="done"], #status[data-state="error"]').waitFor({ timeout: 15_000 });
      expect(await page.textContent('#status')).toMatch(/^Done: \d+ chunks streamed/);
      const answer = await page.textContent('#answer');
      expect(answer).toContain('I grow tomatoes and basil on my balcony.');
      // Streamed, not delivered whole: the page counted each delta it appended.
      expect(Number(await page.getAttribute('#answer', 'data-chunks'))).toBeGreaterThan(5);
      expect(errors).toEqual([]);
      // The browser really wrote to the emulator.
      expect(emulator.store.messages('browser-demo', 'browser-chat').map((message) => message.content)).toEqual(['I grow tomatoes and basil on my balcony.']);
    });
  }, 60_000);

  it('finds Debian\'s Chromium, else the one unpacked from npm, else fails naming the command that gets one', () => {
    expect(browserAvailability({}, () => true)).toEqual({ kind: 'available', path: DEBIAN_CHROMIUM_PATH });
    expect(browserAvailability({}, (path) => path === UNPACKED_CHROMIUM_PATH)).toEqual({ kind: 'available', path: UNPACKED_CHROMIUM_PATH });
    const missing = browserAvailability({}, () => false);
    expect(missing.kind).toBe('missing');
    expect(missing.kind === 'missing' && missing.message).toContain('`node scripts/chromium-for-tests.mjs`');
    // What npm test found when it could not get a browser is the message, word for word.
    const told = browserAvailability({ HONCHO_CHROMIUM_MISSING: 'No Chromium could be had (offline). To fix it, run `x`.' }, () => false);
    expect(told.kind === 'missing' && told.message).toContain('No Chromium could be had (offline). To fix it, run `x`.');
  });

  it('uses HONCHO_CHROMIUM_PATH alone when set, and says how to unset it when it points nowhere', () => {
    expect(browserAvailability({ HONCHO_CHROMIUM_PATH: '/opt/chrome/chrome' }, (path) => path === '/opt/chrome/chrome')).toEqual({ kind: 'available', path: '/opt/chrome/chrome' });
    // Debian's is there, but the variable names another browser: no silent fallback to a different one.
    const pointsNowhere = browserAvailability({ HONCHO_CHROMIUM_PATH: '/nowhere/chromium' }, (path) => path === DEBIAN_CHROMIUM_PATH);
    expect(pointsNowhere.kind).toBe('missing');
    expect(pointsNowhere.kind === 'missing' && pointsNowhere.message).toContain('/nowhere/chromium');
    expect(pointsNowhere.kind === 'missing' && pointsNowhere.message).toContain('`env -u HONCHO_CHROMIUM_PATH npm test`');
  });

  it('passes without a browser only when skipping is asked for by name', () => {
    const skipped = browserAvailability({ HONCHO_SKIP_BROWSER_TESTS: 'no browser on this CI image' }, () => false);
    expect(skipped).toEqual({ kind: 'skipped', notice: expect.stringContaining('"no browser on this CI image"') as string });
    expect(browserAvailability({ HONCHO_SKIP_BROWSER_TESTS: '  ' }, () => false).kind).toBe('missing');
  });
});
