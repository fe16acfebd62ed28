/**
 * Anchors in the API reference that lead where they say.
 *
 * typedoc-vitepress-theme rewrites each link's anchor into the id VitePress
 * gives the heading (`#error_kinds` → `#error-kinds`), but its pattern skips
 * links whose text holds a bracket, such as a computed member's
 * ``[`[ERROR_KINDS]`](HonchoError.md#error_kinds)``. This markdown-it rule
 * slugs the anchor of every internal link on an API page with the function
 * VitePress slugs headings with; an anchor that is already a slug stays as it
 * is.
 */
import type { MarkdownRenderer } from 'vitepress';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Adds the rule; `slugify` must be the one the headings get their ids from (`markdown.anchor.slugify`). */
export function slugApiAnchors(md: MarkdownRenderer, options: { readonly apiDir: string; readonly slugify: (text: string) => string }): void {
  md.core.ruler.push('honcho-api-anchors', (state) => {
    const page = (state.env as { relativePath?: unknown } | undefined)?.relativePath;
    if (typeof page !== 'string' || !page.startsWith(`${options.apiDir}/`)) return;
    for (const token of state.tokens) {
      for (const child of token.children ?? []) {
        if (child.type !== 'link_open') continue;
        const href = child.attrGet('href');
        if (!href || EXTERNAL.test(href)) continue;
        const hash = href.indexOf('#');
        if (hash === -1 || hash === href.length - 1) continue;
        child.attrSet('href', `${href.slice(0, hash)}#${encodeURI(options.slugify(decodeURIComponent(href.slice(hash + 1))))}`);
      }
    }
  });
}
