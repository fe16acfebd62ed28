/**
 * What a user debugging memory met, in headless Chromium: a link opened in a new tab works (and the
 * token stays out of the address bar and the Referer), the queue's rows keyed by the server's
 * internal session id are shown as such rather than as broken links, the context says which member is
 * the assistant and why, search finds conclusions and says which kind each hit is, a representation's
 * Markdown is rendered with any HTML in it inert, workspaces show their time and metadata, a missing
 * peer offers no chat, and a session page is a bounded height with a timeline whose marks are apart.
 */
import { startInspector, type QueueView, type RunningInspector } from '@honcho-ai/inspector';
import { Honcho } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareChromium, type SharedChromium } from '../browser/browser-testing.js';
import { axeViolations, DEMO_WORKSPACE, go, pageApi, settled, startTourInspector, withPage, type TourInspector } from './inspector-harness.js';

const KEY = 'hk-debugging-never-in-the-page-3d9a41';
const W = 'debugging';

let chromium: SharedChromium;
let tour: TourInspector | undefined;
let emulator: RunningEmulator;
let inspector: RunningInspector;

beforeAll(async () => {
  chromium = shareChromium();
  emulator = await startEmulator({ port: 0, apiKey: KEY });
  const honcho = new Honcho({ baseURL: emulator.url, apiKey: KEY, workspaceId: W });
  await honcho.setMetadata({ team: 'memory' });
  const alice = await honcho.peer('alice');
  // Listed second in the session, and configured as an assistant is: not observed.
  const assistant = await honcho.peer('assistant', { configuration: { observeMe: false } });
  const session = await honcho.session('s1', { peers: [alice, assistant] });
  await session.addMessages([alice.message('Any ideas for Saturday?'), assistant.message('How about a walk by the river?')]);
  await assistant.conclusionsOf(alice).create([{ content: 'alice goes hiking every Saturday' }, { content: 'alice is planning a **hiking** trip to the Alps' }]);
  await alice.conclusions.create([{ content: '<img src=x onerror="window.pwnedBy = 1"> and <script>window.pwnedBy = 2</script> in a note' }]);
  inspector = await startInspector({ baseURL: emulator.url, apiKey: KEY, workspaceId: W });
  tour = await startTourInspector();
}, 120_000);

afterAll(async () => {
  await chromium?.release();
  tour?.close();
  await inspector?.close();
  await emulator?.close();
});

describe('the launch token', () => {
  it('lets a link opened in a new tab of the same browser load, keeps the token out of every address and Referer, and a fresh browser or a stale token is refused', async () => {
    const url = tour!.url;
    const token = new URL(url).searchParams.get('token')!;
    const origin = new URL(url).origin;
    const referers: string[] = [];
    const addresses: string[] = [];
    const note = (request: Request) => {
      referers.push(request.headers().referer ?? '');
      if (request.isNavigationRequest()) addresses.push(request.url());
    };
    await withPage(chromium, url, async (first) => {
      first.on('request', note);
      expect(first.url()).not.toContain(token);
      const browser = (await chromium.ready)!;
      const second = await browser.context.newPage();
      try {
        second.on('request', note);
        await second.goto(`${origin}/#/w/${DEMO_WORKSPACE}/peers/alice`);
        await settled(second);
        expect(await second.locator('main h1').innerText()).toContain('alice');
        expect(await second.locator('body').innerText()).not.toContain('No launch token');
        expect(second.url()).not.toContain(token);
        // Another view from there, by a link in the page.
        await go(second, `#/w/${DEMO_WORKSPACE}/sessions/onboarding`);
        expect(await second.locator('main').innerText()).toContain('[user:alice] I am going to Kyoto in April.');
      } finally {
        await second.close();
      }
    });
    if (!(await chromium.ready)) return;
    expect(referers.length).toBeGreaterThan(5);
    for (const referer of referers) expect(referer).not.toContain(token);
    for (const address of addresses) expect(address).not.toContain(token);

    const browser = (await chromium.ready)!;
    const fresh = await browser.context.browser()!.newContext();
    try {
      const page = await fresh.newPage();
      await page.goto(`${origin}/#/w/${DEMO_WORKSPACE}/peers/alice`);
      await expect.poll(() => page.locator('body').innerText()).toContain('Open the URL the inspector printed');
      // A token from an earlier launch is refused, and the page says what to do.
      await page.evaluate(() => localStorage.setItem('honcho-inspector-token', 'a-token-from-an-earlier-launch-0000000000'));
      await page.reload();
      await expect.poll(() => page.locator('[role="alert"]').first().innerText()).toContain('The launch token was not accepted');
    } finally {
      await fresh.close();
    }
  }, 90_000);
});

describe('a session page', () => {
  it('is a bounded height with its panels closed, and its timeline draws fifty marks apart from one another', async () => {
    await withPage(chromium, `${tour!.url}#/w/${DEMO_WORKSPACE}/sessions/onboarding`, async (page, watch) => {
      const timeline = page.locator('[data-testid="session-timeline"]');
      await timeline.waitFor();
      const marks = timeline.locator('circle.mark');
      await expect.poll(() => marks.count()).toBe(50);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const parts = await page.evaluate(() => [...document.querySelectorAll('main > *, .session-messages-scroll, .session-messages-scroll > *, .session-messages-scroll > * > *')].map((element) => `${element.tagName}.${element.className}:${Math.round(element.getBoundingClientRect().height)}`));
      expect(height, parts.join('\n')).toBeLessThan(2_500);
      const xs = (await marks.evaluateAll((circles) => circles.map((circle) => Number(circle.getAttribute('cx'))))).sort((a, b) => a - b);
      for (let index = 1; index < xs.length; index += 1) expect(xs[index]! - xs[index - 1]!, `marks ${index - 1} and ${index}`).toBeGreaterThanOrEqual(8);
      // Each mark says whose message it is, when, and how it starts.
      const title = await marks.first().locator('title').textContent();
      expect(title).toMatch(/^(alice|assistant) · .+ · .+/);
      // A closed panel opens on request.
      await page.locator('summary', { hasText: 'Summaries' }).click();
      await expect.poll(() => page.locator('details.session-panel[open]').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('says which member is the assistant in the OpenAI messages, and why', async () => {
    await withPage(chromium, `${inspector.url}#/w/${W}/sessions/s1`, async (page, watch) => {
      await page.locator('summary', { hasText: 'Context' }).click();
      const chosen = page.locator('[data-testid="context-assistant"]');
      await chosen.waitFor();
      expect(await chosen.innerText()).toBe("assistant is the assistant: its own configuration turns off observing it, as an assistant's does.");
      const openAI = JSON.parse(await page.locator('section[aria-labelledby="session-context-heading"] pre.json').innerText()) as { role: string; content: string }[];
      expect(openAI.find((message) => message.content.includes('walk by the river'))?.role).toBe('assistant');
      expect(openAI.find((message) => message.content.includes('Saturday?'))?.role).toBe('user');
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);
});

describe('the debugging views', () => {
  it("shows the queue's rows keyed by the server's internal session id as such, not as links", async () => {
    await withPage(chromium, `${inspector.url}#/w/${W}/queue`, async (page, watch) => {
      const queue = (await pageApi<QueueView>(page, `/api/workspaces/${W}/queue`)).body;
      expect(queue.sessions.length).toBeGreaterThan(0);
      expect(queue.sessions.every((row) => !row.known)).toBe(true);
      const table = page.getByRole('table', { name: 'Queue by session' });
      await table.waitFor();
      expect(await table.locator('tbody a').count()).toBe(0);
      const internal = page.locator('[data-testid="queue-internal-session"]');
      expect(await internal.count()).toBe(queue.sessions.length);
      expect(await internal.first().innerText()).toBe(`internal session id ${queue.sessions[0]!.sessionId}`);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('finds conclusions by search, each hit marked message or conclusion, linking to what it is', async () => {
    await withPage(chromium, `${inspector.url}#/w/${W}/search?q=hiking`, async (page, watch) => {
      const results = page.getByRole('list', { name: 'Search results' });
      await results.waitFor();
      const conclusions = results.locator('li[data-kind="conclusion"]');
      expect(await conclusions.count()).toBe(2);
      expect(await results.locator('li[data-kind="message"]').count()).toBe(0);
      expect(await conclusions.first().locator('.badge').innerText()).toBe('conclusion');
      const link = conclusions.filter({ hasText: 'every Saturday' }).locator('.content a');
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^#/w/${W}/conclusions/`));
      await link.click();
      await settled(page);
      expect(await page.locator('main').innerText()).toContain('alice goes hiking every Saturday');
      await go(page, `#/w/${W}/search?q=river`);
      const message = page.getByRole('list', { name: 'Search results' }).locator('li[data-kind="message"]');
      await expect.poll(() => message.count()).toBe(1);
      expect(await message.locator('.badge').innerText()).toBe('message');
      expect(await axeViolations(page)).toEqual([]);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it("renders a representation's Markdown, with HTML in it shown as text and inert", async () => {
    await withPage(chromium, `${inspector.url}#/w/${W}/peers/alice`, async (page, watch) => {
      const representation = page.locator('[data-testid="representation"]');
      await expect.poll(() => representation.innerText()).toContain('<img src=x onerror=');
      expect(await representation.innerText()).toContain('<script>window.pwnedBy = 2</script>');
      expect(await representation.locator('img, script').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { pwnedBy?: number }).pwnedBy)).toBeUndefined();
      // Markdown, not its marks: no literal ** left, and at least one element it made.
      expect(await representation.innerText()).not.toContain('**');
      expect(await representation.locator('strong, li, h3, h4, p').count()).toBeGreaterThan(0);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('lists workspaces with the time they were created and their metadata', async () => {
    await withPage(chromium, `${inspector.url}#/`, async (page, watch) => {
      const list = page.getByRole('list', { name: 'Workspaces' });
      await list.waitFor();
      const row = list.locator('li', { hasText: W }).first();
      expect(await row.innerText()).not.toContain('unknown time');
      expect(await row.locator('time').count()).toBe(1);
      expect(await row.locator('[data-testid="workspace-metadata"]').innerText()).toContain('{"team":"memory"}');
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('offers no chat with a peer Honcho does not have', async () => {
    await withPage(chromium, `${inspector.url}#/w/${W}/peers/nobody`, async (page, watch) => {
      await page.locator('[role="alert"]').first().waitFor();
      expect(await page.getByRole('link', { name: /Chat with/ }).count()).toBe(0);
      expect(watch.take()).toEqual([`the server answered 404 for /api/workspaces/${W}/peers/nobody`]);
    });
    await withPage(chromium, `${inspector.url}#/w/${W}/peers/alice`, async (page) => {
      await expect.poll(() => page.getByRole('link', { name: /Chat with/ }).count()).toBe(1);
    });
  }, 60_000);
});
