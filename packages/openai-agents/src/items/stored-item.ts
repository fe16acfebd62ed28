import type { AgentInputItem } from '@openai/agents';
import type { Message, MessageInput } from '@honcho-ai/sdk';
import {
  markedMetadata as markedRecordMetadata,
  readStoredMarker,
  storedRecordMessages,
  type StoredRecordFormat,
  type StoredRecordMarker,
  type StoredRecordPeers,
} from '@honcho-ai/sdk/integrations';
import { encodeItem } from './item-json.js';
import { spokenText } from './item-text.js';
import { splitContent } from './split-content.js';

/** The metadata key under which the adapter keeps what it needs to read a message back as an item. */
export const STORED_ITEM_KEY = 'openai_agents';

/** `metadata.openai_agents.item` holds the item's exact JSON. */
const FORMAT: StoredRecordFormat<'item'> = { key: STORED_ITEM_KEY, field: 'item' };

export type { StoredPart } from '@honcho-ai/sdk/integrations';

/**
 * What `metadata.openai_agents` holds on a message the adapter wrote (the
 * SDK's stored-record marker):
 *
 * - `item`: the item's JSON, on its only message, or on the last message
 *   of a long text item (the one written last, so an item is only ever
 *   read back whole);
 * - `part`: for a text item longer than one message holds. Only the last
 *   piece is read back (it carries the item); the others are there for
 *   Honcho to learn from, and are skipped when the history is read;
 * - `popped`: set by `popItem()`: the item is no longer in the history;
 * - `cleared`: set by `clearSession()` on the newest item: it and every
 *   message before it are no longer in the history.
 */
export type StoredMarker = StoredRecordMarker<'item'>;

/** The peers items are stored as. */
export type ItemPeers = StoredRecordPeers;

/**
 * The Honcho messages that store one item, in order:
 *
 * - a user message: the user's peer says its text;
 * - an assistant message: the assistant's peer says its text;
 * - anything else: the assistant's peer, empty content, reasoning off.
 *
 * Text over 25,000 characters becomes several messages of the same peer
 * (`part` in their metadata), cut exactly so they join back to the text.
 * The item's exact JSON rides on the last one, so what `getItems()` returns
 * is the item as given, whatever the text mapping dropped (images, files,
 * ids, provider data).
 *
 * @internal
 */
export function itemToMessages(item: AgentInputItem, peers: ItemPeers): MessageInput[] {
  return storedRecordMessages(FORMAT, { json: encodeItem(item), spoken: spokenText(item), split: splitContent }, peers);
}

/**
 * The adapter's marker on a stored message, or `undefined` for a message
 * it did not write (another integration's, or your own in the same session)
 * or one whose marker is not in a format it knows.
 *
 * @internal
 */
export function readMarker(message: Pick<Message, 'metadata'>): StoredMarker | undefined {
  const marker = readStoredMarker(FORMAT, message);
  // Every message the adapter writes carries its item or a part of one.
  return marker?.item === undefined && marker?.part === undefined ? undefined : marker;
}

/**
 * The message's metadata with its marker changed (`popped` or `cleared`
 * set), everything else in it kept: the server replaces metadata whole.
 *
 * @internal
 */
export function markedMetadata(message: Pick<Message, 'metadata'>, change: { popped?: true; cleared?: true }): Record<string, unknown> {
  return markedRecordMetadata(FORMAT, message, change);
}
