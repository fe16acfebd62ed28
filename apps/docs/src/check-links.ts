/**
 * Checks every internal link of a built site: each `href` and `src` that is
 * not an external URL must lead to a file of the site, and each `#anchor` to
 * an element id (or `name`) in its target page.
 *
 * The site has clean URLs, as VitePress serves them with `cleanUrls: true`:
 * `/guides/streaming` is `guides/streaming.html`, and `/api/@honcho-ai/sdk/`
 * is `api/@honcho-ai/sdk/index.html`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';

/** One broken link. */
export interface BrokenLink {
  /** The page holding the link, relative to the site root. */
  readonly page: string;
  readonly link: string;
  readonly reason: string;
}

/** What the check looked at, and what it found broken. */
export interface LinkReport {
  readonly pages: number;
  readonly links: number;
  readonly broken: readonly BrokenLink[];
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const ATTRIBUTE = /\s(?:href|src)\s*=\s*"([^"]*)"/gi;
const ID = /\s(?:id|name)\s*=\s*"([^"]*)"/gi;

/** Every .html file under `dir`. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));
}

const decodeEntities = (text: string): string => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/**
 * The file a link's path is served from, or undefined: the path itself when
 * it names a file, else `<path>.html`, else `<path>/index.html`.
 */
export function resolveCleanUrl(root: string, page: string, path: string): string | undefined {
  const target = path.startsWith('/') ? join(root, path) : resolve(dirname(page), path);
  if (path.endsWith('/')) return [join(target, 'index.html')].find(isFile);
  return [target, `${target}.html`, join(target, 'index.html')].find(isFile);
}

/** Checks the links of `pages` (default: every page under `root`) against the files under `root`. */
export function checkLinks(root: string, pages: readonly string[] = htmlFiles(root)): LinkReport {
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let found = ids.get(file);
    if (!found) {
      found = new Set([...readFileSync(file, 'utf8').matchAll(ID)].map((match) => decodeEntities(match[1] ?? '')));
      ids.set(file, found);
    }
    return found;
  };
  const broken: BrokenLink[] = [];
  let links = 0;
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const pageName = relative(root, page);
    for (const match of html.matchAll(ATTRIBUTE)) {
      const link = decodeEntities(match[1] ?? '');
      if (link === '' || EXTERNAL.test(link)) continue;
      links += 1;
      const [pathAndQuery = '', anchor] = link.split('#', 2);
      const path = decodeURIComponent(pathAndQuery.split('?')[0] ?? '');
      const outside = relative(root, path.startsWith('/') ? join(root, path) : resolve(dirname(page), path)).startsWith('..');
      if (outside) {
        broken.push({ page: pageName, link, reason: 'points outside the site' });
        continue;
      }
      const target = path === '' ? page : resolveCleanUrl(root, page, path);
      if (!target) {
        broken.push({ page: pageName, link, reason: `no file for ${path} (nor ${path}.html, nor ${path}/index.html)` });
        continue;
      }
      // A bare "#" is a no-op target (VitePress's "back to top"); only named anchors are checked.
      if (anchor && extname(target) === '.html' && !idsOf(target).has(decodeURIComponent(anchor))) {
        broken.push({ page: pageName, link, reason: `no element with id "${anchor}" in ${relative(root, target)}` });
      }
    }
  }
  return { pages: pages.length, links, broken };
}
