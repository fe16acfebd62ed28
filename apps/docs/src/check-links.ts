/**
 * Checks every internal link of a built site: each `href` and `src` that is
 * not an external URL must name a file that exists, and each `#anchor` must
 * name an element id (or `name`) in its target page.
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
      let target = path === '' ? page : resolve(dirname(page), path);
      if (relative(root, target).startsWith('..')) {
        broken.push({ page: pageName, link, reason: 'points outside the site' });
        continue;
      }
      if (existsSync(target) && statSync(target).isDirectory()) target = join(target, 'index.html');
      if (!existsSync(target)) {
        broken.push({ page: pageName, link, reason: `no file ${relative(root, target)}` });
        continue;
      }
      // Typedoc's sidebar links to "#" as a no-op target; only named anchors are checked.
      if (anchor && ['.html', '.svg'].includes(extname(target)) && !idsOf(target).has(decodeURIComponent(anchor))) {
        broken.push({ page: pageName, link, reason: `no element with id "${anchor}" in ${relative(root, target)}` });
      }
    }
  }
  return { pages: pages.length, links, broken };
}
