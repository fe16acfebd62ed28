import type { AgentInputItem } from '@openai/agents';
import type { CallOptions, Message, Session } from '@honcho-ai/sdk';
import { readStoredRecord } from '@honcho-ai/sdk/integrations';
import { StoredItemError } from '../errors/stored-item-error.js';
import { decodeItem } from '../items/item-json.js';
import { readMarker } from '../items/stored-item.js';

/** One item of the history and the Honcho message that carries it. */
export interface HistoryEntry {
  readonly item: AgentInputItem;
  readonly message: Message;
}

/** The most messages the server returns per page. */
const PAGE_SIZE = 100;

/**
 * The items in the session's history, newest first: the messages are read
 * newest first, a page at a time, and the walk stops after `limit` items, at
 * the message `clearSession()` marked (it and everything before it are gone),
 * or at the start of the session.
 *
 * Skipped on the way: messages the adapter did not write, popped items, and
 * the first pieces of long text items (the last piece carries the item).
 *
 * @internal
 */
export async function readHistory(session: Session, limit: number | undefined, options: CallOptions = {}): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  if (limit !== undefined && limit <= 0) return entries;
  // Pages are fetched by offset: a message written meanwhile shifts the next page by one, so one may come twice.
  const seen = new Set<string>();
  const messages = await session.messages({ reverse: true, size: PAGE_SIZE, ...options });
  for await (const message of messages) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    const marker = readMarker(message);
    if (marker === undefined || marker.item === undefined) continue;
    if (marker.cleared === true) break;
    if (marker.popped === true) continue;
    const json = marker.item;
    entries.push({ item: readStoredRecord(message, session.id, () => decodeItem(json), StoredItemError), message });
    if (limit !== undefined && entries.length >= limit) break;
  }
  return entries;
}

/**
 * The newest message that carries an item, popped or not, or `undefined`
 * when the session has none: where `clearSession()` puts its mark.
 *
 * @internal
 */
export async function newestItemMessage(session: Session, options: CallOptions = {}): Promise<Message | undefined> {
  const messages = await session.messages({ reverse: true, size: PAGE_SIZE, ...options });
  for await (const message of messages) {
    if (readMarker(message)?.item !== undefined) return message;
  }
  return undefined;
}
