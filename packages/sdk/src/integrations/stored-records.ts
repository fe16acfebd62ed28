import type { Message } from '../message/message.js';
import type { MessageInput } from '../message/message-input.js';
import { splitMessageContent } from '../turn-memory/split-message-content.js';

/**
 * Where an adapter keeps its framework's records (a LangChain message, an
 * Agents SDK item) on Honcho messages: the metadata key of its marker and
 * the marker field that holds the record's JSON.
 *
 * @example
 * ```ts
 * const LANGCHAIN: StoredRecordFormat<'message'> = { key: 'langchain', field: 'message' };
 * ```
 */
export interface StoredRecordFormat<Field extends string> {
  /** The metadata key of the marker (`'langchain'`). One per framework, so adapters sharing a session never read each other's records. */
  readonly key: string;
  /** The marker field holding the record's JSON text (`'message'`). */
  readonly field: Field;
}

/** Which piece of a long text a message holds: the `index`th (from 1) of `count`. */
export interface StoredPart {
  readonly index: number;
  readonly count: number;
}

/**
 * What an adapter's marker holds (`metadata[format.key]`):
 *
 * - the record's JSON under `format.field`, on its only message, or on the
 *   last piece of a long text (written last, so a record is only read back whole);
 * - `part` on every piece of a text longer than one message holds; the
 *   pieces before the last are there for Honcho to learn from and are
 *   skipped when the history is read;
 * - `popped`: the record was removed from the end of the history;
 * - `cleared`: this message and every one before it are no longer in the history.
 */
export type StoredRecordMarker<Field extends string> = {
  readonly v: number;
  readonly part?: StoredPart | undefined;
  readonly popped?: true | undefined;
  readonly cleared?: true | undefined;
} & { readonly [K in Field]?: string | undefined };

/** One framework record to store: its JSON, and what was said in it, if anything. */
export interface RecordToStore {
  /** The record as JSON text, read back exactly as it was given. */
  readonly json: string;
  /** Who said it and its text; `undefined` for a record that is not speech (a tool call, its result, a system prompt). */
  readonly spoken?: { readonly speaker: 'user' | 'assistant'; readonly text: string } | undefined;
  /** How a long text is cut into messages; default `splitMessageContent`. */
  readonly split?: ((text: string) => string[]) | undefined;
}

/** The peers records are stored as. */
export interface StoredRecordPeers {
  readonly userId: string;
  readonly assistantId: string;
}

/** The version of the marker, so a later release can read what this one wrote. */
export const STORED_RECORD_VERSION = 1;

/** Stored, not reasoned about: Honcho draws no conclusion about the user from a tool result or a system prompt. */
const NOT_REASONED_ABOUT = { reasoning: { enabled: false } } as const;

/**
 * The Honcho messages that store one record, in order:
 *
 * - speech of the user: the user's peer says its text;
 * - speech of the assistant: the assistant's peer says its text;
 * - anything else: the assistant's peer, empty content, reasoning off, so
 *   Honcho models the user only from what was said.
 *
 * Text over one message's limit (25,000 characters) becomes several
 * messages of the same peer, each with `part`, the record on the last.
 * Whitespace-only content is stored empty (the server refuses it).
 *
 * @example
 * ```ts
 * const messages = storedRecordMessages(LANGCHAIN, { json, spoken: { speaker: 'user', text: 'Hi' } }, { userId: 'ada', assistantId: 'assistant' });
 * await session.addMessages(messages);
 * ```
 */
export function storedRecordMessages<Field extends string>(format: StoredRecordFormat<Field>, record: RecordToStore, peers: StoredRecordPeers): MessageInput[] {
  const whole = { [format.field]: record.json };
  if (record.spoken === undefined) {
    return [{ peerId: peers.assistantId, content: '', metadata: marker(format, whole), configuration: NOT_REASONED_ABOUT }];
  }
  const peerId = record.spoken.speaker === 'user' ? peers.userId : peers.assistantId;
  const pieces = (record.split ?? splitMessageContent)(record.spoken.text);
  if (pieces.length <= 1) return [{ peerId, content: nonBlank(pieces[0] ?? ''), metadata: marker(format, whole) }];
  return pieces.map((content, index) => {
    const part: StoredPart = { index: index + 1, count: pieces.length };
    return { peerId, content: nonBlank(content), metadata: marker(format, index === pieces.length - 1 ? { ...whole, part } : { part }) };
  });
}

/**
 * The adapter's marker on a message, or `undefined` for a message it did
 * not write (another integration's, or the app's own in the same session)
 * or one whose marker is not in a format it knows.
 *
 * @example
 * ```ts
 * const marker = readStoredMarker(LANGCHAIN, message);
 * if (marker?.cleared === true) return; // the history starts after this message
 * ```
 */
export function readStoredMarker<Field extends string>(format: StoredRecordFormat<Field>, message: Pick<Message, 'metadata'>): StoredRecordMarker<Field> | undefined {
  const value: unknown = message.metadata[format.key];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const candidate = value as Record<string, unknown>;
  if (candidate.v !== STORED_RECORD_VERSION) return undefined;
  if (candidate[format.field] !== undefined && typeof candidate[format.field] !== 'string') return undefined;
  if (candidate.part !== undefined && !isPart(candidate.part)) return undefined;
  return candidate as StoredRecordMarker<Field>;
}

/**
 * The message's metadata with its marker changed (`popped` or `cleared`
 * set), everything else in it kept: the server replaces metadata whole. A
 * message without a marker gets one.
 *
 * @example
 * ```ts
 * await session.updateMessage(newest, markedMetadata(LANGCHAIN, newest, { cleared: true }));
 * ```
 */
export function markedMetadata<Field extends string>(
  format: StoredRecordFormat<Field>,
  message: Pick<Message, 'metadata'>,
  change: { readonly popped?: true; readonly cleared?: true },
): Record<string, unknown> {
  return { ...message.metadata, [format.key]: { ...readStoredMarker(format, message), v: STORED_RECORD_VERSION, ...change } };
}

function marker(format: StoredRecordFormat<string>, fields: Record<string, unknown>): Record<string, unknown> {
  return { [format.key]: { v: STORED_RECORD_VERSION, ...fields } };
}

function nonBlank(content: string): string {
  return content.trim() === '' ? '' : content;
}

function isPart(value: unknown): value is StoredPart {
  if (typeof value !== 'object' || value === null) return false;
  const { index, count } = value as Record<string, unknown>;
  return Number.isInteger(index) && Number.isInteger(count) && (index as number) >= 1 && (index as number) <= (count as number);
}
