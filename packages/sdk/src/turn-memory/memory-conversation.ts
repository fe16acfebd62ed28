import { APITimeoutError, HonchoValidationError } from '@honcho-ai/sdk-core';
import type { MessageInput } from '../message/message-input.js';
import type { Peer, Session } from '../session/peer-and-session.js';
import { createHonchoTools } from '../tools/create-honcho-tools.js';
import type { HonchoToolCatalogue, HonchoToolDefinition, ToolExecuteOptions } from '../tools/tool-types.js';
import { Deadline } from './deadline.js';
import { fetchMemory } from './fetch-memory.js';
import { formatMemoryContext } from './format-memory.js';
import { HonchoMemoryError, reportMemoryError, type HonchoMemoryOperation } from './honcho-memory-error.js';
import { LruCache } from './lru-cache.js';
import { wrapMemoryBlock } from './memory-block.js';
import { memoryBlockKey, type StoredMemoryBlock } from './memory-block-store.js';
import { budgetMemoryBlock, type MemoryTrim } from './memory-budget.js';
import { loadTokenCounter } from '../token-budget/token-count.js';
import { isEmptyMemory, type HonchoMemoryContext } from './memory-context.js';
import { ASSISTANT_SESSION_CONFIG, USER_SESSION_CONFIG } from './session-roles.js';
import { splitMessageContent } from './split-message-content.js';
import { DEFAULT_TOOL_TIMEOUT_MS } from './turn-memory-defaults.js';
import type { TurnMemoryRuntime } from './turn-memory.js';

/**
 * One model call's view of the user turn it belongs to. An adapter builds it
 * from its framework's input: a prompt, a thread's messages, an agent run.
 */
export interface MemoryTurn {
  /**
   * Identifies the turn across the model calls it takes: every step of a
   * tool loop, a retry and a regenerate of it give the same key (a hash of
   * the conversation up to the user's message, or the framework's run id).
   * Without a key, each call is a turn of its own.
   */
  readonly key?: string | undefined;
  /** The user's message that started the turn, if it has text. It is saved with the reply. */
  readonly userText?: string | undefined;
  /**
   * True when the call continues a turn already begun: a later step of a tool
   * loop, or a continuation of the assistant's own message. It reuses the
   * turn's memory block and saves no user message.
   */
  readonly isContinuation?: boolean | undefined;
  /**
   * Save the user's message at most once per `key`: a later call with a key
   * already saved is a retry or a regenerate of that turn. Default `false`:
   * every call that is not a continuation saves it, which is right when an
   * equal key can also be a new turn (a prompt holding one user message and
   * nothing before it looks the same each time the user sends it).
   */
  readonly persistInputOnce?: boolean | undefined;
  /** Texts the model already sees (the conversation in its prompt), left out of the recent messages so no turn appears twice. */
  readonly promptTexts?: readonly string[] | undefined;
}

/** Options of {@link MemoryConversation.context}. */
export interface MemoryContextOptions {
  /** Include the session's recent messages (default `true`). */
  injectHistory?: boolean | undefined;
  /** Token budget of those messages, 0..100,000; defaults to the turn memory's `contextTokens`. */
  contextTokens?: number | undefined;
  /** Curates the representation around a topic (the user's question, say). */
  searchQuery?: string | undefined;
  /** Milliseconds the whole fetch may take; defaults to the turn memory's `timeout`. */
  timeout?: number | undefined;
  /** Cancels the fetch. */
  signal?: AbortSignal | undefined;
}

/** Options of {@link MemoryConversation.memoryBlock}. */
export interface MemoryBlockOptions extends MemoryContextOptions {
  /**
   * Renders the memory into the block's text (default
   * {@link formatMemoryContext}). Return `''` to inject nothing. The result
   * is wrapped in the `<honcho_memory>` block.
   */
  formatContext?: ((context: HonchoMemoryContext) => string) | undefined;
  /** Receives a failure (the turn goes on without memory); defaults to the turn memory's `onError`. */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
  /**
   * Milliseconds the turn waits for memory; defaults to the turn memory's
   * `deadline`. When it passes, the conversation's last good block is
   * served, marked stale with its age, while the fetch goes on in the
   * background (within `timeout`) for the next turn.
   */
  deadline?: number | undefined;
  /**
   * The most `o200k_base` tokens the whole block may take, framing
   * included; defaults to the turn memory's `maxTokens`. What does not fit
   * is left out: the oldest recent messages first (whole), then the
   * representation's lines from its end, then the card's, then the summary.
   */
  maxTokens?: number | undefined;
  /** Told what a `maxTokens` budget left out of each block; defaults to the turn memory's `onTrim`. */
  onTrim?: ((trim: MemoryTrim) => void) | undefined;
}

/** The longest age a stale block's opening tag is measured with (about 31 years, in seconds). @internal */
const LONGEST_STALE_AGE_SECONDS = 999_999_999;

/** Options of {@link MemoryConversation.saveTurn}. */
export interface SaveTurnOptions {
  /** Also save the user's message (as `userId`). Default `true`; turn it off when the input is saved another way. */
  persistInput?: boolean | undefined;
  /** Milliseconds the save may take; defaults to the turn memory's `timeout`. */
  timeout?: number | undefined;
  /** Receives a failure (the reply is kept); defaults to the turn memory's `onError`. */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
}

/** Options of {@link MemoryConversation.tools}. */
export interface MemoryToolsOptions {
  /** Milliseconds one tool call may take; default 30,000. */
  timeout?: number | undefined;
  /** Token budget of the recent messages `honcho_context` returns; defaults to the turn memory's `contextTokens`. */
  contextTokens?: number | undefined;
  /** Receives tool failures (they are also thrown on to the framework); defaults to the turn memory's `onError`. */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
}

/** Options of {@link MemoryConversation.prepare} and {@link MemoryConversation.session}. */
export interface PrepareConversationOptions {
  /** Milliseconds it may take; defaults to the turn memory's `timeout`. */
  timeout?: number | undefined;
}

/**
 * The memory of one conversation between a user and an assistant, in a
 * session when it has one: what an adapter calls before a model call
 * ({@link memoryBlock}) and after it ({@link saveTurn}). Both are fail-open:
 * a Honcho failure goes to `onError` as a {@link HonchoMemoryError} and the
 * turn goes on without memory. Get one from {@link TurnMemory.conversation}.
 *
 * Whose view is read and written: with a session, what the assistant has
 * learnt about the user; without one, the user's own representation (and
 * nothing is saved).
 *
 * @example
 * ```ts
 * const conversation = memory.conversation({ userId: 'alice', sessionId: 'chat-1' });
 * const turn = { key: runId, userText: input };
 * const instructions = [base, await conversation.memoryBlock(turn, { signal })].filter(Boolean).join('\n\n');
 * const reply = await agent.run(input, { instructions, signal });
 * await conversation.saveTurn(turn, reply);
 * ```
 */
export interface MemoryConversation {
  /** The user: the peer Honcho observes and models. */
  readonly userId: string;
  /** The session turns are saved to, if any. */
  readonly sessionId: string | undefined;
  /** The AI peer generating the replies. */
  readonly assistantId: string;
  /** Whose view of the user is read: `assistantId` in a session, `userId` otherwise. */
  readonly observerId: string;
  /**
   * The memory block for one model call, `<honcho_memory>` to
   * `</honcho_memory>`, escaped, ready to put in a system prompt or
   * instructions; `undefined` when Honcho knows nothing yet, `formatContext`
   * returned `''`, or the fetch failed. Fetched once per turn: a
   * continuation reuses its turn's block. Never rejects: a failure goes to
   * `onError` (an abort by `signal` is not a failure and is not reported).
   */
  memoryBlock(turn: MemoryTurn, options?: MemoryBlockOptions): Promise<string | undefined>;
  /**
   * Saves a finished turn to the session: the user's message (once per turn,
   * see {@link MemoryTurn.persistInputOnce}; never for a continuation) and
   * the reply, each split into messages the server accepts. Does nothing
   * without a session or text. Never rejects: a failure goes to `onError`.
   */
  saveTurn(turn: MemoryTurn, reply: string, options?: SaveTurnOptions): Promise<void>;
  /**
   * What Honcho knows, as data: the representation and peer card, and with a
   * session its summary and recent messages. Unlike {@link memoryBlock},
   * rejects on failure.
   */
  context(options?: MemoryContextOptions): Promise<HonchoMemoryContext>;
  /**
   * The Honcho tools (`createHonchoTools`) bound to this conversation's user,
   * view and session, making the peers and session exist through the same
   * caches. A failed call (not an invalid input, not an abort) is reported to
   * `onError` and thrown as a {@link HonchoMemoryError} with operation
   * `'tool'`; how it reaches the model is the adapter's choice.
   */
  tools(options?: MemoryToolsOptions): HonchoToolCatalogue;
  /** Makes the peers and the session (with both as members) exist, once per process; a failure is retried by the next call. */
  prepare(options?: PrepareConversationOptions): Promise<void>;
  /**
   * The session, with both peers as members, made to exist once per process.
   *
   * @throws `HonchoValidationError` when the conversation has no session.
   */
  session(options?: PrepareConversationOptions): Promise<Session>;
}

/** What one turn of a conversation remembers between its model calls. */
interface TurnRecord {
  /** The memory block fetched for the turn (`undefined`: nothing to inject, or the fetch failed). */
  block: string | undefined;
  /** Whether the user's message of this turn has been saved. */
  userPersisted: boolean;
}

/** Turns remembered per conversation: enough for a tool loop and a regenerate. */
const TURNS_PER_CONVERSATION = 16;

/**
 * The state shared by every call about the same `(userId, sessionId,
 * assistantId)`: the peers and session made ready once, and the turns in
 * flight.
 *
 * @internal
 */
export class Conversation implements MemoryConversation {
  readonly userId: string;
  readonly sessionId: string | undefined;
  readonly assistantId: string;
  readonly observerId: string;
  readonly #turns = new LruCache<string, TurnRecord>(TURNS_PER_CONVERSATION);
  readonly #runtime: TurnMemoryRuntime;
  /** The memory fetch in flight, when there is one (see memoryBlock). */
  #refreshing: Promise<string | undefined> | undefined;

  constructor(runtime: TurnMemoryRuntime, userId: string, sessionId: string | undefined, assistantId: string) {
    this.#runtime = runtime;
    this.userId = userId;
    this.sessionId = sessionId;
    this.assistantId = assistantId;
    this.observerId = sessionId === undefined ? userId : assistantId;
  }

  async memoryBlock(turn: MemoryTurn, options: MemoryBlockOptions = {}): Promise<string | undefined> {
    if (turn.isContinuation === true && turn.key !== undefined) {
      const known = this.#turns.get(turn.key);
      if (known !== undefined) return known.block;
    }
    const record = this.#record(turn.key);
    const { signal } = options;
    const deadline = options.deadline ?? this.#runtime.defaults.deadline;
    // With a deadline, a fetch still running from an earlier turn is awaited rather than joined by
    // another: one background refresh per conversation at most, each bounded by `timeout`.
    const fresh = (deadline !== undefined && this.#refreshing) || this.#fetchBlockText(turn, options);
    const outcome = deadline === undefined ? await settled(fresh) : await settledWithin(fresh, deadline);
    if (outcome.state === 'fulfilled') {
      record.block = outcome.value === undefined ? undefined : wrapMemoryBlock(outcome.value);
      return record.block;
    }
    if (outcome.state === 'rejected') {
      record.block = undefined;
      // An aborted call is the caller's doing, not a memory failure.
      if (signal?.aborted !== true) this.#report('context', outcome.reason, options.onError);
      return record.block;
    }
    // The deadline passed. The fetch goes on in the background (within `timeout`) and keeps its
    // block for the next turn; a failure is reported when it happens.
    fresh.catch((error: unknown) => {
      if (signal?.aborted !== true) this.#report('context', error, options.onError);
    });
    const last = await this.#lastBlock(options.onError);
    record.block = last === undefined ? undefined : wrapMemoryBlock(last.text, { staleSeconds: (Date.now() - last.savedAt) / 1000 });
    if (last === undefined) {
      this.#report('context', new APITimeoutError(`Honcho did not answer within the ${deadline} ms deadline, and no earlier memory block is kept for this conversation`), options.onError);
    }
    return record.block;
  }

  /** The fetched memory's block text (unwrapped; `undefined` for nothing to inject), kept as the conversation's last good block. */
  #fetchBlockText(turn: MemoryTurn, options: MemoryBlockOptions): Promise<string | undefined> {
    const defaults = this.#runtime.defaults;
    const work = (async () => {
      const memory = await fetchMemory(this, {
        injectHistory: options.injectHistory ?? true,
        contextTokens: options.contextTokens ?? defaults.contextTokens,
        deadline: new Deadline(options.timeout ?? defaults.timeout),
        signal: options.signal,
        promptTexts: turn.promptTexts,
        searchQuery: options.searchQuery,
      });
      const format = options.formatContext ?? formatMemoryContext;
      const maxTokens = options.maxTokens ?? defaults.maxTokens;
      let fitting = memory;
      if (maxTokens !== undefined) {
        // Measured with the stale form's longer opening tag, so the block fits whether it is served now or
        // later, stale, for a turn past its deadline.
        const render = (context: HonchoMemoryContext) => {
          const text = isEmptyMemory(context) ? '' : format(context);
          return text.trim() === '' ? undefined : wrapMemoryBlock(text, { staleSeconds: LONGEST_STALE_AGE_SECONDS });
        };
        const budgeted = budgetMemoryBlock(memory, maxTokens, await loadTokenCounter(), render);
        (options.onTrim ?? defaults.onTrim)?.(budgeted.trim);
        if (budgeted.block === undefined) return undefined;
        fitting = budgeted.memory;
      }
      const text = isEmptyMemory(fitting) ? '' : format(fitting);
      const block = text.trim() === '' ? undefined : text;
      if (block !== undefined && (options.deadline ?? defaults.deadline) !== undefined) await this.#keepBlock(block, options.onError);
      return block;
    })();
    this.#refreshing = work;
    const done = () => {
      if (this.#refreshing === work) this.#refreshing = undefined;
    };
    work.then(done, done);
    return work;
  }

  async #lastBlock(onError: MemoryBlockOptions['onError']): Promise<StoredMemoryBlock | undefined> {
    try {
      return await this.#runtime.defaults.blockStore.get(this.#blockKey());
    } catch (error) {
      this.#report('context', error, onError);
      return undefined;
    }
  }

  async #keepBlock(text: string, onError: MemoryBlockOptions['onError']): Promise<void> {
    try {
      await this.#runtime.defaults.blockStore.set(this.#blockKey(), { text, savedAt: Date.now() });
    } catch (error) {
      // The block still serves this turn; only the fallback for a later slow turn is lost.
      this.#report('context', error, onError);
    }
  }

  #blockKey(): string {
    return memoryBlockKey(this.#runtime.client.workspaceId, this.assistantId, this.userId, this.sessionId);
  }

  async saveTurn(turn: MemoryTurn, reply: string, options: SaveTurnOptions = {}): Promise<void> {
    if (this.sessionId === undefined) return;
    const record = this.#record(turn.key);
    const alreadySaved = record.userPersisted && turn.persistInputOnce === true;
    const saveInput = (options.persistInput ?? true) && turn.isContinuation !== true && !alreadySaved && turn.userText !== undefined;
    const messages: MessageInput[] = [
      ...(saveInput ? splitMessageContent(turn.userText ?? '').map((content) => ({ peerId: this.userId, content })) : []),
      ...splitMessageContent(reply).map((content) => ({ peerId: this.assistantId, content })),
    ];
    if (messages.length === 0) return;
    try {
      const deadline = new Deadline(options.timeout ?? this.#runtime.defaults.timeout);
      const session = await this.sessionWithin(deadline);
      // Exactly once: a save whose answer is lost is looked up, not sent again or reported as failed.
      await deadline.bound(session.addMessages(messages, { timeout: deadline.remaining(), exactlyOnce: true }));
      if (saveInput) record.userPersisted = true;
    } catch (error) {
      this.#report('persist', error, options.onError);
    }
  }

  context(options: MemoryContextOptions = {}): Promise<HonchoMemoryContext> {
    const defaults = this.#runtime.defaults;
    return fetchMemory(this, {
      injectHistory: options.injectHistory ?? true,
      contextTokens: options.contextTokens ?? defaults.contextTokens,
      deadline: new Deadline(options.timeout ?? defaults.timeout),
      signal: options.signal,
      searchQuery: options.searchQuery,
    });
  }

  tools(options: MemoryToolsOptions = {}): HonchoToolCatalogue {
    const runtime = this.#runtime;
    const timeout = options.timeout ?? DEFAULT_TOOL_TIMEOUT_MS;
    const onError = options.onError ?? runtime.defaults.onError;
    const catalogue = createHonchoTools({
      honcho: runtime.client,
      peerId: this.userId,
      observerPeerId: this.observerId,
      sessionId: this.sessionId,
      timeout,
      contextTokens: options.contextTokens ?? runtime.defaults.contextTokens,
      prepare: ({ timeout: left }) => this.#prepareWithin(new Deadline(left ?? timeout)),
    });
    const reported: Record<string, HonchoToolDefinition<never, unknown>> = {};
    for (const definition of Object.values(catalogue) as HonchoToolDefinition<never, unknown>[]) {
      reported[definition.name] = { ...definition, execute: this.#reportingFailures(definition, onError) };
    }
    return reported as unknown as HonchoToolCatalogue;
  }

  prepare(options: PrepareConversationOptions = {}): Promise<void> {
    return this.#prepareWithin(new Deadline(options.timeout ?? this.#runtime.defaults.timeout));
  }

  session(options: PrepareConversationOptions = {}): Promise<Session> {
    return this.sessionWithin(new Deadline(options.timeout ?? this.#runtime.defaults.timeout));
  }

  /**
   * Makes the session, both peers and their membership exist (once per
   * process; a failure is retried on the next call), within `deadline`.
   *
   * @internal
   */
  async sessionWithin(deadline: Deadline): Promise<Session> {
    if (this.sessionId === undefined) {
      throw new HonchoValidationError([{ path: 'sessionId', message: 'is required: this conversation has none' }], { prefix: 'Invalid conversation.session() call' });
    }
    const runtime = this.#runtime;
    const members = { [this.userId]: USER_SESSION_CONFIG, [this.assistantId]: ASSISTANT_SESSION_CONFIG };
    const [session] = await Promise.all([runtime.session(this.sessionId, members, deadline), runtime.assistantPeer(this.assistantId, deadline)]);
    await runtime.members(session, members, deadline);
    return session;
  }

  /** A handle on the user's peer, without any request. @internal */
  userPeer(): Peer {
    return this.#runtime.peerHandle(this.userId);
  }

  async #prepareWithin(deadline: Deadline): Promise<void> {
    if (this.sessionId !== undefined) await this.sessionWithin(deadline);
    else await this.#runtime.userPeer(this.userId, deadline);
  }

  /** The record of a turn, created empty when new; a turn without a key gets one of its own. */
  #record(key: string | undefined): TurnRecord {
    const fresh = (): TurnRecord => ({ block: undefined, userPersisted: false });
    return key === undefined ? fresh() : this.#turns.getOrCreate(key, fresh);
  }

  #report(operation: HonchoMemoryOperation, cause: unknown, onError: ((error: HonchoMemoryError) => void) | undefined): void {
    const error = new HonchoMemoryError({ operation, userId: this.userId, sessionId: this.sessionId, cause });
    reportMemoryError(onError ?? this.#runtime.defaults.onError, error);
  }

  /** `definition`'s executor, reporting a Honcho failure to `onError` and throwing it as a `HonchoMemoryError`. */
  #reportingFailures<Input, Output>(
    definition: HonchoToolDefinition<Input, Output>,
    onError: (error: HonchoMemoryError) => void,
  ): (input: Input, options?: ToolExecuteOptions) => Promise<Output> {
    return async (input, options) => {
      try {
        return await definition.execute(input, options);
      } catch (cause) {
        // An input the schema refuses and an abort are the caller's, passed on as they are.
        if (options?.signal?.aborted === true || HonchoValidationError.isInstance(cause)) throw cause;
        const error = new HonchoMemoryError({ operation: 'tool', toolName: definition.name, userId: this.userId, sessionId: this.sessionId, cause });
        reportMemoryError(onError, error);
        throw error;
      }
    };
  }
}

type Settled<T> = { readonly state: 'fulfilled'; readonly value: T } | { readonly state: 'rejected'; readonly reason: unknown };

function settled<T>(work: Promise<T>): Promise<Settled<T>> {
  return work.then(
    (value) => ({ state: 'fulfilled', value }),
    (reason: unknown) => ({ state: 'rejected', reason }),
  );
}

/** How `work` settled within `ms`, or `late`. */
function settledWithin<T>(work: Promise<T>, ms: number): Promise<Settled<T> | { readonly state: 'late' }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<{ readonly state: 'late' }>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'late' }), ms);
  });
  return Promise.race([settled(work), late]).finally(() => clearTimeout(timer));
}
