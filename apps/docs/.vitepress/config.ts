/**
 * The VitePress config of the docs site. Pages: the landing page (index.md),
 * the guides (guides/*.md, listed in src/site-map.ts) and the API reference
 * that typedoc writes as Markdown into api/ (build output, not in git).
 *
 * Code in guides is included from the runnable examples (src/include-code.ts):
 * every include of every page is checked when this file loads, so a build
 * fails at once listing each missing file or region, and each included sample
 * is type-checked by twoslash as part of its example file.
 */
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from '@mdit-vue/shared';
import { transformerTwoslash } from '@shikijs/vitepress-twoslash';
import ts from 'typescript';
import { defineConfig, type DefaultTheme } from 'vitepress';
import { slugApiAnchors } from '../src/api-anchors.js';
import { checkPageIncludes, IncludeError } from '../src/include-code.js';
import { includeExamples, PLAIN_INCLUDES, trimCutLineBreak } from '../src/markdown-includes.js';
import { DOCS_ROOT, EXAMPLES_SRC, OUT_DIR, REPO_ROOT } from '../src/paths.js';
import { splitSearchSections } from '../src/search-sections.js';
import { API_DIR, apiUrl, GUIDES, GUIDES_DIR, guideUrl, PACKAGES, SITE_NAME } from '../src/site-map.js';

/**
 * Every include of the landing page and of every guide (those in src/site-map.ts, and any other
 * file in guides/), checked before anything is built: a build with a missing file or region fails
 * here, listing each problem with its page and line.
 */
function checkEveryInclude(): void {
  const guideFiles = new Set([...GUIDES.map((guide) => `${guide.slug}.md`), ...readdirSync(join(DOCS_ROOT, GUIDES_DIR)).filter((name) => name.endsWith('.md'))]);
  const pages = ['index.md', ...[...guideFiles].map((name) => `${GUIDES_DIR}/${name}`)];
  const { problems } = checkPageIncludes(DOCS_ROOT, pages, EXAMPLES_SRC);
  if (problems.length > 0) throw new IncludeError(problems);
}

/** The compiler options the examples are type-checked with (apps/examples/tsconfig.json), for twoslash. */
function examplesCompilerOptions(): ts.CompilerOptions {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic: ts.Diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(join(REPO_ROOT, 'apps', 'examples', 'tsconfig.json'), {}, host);
  if (!parsed) throw new Error('could not read apps/examples/tsconfig.json');
  // A sample is an excerpt of an example (or a few lines on the landing page), so a value it
  // declares may be read only in lines it leaves out; the whole example files are still
  // checked for unused locals by the examples' own type-check.
  return { ...parsed.options, noUnusedLocals: false };
}

/**
 * The API reference's sidebar as typedoc-vitepress-theme wrote it
 * (api/typedoc-sidebar.json): one tree per package, keyed by package name.
 * Empty until typedoc has run (`vitepress dev` on a fresh clone); the
 * package links still lead to each package's page.
 */
export function apiSidebars(): Map<string, DefaultTheme.SidebarItem[]> {
  const file = join(DOCS_ROOT, API_DIR, 'typedoc-sidebar.json');
  if (!existsSync(file)) return new Map();
  const items = JSON.parse(readFileSync(file, 'utf8')) as DefaultTheme.SidebarItem[];
  return new Map(items.map((item) => [item.text ?? '', item.items ?? []]));
}

const guidesSection: DefaultTheme.SidebarItem = {
  text: 'Guides',
  items: GUIDES.map((guide) => ({ text: guide.title, link: guideUrl(guide.slug) })),
};

/** On guide pages: the guides, then one link per package's API reference. */
const packagesSection: DefaultTheme.SidebarItem = {
  text: 'API reference',
  items: PACKAGES.map((entry) => ({ text: entry.name, link: apiUrl(entry.name) })),
};

checkEveryInclude();
const apiTrees = apiSidebars();

// VitePress takes its config from this file's default export: the one default export the style
// guide's "named exports only" has to give way to (the theme's index.ts is the other).
export default defineConfig({
  title: SITE_NAME,
  description: 'The TypeScript SDK for Honcho, its integrations (AI SDK, OpenAI-compatible API, MCP) and a local emulator.',
  lang: 'en-US',
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  base: '/',
  cleanUrls: true,
  lastUpdated: false,
  // The default appearance toggle: light, dark, or the reader's system preference.
  appearance: true,
  outDir: OUT_DIR,
  // The hash map of all pages' chunks (about 50 KB with the API reference) goes in one shared file, not in every page.
  metaChunk: true,
  srcExclude: ['README.md', 'src/**', 'public/**'],
  // VitePress fails the build on a link to a page that does not exist; src/check-links.ts also checks anchors.
  ignoreDeadLinks: false,
  // A guide's title is the one the sidebar shows (src/site-map.ts), so the tab and the menu agree.
  transformPageData(pageData) {
    const guide = GUIDES.find((entry) => pageData.relativePath === `${GUIDES_DIR}/${entry.slug}.md`);
    return guide ? { title: guide.title } : undefined;
  },
  // typedoc copies files the READMEs link to (api-types' openapi.yaml) into api/_media; VitePress
  // copies only pages and public/, so those files are copied here.
  buildEnd(site) {
    const media = join(DOCS_ROOT, API_DIR, '_media');
    if (existsSync(media)) cpSync(media, join(site.outDir, API_DIR, '_media'), { recursive: true, filter: (source) => !source.endsWith('.md') });
  },
  vite: {
    // The search index (all 750 pages' text) and api-types' generated interfaces are large by nature.
    build: { chunkSizeWarningLimit: 8_000 },
  },
  markdown: {
    // VitePress's own heading slugs (it bundles @mdit-vue/shared), named here so the API anchors use the same.
    anchor: { slugify },
    config: (md) => {
      includeExamples(md, { examplesSrc: EXAMPLES_SRC, vfsRoot: REPO_ROOT });
      slugApiAnchors(md, { apiDir: API_DIR, slugify });
    },
    codeTransformers: [
      // Only blocks marked `twoslash` are checked: every included sample, and the landing page's.
      // Outside `vitepress dev` a sample that does not type-check throws, and the build fails.
      transformerTwoslash({
        explicitTrigger: true,
        twoslashOptions: { vfsRoot: REPO_ROOT, compilerOptions: examplesCompilerOptions() },
      }),
      trimCutLineBreak,
    ],
  },
  themeConfig: {
    nav: [
      { text: 'Guides', link: guideUrl(GUIDES[0]?.slug ?? ''), activeMatch: `^/${GUIDES_DIR}/` },
      { text: 'API reference', link: `/${API_DIR}/`, activeMatch: `^/${API_DIR}/` },
    ],
    // A page lists the guides and the packages; an API page also lists its own package's tree, and
    // only that one: every page carries its sidebar in its HTML, and all seven trees weigh 280 KB.
    sidebar: {
      [`/${GUIDES_DIR}/`]: [guidesSection, packagesSection],
      [`/${API_DIR}/`]: [{ ...guidesSection, collapsed: true }, packagesSection],
      ...Object.fromEntries(
        PACKAGES.map((entry) => [
          apiUrl(entry.name),
          [{ ...guidesSection, collapsed: true }, { ...packagesSection, collapsed: true }, { text: entry.name, link: apiUrl(entry.name), items: apiTrees.get(entry.name) ?? [] }],
        ]),
      ),
    },
    outline: [2, 3],
    search: {
      provider: 'local',
      options: {
        miniSearch: {
          // One result per h1, h2 and h3 (src/search-sections.ts), not one per heading down to h6.
          _splitIntoSections: splitSearchSections,
          searchOptions: {
            // A term like `responseFormat` names dozens of API sections (every options type has the
            // field), and the box shows the first 16 results: rank the guides' sections first, then
            // the classes' members (the methods one calls, Peer › chat()), then the rest. Measured on
            // that query: the guide comes 4th and Peer › chat() 6th; without the class boost it is not
            // listed. (VitePress sends this function to the browser as its source text: it may use no
            // name from this file, hence the literal paths.)
            boostDocument: (id: string) => (id.startsWith('/guides/') ? 4 : id.includes('/classes/') ? 3 : 1),
          },
        },
        // The index renders every page a second time, and only its text counts there: included samples
        // come as their region alone (not type-checked again) and code is not highlighted, which saves
        // about ten seconds over the API reference's pages. md.render is synchronous, so no page rendered
        // for the site can see the highlighter missing.
        _render: (src, env, md) => {
          const highlight = md.options.highlight;
          md.options.highlight = null;
          try {
            const html = md.render(src, Object.assign(env, { [PLAIN_INCLUDES]: true }));
            return env.frontmatter?.['search'] === false ? '' : html;
          } finally {
            md.options.highlight = highlight;
          }
        },
      },
    },
    socialLinks: [{ icon: 'github', link: 'https://github.com/plastic-labs/honcho-typescript' }],
    notFound: {
      title: 'PAGE NOT FOUND',
      quote: 'No page has this address. The guides and the API reference are one click away.',
      linkText: 'Back to the start',
    },
    footer: { message: 'Every code sample on this site is included from an example that runs in the test suite.' },
  },
});
