import type { AgentInputItem } from '@openai/agents';
import type { Message, MessageInput } from '@honcho-ai/sdk';
import { encodeItem } from './item-json.js';
import { spokenText } from './item-text.js';
import { splitContent } from './split-content.js';

/** The metadata key under which the adapter keeps what it needs to read a message back as an item. */
export const STORED_ITEM_KEY = 'openai_agents';

/** The version of the stored format, so a later release can read what this one wrote. */
const FORMAT_VERSION = 1;

/** Which piece of a long text item a message holds: the `index`th (from 1) of `count`. */
export interface StoredPart {
  readonly index: number;
  readonly count: number;
}

/**
 * What `metadata.openai_agents` holds on a message the adapter wrote:
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
export interface StoredMarker {
  readonly v: number;
  readonly item?: string | undefined;
  readonly part?: StoredPart | undefined;
  readonly popped?: true | undefined;
  readonly cleared?: true | undefined;
}

/** The peers items are stored as. */
export interface ItemPeers {
  readonly userId: string;
  readonly assistantId: string;
}

/**
 * How Honcho should treat a message that is not something a person said (a
 * tool call, its output, reasoning): stored, but not reasoned about, so no
 * conclusion about the user is drawn from JSON.
 */
const NOT_REASONED_ABOUT = { reasoning: { enabled: false } } as const;

/**
 * The Honcho messages that store one item, in order:
 *
 * - a user message: the user's peer says its text;
 * - an assistant message: the assistant's peer says its text;
 * - anything else: the assistant's peer, empty content, reasoning off.
 *
 * Text over 25,000 characters becomes several messages of the same peer
 * (`part` in their metadata). The item's exact JSON rides on the last one,
 * so what `getItems()` returns is the item as given, whatever the text
 * mapping dropped (images, files, ids, provider data).
 *
 * @internal
 */
export function itemToMessages(item: AgentInputItem, peers: ItemPeers): MessageInput[] {
  const json = encodeItem(item);
  const spoken = spokenText(item);
  if (spoken === undefined) {
    return [{ peerId: peers.assistantId, content: '', metadata: marker({ item: json }), configuration: NOT_REASONED_ABOUT }];
  }
  const peerId = spoken.speaker === 'user' ? peers.userId : peers.assistantId;
  // The server refuses content that is only whitespace; such a message says nothing to learn from anyway.
  const text = spoken.text.trim() === '' ? '' : spoken.text;
  const pieces = splitContent(text);
  if (pieces.length === 1) return [{ peerId, content: text, metadata: marker({ item: json }) }];
  return pieces.map((content, index) => {
    const part: StoredPart = { index: index + 1, count: pieces.length };
    const last = index === pieces.length - 1;
    // A piece that is only whitespace (a run of blank lines cut in two) is stored empty.
    return { peerId, content: content.trim() === '' ? '' : content, metadata: marker(last ? { item: json, part } : { part }) };
  });
}

/**
 * The adapter's marker on a stored message, or `undefined` for a message
 * it did not write (another integration's, or your own in the same session)
 * or one whose marker is not in a format it knows.
 *
 * @internal
 */
export function readMarker(message: Pick<Message, 'metadata'>): StoredMarker | undefined {
  const value: unknown = message.metadata[STORED_ITEM_KEY];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const candidate = value as Record<string, unknown>;
  if (candidate.v !== FORMAT_VERSION) return undefined;
  if (candidate.item !== undefined && typeof candidate.item !== 'string') return undefined;
  if (candidate.part !== undefined && !isPart(candidate.part)) return undefined;
  if (candidate.item === undefined && candidate.part === undefined) return undefined;
  return candidate as unknown as StoredMarker;
}

/**
 * The message's metadata with its marker changed (`popped` or `cleared`
 * set), everything else in it kept: the server replaces metadata whole.
 *
 * @internal
 */
export function markedMetadata(message: Pick<Message, 'metadata'>, change: { popped?: true; cleared?: true }): Record<string, unknown> {
  const current = readMarker(message);
  return { ...message.metadata, [STORED_ITEM_KEY]: { ...current, ...change } };
}

function marker(fields: { item?: string; part?: StoredPart }): Record<string, unknown> {
  return { [STORED_ITEM_KEY]: { v: FORMAT_VERSION, ...fields } };
}

function isPart(value: unknown): value is StoredPart {
  if (typeof value !== 'object' || value === null) return false;
  const { index, count } = value as Record<string, unknown>;
  return Number.isInteger(index) && Number.isInteger(count) && (index as number) >= 1 && (index as number) <= (count as number);
}
