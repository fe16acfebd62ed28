/**
 * The built VitePress site in headless Chromium, as a reader meets it: every
 * page loads cleanly, the local search finds what it must, code is
 * highlighted with type information on hover, the navigation's links all
 * lead somewhere real, a phone gets a layout that fits and a menu that opens,
 * dark mode works, and screenshots are left for a person to look at.
 *
 * One browser for the file (shareChromium from @honcho-ai/examples/browser-testing, under the
 * repository's policy for a machine without Chromium), and one visit of every
 * page (the tour) whose facts several tests check.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { serveStatic, shareChromium, summarizePng, watchPage, type PageWatch, type SharedChromium, type StaticServer } from '@honcho-ai/examples/browser-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, GUIDES, guideUrl, PACKAGES, SITE_NAME } from './site-map.js';
import { buildSiteForTest, type BuiltSite } from './test-support.js';

/** Where the screenshots land: git-ignored by the repository's `.test-results/` rule (and emptied by `npm test` first). */
const SCREENSHOTS = resolve(import.meta.dirname, '..', '..', '..', '.test-results', 'docs-site', 'screenshots');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// ---- The site, from the lists its navigation is built from (src/site-map.ts) ----------
const GUIDE_PAGES = GUIDES.map((guide) => ({ path: guideUrl(guide.slug), title: guide.title }));
/** The guide the layout, dark-mode and screenshot checks use. */
const SAMPLE_GUIDE = guideUrl('getting-started');
const STRUCTURED_OUTPUTS = GUIDE_PAGES.find((guide) => guide.path === guideUrl('structured-outputs'))!;
/**
 * `Peer.chat`, the API entry the search must find for `responseFormat`: its section (`### chat()`, id `chat`)
 * on Peer's page, or one under it, should the search cut pages at finer headings (`options`, `Example`).
 */
const CHAT_ENTRY = { path: `${apiUrl('@honcho-ai/sdk')}@honcho-ai/sdk/classes/Peer`, title: 'Class: Peer', section: 'chat()', id: 'chat' };
const NOT_FOUND_PATH = '/no-such-page';
/** Every page the tour visits: the landing page, every guide, the API reference's index, every package's section, and Peer. */
const TOUR = ['/', ...GUIDE_PAGES.map((guide) => guide.path), '/api/', ...PACKAGES.map((entry) => apiUrl(entry.name)), CHAT_ENTRY.path];

let site: BuiltSite | undefined;
let server: StaticServer;
let chromium: SharedChromium;

beforeAll(async () => {
  chromium = shareChromium();
  // Without a browser every test fails at once (or, asked to skip, passes): no site to build for them.
  if (!(await chromium.ready.catch(() => undefined))) return;
  site = buildSiteForTest();
  // As a static host serves a VitePress site built with clean URLs, with its 404 page.
  server = await serveStatic(site.outDir, { cleanUrls: true, notFoundPage: '404.html' });
}, 600_000);
afterAll(async () => {
  await chromium?.release();
  await server?.close();
  site?.cleanup();
});

/**
 * A new page of the shared browser, at desktop size, its problems watched, closed after `body`.
 * Only the tour reports a missing /favicon.ico: once is enough.
 * Nothing runs (the test passes, withChromium's notice printed) when HONCHO_SKIP_BROWSER_TESTS is set.
 */
async function withPage<T>(body: (page: Page, watch: PageWatch) => Promise<T>, { ignoreFavicon = true } = {}): Promise<T | undefined> {
  const browser = await chromium.ready;
  if (!browser) return undefined;
  const page = await browser.context.newPage();
  const watch = watchPage(page, server, { ignoreFavicon });
  try {
    await page.setViewportSize(DESKTOP);
    return await body(page, watch);
  } finally {
    await page.close();
  }
}

/** Loads `path` with a document request (even where only the hash differs) and waits for VitePress to hydrate it; resolves to the status. */
async function open(page: Page, path: string): Promise<number | undefined> {
  const target = new URL(path, server.url);
  if (page.url().startsWith(server.url) && new URL(page.url()).pathname === target.pathname) await page.goto('about:blank');
  const response = await page.goto(target.href);
  await hydrated(page);
  return response?.status();
}

/** Vue sets `__vue_app__` on the container once the app is mounted: the server-rendered page is hydrated. */
const hydrated = (page: Page) => page.waitForFunction(() => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__ !== undefined);

/** The page's main heading as read (without VitePress's zero-width header anchor). */
const heading = async (page: Page): Promise<string> => ((await page.locator('.VPContent h1').first().textContent()) ?? '').replace(/\u200b/g, '').trim();

/** Whether the element a hash names exists, and is scrolled into view. */
const anchorShown = (page: Page, hash: string): Promise<{ exists: boolean; inView: boolean }> =>
  page.evaluate((id) => {
    const element = document.getElementById(id);
    if (!element) return { exists: false, inView: false };
    const box = element.getBoundingClientRect();
    return { exists: true, inView: box.top >= -1 && box.top < window.innerHeight };
  }, decodeURIComponent(hash.slice(1)));

const pathOf = (href: string) => new URL(href, server.url).pathname;
const pathAndHash = (href: string) => {
  const url = new URL(href, server.url);
  return url.pathname + url.hash;
};

/** Flips the appearance with the nav bar's switch (desktop width) until `html.dark` is as asked. */
async function setAppearance(page: Page, dark: boolean): Promise<void> {
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  if ((await isDark()) !== dark) await page.locator('.VPNavBarAppearance .VPSwitchAppearance').click();
  await expect.poll(isDark, { message: `html.dark after the appearance switch (wanted ${String(dark)})` }).toBe(dark);
}

/** What one load of a page showed. */
interface PageFacts {
  readonly status: number | undefined;
  /** Uncaught errors, console errors and failed requests while it loaded. */
  readonly problems: string[];
  readonly title: string;
  readonly h1: string;
  readonly notFound: boolean;
  /** Every id in the content: the anchors a link may name. */
  readonly ids: string[];
  /** The sidebar's and the nav bar's links. */
  readonly navigation: string[];
  /** Each code block: highlighted by Shiki, rendered by twoslash (with how many tokens carry a type popup), its colours. */
  readonly codeBlocks: { language: string; shiki: boolean; twoslash: boolean; hovers: number; lines: number; colours: number; start: string }[];
}

async function visit(page: Page, watch: PageWatch, path: string): Promise<PageFacts> {
  const status = await open(page, path);
  const seen = await page.evaluate(() => ({
    title: document.title,
    h1: (document.querySelector('.VPContent h1')?.textContent ?? '').replace(/\u200b/g, '').trim(),
    notFound: document.querySelector('.NotFound') !== null,
    ids: [...document.querySelectorAll('.VPContent [id]')].map((element) => element.id),
    navigation: [...document.querySelectorAll('.VPSidebar a[href], .VPNavBarMenu a[href]')].map((link) => (link as HTMLAnchorElement).href),
    codeBlocks: [...document.querySelectorAll('.VPContent div[class*="language-"]')].map((block) => ({
      language: [...block.classList].find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? '',
      shiki: block.querySelector('pre.shiki') !== null,
      twoslash: block.querySelector('pre.twoslash') !== null,
      hovers: block.querySelectorAll('.twoslash-hover').length,
      lines: block.querySelectorAll('pre code .line').length,
      colours: new Set([...block.querySelectorAll('pre code .line span')].filter((span) => span.children.length === 0 && span.textContent?.trim()).map((span) => getComputedStyle(span).color)).size,
      start: (block.querySelector('pre code')?.textContent ?? '').trim().slice(0, 60),
    })),
  }));
  return { status, problems: watch.take(), ...seen };
}

/** One visit of every page of the tour, shared by the tests that check what the pages showed. */
let tour: Promise<Map<string, PageFacts> | undefined> | undefined;
const takeTour = () =>
  (tour ??= withPage(async (page, watch) => {
    const facts = new Map<string, PageFacts>();
    for (const path of TOUR) facts.set(path, await visit(page, watch, path));
    return facts;
  }, { ignoreFavicon: false }));

/**
 * What is wrong with the layout as shown: the page scrolls sideways (naming what sticks out past the
 * right edge), or something overlaps the landing page's hero text (its title, tagline and buttons).
 */
const layoutProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => `${element.tagName.toLowerCase()}${[...element.classList].map((each) => `.${each}`).join('')}`;
    /** The element, and the nearest ancestor with a class, for a reader to find it: `code in div.language-ts`. */
    const describe = (element: Element) => {
      const named = element.parentElement?.closest('[class]');
      return named && element.classList.length === 0 ? `${name(element)} in ${name(named)}` : name(element);
    };
    // An element wider than the screen counts unless a box that fits the screen clips or scrolls it
    // (a code block scrolling sideways is fine). Outermost first.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const over = (element: Element | null) => element !== null && element.getBoundingClientRect().right > width + 1 && !clipped(element);
    if (document.documentElement.scrollWidth > width) {
      const sticking = [...document.querySelectorAll('body *')].filter((element) => over(element) && !over(element.parentElement));
      problems.push(
        `the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen; past the edge: ` +
          sticking.slice(0, 5).map((element) => `${describe(element)} (right edge at ${Math.round(element.getBoundingClientRect().right)} px)`).join(', '),
      );
    }
    // The hero: its text and whatever the image slot shows must not overlap.
    const text = [...document.querySelectorAll('.VPHero .main .name, .VPHero .main .text, .VPHero .main .tagline, .VPHero .main .action')];
    const shown = [...document.querySelectorAll('.VPHero .image-container *:not(.image-bg)')].filter((element) => element.children.length === 0 && element.getBoundingClientRect().width > 0);
    const boxes = (elements: Element[]) => elements.flatMap((element) => [...element.getClientRects()].map((box) => ({ element, box })));
    for (const a of boxes(text)) {
      const hit = boxes(shown).find(({ box }) => box.left < a.box.right - 1 && a.box.left < box.right - 1 && box.top < a.box.bottom - 1 && a.box.top < box.bottom - 1);
      if (hit) {
        problems.push(`the hero's ${describe(a.element)} ("${(a.element.textContent ?? '').trim().slice(0, 30)}") is overlapped by ${describe(hit.element)} ("${(hit.element.textContent ?? '').trim().slice(0, 30)}")`);
        break;
      }
    }
    return problems;
  });

describe('the docs site in a real browser (headless Chromium)', () => {
  it('loads the landing page, every guide and the API reference without an error or a failed request', async () => {
    const facts = await takeTour();
    if (!facts) return;
    const problems: string[] = [];
    for (const [path, page] of facts) {
      if (page.status !== 200) problems.push(`${path}: status ${String(page.status)}`);
      if (page.notFound) problems.push(`${path}: shows the 404 page`);
      if (page.h1.length < 3) problems.push(`${path}: no heading`);
      if (!page.title.includes(SITE_NAME)) problems.push(`${path}: the title "${page.title}" does not name the site`);
      problems.push(...page.problems);
    }
    for (const guide of GUIDE_PAGES) {
      const page = facts.get(guide.path)!;
      if (!page.title.endsWith(` | ${SITE_NAME}`) || page.title.length <= SITE_NAME.length + 3) problems.push(`${guide.path}: the title is "${page.title}"`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers an unknown address with the 404 page (status 404), and with no other error', async () => {
    await withPage(async (page, watch) => {
      expect(await open(page, NOT_FOUND_PATH)).toBe(404);
      await page.locator('.NotFound').waitFor();
      expect(await page.title()).toContain(SITE_NAME);
      // Its link back works.
      await page.locator('.NotFound a').click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(watch.take({ expected404: NOT_FOUND_PATH })).toEqual([]);
    });
  }, 60_000);

  it('finds `responseFormat` with the local search: the structured-outputs guide and Peer.chat, and choosing each opens it at its heading', async () => {
    await withPage(async (page, watch) => {
      await open(page, '/');
      /** Opens the search, types the query, and waits for results; resolves to them (link and label, "Page > Section > Subsection"). */
      const search = async (): Promise<{ href: string; label: string }[]> => {
        await page.locator('.VPNavBarSearch button').click();
        const input = page.locator('.VPLocalSearchBox input.search-input');
        await input.waitFor();
        await input.fill('responseFormat');
        const results = () =>
          page.locator('.VPLocalSearchBox .results a.result').evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href') ?? '', label: link.getAttribute('aria-label') ?? '' })));
        await expect.poll(async () => (await results()).length, { timeout: 15_000, message: 'search results for responseFormat' }).toBeGreaterThan(0);
        // The list settles once the index has answered the whole query.
        await page.waitForTimeout(300);
        return results();
      };
      const listed = (hits: { href: string; label: string }[]) => hits.map((hit) => `${hit.href} (${hit.label})`).join('\n');
      const choose = async (href: string) => {
        await page.locator(`.VPLocalSearchBox .results a.result[href="${href}"]`).first().click();
        await page.waitForURL((url) => url.pathname + url.hash === pathAndHash(href));
        await expect.poll(() => page.locator('.VPLocalSearchBox').count(), { message: 'the search closes on choosing' }).toBe(0);
        const hash = new URL(href, server.url).hash;
        if (hash) await expect.poll(() => anchorShown(page, hash), { message: `${href}: its section scrolled into view` }).toEqual({ exists: true, inView: true });
      };

      // The guide: its best result, whichever section it is.
      let hits = await search();
      const guideHit = hits.find((hit) => pathOf(hit.href) === STRUCTURED_OUTPUTS.path);
      expect(guideHit, `the structured-outputs guide (${STRUCTURED_OUTPUTS.path}) among the results:\n${listed(hits)}`).toBeDefined();
      await choose(guideHit!.href);
      await expect.poll(() => heading(page)).toBe(STRUCTURED_OUTPUTS.title);

      // The API entry: Peer's chat method, or a section of it.
      hits = await search();
      const chatHit = hits.find((hit) => pathOf(hit.href) === CHAT_ENTRY.path && hit.label.split(' > ').includes(CHAT_ENTRY.section));
      expect(chatHit, `Peer.chat (${CHAT_ENTRY.path}, under "${CHAT_ENTRY.section}") among the results:\n${listed(hits)}`).toBeDefined();
      await choose(chatHit!.href);
      await expect.poll(() => heading(page)).toBe(CHAT_ENTRY.title);
      // Where it landed is chat()'s section: the last h3 at or before the target is `### chat()`.
      const section = await page.evaluate((id) => {
        const target = document.getElementById(id);
        const h3s = [...document.querySelectorAll('.VPContent h3')].filter((h3) => target && (h3 === target || h3.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING));
        return h3s.at(-1)?.id;
      }, decodeURIComponent(new URL(chatHit!.href, server.url).hash.slice(1)) || CHAT_ENTRY.id);
      expect(section, `${chatHit!.href} is in the section of ${CHAT_ENTRY.section}`).toBe(CHAT_ENTRY.id);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('highlights the code samples (Shiki tokens in distinct colours) and shows type information on hover (twoslash)', async () => {
    const facts = await takeTour();
    if (!facts) return;
    const problems: string[] = [];
    let blocks = 0;
    for (const path of ['/', ...GUIDE_PAGES.map((guide) => guide.path)]) {
      for (const block of facts.get(path)!.codeBlocks) {
        blocks++;
        if (!block.shiki) problems.push(`${path}: a ${block.language} block not highlighted: ${block.start}`);
        // Keywords, names, strings, punctuation: a few lines of code show at least three colours.
        else if (/^(ts|typescript|js|javascript|tsx)$/.test(block.language) && block.colours < (block.lines >= 3 ? 3 : 2)) {
          problems.push(`${path}: a ${block.language} block in ${block.colours} colour(s): ${block.start}`);
        }
        // Where twoslash rendered a block, its identifiers carry type information.
        if (block.twoslash && block.hovers === 0) problems.push(`${path}: a twoslash block with no type information: ${block.start}`);
      }
    }
    expect(blocks, 'code samples in the guides').toBeGreaterThan(GUIDE_PAGES.length);
    expect(problems).toEqual([]);
    const withTwoslash = GUIDE_PAGES.filter((guide) => facts.get(guide.path)!.codeBlocks.some((block) => block.hovers > 0)).map((guide) => guide.path);
    expect(withTwoslash, 'guides whose samples carry twoslash type information').toContain(SAMPLE_GUIDE);
    await withPage(async (page, watch) => {
      await open(page, SAMPLE_GUIDE);
      const token = page.locator('.VPContent .twoslash-hover').first();
      await token.scrollIntoViewIfNeeded();
      await token.hover();
      const popup = page.locator('.v-popper__popper--shown .v-popper__inner');
      await popup.first().waitFor({ timeout: 5_000 });
      const info = (await popup.first().innerText()).trim();
      // The identifier's type, as the editor shows it: `honcho` gives `const honcho: Honcho`.
      const name = ((await token.evaluate((element) => element.firstElementChild?.textContent ?? '')) || '').trim();
      expect(name, 'the hovered token names an identifier').not.toBe('');
      expect(info, `the popup on "${name}" in ${SAMPLE_GUIDE}`).toContain(name);
      expect(info.length, `the popup on "${name}" says more than the name: "${info}"`).toBeGreaterThan(name.length + 2);
      expect(watch.take()).toEqual([]);
    });
  }, 120_000);

  it('has no broken link in the guides\' sidebar and nav bar: each target loads (200) with its anchor, also when clicked', async () => {
    const facts = await takeTour();
    if (!facts) return;
    const origin = new URL(server.url).origin;
    const targets = new Set<string>();
    for (const guide of GUIDE_PAGES) {
      const links = facts.get(guide.path)!.navigation;
      expect(links.length, `${guide.path}: links in its sidebar`).toBeGreaterThan(GUIDE_PAGES.length);
      for (const href of links) if (new URL(href).origin === origin) targets.add(pathAndHash(href));
    }
    await withPage(async (page, watch) => {
      const problems: string[] = [];
      const loaded = new Map<string, PageFacts>();
      for (const target of [...targets].sort()) {
        const path = pathOf(target);
        // A page the tour saw is not loaded again.
        const seen = facts.get(path) ?? loaded.get(path) ?? (await visit(page, watch, path));
        loaded.set(path, seen);
        if (seen.status !== 200) problems.push(`${target}: status ${String(seen.status)}`);
        if (seen.notFound) problems.push(`${target}: shows the 404 page`);
        const hash = new URL(target, server.url).hash;
        if (hash && !seen.ids.includes(decodeURIComponent(hash.slice(1)))) problems.push(`${target}: the page has no element with id ${hash}`);
        problems.push(...seen.problems);
      }
      // Followed as a reader does, by clicking (VitePress's router), from one guide's sidebar.
      await open(page, SAMPLE_GUIDE);
      const guideHeading = await heading(page);
      const sidebar = await page.locator('.VPSidebar a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of sidebar.filter((link) => new URL(link, server.url).origin === origin)) {
        await page.locator(`.VPSidebar a[href="${href}"]`).first().click();
        await page.waitForURL((url) => url.pathname + url.hash === pathAndHash(href), { timeout: 10_000 });
        // The page the click shows is the one a load shows (seen above, or by the tour).
        const expected = facts.get(pathOf(href))?.h1 ?? loaded.get(pathOf(href))?.h1;
        const shown = await expect
          .poll(() => heading(page), { timeout: 5_000 })
          .toBe(expected)
          .then(() => expected, async () => heading(page));
        if (shown !== expected) problems.push(`${href}: clicked, shows the heading "${shown}", loaded "${String(expected)}"`);
        if (await page.locator('.NotFound').count()) problems.push(`${href}: clicked, shows the 404 page`);
        const hash = new URL(href, server.url).hash;
        if (hash && !(await anchorShown(page, hash)).exists) problems.push(`${href}: clicked, no element with id ${hash}`);
        problems.push(...watch.take());
        // Back to the guide, whose sidebar has the next link (an API page's sidebar is another one).
        if (pathOf(href) !== SAMPLE_GUIDE) {
          await page.goBack();
          await page.waitForURL((url) => url.pathname === SAMPLE_GUIDE);
          await expect.poll(() => heading(page)).toBe(guideHeading);
        }
      }
      expect(problems).toEqual([]);
    });
  }, 120_000);

  it('lays out the landing page and a guide at desktop and phone width: nothing past the right edge, nothing on top of the hero\'s text', async () => {
    await withPage(async (page, watch) => {
      const problems: string[] = [];
      for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        await page.setViewportSize(viewport);
        for (const path of ['/', SAMPLE_GUIDE]) {
          await open(page, path);
          problems.push(...(await layoutProblems(page)).map((problem) => `${path} at ${size} width (${viewport.width}×${viewport.height}): ${problem}`));
        }
      }
      expect(problems).toEqual([]);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('opens the menu and the sidebar on a phone (390×844)', async () => {
    await withPage(async (page, watch) => {
      await page.setViewportSize(PHONE);
      for (const path of ['/', SAMPLE_GUIDE]) {
        await open(page, path);
        // The hamburger opens the nav screen, with its links, and closes it again.
        const hamburger = page.locator('.VPNavBarHamburger');
        await hamburger.click();
        await page.locator('.VPNavScreen').waitFor({ state: 'visible' });
        expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
        expect(await page.locator('.VPNavScreen a:visible').count(), `${path}: links in the opened menu`).toBeGreaterThan(1);
        await hamburger.click();
        await page.locator('.VPNavScreen').waitFor({ state: 'detached' });
      }
      // On a guide, "Menu" opens the sidebar, with every guide.
      await page.locator('.VPLocalNav button.menu').click();
      await page.locator('.VPSidebar.open').waitFor();
      expect(await page.locator('.VPSidebar.open a:visible').count(), 'links in the opened sidebar').toBeGreaterThan(GUIDE_PAGES.length);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('switches to dark mode and back: html.dark, the background and the code colours change, and the choice is kept', async () => {
    await withPage(async (page, watch) => {
      await open(page, SAMPLE_GUIDE);
      const look = () =>
        page.evaluate(() => ({
          dark: document.documentElement.classList.contains('dark'),
          background: getComputedStyle(document.body).backgroundColor,
          code: getComputedStyle(document.querySelector('.VPContent pre.shiki code .line span') ?? document.body).color,
        }));
      await setAppearance(page, false);
      const light = await look();
      await setAppearance(page, true);
      const dark = await look();
      expect(dark.background, 'the background in dark mode').not.toBe(light.background);
      expect(dark.code, 'a code token in dark mode').not.toBe(light.code);
      await open(page, SAMPLE_GUIDE);
      expect((await look()).dark, 'dark mode is kept on the next page load').toBe(true);
      await setAppearance(page, false);
      expect(await look()).toEqual(light);
      expect(watch.take()).toEqual([]);
    });
  }, 60_000);

  it('leaves screenshots of the landing page and a guide, light and dark, at desktop and phone width', async () => {
    await withPage(async (page, watch) => {
      rmSync(SCREENSHOTS, { recursive: true, force: true });
      mkdirSync(SCREENSHOTS, { recursive: true });
      const shots: { file: string; mode: 'light' | 'dark'; width: number; height: number }[] = [];
      for (const mode of ['light', 'dark'] as const) {
        await page.setViewportSize(DESKTOP);
        await open(page, '/');
        await setAppearance(page, mode === 'dark');
        for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
          await page.setViewportSize(viewport);
          for (const [name, path] of [['landing', '/'], ['guide', SAMPLE_GUIDE]] as const) {
            await open(page, path);
            await page.evaluate(() => document.fonts.ready);
            expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(mode === 'dark');
            const file = join(SCREENSHOTS, `${name}-${size}-${mode}.png`);
            await page.screenshot({ path: file });
            shots.push({ file, mode, ...viewport });
          }
        }
      }
      await page.setViewportSize(DESKTOP);
      await setAppearance(page, false);
      expect(shots).toHaveLength(8);
      for (const shot of shots) {
        const png = summarizePng(readFileSync(shot.file));
        const name = basename(shot.file);
        expect([png.width, png.height], `${name}: its size`).toEqual([shot.width, shot.height]);
        // A rendered page, not a blank or half-loaded one: text and colours, on a light or a dark ground as asked.
        expect(png.colours, `${name}: distinct colours`).toBeGreaterThan(200);
        expect(png.inked, `${name}: share of the pixels off the background colour`).toBeGreaterThan(0.05);
        if (shot.mode === 'dark') expect(png.luminance, `${name}: mean luminance`).toBeLessThan(80);
        else expect(png.luminance, `${name}: mean luminance`).toBeGreaterThan(180);
      }
      console.log(`Screenshots of the docs site: ${SCREENSHOTS}`);
      expect(watch.take()).toEqual([]);
    });
  }, 90_000);
});
