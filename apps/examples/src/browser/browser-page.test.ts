import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrowserPage } from './build-browser-page.js';
import { browserAvailability, withChromium } from './chromium.js';
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

  it('fails with install instructions when Chromium is missing, unless skipping is asked for by name', () => {
    const missing = browserAvailability({}, () => false);
    expect(missing.kind).toBe('missing');
    expect(missing.kind === 'missing' && missing.message).toContain('apt-get install -y chromium');
    const skipped = browserAvailability({ HONCHO_SKIP_BROWSER_TESTS: 'no browser on this CI image' }, () => false);
    expect(skipped).toEqual({ kind: 'skipped', notice: expect.stringContaining('"no browser on this CI image"') as string });
    expect(browserAvailability({}, () => true)).toEqual({ kind: 'available', path: '/usr/bin/chromium' });
  });
});
