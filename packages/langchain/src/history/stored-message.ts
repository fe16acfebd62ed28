import { AIMessage, HumanMessage, mapChatMessagesToStoredMessages, mapStoredMessagesToChatMessages, type BaseMessage, type StoredMessage } from '@langchain/core/messages';
import type { Message, MessageInput } from '@honcho-ai/sdk';
import { markedMetadata, readStoredMarker, storedRecordMessages, type StoredRecordFormat, type StoredRecordMarker, type StoredRecordPeers } from '@honcho-ai/sdk/integrations';

/** The metadata key under which this package keeps what it needs to read a Honcho message back as a LangChain message. */
export const STORED_MESSAGE_KEY = 'langchain';

/** `metadata.langchain.message` holds the LangChain message as `toDict()` serializes it (JSON text). */
const FORMAT: StoredRecordFormat<'message'> = { key: STORED_MESSAGE_KEY, field: 'message' };

/**
 * What `metadata.langchain` holds on a message this package wrote (the
 * SDK's stored-record marker): `message`, the LangChain message's JSON, on
 * its only Honcho message or on the last piece of a long text; `part` on
 * each piece of a long text; `cleared`, set by `clear()` on the newest
 * message: it and every message before it are no longer in the history.
 */
export type StoredMarker = StoredRecordMarker<'message'>;

/** The peers messages are stored as. */
export type MessagePeers = StoredRecordPeers;

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
  const type = message.type;
  const spoken = type === 'human' || type === 'ai' ? { speaker: type === 'human' ? ('user' as const) : ('assistant' as const), text: message.text } : undefined;
  return storedRecordMessages(FORMAT, { json: JSON.stringify(stored), spoken }, peers);
}

/**
 * The adapter's marker on a Honcho message, or `undefined` for one it did
 * not write (saved by the agent middleware, another integration or your own
 * code) or in a format it does not know.
 *
 * @internal
 */
export function readMarker(message: Pick<Message, 'metadata'>): StoredMarker | undefined {
  return readStoredMarker(FORMAT, message);
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
  return markedMetadata(FORMAT, message, { cleared: true });
}
