import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { checkLinks, htmlFiles, type BrokenLink } from './check-links.js';
import { extractRegion } from './include-code.js';
import { EXAMPLES_SRC, REPO_ROOT } from './paths.js';
import { programNode } from './page-program.js';
import { apiUrl, GUIDES, guideUrl, htmlFileOf, PACKAGES, SITE_NAME } from './site-map.js';
import { buildSiteForTest, textOfHtml, type BuiltSite } from './test-support.js';

/**
 * Broken anchors in the API reference that the docs build cannot fix, each
 * with its reason. Only these are tolerated; any other broken link fails.
 * (A fixed one is not an error, so fixing a README never breaks this test.)
 */
const KNOWN_API_GAPS: readonly { readonly page: RegExp; readonly link: RegExp; readonly why: string }[] = [];

let site: BuiltSite;
beforeAll(() => {
  site = buildSiteForTest();
});
afterAll(() => site?.cleanup());

const read = (url: string): string => readFileSync(join(site.outDir, htmlFileOf(url)), 'utf8');

/** Every included sample of a page: where it says it comes from, and the code as the page shows it. */
function samplesOf(html: string): { source: string; path: string; region: string | undefined; code: string }[] {
  return [...html.matchAll(/<div class="example" data-source="([^"#]+)(?:#([\w-]+))?">[\s\S]*?<pre [^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((match) => {
    const [, path = '', region, code = ''] = match;
    return { source: `${path}${region ? `#${region}` : ''}`, path, region, code: textOfHtml(code) };
  });
}

/** What the guides' Markdown asks to include, in order. */
function includesOf(slug: string): string[] {
  const markdown = readFileSync(join(import.meta.dirname, '..', 'guides', `${slug}.md`), 'utf8');
  return [...markdown.matchAll(/^<!-- include: (\S+?) -->$/gm)].map((match) => match[1] ?? '');
}

describe('the docs site build (VitePress)', () => {
  it('builds every guide with its title, the guides and the packages in the sidebar, and one h1', () => {
    for (const guide of GUIDES) {
      const html = read(guideUrl(guide.slug));
      expect(html, guide.slug).toContain(`<title>${guide.title} | ${SITE_NAME}</title>`);
      const sidebar = html.slice(html.indexOf('class="VPSidebar'), html.indexOf('</aside>'));
      for (const other of GUIDES) expect(sidebar, `${guide.slug} lists ${other.slug}`).toContain(`href="${guideUrl(other.slug)}"`);
      for (const entry of PACKAGES) expect(sidebar, `${guide.slug} lists ${entry.name}`).toContain(`href="${apiUrl(entry.name)}"`);
      expect(html.match(/<h1 /g), guide.slug).toHaveLength(1);
      // A page whose program needs a newer Node (frontmatter `node: 22`) says so in its tip.
      const node = programNode(readFileSync(join(import.meta.dirname, '..', 'guides', `${guide.slug}.md`), 'utf8'));
      if (node !== undefined) expect(textOfHtml(html), guide.slug).toContain(`It needs Node ${node} or later`);
    }
  });

  it('builds the landing page (every package named) and a 404 page', () => {
    const home = read('/');
    expect(home).toContain(`<title>${SITE_NAME} | Memory for AI agents, in TypeScript</title>`);
    expect(home).toContain('class="VPHome"');
    for (const entry of PACKAGES) expect(home, entry.name).toContain(entry.name);
    // The first lines of code, type-checked by twoslash like every sample.
    expect(textOfHtml(home)).toContain("import { Honcho } from '@honcho-ai/sdk';");
    expect(home).toContain('twoslash');
    // VitePress renders its 404 page in the browser (themeConfig.notFound); the file holds the app that does.
    expect(readFileSync(join(site.outDir, '404.html'), 'utf8')).toMatch(/<title>404 \| Honcho TypeScript<\/title>[\s\S]*<div id="app"><\/div>/);
  });

  it('shows each included sample exactly as its region reads in the example file, highlighted and type-checked', () => {
    let samples = 0;
    for (const guide of GUIDES) {
      const html = read(guideUrl(guide.slug));
      const shown = samplesOf(html);
      expect(
        shown.map((sample) => sample.source),
        `${guide.slug}: the samples the guide asks for, in order`,
      ).toEqual(includesOf(guide.slug));
      for (const sample of shown) {
        const expected = extractRegion(readFileSync(join(EXAMPLES_SRC, sample.path), 'utf8'), sample.region);
        expect(sample.code, `${guide.slug}: ${sample.source}`).toBe(expected);
        samples += 1;
      }
      // Shiki's markup, and twoslash's on every sample (its type popups).
      expect(html.match(/<pre class="shiki [^"]*twoslash/g)?.length ?? 0, `${guide.slug}: samples checked by twoslash`).toBe(shown.length);
    }
    expect(samples).toBeGreaterThan(40);
  });

  it('shows every runnable example in at least one guide', () => {
    const examples = readdirSync(join(EXAMPLES_SRC, 'examples')).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const included = new Set(GUIDES.flatMap((guide) => includesOf(guide.slug).map((include) => include.split('#')[0])));
    const missing = examples.filter((name) => !included.has(`examples/${name}`));
    expect(missing, 'examples no guide includes').toEqual([]);
  });

  it('has an API reference page for every package, in the sidebar of the API pages', () => {
    for (const entry of PACKAGES) {
      expect(existsSync(join(site.outDir, htmlFileOf(apiUrl(entry.name)))), entry.name).toBe(true);
      const html = read(apiUrl(entry.name));
      expect(html, entry.name).toContain(`<title>${entry.name} | ${SITE_NAME}</title>`);
    }
    // The SDK has two entry points, so each is a module page of its own, named as it is imported.
    const root = `${apiUrl('@honcho-ai/sdk')}@honcho-ai/sdk/`;
    const sdk = read(`${root}classes/Honcho`);
    expect(sdk).toContain(`href="${root}classes/Peer"`);
    expect(read(`${root}integrations/`)).toContain(`<title>@honcho-ai/sdk/integrations | ${SITE_NAME}</title>`);
    expect(read('/api/')).toContain(`href="${apiUrl('@honcho-ai/sdk')}"`);
  });

  it('links every "Defined in" of the API reference to the file and line on GitHub, under its package', () => {
    const pages = htmlFiles(site.outDir).filter((page) => relative(site.outDir, page).startsWith('api/'));
    const sourceLinks = pages.flatMap((page) =>
      [...readFileSync(page, 'utf8').matchAll(/href="https:\/\/github\.com\/plastic-labs\/honcho-typescript\/blob\/main\/([^"#]+)#L(\d+)"/g)].map((match) => ({
        page: relative(site.outDir, page),
        file: match[1] ?? '',
        line: Number(match[2]),
      })),
    );
    expect(sourceLinks.length).toBeGreaterThan(pages.length);
    const wrong = sourceLinks.filter(({ file, line }) => {
      if (!/^packages\/[\w-]+\/src\//.test(file)) return true;
      const path = join(REPO_ROOT, file);
      return !existsSync(path) || readFileSync(path, 'utf8').split('\n').length < line;
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('has no broken internal link or anchor, in the guides, the landing page and the API reference', () => {
    const pages = htmlFiles(site.outDir);
    const report = checkLinks(site.outDir, pages);
    const known = (broken: BrokenLink) => KNOWN_API_GAPS.some((gap) => gap.page.test(broken.page) && gap.link.test(broken.link));
    expect(report.broken.filter((broken) => !known(broken))).toEqual([]);
    const apiPages = pages.filter((page) => relative(site.outDir, page).startsWith('api/'));
    expect(apiPages.length).toBeGreaterThan(100);
    expect(report.links).toBeGreaterThan(pages.length * GUIDES.length);
  });
});
