import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChromium } from '../../apps/examples/src/browser/chromium.js';
import { serveStatic, type StaticServer } from '../../apps/examples/src/browser/serve-static.js';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { BUNDLE_GLOBAL, bundlePacked } from './bundle-packed.js';
import { MATRIX_API_KEY, packedFixtures, SMOKE_EXPECTATIONS } from './packed-fixtures.js';

// The packed SDK (not the source) bundled for the browser and run in headless Chromium against
// the emulator on another origin (so over CORS). Without Chromium the test fails with install
// instructions unless HONCHO_SKIP_BROWSER_TESTS names a reason (docs/decisions/0005).
let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;
let site: StaticServer | undefined;
let siteDir: string | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY, cors: true });
  siteDir = await mkdtemp(join(tmpdir(), 'honcho-matrix-browser-'));
  await writeFile(join(siteDir, 'packed.js'), await bundlePacked(packedFixtures(), 'browser', []));
  await writeFile(join(siteDir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>matrix</title><script src="packed.js"></script>\n');
  site = await serveStatic(siteDir);
}, 60_000);

afterAll(async () => {
  await site?.close();
  await emulator?.close();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

describe('the packed SDK in a browser (headless Chromium)', () => {
  it('chats and streams against the emulator over CORS, and refuses to start without dangerouslyAllowBrowser', async () => {
    await withChromium(async ({ context }) => {
      if (!emulator || !site) throw new Error('emulator or site not started');
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${site.url}/`);
      const baseURL = emulator.url;
      const refusal = await page.evaluate(
        ([name, url]) =>
          (globalThis as unknown as Record<string, { smoke(options: object): Promise<unknown> }>)[name]!.smoke({ baseURL: url, workspaceId: 'matrix-browser' }).then(
            () => 'started',
            (error: unknown) => String(error),
          ),
        [BUNDLE_GLOBAL, baseURL] as const,
      );
      expect(refusal).toMatch(/dangerouslyAllowBrowser/);
      const seen = await page.evaluate(
        ([name, url]) =>
          (globalThis as unknown as Record<string, { smoke(options: object): Promise<Record<string, unknown>> }>)[name]!.smoke({
            baseURL: url,
            workspaceId: 'matrix-browser',
            clientOptions: { dangerouslyAllowBrowser: true },
          }),
        [BUNDLE_GLOBAL, baseURL] as const,
      );
      expect(seen).toMatchObject(SMOKE_EXPECTATIONS);
      expect(seen.chunks).toBeGreaterThan(1);
      expect(errors).toEqual([]);
      expect(emulator.store.messages('matrix-browser', 's1').map((message) => message.content)).toEqual(['I love vegetarian food and hiking in Sintra.', 'My favourite food is vegetarian ramen.']);
    });
  }, 60_000);
});
