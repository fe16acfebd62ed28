import type { AgentInputItem, Session as AgentsSession } from '@openai/agents';
import type { Honcho, MessageInput, Session } from '@honcho-ai/sdk';
import { checkInput, describeValue, fields, HonchoValidationError, type InputIssue, isPlainObject, z } from '@honcho-ai/sdk-core';
import { itemToMessages, markedMetadata, readMarker } from '../items/stored-item.js';
import { DEFAULT_ASSISTANT_ID } from '../options/option-checks.js';
import { newestItemMessage, readHistory } from './history-scan.js';
import { checkSessionOptions, type HonchoSessionOptions } from './honcho-session-options.js';

// Any number, `Infinity` included; `undefined` for all of them.
const GET_ITEMS = fields({
  limit: z.optional(
    z.custom<number>((limit) => typeof limit === 'number' && !Number.isNaN(limit), {
      error: (issue) => `must be a number or undefined, got ${describeValue(issue.input)}`,
      abort: true,
    }),
  ),
});

/**
 * The Agents SDK's `Session` on a Honcho session: pass it to
 * `run(agent, input, { session })` and the conversation is kept in Honcho,
 * which learns from it, and resumed from there on the next run, as with the
 * SDK's `MemorySession`.
 *
 * - **User and assistant messages** become Honcho messages of the user's
 *   and the assistant's peers, with their text as content, so Honcho models
 *   the user from what was said. Text over 25,000 characters (the server's
 *   limit) is stored as several messages, none of it cut.
 * - **Every other item** (function calls and their results, reasoning,
 *   hosted tool calls, system messages) is stored as a message of the
 *   assistant's peer with empty content and reasoning turned off, so Honcho
 *   draws no conclusion from JSON.
 * - Each message keeps the item's exact JSON in its metadata
 *   (`metadata.openai_agents`), so `getItems()` returns the items as they
 *   were added, ids and provider data included.
 *
 * Honcho has no way to delete a message, so **`popItem()` and
 * `clearSession()` hide items rather than delete them**: `popItem()` marks
 * the last item's message as popped, `clearSession()` marks the newest item's
 * message as cleared (it and every item before it). `getItems()` no longer
 * returns them, and the next run continues without them. The messages stay
 * in the Honcho session, their text stays searchable, and what Honcho has
 * already concluded from them stays. To forget a conversation, delete the
 * Honcho session (`session.delete()` in `@honcho-ai/sdk`) or the
 * conclusions.
 *
 * Calls on one `HonchoSession` run one at a time, in the order they were
 * made. Two processes writing to one session at once are not coordinated.
 *
 * @example
 * ```ts
 * import { Agent, run } from '@openai/agents';
 * import { HonchoSession } from '@honcho-ai/openai-agents';
 *
 * const agent = new Agent({ name: 'Assistant', instructions: 'Be brief.' });
 * const session = new HonchoSession({ sessionId: 'chat-42', userId: 'user-123' });
 * await run(agent, 'My name is Ada.', { session });
 * const result = await run(agent, 'What is my name?', { session }); // sees the first turn
 * ```
 */
export class HonchoSession implements AgentsSession {
  /** The client the conversation is stored with. */
  readonly client: Honcho;
  /** The Honcho session. */
  readonly sessionId: string;
  /** The user's peer. */
  readonly userId: string;
  /** The agent's peer. */
  readonly assistantId: string;
  #ready: Promise<Session> | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  /**
   * Checks the options (nothing is sent yet); the session and its peers are
   * created on first use.
   *
   * @throws `HonchoValidationError` naming each bad option and the rule it breaks.
   */
  constructor(options: HonchoSessionOptions) {
    this.client = checkSessionOptions(options);
    this.sessionId = options.sessionId;
    this.userId = options.userId;
    this.assistantId = options.assistantId ?? DEFAULT_ASSISTANT_ID;
  }

  /** The Honcho session's id. No request. */
  async getSessionId(): Promise<string> {
    return this.sessionId;
  }

  /**
   * The conversation's items in the order they were added: the last `limit`
   * of them, or all without a limit; none for a `limit` of 0 or less.
   * Popped and cleared items are left out, as are messages of the Honcho
   * session this adapter did not write.
   *
   * @throws `StoredItemError` when a stored item cannot be read back.
   */
  async getItems(limit?: number): Promise<AgentInputItem[]> {
    checkInput(GET_ITEMS, { limit }, 'Invalid getItems() input');
    if (limit !== undefined && limit <= 0) return [];
    return this.#serially(async () => {
      const entries = await readHistory(await this.#session(), limit === undefined ? undefined : Math.floor(limit));
      return entries.reverse().map((entry) => entry.item);
    });
  }

  /**
   * Stores items at the end of the conversation, in one write of as many
   * requests of 100 messages as they need, each exactly once: when a
   * request's answer is lost after Honcho stored it, the messages are looked
   * up and only the missing ones are sent again.
   *
   * @throws `HonchoValidationError` before any request, for items that are not JSON data.
   * @throws `BatchWriteError` when a request fails, saying which items were written.
   */
  async addItems(items: AgentInputItem[]): Promise<void> {
    const messages = toMessages(items, { userId: this.userId, assistantId: this.assistantId });
    if (messages.length === 0) return;
    await this.#serially(async () => {
      await (await this.#session()).addMessages(messages, { exactlyOnce: true });
    });
  }

  /**
   * Removes the last item from the conversation and returns it, or
   * `undefined` when there is none. Its message stays in Honcho, marked as
   * popped (see the class description).
   */
  async popItem(): Promise<AgentInputItem | undefined> {
    return this.#serially(async () => {
      const session = await this.#session();
      const [last] = await readHistory(session, 1);
      if (last === undefined) return undefined;
      await session.updateMessage(last.message, markedMetadata(last.message, { popped: true }));
      return last.item;
    });
  }

  /**
   * Empties the conversation: `getItems()` returns nothing until new items
   * are added. One request marks the newest item's message as cleared; the
   * messages stay in Honcho, and so does what Honcho learnt from them (see
   * the class description).
   */
  async clearSession(): Promise<void> {
    await this.#serially(async () => {
      const session = await this.#session();
      const newest = await newestItemMessage(session);
      if (newest === undefined || readMarker(newest)?.cleared === true) return;
      await session.updateMessage(newest, markedMetadata(newest, { cleared: true }));
    });
  }

  /** Makes the session and both peers' membership exist, once (a failure is tried again on the next call). */
  #session(): Promise<Session> {
    this.#ready ??= this.client
      .session(this.sessionId, {
        // As @honcho-ai/ai-sdk sets them: Honcho models the user; the agent forms its view of the user and is not modelled.
        peers: { [this.userId]: { observeMe: true }, [this.assistantId]: { observeMe: false, observeOthers: true } },
      })
      .catch((error: unknown) => {
        this.#ready = undefined;
        throw error;
      });
    return this.#ready;
  }

  /** Runs `work` after every call made before it has settled, so a read never overtakes a write. */
  #serially<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(work);
    this.#queue = result.catch(() => undefined);
    return result;
  }
}

/** Every item's messages, in order; refuses (naming each) items that cannot be stored as JSON. */
function toMessages(items: unknown, peers: { userId: string; assistantId: string }): MessageInput[] {
  if (!Array.isArray(items)) throw new HonchoValidationError([{ path: 'items', message: `must be an array of items, got ${describeValue(items)}` }], { prefix: 'Invalid addItems() input' });
  const issues: InputIssue[] = [];
  const messages: MessageInput[] = [];
  (items as unknown[]).forEach((item, index) => {
    if (!isPlainObject(item)) {
      issues.push({ path: `items[${index}]`, message: `must be an item object, got ${describeValue(item)}` });
      return;
    }
    try {
      messages.push(...itemToMessages(item as AgentInputItem, peers));
    } catch (error) {
      // JSON.stringify refuses a cycle or a BigInt; V8 explains a cycle over several lines, the first says it.
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      issues.push({ path: `items[${index}]`, message: `must be JSON data (${reason})` });
    }
  });
  // Known only by encoding them, which is the mapping itself: reported together, as one error.
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix: 'Invalid addItems() input' });
  return messages;
}
