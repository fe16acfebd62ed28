/** Pagination: pages that fetch lazily, iterate across pages, and stop early without fetching the rest. */
import type { Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';

/** What each way of reading the list saw. */
export interface PaginationResult {
  readonly firstPage: { readonly ids: readonly string[]; readonly total: number; readonly pages: number; readonly hasNextPage: boolean };
  readonly secondPageIds: readonly string[];
  readonly firstProIds: readonly string[];
  readonly upTo12: number;
}

export async function pagination(honcho: Honcho): Promise<PaginationResult> {
  // #region pages
  for (let n = 1; n <= 25; n++) await honcho.peer(`user-${String(n).padStart(2, '0')}`, { metadata: { plan: n % 5 === 0 ? 'pro' : 'free' } });

  const page = await honcho.peers({ size: 10 }); // one request: the first 10
  page.items; // this page's peers
  page.total; // every peer of the workspace (25 here), across all pages
  page.hasNextPage; // true
  const next = await page.getNextPage(); // Page | null
  // #endregion pages

  // #region iterate
  const firstPro: string[] = [];
  const pro = await honcho.peers({ filters: { metadata: { plan: 'pro' } }, size: 2 });
  for await (const peer of pro) {
    firstPro.push(peer.id);
    if (firstPro.length === 3) break; // the third page is never fetched
  }
  const upTo12 = await (await honcho.peers({ size: 5 })).toArray({ limit: 12 }); // three requests, 12 peers
  // #endregion iterate

  return {
    firstPage: { ids: page.items.map((peer) => peer.id), total: page.total, pages: page.pages, hasNextPage: page.hasNextPage },
    secondPageIds: next?.items.map((peer) => peer.id) ?? [],
    firstProIds: firstPro,
    upTo12: upTo12.length,
  };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => pagination(honcho));
