import { BaseListChatMessageHistory } from '@langchain/core/chat_history';
import type { BaseMessage } from '@langchain/core/messages';
import type { Honcho, Message, Session, TurnMemory } from '@honcho-ai/sdk';
import { checkedTurnMemory, memoryIdentityShape, readStoredRecord, type HonchoConnectionOptions } from '@honcho-ai/sdk/integrations';
import { checkInput, describeValue, fields, honchoId, required, type SpecShape, z } from '@honcho-ai/sdk-core';
import { StoredMessageError } from '../errors/stored-message-error.js';
import { clearedMetadata, fromHonchoMessage, readMarker, toHonchoMessages, type MessagePeers } from './stored-message.js';

/**
 * Options of {@link HonchoChatMessageHistory}.
 *
 * @example
 * ```ts
 * new HonchoChatMessageHistory({ sessionId: 'chat-42', userId: 'ada' });
 * ```
 */
export interface HonchoChatMessageHistoryOptions extends HonchoConnectionOptions {
  /** The Honcho session that holds the conversation. Created on first use. */
  sessionId: string;
  /** The user's peer: human messages are stored as said by it, and Honcho models it. */
  userId: string;
  /** The assistant's peer: AI messages and every other message are stored as its own. Default `'assistant'`. */
  assistantId?: string | undefined;
  /** Milliseconds creating the session and its peers may take, 1..600,000 (default 5,000). */
  timeout?: number | undefined;
}

const CALLED_AS = 'HonchoChatMessageHistory';
const OWN = {
  ...memoryIdentityShape,
  sessionId: required(honchoId()),
  userId: required(honchoId()),
} satisfies SpecShape<Omit<HonchoChatMessageHistoryOptions, keyof HonchoConnectionOptions | 'timeout'>>;
/** The most messages the server returns per page. */
const PAGE_SIZE = 100;

/**
 * LangChain's chat message history on a Honcho session: use it wherever a
 * `BaseChatMessageHistory` goes (`RunnableWithMessageHistory`, your own
 * chain), and the conversation is kept in Honcho, which learns from it.
 *
 * - **Human and AI messages** become Honcho messages of the user's and
 *   the assistant's peers, with their text as content, so Honcho models
 *   the user from what was said. Text over 25,000 characters is stored as
 *   several messages, none of it cut.
 * - **Every other message** (system, tool, function, chat) is stored as a
 *   message of the assistant's peer with empty content and reasoning off.
 * - Each message keeps its LangChain JSON (`toDict()`) in its metadata
 *   (`metadata.langchain`), so `getMessages()` returns the messages exactly
 *   as added, tool calls and ids included. Messages in the session that this
 *   class did not write (the agent middleware's, another integration's)
 *   come back too: the user's as `HumanMessage`, the assistant's as
 *   `AIMessage`, another peer's as a `HumanMessage` named after it.
 * - `addMessages()` is one write (one request per 100 messages).
 *
 * **`clear()` hides, it does not delete.** Honcho has no way to delete a
 * message, so `clear()` marks the newest message of the session as cleared
 * (one request): `getMessages()` returns only what is added after it. The
 * messages stay in the Honcho session, their text stays searchable, and what
 * Honcho has concluded from them stays. To forget a conversation, delete the
 * Honcho session (`session.delete()` in `@honcho-ai/sdk`) or its conclusions.
 *
 * Calls on one history run one at a time, in the order they were made.
 *
 * @example
 * ```ts
 * import { HonchoChatMessageHistory } from '@honcho-ai/langchain';
 * import { HumanMessage, AIMessage } from '@langchain/core/messages';
 *
 * const history = new HonchoChatMessageHistory({ sessionId: 'chat-42', userId: 'ada' });
 * await history.addMessages([new HumanMessage('I am vegetarian.'), new AIMessage('Noted!')]);
 * const messages = await history.getMessages(); // both, in order
 * ```
 */
export class HonchoChatMessageHistory extends BaseListChatMessageHistory {
  lc_namespace = ['honcho', 'langchain', 'history'];
  /** The client the conversation is stored with. */
  readonly client: Honcho;
  /** The Honcho session. */
  readonly sessionId: string;
  /** The user's peer. */
  readonly userId: string;
  /** The assistant's peer. */
  readonly assistantId: string;
  readonly #memory: TurnMemory;
  #queue: Promise<unknown> = Promise.resolve();

  /**
   * Checks the options (nothing is sent yet); the session and its peers are
   * created on first use.
   *
   * @throws `HonchoValidationError` naming each bad option and the rule it breaks.
   */
  constructor(options: HonchoChatMessageHistoryOptions) {
    // Nothing of the options goes to Serializable: they may hold a client and its key.
    super({});
    this.#memory = checkedTurnMemory(options, { calledAs: CALLED_AS, own: OWN, memoryKeys: ['timeout'] });
    this.client = this.#memory.client;
    this.sessionId = options.sessionId;
    this.userId = options.userId;
    this.assistantId = this.#memory.conversation({ userId: options.userId, sessionId: options.sessionId, assistantId: options.assistantId }).assistantId;
  }

  /**
   * The conversation's messages, oldest first, from after the last
   * `clear()`.
   *
   * @throws `StoredMessageError` when a stored message cannot be read back.
   */
  async getMessages(): Promise<BaseMessage[]> {
    return this.#serially(async () => {
      const session = await this.#session();
      const found: BaseMessage[] = [];
      const seen = new Set<string>();
      // Newest first, so the walk stops at the clear mark without reading what came before it.
      const messages = await session.messages({ reverse: true, size: PAGE_SIZE });
      for await (const message of messages) {
        // Pages are fetched by offset: a message written meanwhile shifts the next page, so one may come twice.
        if (seen.has(message.id)) continue;
        seen.add(message.id);
        const marker = readMarker(message);
        if (marker?.cleared === true) break;
        // The pieces before a long text's last carry no message: the last one reads back whole.
        if (marker?.part !== undefined && marker.message === undefined) continue;
        found.push(this.#read(message, marker));
      }
      return found.reverse();
    });
  }

  /** Stores one message at the end of the conversation. */
  async addMessage(message: BaseMessage): Promise<void> {
    await this.addMessages([message]);
  }

  /**
   * Stores messages at the end of the conversation, in one write (one
   * request per 100 Honcho messages), each exactly once: when a request's
   * answer is lost after Honcho stored it, the messages are looked up and
   * only the missing ones are sent again.
   *
   * @throws `HonchoValidationError` before any request, for something that is not a LangChain message.
   * @throws `BatchWriteError` of `@honcho-ai/sdk` when a request fails, saying which messages were written.
   */
  override async addMessages(messages: BaseMessage[]): Promise<void> {
    const stored = toStored(messages, this.#peers());
    if (stored.length === 0) return;
    await this.#serially(async () => {
      await (await this.#session()).addMessages(stored, { exactlyOnce: true });
    });
  }

  /**
   * Empties the history: `getMessages()` returns nothing until new messages
   * are added. One request marks the newest message as cleared; the messages
   * stay in Honcho, and so does what Honcho learnt from them (see the class
   * description).
   */
  override async clear(): Promise<void> {
    await this.#serially(async () => {
      const session = await this.#session();
      const [newest] = (await session.messages({ reverse: true, size: 1 })).items;
      if (newest === undefined || readMarker(newest)?.cleared === true) return;
      await session.updateMessage(newest, clearedMetadata(newest));
    });
  }

  #peers(): MessagePeers {
    return { userId: this.userId, assistantId: this.assistantId };
  }

  #read(message: Message, marker: ReturnType<typeof readMarker>): BaseMessage {
    return readStoredRecord(message, this.sessionId, () => fromHonchoMessage(message, marker, this.#peers()), StoredMessageError);
  }

  /** The session, with both peers as members, made to exist once per process (through turn memory's caches). */
  #session(): Promise<Session> {
    return this.#memory.conversation({ userId: this.userId, sessionId: this.sessionId, assistantId: this.assistantId }).session();
  }

  /** Runs `work` after every call made before it has settled, so a read never overtakes a write. */
  #serially<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(work);
    this.#queue = result.catch(() => undefined);
    return result;
  }
}

const messagesInput = fields({
  messages: z.array(
    z.custom<BaseMessage>(isLangChainMessage, { error: (issue) => `must be a LangChain message (HumanMessage, AIMessage, ...), got ${describeValue(issue.input)}`, abort: true }),
    { error: (issue) => `must be an array of LangChain messages, got ${describeValue(issue.input)}` },
  ),
});

/** Every message's Honcho messages, in order; refuses (naming each) anything that is not a LangChain message. */
function toStored(messages: unknown, peers: MessagePeers): ReturnType<typeof toHonchoMessages> {
  checkInput(messagesInput, { messages }, 'Invalid addMessages() input');
  return (messages as BaseMessage[]).flatMap((message) => toHonchoMessages(message, peers));
}

// Duck-typed rather than `instanceof`: a second copy of @langchain/core makes second message classes.
function isLangChainMessage(value: unknown): value is BaseMessage {
  return typeof value === 'object' && value !== null && typeof (value as Partial<BaseMessage>).toDict === 'function' && typeof (value as Partial<BaseMessage>).type === 'string';
}
