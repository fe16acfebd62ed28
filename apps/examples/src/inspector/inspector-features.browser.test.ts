/**
 * The inspector's debugging aids in headless Chromium, against a keyed emulator with a known world:
 * a session's messages filtered by peer and by text across the whole session; tables that sort by
 * a column header (with aria-sort) and filter; one-click copy of an id, read back from the
 * clipboard; the raw JSON of each object, as the API returned it and without the key; and a peer's
 * conclusions over time, newest first by day, with those added since a chosen moment marked,
 * counted and shown alone. Each view with these open passes axe in light, dark and phone layouts.
 */
import { startInspector, type ConclusionItem, type MessageItem, type Paged, type PeerDetail, type RunningInspector } from '@honcho-ai/inspector';
import { Honcho } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareChromium, type SharedChromium } from '../browser/browser-testing.js';
import { axeViolations, go, pageApi, PHONE, settled, withPage } from './inspector-harness.js';

const KEY = 'hk-features-never-in-the-page-5b8e20';
const W = 'features';
const API = `/api/workspaces/${W}`;

let chromium: SharedChromium;
let emulator: RunningEmulator;
let inspector: RunningInspector;
/** Between the two batches of conclusions about alice, in ms since the epoch. */
let moment: number;

beforeAll(async () => {
  chromium = shareChromium();
  emulator = await startEmulator({ port: 0, apiKey: KEY });
  const honcho = new Honcho({ baseURL: emulator.url, apiKey: KEY, workspaceId: W });
  const alice = await honcho.peer('alice', { metadata: { plan: 'pro' } });
  const bob = await honcho.peer('bob');
  const assistant = await honcho.peer('assistant');
  const long = await honcho.session('long', { peers: [alice, bob] });
  // 120 messages, so the oldest is beyond the first page of 50 the view loads.
  await long.addMessages(
    Array.from({ length: 120 }, (_, index) => {
      if (index === 0) return alice.message('The needle is in the oldest message.');
      return index % 3 === 0 ? bob.message(`Bob says ${index}`) : alice.message(`Alice says ${index}`);
    }),
  );
  for (const id of ['zeta-chat', 'alpha-chat', 'mid-chat']) await honcho.session(id, { peers: [alice] });
  await assistant.conclusionsOf(alice).create([{ content: 'alice likes hiking' }, { content: 'alice lives in Lisbon' }]);
  await new Promise((resolve) => setTimeout(resolve, 1_300));
  moment = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await assistant.conclusionsOf(alice).create([{ content: 'alice is learning Japanese' }]);
  await bob.conclusionsOf(alice).create([{ content: 'alice plans a trip to Kyoto' }]);
  inspector = await startInspector({ baseURL: emulator.url, apiKey: KEY, workspaceId: W });
}, 60_000);

afterAll(async () => {
  await chromium?.release();
  await inspector?.close();
  await emulator?.close();
});

/** The visible rows of a table, each as its trimmed cell texts. */
async function tableRows(page: Page, label: string): Promise<string[][]> {
  const rows = await page.getByRole('table', { name: label, exact: true }).locator('tbody tr').allInnerTexts();
  return rows.map((row) => row.split('\t').map((cell) => cell.trim()));
}

describe('the inspector\'s debugging aids', () => {
  it('filters a session\'s messages by peer and by text on the server, across pages the browser has not loaded', async () => {
    await withPage(chromium, `${inspector.url}#/w/${W}/sessions/long`, async (page, watch) => {
      const messages = page.locator('[id^="message-"]');
      const count = page.getByTestId('message-filter-count');
      await expect.poll(() => messages.count()).toBe(50);
      expect((await messages.allInnerTexts()).join('\n')).not.toContain('The needle is in the oldest message.');

      await page.getByLabel('Containing').fill('NEEDLE');
      await expect.poll(() => count.innerText()).toBe('1 message containing “NEEDLE” in this session');
      await expect.poll(() => messages.count()).toBe(1);
      expect(await messages.first().innerText()).toContain('The needle is in the oldest message.');

      await page.getByLabel('Containing').fill('');
      await page.getByLabel('From peer').selectOption('bob');
      await expect.poll(() => count.innerText()).toBe('39 messages from bob in this session');
      await settled(page);
      const peers = await page.locator('[id^="message-"] .peer-name').allInnerTexts();
      expect(peers.length).toBe(39);
      expect(new Set(peers)).toEqual(new Set(['bob']));

      await page.getByLabel('Containing').fill('needle');
      await expect.poll(() => count.innerText()).toBe('0 messages from bob containing “needle” in this session');
      expect(await page.locator('main').innerText()).toContain('No messages match the filter');
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('sorts a table by a column header, ascending then descending, with aria-sort, and filters it', async () => {
    await withPage(chromium, `${inspector.url}#/w/${W}/peers/alice`, async (page, watch) => {
      const table = page.getByRole('table', { name: 'Sessions of this peer', exact: true });
      const header = table.locator('thead th').first();
      const ids = async () => (await tableRows(page, 'Sessions of this peer')).map((row) => row[0]);
      expect((await ids()).sort()).toEqual(['alpha-chat', 'long', 'mid-chat', 'zeta-chat']);
      expect(await header.getAttribute('aria-sort')).toBeNull();

      await header.getByRole('button', { name: /Session/ }).click();
      expect(await header.getAttribute('aria-sort')).toBe('ascending');
      expect(await ids()).toEqual(['alpha-chat', 'long', 'mid-chat', 'zeta-chat']);
      await header.getByRole('button', { name: /Session/ }).click();
      expect(await header.getAttribute('aria-sort')).toBe('descending');
      expect(await ids()).toEqual(['zeta-chat', 'mid-chat', 'long', 'alpha-chat']);

      await page.getByLabel('Filter sessions of this peer').fill('CHAT');
      expect(await ids()).toEqual(['zeta-chat', 'mid-chat', 'alpha-chat']);
      expect(await page.getByTestId('conclusions-over-time').isVisible()).toBe(true);
      expect(await page.locator('main').innerText()).toContain('3 of 4 match');

      // The same component on the workspace's peers, and on a numeric column (the graph's counts).
      await go(page, `#/w/${W}`);
      const peerHeader = page.getByRole('table', { name: 'Peers', exact: true }).locator('thead th').first();
      await peerHeader.getByRole('button').click();
      await peerHeader.getByRole('button').click();
      expect((await tableRows(page, 'Peers')).map((row) => row[0])).toEqual(['bob', 'assistant', 'alice']);
      await go(page, `#/w/${W}/graph`);
      const countHeader = page.locator('[data-testid="graph-edges"] thead th').nth(2);
      await countHeader.getByRole('button').click();
      expect(await countHeader.getAttribute('aria-sort')).toBe('ascending');
      const counts = (await page.locator('[data-testid="graph-edges"] tbody tr').allInnerTexts()).map((row) => Number(row.split('\t')[2]));
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(counts).toEqual([1, 3]);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('copies an id with one click and says so', async () => {
    const browser = await chromium.ready;
    if (!browser) return;
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inspector.origin });
    await withPage(chromium, `${inspector.url}#/w/${W}/sessions/long`, async (page, watch) => {
      const newest = (await pageApi<Paged<MessageItem>>(page, `${API}/sessions/long/messages?size=1`)).body.items[0]!;
      const message = page.locator(`#message-${newest.id}`);
      await message.getByRole('button', { name: `Copy message id ${newest.id}` }).click();
      await expect.poll(() => message.getByRole('status').innerText()).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newest.id);

      await go(page, `#/w/${W}/peers/alice`);
      await page.getByRole('heading', { level: 1 }).getByRole('button', { name: 'Copy peer id alice' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('alice');
      await go(page, `#/w/${W}`);
      await page.getByRole('heading', { level: 1 }).getByRole('button', { name: `Copy workspace id ${W}` }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(W);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('shows the raw JSON of a peer, a session, a message, a conclusion and a workspace as the API returned it, never with the key', async () => {
    await withPage(chromium, `${inspector.url}#/w/${W}/peers/alice`, async (page, watch) => {
      /** Opens the view's first Raw JSON toggle whose name matches, and parses what it shows. */
      async function rawJson(name: string | RegExp): Promise<unknown> {
        const summary = page.locator('summary', { hasText: 'Raw JSON' }).filter({ has: page.locator('.visually-hidden', { hasText: name }) }).first();
        await summary.click();
        const text = await summary.locator('xpath=..').locator('pre.json').innerText();
        expect(text).not.toContain(KEY);
        return JSON.parse(text) as unknown;
      }
      expect(await rawJson('of peer alice')).toEqual((await pageApi<PeerDetail>(page, `${API}/peers/alice`)).body);

      await go(page, `#/w/${W}/sessions/long`);
      expect(await rawJson('of session long')).toEqual((await pageApi(page, `${API}/sessions/long`)).body);
      const newest = (await pageApi<Paged<MessageItem>>(page, `${API}/sessions/long/messages?size=1`)).body.items[0]!;
      expect(await rawJson(`of message ${newest.id}`)).toEqual(newest);

      const conclusion = (await pageApi<Paged<ConclusionItem>>(page, `${API}/conclusions?observed=alice`)).body.items[0]!;
      await go(page, `#/w/${W}/conclusions/${conclusion.id}`);
      expect(await rawJson(`of conclusion ${conclusion.id}`)).toEqual(conclusion);

      await go(page, '#/');
      const workspaces = (await pageApi<Paged<{ id: string }>>(page, '/api/workspaces')).body;
      expect(await rawJson(`of workspace ${W}`)).toEqual(workspaces.items.find((item) => item.id === W));
      expect(await page.content()).not.toContain(KEY);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('lists a peer\'s conclusions over time, newest first by day, and marks, counts and isolates those added since a moment', async () => {
    await withPage(chromium, `${inspector.url}#/w/${W}/peers/alice`, async (page, watch) => {
      const panel = page.getByTestId('conclusions-over-time');
      const items = panel.getByTestId('timeline-conclusion');
      await expect.poll(() => items.count()).toBe(4);
      const times = await panel.locator('[data-testid="timeline-conclusion"] time').evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const today = await page.evaluate(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(new Date()));
      expect(await panel.locator('h3').allInnerTexts()).toEqual([today]);
      expect((await items.first().innerText())).toMatch(/alice (plans a trip to Kyoto|is learning Japanese)/);

      // The moment in the page's local time, to the second, as a datetime-local input takes it.
      const local = await page.evaluate((at) => {
        const date = new Date(at);
        const pad = (value: number) => String(value).padStart(2, '0');
        return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
      }, moment);
      await panel.getByLabel('Added since').fill(local);
      await expect.poll(() => panel.getByTestId('conclusions-added-since').innerText()).toMatch(/^2 conclusions added since /);
      const marked = await panel.locator('li.added-since').allInnerTexts();
      expect(marked.map((text) => text.replace(/\s+/g, ' '))).toEqual([expect.stringContaining('new alice plans a trip to Kyoto'), expect.stringContaining('new alice is learning Japanese')]);
      expect(await panel.locator('li:not(.added-since)').count()).toBe(2);

      await panel.getByLabel('Show only those').check();
      await expect.poll(() => items.count()).toBe(2);
      await settled(page);
      expect((await items.allInnerTexts()).join('\n')).not.toContain('alice likes hiking');
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('passes axe with the aids open, in light, dark and phone layouts, and fits a phone', async () => {
    for (const [scheme, viewport] of [['light', undefined], ['dark', undefined], ['light', PHONE]] as const) {
      await withPage(
        chromium,
        `${inspector.url}#/w/${W}/peers/alice`,
        async (page, watch) => {
          await page.emulateMedia({ colorScheme: scheme });
          const where = `${scheme}${viewport ? ' phone' : ''}`;
          await page.locator('summary', { hasText: 'Raw JSON' }).first().click();
          await page.getByLabel('Added since').fill('2020-01-01T00:00:00');
          await page.getByLabel('Filter sessions of this peer').fill('chat');
          await page.getByRole('table', { name: 'Sessions of this peer', exact: true }).locator('thead th button').first().click();
          await page.getByRole('heading', { level: 1 }).getByRole('button').click();
          await settled(page);
          expect(await axeViolations(page), `axe on the peer view (${where})`).toEqual([]);
          for (const hash of [`#/w/${W}/sessions/long`, `#/w/${W}`, `#/w/${W}/graph`]) {
            await go(page, hash);
            if (hash.endsWith('long')) {
              await page.getByLabel('Containing').fill('says');
              await page.getByLabel('From peer').selectOption('alice');
              await expect.poll(() => page.getByTestId('message-filter-count').innerText()).toMatch(/from alice/);
              await settled(page);
              await page.locator('summary', { hasText: 'Raw JSON' }).first().click();
            }
            expect(await axeViolations(page), `axe on ${hash} (${where})`).toEqual([]);
            if (viewport) {
              const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
              expect(overflow, `${hash} fits a phone's width`).toBeLessThanOrEqual(0);
            }
          }
          expect(watch.take()).toEqual([]);
        },
        viewport,
      );
    }
  }, 120_000);
});
