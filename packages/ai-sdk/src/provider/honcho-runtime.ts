import { Peer, type Honcho, type Session, type SessionPeerConfig } from '@honcho-ai/sdk';
import type { HonchoMemoryError } from '../errors/honcho-memory-error.js';
import type { Deadline } from './deadline.js';
import { LruCache } from './lru-cache.js';

/** How the user takes part in a session: observed, so Honcho models them. */
export const USER_SESSION_CONFIG: SessionPeerConfig = { observeMe: true };
/** How the assistant takes part: not modelled itself, but forming a view of the others. */
export const ASSISTANT_SESSION_CONFIG: SessionPeerConfig = { observeMe: false, observeOthers: true };

/** Settings shared by everything one `createHoncho()` builds. @internal */
export interface RuntimeDefaults {
  readonly assistantId: string;
  readonly timeout: number;
  readonly contextTokens: number;
  readonly onError: (error: HonchoMemoryError) => void;
}

/** What one turn of a conversation remembers between the steps of a tool loop. @internal */
export interface TurnRecord {
  /** The memory block fetched for the turn (`undefined`: nothing to inject, or the fetch failed). */
  block: string | undefined;
  /** Whether the user's message of this turn has been saved. */
  userPersisted: boolean;
}

/** Turns remembered per conversation: enough for a tool loop and a regenerate. */
const TURNS_PER_CONVERSATION = 16;

/**
 * The state shared by `middleware()`, `tools()` and `send()` calls with the
 * same `(userId, sessionId, assistantId)`: the peers and session made ready
 * once, and the turns in flight.
 *
 * @internal
 */
export class Conversation {
  readonly userId: string;
  readonly sessionId: string | undefined;
  readonly assistantId: string;
  /** Whose view of the user is read: the assistant's in a session, the user's own otherwise. */
  readonly observerId: string;
  readonly turns = new LruCache<string, TurnRecord>(TURNS_PER_CONVERSATION);
  readonly #runtime: HonchoRuntime;

  constructor(runtime: HonchoRuntime, userId: string, sessionId: string | undefined, assistantId: string) {
    this.#runtime = runtime;
    this.userId = userId;
    this.sessionId = sessionId;
    this.assistantId = assistantId;
    this.observerId = sessionId === undefined ? userId : assistantId;
  }

  /** The record of a turn, created empty when new. */
  turn(fingerprint: string): TurnRecord {
    return this.turns.getOrCreate(fingerprint, () => ({ block: undefined, userPersisted: false }));
  }

  /**
   * Makes the session, both peers and their membership exist (once per
   * process; a failure is retried on the next call).
   */
  async session(deadline: Deadline): Promise<Session> {
    if (this.sessionId === undefined) throw new Error('Conversation has no session');
    const runtime = this.#runtime;
    const members = { [this.userId]: USER_SESSION_CONFIG, [this.assistantId]: ASSISTANT_SESSION_CONFIG };
    const [session] = await Promise.all([
      runtime.session(this.sessionId, members, deadline),
      runtime.assistantPeer(this.assistantId, deadline),
    ]);
    await runtime.members(session, members, deadline);
    return session;
  }

  /** A handle on the user's peer, without any request. */
  userPeer(): Peer {
    return this.#runtime.peerHandle(this.userId);
  }

  /** A handle on the observing peer (see {@link observerId}), without any request. */
  observerPeer(): Peer {
    return this.#runtime.peerHandle(this.observerId);
  }
}

/**
 * The client and the caches behind one `createHoncho()`: peers, sessions and
 * memberships are made to exist once per process; a failed attempt is not
 * remembered. Every cache is bounded.
 *
 * @internal
 */
export class HonchoRuntime {
  readonly client: Honcho;
  readonly defaults: RuntimeDefaults;
  readonly #assistants: LruCache<string, Promise<void>>;
  readonly #users: LruCache<string, Promise<void>>;
  readonly #sessions: LruCache<string, Promise<Session>>;
  readonly #members: LruCache<string, Promise<void>>;
  readonly #conversations: LruCache<string, Conversation>;

  constructor(client: Honcho, defaults: RuntimeDefaults, maxEntries: number) {
    this.client = client;
    this.defaults = defaults;
    this.#assistants = new LruCache(maxEntries);
    this.#users = new LruCache(maxEntries);
    this.#sessions = new LruCache(maxEntries);
    this.#members = new LruCache(maxEntries);
    this.#conversations = new LruCache(maxEntries);
  }

  /** The shared state of one `(userId, sessionId, assistantId)`; without an `assistantId`, the default one. */
  conversation(identity: { userId: string; sessionId: string | undefined; assistantId?: string | undefined }): Conversation {
    const assistantId = identity.assistantId ?? this.defaults.assistantId;
    const key = JSON.stringify([identity.userId, identity.sessionId ?? null, assistantId]);
    return this.#conversations.getOrCreate(key, () => new Conversation(this, identity.userId, identity.sessionId, assistantId));
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
