import { AIMessage, HumanMessage, mapChatMessagesToStoredMessages, mapStoredMessagesToChatMessages, type BaseMessage, type StoredMessage } from '@langchain/core/messages';
import type { Message, MessageInput } from '@honcho-ai/sdk';
import { splitMessageContent } from '@honcho-ai/sdk/integrations';

/** The metadata key under which this package keeps what it needs to read a Honcho message back as a LangChain message. */
export const STORED_MESSAGE_KEY = 'langchain';

/** The version of the stored format, so a later release can read what this one wrote. */
const FORMAT_VERSION = 1;

/**
 * What `metadata.langchain` holds on a message this package wrote:
 *
 * - `message`: the LangChain message as `toDict()` serializes it (JSON
 *   text), on its only Honcho message, or on the last of a long text's;
 * - `part`: set on the earlier pieces of a text longer than one Honcho
 *   message holds (there for Honcho to learn from; skipped when read back);
 * - `cleared`: set by `clear()` on the newest message: it and every message
 *   before it are no longer in the history.
 */
export interface StoredMarker {
  readonly v: number;
  readonly message?: string | undefined;
  readonly part?: true | undefined;
  readonly cleared?: true | undefined;
}

/** The peers messages are stored as. */
export interface MessagePeers {
  readonly userId: string;
  readonly assistantId: string;
}

/** Stored, not reasoned about: Honcho draws no conclusion about the user from a tool result or a system prompt. */
const NOT_REASONED_ABOUT = { reasoning: { enabled: false } } as const;

/**
 * The Honcho messages that store one LangChain message, in order:
 *
 * - a human message: the user's peer says its text;
 * - an AI message: the assistant's peer says its text (tool calls ride in the JSON);
 * - any other (system, tool, function, chat): the assistant's peer, empty
 *   content, reasoning off, so Honcho models the user only from what was said.
 *
 * Text over 25,000 characters becomes several messages of the same peer.
 *
 * @internal
 */
export function toHonchoMessages(message: BaseMessage, peers: MessagePeers): MessageInput[] {
  const [stored] = mapChatMessagesToStoredMessages([message]) as [StoredMessage];
  const json = JSON.stringify(stored);
  const type = message.type;
  if (type !== 'human' && type !== 'ai') {
    return [{ peerId: peers.assistantId, content: '', metadata: marker({ message: json }), configuration: NOT_REASONED_ABOUT }];
  }
  const peerId = type === 'human' ? peers.userId : peers.assistantId;
  const pieces = splitMessageContent(message.text);
  if (pieces.length <= 1) return [{ peerId, content: pieces[0] ?? '', metadata: marker({ message: json }) }];
  return pieces.map((content, index) => ({ peerId, content, metadata: marker(index === pieces.length - 1 ? { message: json } : { part: true }) }));
}

/**
 * The adapter's marker on a Honcho message, or `undefined` for one it did
 * not write (saved by the agent middleware, another integration or your own
 * code) or in a format it does not know.
 *
 * @internal
 */
export function readMarker(message: Pick<Message, 'metadata'>): StoredMarker | undefined {
  const value: unknown = message.metadata[STORED_MESSAGE_KEY];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const candidate = value as Record<string, unknown>;
  if (candidate.v !== FORMAT_VERSION) return undefined;
  if (candidate.message !== undefined && typeof candidate.message !== 'string') return undefined;
  return candidate as unknown as StoredMarker;
}

/**
 * A Honcho message as a LangChain message: the one stored in its marker,
 * exactly as it was added; for a message this package did not write, a
 * `HumanMessage` for the user and every other peer (named by `name`) and an
 * `AIMessage` for the assistant, with the Honcho message's id.
 *
 * @throws `Error` when the stored JSON cannot be read back (the caller wraps it).
 * @internal
 */
export function fromHonchoMessage(message: Message, marker: StoredMarker | undefined, peers: MessagePeers): BaseMessage {
  if (marker?.message !== undefined) {
    const [restored] = mapStoredMessagesToChatMessages([JSON.parse(marker.message) as StoredMessage]);
    if (restored === undefined) throw new Error('no message in the stored JSON');
    return restored;
  }
  if (message.peerId === peers.assistantId) return new AIMessage({ content: message.content, id: message.id });
  return new HumanMessage({ content: message.content, id: message.id, ...(message.peerId === peers.userId ? {} : { name: message.peerId }) });
}

/**
 * The message's metadata with the `cleared` mark set, everything else in it
 * kept (the server replaces metadata whole).
 *
 * @internal
 */
export function clearedMetadata(message: Pick<Message, 'metadata'>): Record<string, unknown> {
  return { ...message.metadata, [STORED_MESSAGE_KEY]: { ...readMarker(message), v: FORMAT_VERSION, cleared: true } };
}

function marker(fields: { message?: string; part?: true }): Record<string, unknown> {
  return { [STORED_MESSAGE_KEY]: { v: FORMAT_VERSION, ...fields } };
}
