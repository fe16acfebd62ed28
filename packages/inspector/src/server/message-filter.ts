import type { Session } from '@honcho-ai/sdk';
import type { MessageItem, Paged } from '../contract/inspector-api.js';
import { InspectorApiError } from './api-error.js';
import { messageItem, pagedView } from './contract-views.js';

/** The most messages one text filter reads: a local inspector may read a long session, not an endless one. */
export const MESSAGE_SCAN_LIMIT = 10_000;
/** Longer than any phrase a person types into a filter box. */
const MAX_TEXT_LENGTH = 200;

export interface MessageFilter {
  readonly peer: string | undefined;
  readonly text: string | undefined;
}

/** The `peer` and `q` parameters of the messages route, checked before Honcho is asked anything. */
export function readMessageFilter(query: URLSearchParams): MessageFilter {
  const peer = query.get('peer') || undefined;
  const text = query.get('q')?.trim() || undefined;
  if (text !== undefined && text.length > MAX_TEXT_LENGTH) throw new InspectorApiError('bad-request', 400, `q: at most ${MAX_TEXT_LENGTH} characters; got ${text.length}.`);
  return { peer, text };
}

/**
 * A page of a session's messages, newest first, by `peer` and containing `text` (ignoring case).
 * The peer is Honcho's own `peer_id` filter. Honcho's message list cannot filter on content, so a
 * text filter reads the (peer's) messages newest first, up to `scanLimit` ({@link MESSAGE_SCAN_LIMIT}), and
 * pages the matches itself: the filter covers the whole session, not only the pages the browser has.
 * A session longer than that is answered with `incomplete` saying so, never silently cut.
 */
export async function filteredMessages(
  session: Session,
  filter: MessageFilter,
  paging: { readonly page: number; readonly size: number },
  signal: AbortSignal,
  scanLimit = MESSAGE_SCAN_LIMIT,
): Promise<Paged<MessageItem>> {
  const filters = filter.peer === undefined ? undefined : { peer_id: filter.peer };
  if (filter.text === undefined) return pagedView(await session.messages({ ...paging, reverse: true, filters, signal }), messageItem);
  const needle = filter.text.toLowerCase();
  // One past the limit tells a session that ends at the limit from one that goes on past it.
  const read = await (await session.messages({ size: 100, reverse: true, filters, signal })).toArray({ limit: scanLimit + 1 });
  const scanned = read.slice(0, scanLimit);
  const matches = scanned.filter((message) => message.content.toLowerCase().includes(needle)).map(messageItem);
  const start = (paging.page - 1) * paging.size;
  return {
    items: matches.slice(start, start + paging.size),
    page: paging.page,
    size: paging.size,
    pages: Math.ceil(matches.length / paging.size),
    total: matches.length,
    ...(read.length > scanLimit ? { incomplete: `Only the newest ${scanLimit.toLocaleString('en-US')} messages were searched; older ones may match too.` } : {}),
  };
}
