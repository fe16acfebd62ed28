import type { ScopeStatus as WireScopeStatus, SessionPage, SessionResponse } from '@honcho-ai/api-types';
import {
  APITimeoutError,
  buildPath,
  checkInput,
  fields,
  finiteNumber,
  honchoIdRef,
  type HttpClient,
  type InputSpec,
  integer,
  list,
  MAX_TIMEOUT_MS,
  Page,
  type SpecShape,
  z,
} from '@honcho-ai/sdk-core';
import { MAX_BATCH_CONCURRENCY, writeInBatches } from '../batching/index.js';
import type { ListCallOptions } from '../conclusions/conclusion-requests.js';
import { CallBudget } from '../internal/call-budget.js';
import { type CallOptionKey, type CallOptions, requestOptions } from '../internal/call-options.js';
import { type IdLike, resolveId } from '../internal/resolve-id.js';
import { contextFrom, type EnsureWorkspace, type WorkspaceContext } from '../internal/workspace-context.js';
import { Session } from '../session/peer-and-session.js';
import { LIMITS } from '../validation/limits.js';
import { listOptionsShape } from '../workspace/list-options.js';
import { abortableSleep } from './abortable-sleep.js';
import { type ScopeStatus, scopeStatusFromWire } from './scope-status.js';

/** Default wait between two status checks of `Scope.waitForBackfill`. */
const DEFAULT_POLL_INTERVAL_MS = 1_000;
/** Default overall wait of `Scope.waitForBackfill`. */
const DEFAULT_BACKFILL_TIMEOUT_MS = 60_000;

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

/** An options argument, an object when given, whose fields are reported under `options.`. */
function optionsOf<Shape extends Record<string, InputSpec<unknown>>>(shape: Shape) {
  return z.optional(fields(shape, 'an options object'));
}

const sessionList = list(honchoIdRef(), 'an array of session ids or Session objects');

const addSessionsInput = fields({
  sessions: sessionList,
  options: optionsOf({ concurrency: z.optional(integer(1, MAX_BATCH_CONCURRENCY)) } satisfies SpecShape<Omit<ScopeAddSessionsOptions, CallOptionKey>>),
});

const removeSessionInput = fields({ session: honchoIdRef(), options: optionsOf({}) });

const { page, size, reverse, prefetch } = listOptionsShape;
const sessionsInput = fields({ options: optionsOf({ page, size, reverse, prefetch } satisfies SpecShape<Omit<ScopeSessionsOptions, CallOptionKey>>) });

const statusInput = fields({ options: optionsOf({}) });

const waitForBackfillInput = fields({
  options: optionsOf({
    sessions: z.optional(sessionList),
    pollInterval: z.optional(integer(50, 60_000)),
    timeout: z.optional(finiteNumber(1, MAX_TIMEOUT_MS)),
  } satisfies SpecShape<Omit<ScopeWaitForBackfillOptions, Exclude<CallOptionKey, 'timeout'>>>),
});

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
    this.#context = contextFrom(http, workspaceId, ensureWorkspace);
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
    checkInput(addSessionsInput, { sessions, options }, 'Invalid scope.addSessions() input');
    const opts = options ?? {};
    if (sessions.length === 0) return;

    const path = this.#path('/sessions');
    const send = (ids: readonly string[], signal: AbortSignal | undefined, timeout: number | undefined): Promise<void> =>
      this.#context.http.post<void>(path, {
        ...requestOptions(opts),
        signal,
        timeout,
        body: { session_ids: ids },
        // Membership is a set: adding twice is harmless, so transient failures may be retried.
        idempotent: true,
      });

    await this.#context.ensureWorkspace({ signal: opts.signal });
    if (sessions.length <= LIMITS.scopeListMax) {
      // One request: its own error says everything, as in 2.5.
      await send(sessions.map(resolveId), opts.signal, opts.timeout);
      return;
    }
    const budget = new CallBudget(opts.timeout, opts.signal);
    try {
      await writeInBatches<IdLike, string>(
        sessions,
        async (batch, { signal }) => {
          const ids = batch.map(resolveId);
          const timeout = budget.remainingForBatch();
          try {
            await send(ids, signal, timeout);
          } catch (error) {
            throw budget.explain(error);
          }
          return ids;
        },
        { batchSize: LIMITS.scopeListMax, concurrency: opts.concurrency ?? 1, signal: budget.signal, what: 'sessions' },
      );
    } finally {
      budget.dispose();
    }
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
    checkInput(removeSessionInput, { session, options }, 'Invalid scope.removeSession() input');
    const opts = options ?? {};
    const path = buildPath('/v3/workspaces/{workspace_id}/scopes/{scope_id}/sessions/{session_id}', {
      workspace_id: this.workspaceId,
      scope_id: this.id,
      session_id: resolveId(session),
    });
    await this.#context.ensureWorkspace({ signal: opts.signal });
    await this.#context.http.delete(path, requestOptions(opts));
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
    checkInput(sessionsInput, { options }, 'Invalid scope.sessions() input');
    const opts = options ?? {};
    const path = this.#path('/sessions/list');
    const callOptions = requestOptions(opts);
    const reverse = opts.reverse ? 'true' : undefined;
    const fetchPage = async (page: number | undefined, size: number | undefined, signal: AbortSignal | undefined): Promise<SessionPage> => {
      await this.#context.ensureWorkspace({ signal });
      return this.#context.http.post<SessionPage>(path, { ...callOptions, signal, query: { page, size, reverse } });
    };
    const first = await fetchPage(opts.page, opts.size, callOptions.signal);
    return new Page<Session, SessionResponse>(
      first,
      (wire) => Session.fromWire(wire, this.#context),
      (page, size, signal) => fetchPage(page, size, signal ?? callOptions.signal),
      { prefetch: opts.prefetch, signal: callOptions.signal },
    );
  }

  /**
   * Backfill and reconciliation progress, per session.
   *
   * Use it after a membership change to tell "the scope knows nothing about
   * that session yet" from "the scope has caught up and there is nothing to
   * recall".
   */
  async status(options?: CallOptions): Promise<ScopeStatus> {
    checkInput(statusInput, { options }, 'Invalid scope.status() input');
    const opts = options ?? {};
    const path = this.#path('/status');
    await this.#context.ensureWorkspace({ signal: opts.signal });
    return scopeStatusFromWire(await this.#context.http.get<WireScopeStatus>(path, requestOptions(opts)));
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
    checkInput(waitForBackfillInput, { options }, 'Invalid scope.waitForBackfill() input');
    const opts = options ?? {};

    const watched = opts.sessions?.map(resolveId);
    const timeout = opts.timeout ?? DEFAULT_BACKFILL_TIMEOUT_MS;
    const wait = opts.pollInterval ?? DEFAULT_POLL_INTERVAL_MS;
    const deadline = Date.now() + timeout;
    for (;;) {
      // Each status request gets what is left of the overall wait.
      const status = await this.status({ ...requestOptions(opts), timeout: Math.max(1, deadline - Date.now()) });
      const pending = (watched ?? Object.keys(status.backfillStatus)).filter((id) => status.backfillStatus[id]?.state === 'pending');
      if (pending.length === 0) return status;
      if (deadline - Date.now() <= wait) {
        throw new APITimeoutError(`Scope '${this.id}' backfill still pending after ${timeout} ms for session(s): ${pending.join(', ')}`);
      }
      await abortableSleep(wait, opts.signal);
    }
  }

  /** `Scope(id='…', workspaceId='…')`. */
  toString(): string {
    return `Scope(id='${this.id}', workspaceId='${this.workspaceId}')`;
  }

  #path(suffix: string): string {
    return buildPath(`/v3/workspaces/{workspace_id}/scopes/{scope_id}${suffix}`, { workspace_id: this.workspaceId, scope_id: this.id });
  }
}
