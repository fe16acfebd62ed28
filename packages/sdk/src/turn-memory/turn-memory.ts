import { allOf, checkInput, fields, honchoId, integer, required, z } from '@honcho-ai/sdk-core';
import type { Honcho } from '../client/honcho.js';
import type { SessionPeerConfig } from '../configuration/configuration-types.js';
import type { Message } from '../message/message.js';
import type { MessageInput } from '../message/message-input.js';
import { Peer, type Session } from '../session/peer-and-session.js';
import { Deadline } from './deadline.js';
import type { HonchoMemoryError } from './honcho-memory-error.js';
import { LruCache } from './lru-cache.js';
import type { MemoryBlockStore } from './memory-block-store.js';
import type { MemoryTrim } from './memory-budget.js';
import { Conversation, type MemoryConversation } from './memory-conversation.js';
import { MAX_MEMORY_TIMEOUT_MS, memoryIdentityShape, userIsNotAssistant, type MemoryIdentity } from './memory-identity.js';
import { USER_SESSION_CONFIG } from './session-roles.js';

// Built by a function marked free of side effects, so that an app that never uses turn memory bundles none of it.
const SPECS = turnMemorySpecs();

/* @__NO_SIDE_EFFECTS__ */
function turnMemorySpecs() {
  return {
    identity: allOf(fields({ ...memoryIdentityShape, userId: required(honchoId()) }), userIsNotAssistant),
    saveMessage: fields({
      sessionId: honchoId(),
      message: fields({ peerId: honchoId() }, 'a message'),
      timeout: z.optional(integer(1, MAX_MEMORY_TIMEOUT_MS)),
    }),
  };
}

/** The settings every conversation of one turn memory falls back to (see {@link TurnMemoryOptions}). */
export interface TurnMemoryDefaults {
  /** The assistant peer when an identity names none. */
  readonly assistantId: string;
  /** Milliseconds the memory work before, and after, a generation may each take. */
  readonly timeout: number;
  /** Token budget of the recent messages in the memory block. */
  readonly contextTokens: number;
  /** Receives every memory failure. */
  readonly onError: (error: HonchoMemoryError) => void;
  /** Milliseconds a turn waits for memory before it is served the last good block; `undefined`: it waits up to `timeout`. */
  readonly deadline: number | undefined;
  /** Where the last good block of each conversation is kept, for turns past their `deadline`. */
  readonly blockStore: MemoryBlockStore;
  /** The most `o200k_base` tokens a memory block may take; `undefined`: no client-side budget. */
  readonly maxTokens: number | undefined;
  /** Told what a `maxTokens` budget left out of a block. */
  readonly onTrim: ((trim: MemoryTrim) => void) | undefined;
}

/** Options of {@link TurnMemory.saveMessage}. */
export interface SaveMessageOptions {
  /** Cancels the write (not the shared creation of the session, which other callers may be waiting on). */
  signal?: AbortSignal | undefined;
  /** Milliseconds the whole call may take, creating the session included; defaults to the turn memory's `timeout`. */
  timeout?: number | undefined;
}

/**
 * Honcho memory around the turns of a conversation, for any agent framework:
 * one client and the per-process caches behind it. Peers, sessions and
 * memberships are made to exist once per process, whichever conversation or
 * tool needs them first; a failed attempt is not remembered, and every
 * cache is bounded. Build one with {@link createTurnMemory} and keep it for
 * the life of the process.
 *
 * @example
 * ```ts
 * const memory = createTurnMemory(); // HONCHO_API_KEY, HONCHO_WORKSPACE_ID (and HONCHO_URL) from the environment
 * const conversation = memory.conversation({ userId: 'alice', sessionId: 'chat-1' });
 * const turn = { key: 'turn-1', userText: 'What should I cook tonight?' };
 * const block = await conversation.memoryBlock(turn); // '<honcho_memory>…</honcho_memory>' or undefined
 * const reply = await runAgent({ instructions: [base, block].filter(Boolean).join('\n\n'), input: turn.userText });
 * await conversation.saveTurn(turn, reply);
 * ```
 */
export interface TurnMemory {
  /** The `Honcho` client everything goes through, for anything turn memory does not wrap. */
  readonly client: Honcho;
  /** What each conversation falls back to. */
  readonly defaults: TurnMemoryDefaults;
  /**
   * The conversation between `identity`'s user and assistant, in its session
   * if it names one. The same identity gives the same object, which
   * remembers the turns in flight (the steps of a tool loop). Sends nothing.
   *
   * @throws `HonchoValidationError` when `userId` is missing or an id is invalid.
   */
  conversation(identity: MemoryIdentity): MemoryConversation;
  /**
   * Saves one message to a session and resolves to it as stored. The session
   * and the sender's membership (observed, as a user's) are made to exist
   * first, once per process; the whole call takes at most `timeout`.
   *
   * @example
   * ```ts
   * const alice = new Peer('alice', memory.client.workspaceId, memory.client.http);
   * await memory.saveMessage('group-1', alice.message('Hi all'));
   * ```
   * @throws `HonchoValidationError` for bad input; the SDK's errors when the write fails.
   */
  saveMessage(sessionId: string, message: MessageInput, options?: SaveMessageOptions): Promise<Message>;
}

/**
 * The client and the caches behind one {@link TurnMemory}.
 *
 * @internal
 */
export class TurnMemoryRuntime implements TurnMemory {
  readonly client: Honcho;
  readonly defaults: TurnMemoryDefaults;
  readonly #assistants: LruCache<string, Promise<void>>;
  readonly #users: LruCache<string, Promise<void>>;
  readonly #sessions: LruCache<string, Promise<Session>>;
  readonly #members: LruCache<string, Promise<void>>;
  readonly #conversations: LruCache<string, Conversation>;

  constructor(client: Honcho, defaults: TurnMemoryDefaults, maxEntries: number) {
    this.client = client;
    this.defaults = defaults;
    this.#assistants = new LruCache(maxEntries);
    this.#users = new LruCache(maxEntries);
    this.#sessions = new LruCache(maxEntries);
    this.#members = new LruCache(maxEntries);
    this.#conversations = new LruCache(maxEntries);
  }

  conversation(identity: MemoryIdentity): Conversation {
    const assistantId = identity.assistantId ?? this.defaults.assistantId;
    const key = JSON.stringify([identity.userId, identity.sessionId ?? null, assistantId]);
    return this.#conversations.getOrCreate(key, () => {
      // Checked once per identity: a cached conversation was valid when it was made.
      checkInput(SPECS.identity, { userId: identity.userId, sessionId: identity.sessionId, assistantId }, 'Invalid turn memory identity');
      return new Conversation(this, identity.userId, identity.sessionId, assistantId);
    });
  }

  async saveMessage(sessionId: string, message: MessageInput, options: SaveMessageOptions = {}): Promise<Message> {
    checkInput(SPECS.saveMessage, { sessionId, message, timeout: options.timeout }, 'Invalid saveMessage() input');
    const deadline = new Deadline(options.timeout ?? this.defaults.timeout);
    const members = { [message.peerId]: USER_SESSION_CONFIG };
    const session = await this.session(sessionId, members, deadline);
    await this.members(session, members, deadline);
    const write = await deadline.bound(session.addMessages([message], { signal: options.signal, timeout: deadline.remaining(), exactlyOnce: true }));
    const [stored] = write.messages;
    if (stored === undefined) throw new Error('Honcho stored no message');
    return stored;
  }

  /** A peer handle that makes no request until used. */
  peerHandle(id: string): Peer {
    return new Peer(id, this.client.workspaceId, this.client.http);
  }

  /** Gets or creates an assistant peer with `observeMe: false`, once. */
  assistantPeer(id: string, deadline: Deadline): Promise<void> {
    const created = this.#assistants.getOrCreate(id, async () => {
      await this.client.peer(id, { configuration: { observeMe: false }, timeout: deadline.remaining() });
    });
    return deadline.bound(created);
  }

  /** Gets or creates a user peer (leaving its configuration as it is), once. */
  userPeer(id: string, deadline: Deadline): Promise<void> {
    const created = this.#users.getOrCreate(id, async () => {
      await this.client.peer(id, { timeout: deadline.remaining() });
    });
    return deadline.bound(created);
  }

  /**
   * Gets or creates a session, once. When this call creates the cached
   * entry, `members` join the session in the same request.
   */
  session(id: string, members: Record<string, SessionPeerConfig>, deadline: Deadline): Promise<Session> {
    const session = this.#sessions.getOrCreate(id, () =>
      this.client.session(id, { peers: members, timeout: deadline.remaining() }).then((created) => {
        for (const peerId of Object.keys(members)) this.#members.set(memberKey(id, peerId), Promise.resolve());
        return created;
      }),
    );
    return deadline.bound(session);
  }

  /** Adds the peers not yet known to be in the session, in one request. */
  async members(session: Session, members: Record<string, SessionPeerConfig>, deadline: Deadline): Promise<void> {
    const pending: Promise<void>[] = [];
    const missing: Record<string, SessionPeerConfig> = {};
    for (const [peerId, config] of Object.entries(members)) {
      const known = this.#members.get(memberKey(session.id, peerId));
      if (known === undefined) missing[peerId] = config;
      else pending.push(known);
    }
    if (Object.keys(missing).length > 0) {
      const adding = session.addPeers(missing, { timeout: deadline.remaining() });
      for (const peerId of Object.keys(missing)) this.#members.getOrCreate(memberKey(session.id, peerId), () => adding);
      pending.push(adding);
    }
    await deadline.bound(Promise.all(pending).then(() => undefined));
  }
}

function memberKey(sessionId: string, peerId: string): string {
  return JSON.stringify([sessionId, peerId]);
}
