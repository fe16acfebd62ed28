/**
 * What went wrong while a page was open, as a reader's browser would show it:
 * uncaught errors, console errors (Vue's hydration mismatch among them),
 * requests that failed or left the site, and every answer of the site's server
 * with a status of 400 or more (the browser's own /favicon.ico included, which
 * playwright does not report as a page request).
 */

import type { Page } from 'playwright-core';

/** The server a watched page is served by: its URL and the log of what it answered (a StaticServer is one). */
export interface WatchedServer {
  readonly url: string;
  readonly log: readonly { readonly path: string; readonly status: number }[];
}

export interface PageWatch {
  /** Problems seen since the last `take()`, and forgets them; `expected404` is the one path allowed to answer 404. */
  take(options?: { expected404?: string }): string[];
}

/**
 * Watches `page` from now on. The browser asks for /favicon.ico on its own where a page declares no icon;
 * `ignoreFavicon` leaves that answer out, for the tests that check something else than the page's load.
 */
export function watchPage(page: Page, server: WatchedServer, { ignoreFavicon = false }: { ignoreFavicon?: boolean } = {}): PageWatch {
  const problems: string[] = [];
  let seen = server.log.length;
  const origin = new URL(server.url).origin;
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    // A failed load is reported with its URL from the server's log (or requestfailed) instead.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`${page.url()}: console error: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) problems.push(`${page.url()}: a request off the site: ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Leaving a page cancels its prefetches: that is not a broken request.
    if (reason === 'net::ERR_ABORTED' && new URL(request.url()).origin === origin) return;
    problems.push(`${page.url()}: request failed (${reason}): ${request.url()}`);
  });
  return {
    take({ expected404 } = {}) {
      const answered = server.log.slice(seen);
      seen = server.log.length;
      let allowed = expected404;
      for (const { path, status } of answered) {
        if (status === 404 && path === allowed) {
          allowed = undefined; // once
          continue;
        }
        if (ignoreFavicon && path === '/favicon.ico') continue;
        if (status >= 400) problems.push(`the server answered ${status} for ${path}`);
      }
      return problems.splice(0);
    },
  };
}
