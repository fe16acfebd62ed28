/**
 * The built site the docs tests check, built once per change of its sources.
 *
 * A build takes minutes (typedoc, then VitePress over some 750 pages, with
 * every sample type-checked), and `npm test` has just made one in its first
 * step. So the tests reuse apps/docs/dist when its fingerprint matches the
 * sources (src/build-docs.ts), and otherwise build it there; builds take turns
 * (a lock), so of several test files the first builds and the others reuse
 * what it built.
 */
import { buildDocs } from './build-docs.js';
import { OUT_DIR } from './paths.js';

/** The built site: its output directory, and what to call when done with it. */
export interface BuiltSite {
  readonly outDir: string;
  /** Nothing to remove: the site is apps/docs/dist, kept for the next run and for `vitepress preview`. */
  cleanup(): void;
}

/**
 * The site built from the sources as they are now: apps/docs/dist, reused
 * when current, else built (typedoc and VitePress, a few minutes). Safe to
 * call from several test files at once: one builds, the others wait.
 */
export function buildSiteForTest(): BuiltSite {
  buildDocs({ reuse: true });
  return { outDir: OUT_DIR, cleanup: () => undefined };
}

/** The text a browser shows for HTML: tags dropped, entities decoded. */
export const textOfHtml = (html: string): string =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&amp;/g, '&');
