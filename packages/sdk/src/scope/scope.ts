import type { SessionResponse } from '@honcho-ai/api-types';
import type { HttpClient, Page } from '@honcho-ai/sdk-core';
import type { ListCallOptions } from '../conclusions/conclusion-requests.js';
import { type EnsureWorkspace, workspaceContext } from '../conclusions/workspace-context-from.js';
import type { CallOptions } from '../internal/call-options.js';
import { loadOnDemand } from '../internal/load-on-demand.js';
import type { IdLike } from '../internal/resolve-id.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import type { Session } from '../session/session.js';
import { sessionFromWire } from '../workspace/session-from-wire.js';
import type { ScopeStatus } from './scope-status.js';

/** Options of {@link Scope.addSessions}. */
export interface ScopeAddSessionsOptions extends CallOptions {
  /**
   * Most requests in flight at once when more than 100 sessions are added
   * (1..16, default 1). `timeout`, when given, bounds the whole call.
   */
  concurrency?: number | undefined;
}

/** Options of {@link Scope.sessions}. */
export interface ScopeSessionsOptions extends ListCallOptions {
  /** Page number, from 1 (default 1). */
  page?: number | undefined;
  /** Items per page, 1..100 (the server defaults to 50). */
  size?: number | undefined;
  /** Most recently added first, instead of longest-standing member first. */
  reverse?: boolean | undefined;
}

/** Options of {@link Scope.waitForBackfill}. */
export interface ScopeWaitForBackfillOptions extends CallOptions {
  /** Only wait for these sessions (ids or `Session`s); default: every session in the scope's status. */
  sessions?: readonly IdLike[] | undefined;
  /** Milliseconds between two status checks (50..60,000; default 1,000). */
  pollInterval?: number | undefined;
  /**
   * Most milliseconds to wait in all (default 60,000). When it runs out with
   * sessions still pending, rejects with `APITimeoutError` naming them. Each
   * status request also gets what is left of it.
   */
  timeout?: number | undefined;
}

/**
 * A scope: a named set of sessions that acts as a visibility boundary.
 *
 * Recall performed through a scope sees only what happened in that scope's
 * sessions, while the underlying peer keeps its single unified representation
 * across everything it has ever taken part in.
 *
 * Membership changes are applied asynchronously: adding a session that already
 * has messages copies its existing conclusions into the scope, and removing one
 * reconciles them back out. Poll {@link Scope.status} to watch that settle.
 *
 * @example
 * ```ts
 * const therapy = await honcho.scope('therapy');
 * await therapy.addSessions([session1, session2]);
 *
 * // Answered only from the therapy sessions
 * const answer = await user.chat('What is stressing them out?', { scope: 'therapy' });
 * ```
 */
export class Scope {
  /** The scope's name, without the server's internal `scope.` prefix. */
  readonly id: string;
  /** The workspace the scope lives in. */
  readonly workspaceId: string;
  readonly #context: WorkspaceContext;
  readonly #metadata: Record<string, unknown> | undefined;
  readonly #createdAt: string | undefined;

  /**
   * Prefer `honcho.scope(name)`; this constructor is kept as in 2.5 for code
   * that builds scopes by hand.
   *
   * @param id - The scope's name, unique within the workspace.
   * @param workspaceId - The workspace.
   * @param http - The client's transport (`honcho.http`).
   * @param metadata - Metadata, if already fetched.
   * @param ensureWorkspace - Makes sure the workspace exists before the first request.
   * @param createdAt - Creation time, if already fetched.
   */
  constructor(
    id: string,
    workspaceId: string,
    http: HttpClient,
    metadata?: Record<string, unknown>,
    ensureWorkspace?: EnsureWorkspace,
    createdAt?: string,
  ) {
    this.id = id;
    this.workspaceId = workspaceId;
    this.#context = workspaceContext(http, workspaceId, ensureWorkspace);
    this.#metadata = metadata;
    this.#createdAt = createdAt;
  }

  /** Metadata as last fetched; may be stale, and `undefined` if this scope was never fetched. */
  get metadata(): Record<string, unknown> | undefined {
    return this.#metadata;
  }

  /** ISO 8601 creation time; only known if the scope was fetched from the server. */
  get createdAt(): string | undefined {
    return this.#createdAt;
  }

  // Each method's body is in scope-calls.ts, loaded on first use with the
  // other on-demand code (internal/on-demand.ts). The class itself loads
  // eagerly because building the sessions it lists needs `Session`, which
  // loads from that module too: were `Scope` in it, the imports would circle.

  /**
   * Adds sessions to this scope: any number, given as ids or `Session`s.
   *
   * Every named session must already exist; adding a member again changes
   * nothing. All ids are checked before the first request. They are sent 100
   * per request (the server's limit); an empty list sends nothing.
   *
   * Sessions that already hold messages are backfilled into the scope in the
   * background, so recall through the scope may lag: poll {@link status}.
   *
   * Adding is idempotent, so the request is retried like a read, and
   * resending any session after a failure is safe.
   *
   * @throws {@link HonchoValidationError} naming every bad id, before any request.
   * @throws {@link BatchWriteError} when a request of a multi-request call
   *   fails: `written` holds the session ids added, `notWritten` and `unknown`
   *   the inputs that were not or may not have been.
   * @throws The request's own error (e.g. `NotFoundError` for a session that
   *   does not exist) when everything fitted in one request.
   */
  async addSessions(sessions: readonly IdLike[], options?: ScopeAddSessionsOptions): Promise<void> {
    return (await loadOnDemand()).scopeCalls.addSessions(this.#context, this.id, sessions, options);
  }

  /**
   * Removes a session from this scope.
   *
   * Conclusions copied or derived while the session was a member are
   * reconciled out in the background, and the scope's peer card is rebuilt
   * from whatever evidence remains: poll {@link status} to watch it settle.
   *
   * Removing a session that is not a member changes nothing and succeeds,
   * as the server answers 204 either way.
   *
   * @param session - The session, as an id or a `Session`.
   * @throws {@link HonchoValidationError} for a malformed id, before any request.
   * @throws {@link NotFoundError} when the scope or the session does not exist.
   */
  async removeSession(session: IdLike, options?: CallOptions): Promise<void> {
    return (await loadOnDemand()).scopeCalls.removeSession(this.#context, this.id, session, options);
  }

  /**
   * The sessions that are members of this scope, longest-standing member
   * first (most recently added first with `reverse`). Sessions added by the
   * same call joined at the same instant, and the server orders them among
   * themselves arbitrarily.
   *
   * @param options - `page`, `size` (1..100), `reverse`, `prefetch` and per-call options.
   * @returns The first page; `for await` over it walks every page.
   */
  async sessions(options?: ScopeSessionsOptions): Promise<Page<Session, SessionResponse>> {
    return (await loadOnDemand()).scopeCalls.sessions(this.#context, this.id, options, (wire) => sessionFromWire(wire, this.#context));
  }

  /**
   * Backfill and reconciliation progress, per session.
   *
   * Use it after a membership change to tell "the scope knows nothing about
   * that session yet" from "the scope has caught up and there is nothing to
   * recall".
   */
  async status(options?: CallOptions): Promise<ScopeStatus> {
    return (await loadOnDemand()).scopeCalls.status(this.#context, this.id, options);
  }

  /**
   * Waits until no backfill in this scope (or in the given `sessions`) is
   * `pending`, polling {@link status}, and resolves to the settled status.
   * A session that never had a backfill enqueued (it held nothing to copy)
   * counts as settled. Check the result for `failed` states.
   *
   * @throws {@link APITimeoutError} naming the sessions still pending when
   *   `timeout` (default 60 s) runs out.
   * @throws {@link APIUserAbortError} when `signal` aborts, even between polls.
   *
   * @example
   * ```ts
   * await scope.addSessions([session]);
   * const status = await scope.waitForBackfill({ sessions: [session], timeout: 30_000 });
   * ```
   */
  async waitForBackfill(options?: ScopeWaitForBackfillOptions): Promise<ScopeStatus> {
    return (await loadOnDemand()).scopeCalls.waitForBackfill(this.#context, this.id, options);
  }

  /** `Scope(id='…', workspaceId='…')`. */
  toString(): string {
    return `Scope(id='${this.id}', workspaceId='${this.workspaceId}')`;
  }

}
