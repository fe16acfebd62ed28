/**
 * The inspector in headless Chromium, on the demo's data: `npm run demo -- --inspect` runs the tour,
 * keeps its emulator and serves the inspector; this file starts it the same way (the tour script
 * with `--inspect`) and reads the URL it prints. Every view loads cleanly and passes axe in light,
 * dark and phone layouts; chat streams and its evidence links open what they name; the queue view
 * follows the emulator's queue as it drains; the API refuses calls without the launch token; no
 * answer to the browser holds the key; and screenshots are read back as images.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startInspector, TOKEN_HEADER, type RunningInspector } from '@honcho-ai/inspector';
import { Honcho } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareChromium, summarizePng, type PageWatch, type SharedChromium } from '../browser/browser-testing.js';
import { axeViolations, DEMO_WORKSPACE as WORKSPACE, DESKTOP, EXAMPLES_ROOT, go, literal, pageApi, PHONE, settled, startTourInspector, withPage as openPage, type TourInspector, type Viewport } from './inspector-harness.js';

/** Where the screenshots land: git-ignored (`.test-results/`), emptied by `npm test` first. */
const SCREENSHOTS = resolve(EXAMPLES_ROOT, '..', '..', '.test-results', 'inspector', 'screenshots');

let tour: TourInspector | undefined;
let inspectorUrl: string;
let chromium: SharedChromium;

beforeAll(async () => {
  chromium = shareChromium();
  tour = await startTourInspector();
  inspectorUrl = tour.url;
  rmSync(SCREENSHOTS, { recursive: true, force: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await chromium?.release();
  tour?.close();
});

function withPage<T>(url: string, body: (page: Page, watch: PageWatch) => Promise<T>, viewport: Viewport = DESKTOP): Promise<T | undefined> {
  return openPage(chromium, url, body, viewport);
}

/** The views of the demo's data, by the hash that opens them, with a text each must show. */
const VIEWS: readonly { hash: string; shows: string | RegExp }[] = [
  { hash: '#/', shows: WORKSPACE },
  { hash: `#/w/${WORKSPACE}`, shows: 'onboarding' },
  { hash: `#/w/${WORKSPACE}/peers/alice`, shows: 'alice' },
  { hash: `#/w/${WORKSPACE}/peers/assistant`, shows: 'assistant' },
  { hash: `#/w/${WORKSPACE}/sessions/onboarding`, shows: '[user:alice] I am going to Kyoto in April.' },
  { hash: `#/w/${WORKSPACE}/search?q=tea`, shows: 'I prefer tea in the evening' },
  { hash: `#/w/${WORKSPACE}/queue`, shows: /Pending/i },
  { hash: `#/w/${WORKSPACE}/graph`, shows: 'assistant' },
  { hash: `#/w/${WORKSPACE}/settings`, shows: /key/i },
  { hash: `#/w/${WORKSPACE}/peers/alice/chat`, shows: /Question/ },
];

describe('the inspector on the demo tour\'s data (npm run demo -- --inspect)', () => {
  it('loads every view with no console error, no failed request, and no axe violation in light, dark and phone layouts', async () => {
    await withPage(inspectorUrl, async (page, watch) => {
      // The token moved out of the address bar into the page's storage.
      expect(page.url()).not.toContain('token=');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const view of VIEWS) {
          await go(page, view.hash);
          await expect.poll(() => page.locator('main').innerText(), { message: `${view.hash} shows ${String(view.shows)}` }).toMatch(typeof view.shows === 'string' ? literal(view.shows) : view.shows);
          expect(watch.take(), `${view.hash} (${scheme})`).toEqual([]);
          expect(await axeViolations(page), `axe on ${view.hash} (${scheme})`).toEqual([]);
        }
      }
      await page.setViewportSize(PHONE);
      for (const view of VIEWS) {
        await go(page, view.hash);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${view.hash} fits a phone's width`).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), `axe on ${view.hash} (phone)`).toEqual([]);
      }
      expect(watch.take()).toEqual([]);
    });
  }, 240_000);

  it('pages a session\'s messages newest first, and loads older ones on demand', async () => {
    await withPage(`${inspectorUrl}#/w/${WORKSPACE}/sessions/onboarding`, async (page, watch) => {
      const messages = page.locator('[id^="message-"]');
      await expect.poll(() => messages.count()).toBe(50);
      expect(await messages.first().innerText()).toContain('[user:alice] I am going to Kyoto in April.');
      await page.getByRole('button', { name: /older/i }).first().click();
      await expect.poll(() => messages.count()).toBe(100);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('streams a chat answer, and its evidence links open the message and the conclusion they name', async () => {
    await withPage(`${inspectorUrl}#/w/${WORKSPACE}/peers/alice/chat`, async (page, watch) => {
      await page.getByLabel('Question').fill('What does alice drink in the evening?');
      await page.getByRole('button', { name: 'Send' }).click();
      const answer = page.locator('[data-testid="chat-answer"]');
      await page.locator('[data-testid="chat-evidence"]').waitFor({ timeout: 15_000 });
      expect(await answer.innerText()).toContain('tea');
      const shot = await page.screenshot();
      writeFileSync(join(SCREENSHOTS, 'chat-light-1280.png'), shot);
      expect(summarizePng(shot).colours, 'the chat with its evidence, rendered').toBeGreaterThan(50);
      const message = page.locator('[data-testid="evidence-message"]').first();
      const preview = (await message.innerText()).trim();
      await message.click();
      await settled(page);
      expect(page.url()).toMatch(/#\/w\/honcho-demo\/sessions\/onboarding\?message=/);
      const focused = page.locator('[data-testid="focused-message"]');
      await focused.waitFor();
      expect(await focused.innerText()).toContain(preview.slice(0, 30));
      await page.goBack();
      await settled(page);
      await page.getByLabel('Question').fill('What does alice do on Saturdays?');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.locator('[data-testid="chat-evidence"]').waitFor({ timeout: 15_000 });
      const conclusion = page.locator('[data-testid="evidence-conclusion"]').first();
      const conclusionText = (await conclusion.innerText()).trim();
      const href = await conclusion.getAttribute('href');
      await conclusion.click();
      await settled(page);
      expect(page.url()).toContain(href!);
      expect(await page.locator('main').innerText()).toContain(conclusionText.slice(0, 30));
      expect(watch.take()).toEqual([]);
    });
  }, 90_000);

  it('draws who observes whom and the session timeline from the data the API gives', async () => {
    await withPage(`${inspectorUrl}#/w/${WORKSPACE}/graph`, async (page, watch) => {
      // What the page was given, fetched as the page fetches it (the token from the page's storage).
      const { body: graph } = await pageApi<{ edges: { observer: string; observed: string; conclusions: number }[] }>(page, `/api/workspaces/${WORKSPACE}/graph`);
      expect(graph.edges.length).toBeGreaterThan(0);
      // One weighted arrow per observer → observed pair, each titled with its count, and the same in the table.
      const arrows = await page.locator('svg path.edge title').allInnerTexts();
      expect(arrows).toHaveLength(graph.edges.length);
      const rows = await page.locator('[data-testid="graph-edges"] tbody tr').allInnerTexts();
      expect(rows.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual(graph.edges.map((edge) => [edge.observer, edge.observed, String(edge.conclusions)]));
      const widths = await page.locator('svg path.edge').evaluateAll((paths) => paths.map((path) => Number(path.getAttribute('stroke-width'))));
      const byCount = graph.edges.map((edge, index) => [edge.conclusions, widths[index]!] as const).sort((a, b) => a[0] - b[0]);
      for (let index = 1; index < byCount.length; index += 1) if (byCount[index]![0] > byCount[index - 1]![0]) expect(byCount[index]![1]).toBeGreaterThanOrEqual(byCount[index - 1]![1]);

      await go(page, `#/w/${WORKSPACE}/sessions/onboarding`);
      const timeline = page.locator('[data-testid="session-timeline"]');
      await timeline.waitFor();
      // A mark per message loaded (the first page of 50), in a lane per peer.
      expect(await timeline.locator('circle.mark').count()).toBe(50);
      expect(await timeline.getAttribute('aria-label')).toBe('Timeline of 50 messages by 2 peers');
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('refuses API calls without the launch token, and says how to get in when the URL has none', async () => {
    const origin = new URL(inspectorUrl).origin;
    await withPage(inspectorUrl, async (page) => {
      const statuses = await page.evaluate(async (header) => {
        const bare = await fetch('/api/info');
        const wrong = await fetch('/api/info', { headers: { [header]: 'not-the-token-at-all' } });
        return [bare.status, wrong.status];
      }, TOKEN_HEADER);
      expect(statuses).toEqual([403, 403]);
    });
    const browser = await chromium.ready;
    if (!browser) return;
    const fresh = await browser.context.browser()!.newContext();
    try {
      const page = await fresh.newPage();
      await page.goto(`${origin}/`);
      await expect.poll(() => page.locator('body').innerText()).toContain('Open the URL the inspector printed');
    } finally {
      await fresh.close();
    }
  }, 60_000);
});

describe('the inspector on a keyed emulator whose queue drains', () => {
  const KEY = 'hk-browser-never-sees-this-7c3e91';
  let emulator: RunningEmulator;
  let inspector: RunningInspector;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, apiKey: KEY, dreamDurationMs: 4_000 });
    const honcho = new Honcho({ baseURL: emulator.url, apiKey: KEY, workspaceId: 'dreams' });
    const alice = await honcho.peer('alice');
    const session = await honcho.session('s1', { peers: [alice] });
    await session.addMessages([alice.message('I go hiking every Saturday morning.')]);
    inspector = await startInspector({ baseURL: emulator.url, apiKey: KEY, workspaceId: 'dreams' });
  });
  afterAll(async () => {
    await inspector?.close();
    await emulator?.close();
  });

  it('shows the queue draining, live', async () => {
    await withPage(`${inspector.url}#/w/dreams/queue`, async (page, watch) => {
      const pending = page.locator('[data-testid="queue-pending"]');
      await expect.poll(() => pending.innerText()).toBe('0');
      const honcho = new Honcho({ baseURL: emulator.url, apiKey: KEY, workspaceId: 'dreams' });
      await honcho.scheduleDream({ observer: 'alice' });
      // Seen pending without reloading, then completed: the view polls.
      await expect.poll(() => pending.innerText(), { timeout: 5_000 }).toBe('1');
      await expect.poll(() => pending.innerText(), { timeout: 10_000 }).toBe('0');
      expect(Number(await page.locator('[data-testid="queue-completed"]').innerText())).toBeGreaterThan(0);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('never sends the key to the browser, in any answer of any view', async () => {
    const bodies: string[] = [];
    await withPage(`${inspector.url}#/w/dreams`, async (page, watch) => {
      page.on('response', (response) => {
        void response.text().then((text) => bodies.push(text), () => undefined);
      });
      for (const hash of ['#/', '#/w/dreams', '#/w/dreams/peers/alice', '#/w/dreams/sessions/s1', '#/w/dreams/settings', '#/w/dreams/graph', '#/w/dreams/queue']) await go(page, hash);
      await page.reload();
      await settled(page);
      expect(watch.take()).toEqual([]);
    });
    if (!(await chromium.ready)) return;
    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) expect(body).not.toContain(KEY);
  }, 60_000);
});

describe('the inspector with --allow-writes, on a 3.0.12 server', () => {
  let emulator: RunningEmulator;
  let inspector: RunningInspector;
  let honcho: Honcho;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, server: '3.0.12' });
    honcho = new Honcho({ baseURL: emulator.url, workspaceId: 'writable' });
    const alice = await honcho.peer('alice');
    const assistant = await honcho.peer('assistant');
    const session = await honcho.session('s1', { peers: [alice, assistant] });
    await session.addMessages([alice.message('I prefer tea in the evening.')]);
    await alice.setCard(['Lives in Lisbon']);
    await assistant.conclusionsOf(alice).create([{ content: 'alice drinks tea in the evening' }]);
    inspector = await startInspector({ baseURL: emulator.url, workspaceId: 'writable', allowWrites: true });
  });
  afterAll(async () => {
    await inspector?.close();
    await emulator?.close();
  });

  it('asks before replacing a card or deleting a conclusion, and does nothing when told no', async () => {
    await withPage(`${inspector.url}#/w/writable/peers/alice`, async (page, watch) => {
      const dialog = page.locator('[data-testid="confirm-dialog"]');
      await page.getByRole('button', { name: 'Edit card' }).click();
      await page.getByLabel('Card, one fact per line').fill('Lives in Porto\nLearning Japanese');
      await page.getByRole('button', { name: 'Save card' }).click();
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('Replace the card of alice with 2 facts?');
      await page.locator('[data-testid="confirm-no"]').click();
      expect(await (await honcho.peer('alice')).getCard()).toEqual(['Lives in Lisbon']);
      await page.getByRole('button', { name: 'Save card' }).click();
      await page.locator('[data-testid="confirm-yes"]').click();
      await expect.poll(async () => (await honcho.peer('alice')).getCard()).toEqual(['Lives in Porto', 'Learning Japanese']);
      await expect.poll(() => page.locator('main').innerText()).toContain('Learning Japanese');

      // 3.0.12 has no GET conclusions/{id}: the inspector finds it by listing, as that server can.
      const [conclusion] = emulator.store.conclusions('writable');
      await go(page, `#/w/writable/conclusions/${conclusion!.id}`);
      expect(await page.locator('main').innerText()).toContain('alice drinks tea in the evening');
      await page.getByRole('button', { name: 'Delete' }).click();
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('Delete this conclusion of assistant about alice?');
      await page.keyboard.press('Escape');
      expect(emulator.store.conclusions('writable')).toHaveLength(1);
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.locator('[data-testid="confirm-yes"]').click();
      await expect.poll(() => emulator.store.conclusions('writable').length).toBe(0);
      // Then on to the peer the conclusion was about.
      await expect.poll(() => page.url()).toMatch(/#\/w\/writable\/peers\/alice$/);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it("shows what went wrong, readably, for an id Honcho does not have", async () => {
    await withPage(`${inspector.url}#/w/writable/peers/nobody`, async (page, watch) => {
      const alert = page.locator('[role="alert"]').first();
      await alert.waitFor();
      expect(await alert.innerText()).toContain('Workspace "writable" has no peer "nobody".');
      expect(watch.take()).toEqual(['the server answered 404 for /api/workspaces/writable/peers/nobody']);
      // Looking did not create it.
      expect(emulator.store.peers('writable').map((peer) => peer.id).sort()).toEqual(['alice', 'assistant']);
    });
  }, 60_000);

  it('streams a chat answer and says the server sent no evidence', async () => {
    await withPage(`${inspector.url}#/w/writable/peers/alice/chat`, async (page, watch) => {
      await page.getByLabel('Question').fill('What does alice drink in the evening?');
      await page.getByRole('button', { name: 'Send' }).click();
      const none = page.locator('[data-testid="chat-no-evidence"]');
      await none.waitFor({ timeout: 15_000 });
      expect(await none.innerText()).toBe('This server sent no evidence for this answer.');
      expect(await page.locator('[data-testid="chat-answer"]').innerText()).toContain('tea');
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('is usable from the keyboard: Tab reaches the navigation, Enter follows a link', async () => {
    await withPage(`${inspector.url}#/w/writable`, async (page) => {
      let focused = '';
      for (let step = 0; step < 15 && focused !== 'Search'; step += 1) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');
      }
      expect(focused).toBe('Search');
      await page.keyboard.press('Enter');
      await settled(page);
      expect(page.url()).toContain('#/w/writable/search');
      await page.getByLabel('Search messages').focus();
      await page.keyboard.type('tea');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('main').innerText()).toContain('I prefer tea in the evening.');
    });
  }, 60_000);
});

describe('screenshots, read back as images', () => {
  it('renders the session, peer, graph and chat views with content, in light and dark, on desktop and phone', async () => {
    const shots: { name: string; png: Buffer; scheme: 'light' | 'dark' }[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      for (const scheme of ['light', 'dark'] as const) {
        await withPage(
          `${inspectorUrl}#/w/${WORKSPACE}/sessions/onboarding`,
          async (page) => {
            await page.emulateMedia({ colorScheme: scheme });
            for (const [name, hash] of [
              ['session', `#/w/${WORKSPACE}/sessions/onboarding`],
              ['peer', `#/w/${WORKSPACE}/peers/alice`],
              ['graph', `#/w/${WORKSPACE}/graph`],
            ] as const) {
              await go(page, hash);
              const png = await page.screenshot();
              const file = `${name}-${scheme}-${viewport.width}.png`;
              writeFileSync(join(SCREENSHOTS, file), png);
              shots.push({ name: file, png, scheme });
            }
          },
          viewport,
        );
      }
    }
    if (!(await chromium.ready)) return;
    for (const shot of shots) {
      const summary = summarizePng(shot.png);
      expect(summary.colours, `${shot.name}: text and pictures, not a blank page`).toBeGreaterThan(50);
      expect(summary.inked, `${shot.name}: content covers the page`).toBeGreaterThan(0.02);
      if (shot.scheme === 'dark') expect(summary.luminance, `${shot.name}: dark`).toBeLessThan(100);
      else expect(summary.luminance, `${shot.name}: light`).toBeGreaterThan(150);
    }
  }, 120_000);
});
