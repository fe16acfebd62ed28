/**
 * Builds the documentation site into apps/docs/dist/: every guide in
 * guides/ rendered to HTML with the shared navigation, code included from
 * the runnable examples (the build fails on a missing file or region), and
 * the typedoc API reference (apps/docs/api/, built by `npx typedoc` at the
 * repository root) copied to dist/api/.
 *
 * `pnpm --filter @honcho-ai/docs build` runs this; `npm run docs` at the root
 * runs typedoc first.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Marked, type Tokens } from 'marked';
import { expandIncludes, IncludeError, type IncludedCode, type IncludeProblem } from './include-code.js';
import { GUIDES, SITE_NAME, type GuidePage } from './site-map.js';

const here = import.meta.dirname;
/** apps/docs */
export const DOCS_ROOT = resolve(here, '..');
/** The runnable examples' sources, where includes are resolved. */
export const EXAMPLES_SRC = resolve(DOCS_ROOT, '..', 'examples', 'src');

/** Where things are read from and written to; tests point these at fixtures. */
export interface BuildOptions {
  readonly guidesDir?: string;
  readonly examplesSrc?: string;
  readonly apiDir?: string;
  readonly outDir?: string;
  readonly guides?: readonly GuidePage[];
}

/** What a build produced. */
export interface BuildResult {
  readonly outDir: string;
  /** Output files of the guides, relative to outDir. */
  readonly pages: readonly string[];
  /** Every include expanded, per guide slug. */
  readonly includes: Readonly<Record<string, readonly IncludedCode[]>>;
  /** True when the typedoc output was found and copied; false when a placeholder was written. */
  readonly apiReference: boolean;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** GitHub-style heading ids: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2... */
export function slugify(text: string, seen: Map<string, number>): string {
  const base =
    text
      .toLowerCase()
      .replace(/<[^>]+>/g, '')
      .replace(/&[a-z]+;/g, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s+/g, '-') || 'section';
  const count = seen.get(base) ?? 0;
  seen.set(base, count + 1);
  return count === 0 ? base : `${base}-${count}`;
}

/** The block an include becomes: where it comes from, then the code. A `<pre>` HTML block may hold blank lines. */
function renderInclude(included: IncludedCode): string {
  const source = `apps/examples/src/${included.path}`;
  const region = included.region ? ` · region <code>${escapeHtml(included.region)}</code>` : '';
  const dataSource = `${included.path}${included.region ? `#${included.region}` : ''}`;
  return [
    `<p class="example-source"><code>${escapeHtml(source)}</code>${region}</p>`,
    '',
    `<pre class="code example" data-source="${escapeHtml(dataSource)}"><code class="language-ts">${escapeHtml(included.code)}</code></pre>`,
  ].join('\n');
}

function markdownRenderer(): Marked {
  let seen = new Map<string, number>();
  const marked = new Marked({ gfm: true });
  marked.use({
    hooks: {
      preprocess(markdown) {
        seen = new Map();
        return markdown;
      },
    },
    walkTokens(token) {
      // Guides link to each other as `streaming.md` so they also read well on GitHub; the site serves `.html`.
      if (token.type === 'link') {
        const link = token as Tokens.Link;
        link.href = link.href.replace(/^(\.\/)?([\w-]+)\.md(#[\w-]*)?$/, (_m: string, _dot: string | undefined, name: string, anchor: string | undefined) => `${name}.html${anchor ?? ''}`);
      }
    },
    renderer: {
      heading({ tokens, depth }) {
        const html = this.parser.parseInline(tokens);
        const id = slugify(html, seen);
        return `<h${depth} id="${id}"><a class="anchor" href="#${id}" aria-hidden="true">#</a>${html}</h${depth}>\n`;
      },
      code({ text, lang }) {
        const language = (lang ?? '').split(/\s/)[0] || 'text';
        return `<pre class="code"><code class="language-${escapeHtml(language)}">${escapeHtml(text)}</code></pre>\n`;
      },
    },
  });
  return marked;
}

/** The shared page frame: header, navigation (guides and API reference), content, previous/next links. */
export function renderPage(page: GuidePage, body: string, guides: readonly GuidePage[]): string {
  const index = guides.findIndex((guide) => guide.slug === page.slug);
  const previous = index > 0 ? guides[index - 1] : undefined;
  const next = index >= 0 && index < guides.length - 1 ? guides[index + 1] : undefined;
  const navItems = guides
    .map((guide) => `<li><a href="${guide.slug}.html"${guide.slug === page.slug ? ' aria-current="page"' : ''}>${escapeHtml(guide.title)}</a></li>`)
    .join('\n        ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(page.title)} · ${SITE_NAME}</title>
    <link rel="stylesheet" href="styles.css" />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <header class="site-header"><a class="brand" href="index.html">${SITE_NAME}</a><a class="api-link" href="api/index.html">API reference</a></header>
    <div class="layout">
      <nav class="site-nav" aria-label="Documentation">
        <p class="nav-heading">Guides</p>
        <ul>
        ${navItems}
        </ul>
        <p class="nav-heading">Reference</p>
        <ul>
          <li><a href="api/index.html">API reference (typedoc)</a></li>
        </ul>
      </nav>
      <main class="content">
        <article>
${body}
        </article>
        <footer class="pager">${previous ? `<a rel="prev" href="${previous.slug}.html">← ${escapeHtml(previous.title)}</a>` : '<span></span>'}${next ? `<a rel="next" href="${next.slug}.html">${escapeHtml(next.title)} →</a>` : ''}</footer>
      </main>
    </div>
  </body>
</html>
`;
}

const API_PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>API reference not built · ${SITE_NAME}</title><link rel="icon" href="data:," /></head>
<body><h1>API reference not built</h1><p>Run <code>npm run docs</code> at the repository root: it builds the API reference with typedoc, then this site.</p><p><a href="../index.html">Back to the guides</a></p></body></html>
`;

/** Builds the site. Throws {@link IncludeError} listing every include that could not be expanded. */
export function buildSite(options: BuildOptions = {}): BuildResult {
  const guidesDir = options.guidesDir ?? join(DOCS_ROOT, 'guides');
  const examplesSrc = options.examplesSrc ?? EXAMPLES_SRC;
  const apiDir = options.apiDir ?? join(DOCS_ROOT, 'api');
  const outDir = options.outDir ?? join(DOCS_ROOT, 'dist');
  const guides = options.guides ?? GUIDES;
  const marked = markdownRenderer();

  const problems: IncludeProblem[] = [];
  const rendered: { page: GuidePage; html: string }[] = [];
  const includes: Record<string, IncludedCode[]> = {};
  for (const page of guides) {
    const file = join(guidesDir, `${page.slug}.md`);
    if (!existsSync(file)) {
      problems.push({ guide: `${page.slug}.md`, line: 0, message: 'the guide file is missing' });
      continue;
    }
    const source = readFileSync(file, 'utf8');
    const expanded = expandIncludes(source, `${page.slug}.md`, examplesSrc, renderInclude);
    problems.push(...expanded.problems);
    // An include marker the pattern did not accept (not alone on its line, a typo in the path syntax) must not pass as a comment.
    const leftover = expanded.problems.length === 0 ? /<!--\s*include:[^>]*-->/.exec(expanded.markdown) : null;
    if (leftover) problems.push({ guide: `${page.slug}.md`, line: expanded.markdown.slice(0, leftover.index).split('\n').length, message: `malformed include "${leftover[0]}": write it alone on a line as <!-- include: path#region -->` });
    includes[page.slug] = expanded.included;
    rendered.push({ page, html: marked.parse(expanded.markdown, { async: false }) });
  }
  if (problems.length > 0) throw new IncludeError(problems);

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const { page, html } of rendered) writeFileSync(join(outDir, `${page.slug}.html`), renderPage(page, html, guides));
  cpSync(join(DOCS_ROOT, 'src', 'styles.css'), join(outDir, 'styles.css'));

  const apiReference = existsSync(join(apiDir, 'index.html'));
  if (apiReference) {
    cpSync(apiDir, join(outDir, 'api'), { recursive: true });
  } else {
    mkdirSync(join(outDir, 'api'), { recursive: true });
    writeFileSync(join(outDir, 'api', 'index.html'), API_PLACEHOLDER);
  }
  return { outDir, pages: rendered.map(({ page }) => `${page.slug}.html`), includes, apiReference };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(here, 'build-site.ts')) {
  try {
    const result = buildSite();
    const count = Object.values(result.includes).reduce((sum, list) => sum + list.length, 0);
    console.log(`Built ${result.pages.length} guide pages with ${count} code samples from the examples into ${result.outDir}`);
    if (!result.apiReference) console.warn('API reference not found in apps/docs/api: wrote a placeholder. Run `npm run docs` at the root to build it with typedoc.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
