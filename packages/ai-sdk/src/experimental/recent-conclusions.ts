import type { CallOptions, Conclusion, ConclusionsView } from '@honcho-ai/sdk';

/**
 * A conclusion from `getRecentConclusions()`: the SDK's `Conclusion`, with
 * `created_at` beside `createdAt` (the same ISO 8601 time), the field name
 * Honcho's own AI SDK plugin returns.
 */
export type RecentConclusion = Conclusion & { readonly created_at: string };

/** The server's largest page; fewer, larger pages when many conclusions are wanted. */
const MAX_PAGE_SIZE = 100;

/**
 * Up to `limit` conclusions of `view`, newest first, created at or after
 * `since` when given. Walks as many pages as needed, and stops at the first
 * conclusion older than `since` (the list is newest first, so nothing after
 * it can qualify).
 */
export async function recentConclusions(
  view: ConclusionsView,
  options: { since?: Date | undefined; limit: number; signal?: AbortSignal | undefined; timeout?: number | undefined },
): Promise<RecentConclusion[]> {
  const sinceMs = options.since?.getTime();
  const callOptions: CallOptions = { signal: options.signal, timeout: options.timeout };
  const first = await view.list({ size: Math.min(options.limit, MAX_PAGE_SIZE), ...callOptions });
  const found: RecentConclusion[] = [];
  for await (const conclusion of first) {
    if (sinceMs !== undefined && Date.parse(conclusion.createdAt) < sinceMs) break;
    found.push(Object.defineProperty(conclusion, 'created_at', { value: conclusion.createdAt, enumerable: true }) as RecentConclusion);
    if (found.length >= options.limit) break;
  }
  return found;
}
