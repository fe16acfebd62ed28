import { serveStatic, withChromium, type StaticServer } from '@honcho-ai/examples/browser-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDES } from './site-map.js';
import { buildSiteForTest } from './test-support.js';

let site: ReturnType<typeof buildSiteForTest>;
let server: StaticServer;
beforeAll(async () => {
  site = buildSiteForTest();
  server = await serveStatic(site.outDir);
});
afterAll(async () => {
  await server?.close();
  site?.cleanup();
});

describe('the docs site in a real browser (headless Chromium)', () => {
  it('renders every guide with its navigation and readable code samples', async () => {
    await withChromium(async ({ context }) => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        // Failed loads are reported below with their URL; other console errors are page bugs.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('response', (response) => {
        // typedoc's pages declare no icon, so the browser asks for /favicon.ico, which no page links to.
        if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico') errors.push(`${response.status()} ${response.url()}`);
      });
      for (const guide of GUIDES) {
        const response = await page.goto(`${server.url}/${guide.slug}.html`);
        expect(response?.status(), guide.slug).toBe(200);
        // One round trip per page: what a reader sees, read from the rendered DOM and computed styles.
        const seen = await page.evaluate(() => {
          const visible = (element: Element | null) => {
            if (!element) return false;
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
          };
          const nav = document.querySelector('nav.site-nav');
          const main = document.querySelector('main');
          const navBox = nav?.getBoundingClientRect();
          const mainBox = main?.getBoundingClientRect();
          return {
            title: document.title,
            navVisible: visible(nav),
            navLinks: [...(nav?.querySelectorAll('a') ?? [])].map((link) => link.textContent?.trim() ?? ''),
            current: nav?.querySelector('a[aria-current="page"]')?.textContent?.trim() ?? null,
            navBesideContent: navBox !== undefined && mainBox !== undefined && navBox.right <= mainBox.left + 1,
            h1: main?.querySelector('h1')?.textContent ?? '',
            samples: [...document.querySelectorAll('pre.example code')].map((code) => ({
              text: (code as HTMLElement).innerText,
              visible: visible(code),
              font: getComputedStyle(code).fontFamily,
            })),
          };
        });
        expect(seen.title).toBe(`${guide.title} · Honcho TypeScript`);
        expect(seen.navVisible, `${guide.slug}: navigation visible`).toBe(true);
        expect(seen.navLinks).toEqual([...GUIDES.map((other) => other.title), 'API reference (typedoc)']);
        expect(seen.current).toBe(guide.title);
        expect(seen.navBesideContent, `${guide.slug}: the stylesheet puts the navigation beside the content`).toBe(true);
        expect(seen.h1.length).toBeGreaterThan(3);
        const expected = site.includes[guide.slug] ?? [];
        expect(seen.samples.map((sample) => sample.text), `${guide.slug}: included samples`).toEqual(expected.map((included) => included.code));
        for (const sample of seen.samples) {
          expect(sample.visible).toBe(true);
          expect(sample.font).toMatch(/mono|Menlo|Consolas/i);
        }
      }
      // Navigating by the menu works, and the API reference (typedoc) renders with its own navigation.
      await page.goto(`${server.url}/index.html`);
      await page.locator('nav.site-nav').getByRole('link', { name: 'Streaming' }).click();
      await page.waitForURL(/streaming\.html$/);
      expect(await page.locator('main h1').innerText()).toContain('Streaming');
      await page.locator('header').getByRole('link', { name: 'API reference' }).click();
      await page.waitForURL(/api\/index\.html$/);
      await page.locator('.tsd-page-toolbar').waitFor();
      expect(await page.locator('body').innerText()).toContain('@honcho-ai/sdk');
      await page.goto(`${server.url}/api/classes/_honcho-ai_sdk.Honcho.html`);
      expect(await page.locator('h1').first().innerText()).toContain('Honcho');
      expect(errors).toEqual([]);
    });
  }, 60_000);
});
