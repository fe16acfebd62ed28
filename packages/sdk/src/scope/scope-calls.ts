import type { ScopeResponse, ScopeStatus as WireScopeStatus, SessionPage, SessionResponse } from '@honcho-ai/api-types';
import { APITimeoutError, buildPath, MAX_TIMEOUT_MS, Page } from '@honcho-ai/sdk-core';
import { writeInBatches } from '../batching/index.js';
import { concurrencyIssues, idLikeIssues, pageOptionIssues, readOptions } from '../conclusions/conclusion-inputs.js';
import { CallBudget } from '../internal/call-budget.js';
import { type CallOptions, requestOptions } from '../internal/call-options.js';
import { type IdLike, resolveId } from '../internal/resolve-id.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import { describe, InputIssues, integerIssues, metadataIssues, numberIssues } from '../validation/input-issues.js';
import { LIMITS } from '../validation/limits.js';
import { listOptionsIssues, listPage } from '../workspace/list-options.js';
import { scopeNameIssues } from '../workspace/recall-scope.js';
import { abortableSleep } from './abortable-sleep.js';
import type { HonchoScopeOptions, ScopeListOptions } from '../client/honcho.js';
import type { ScopeAddSessionsOptions, ScopeSessionsOptions, ScopeWaitForBackfillOptions } from './scope.js';
import { type ScopeStatus, scopeStatusFromWire } from './scope-status.js';

/** Default wait between two status checks of `Scope.waitForBackfill`. */
const DEFAULT_POLL_INTERVAL_MS = 1_000;
/** Default overall wait of `Scope.waitForBackfill`. */
const DEFAULT_BACKFILL_TIMEOUT_MS = 60_000;

/**
 * The bodies of the `Scope` methods and of `honcho.scope()`,
 * `getScope()` and `scopes()`, loaded on first use with the other on-demand
 * code (internal/on-demand.ts).
 *
 * They build `Scope`s and `Session`s through the function the caller passes
 * (`toScope`, `toSession`) instead of importing those classes: `Session`
 * loads its own rarely used code from internal/on-demand.ts, so importing it
 * here would close an import circle through that module.
 *
 * @internal
 */
export const scopeCalls = {
  async create<S>(context: WorkspaceContext, id: string, options: HonchoScopeOptions, toScope: (wire: ScopeResponse) => S): Promise<S> {
    new InputIssues()
      .addAll(scopeNameIssues(id, 'id'))
      .addAll(metadataIssues(options.metadata, 'metadata'))
      .throwIfAny('Invalid honcho.scope() input');
    await context.ensureWorkspace({ signal: options.signal });
    const wire = await context.http.post<ScopeResponse>(buildPath('/v3/workspaces/{workspace_id}/scopes', { workspace_id: context.workspaceId }), {
      ...requestOptions(options),
      body: { id, metadata: options.metadata },
    });
    return toScope(wire);
  },

  async get<S>(context: WorkspaceContext, id: string, options: CallOptions | undefined, toScope: (wire: ScopeResponse) => S): Promise<S> {
    new InputIssues().addAll(scopeNameIssues(id, 'id')).throwIfAny('Invalid honcho.getScope() input');
    await context.ensureWorkspace({ signal: options?.signal });
    const wire = await context.http.get<ScopeResponse>(
      buildPath('/v3/workspaces/{workspace_id}/scopes/{scope_id}', { workspace_id: context.workspaceId, scope_id: id }),
      requestOptions(options),
    );
    return toScope(wire);
  },

  async list<S>(context: WorkspaceContext, options: ScopeListOptions, toScope: (wire: ScopeResponse) => S): Promise<Page<S, ScopeResponse>> {
    new InputIssues()
      .addAll(listOptionsIssues({ page: options.page, size: options.size, reverse: options.reverse, prefetch: options.prefetch }))
      .throwIfAny('Invalid honcho.scopes() options');
    await context.ensureWorkspace({ signal: options.signal });
    return listPage<ScopeResponse, S>({
      http: context.http,
      method: 'POST',
      path: buildPath('/v3/workspaces/{workspace_id}/scopes/list', { workspace_id: context.workspaceId }),
      options,
      transform: toScope,
    });
  },

  async addSessions(context: WorkspaceContext, scopeId: string, sessions: readonly IdLike[], options?: ScopeAddSessionsOptions): Promise<void> {
    const issues = new InputIssues();
    if (!Array.isArray(sessions)) {
      issues.add('sessions', `must be an array of session ids or Session objects, got ${describe(sessions)}`);
    } else {
      sessions.forEach((session: unknown, index) => issues.addAll(idLikeIssues(session, `sessions[${index}]`, true)));
    }
    const opts = readOptions(options, 'options', issues);
    issues.addAll(concurrencyIssues(opts.concurrency, 'options.concurrency')).throwIfAny('Invalid scope.addSessions() input');
    if (sessions.length === 0) return;

    const path = scopePath(context, scopeId, '/v3/workspaces/{workspace_id}/scopes/{scope_id}/sessions');
    const send = (ids: readonly string[], signal: AbortSignal | undefined, timeout: number | undefined): Promise<void> =>
      context.http.post<void>(path, {
        ...requestOptions(opts),
        signal,
        timeout,
        body: { session_ids: ids },
        // Membership is a set: adding twice is harmless, so transient failures may be retried.
        idempotent: true,
      });

    await context.ensureWorkspace({ signal: opts.signal });
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
  },

  async removeSession(context: WorkspaceContext, scopeId: string, session: IdLike, options?: CallOptions): Promise<void> {
    const issues = new InputIssues().addAll(idLikeIssues(session, 'session', true));
    const opts = readOptions(options, 'options', issues);
    issues.throwIfAny('Invalid scope.removeSession() input');
    const path = buildPath('/v3/workspaces/{workspace_id}/scopes/{scope_id}/sessions/{session_id}', {
      workspace_id: context.workspaceId,
      scope_id: scopeId,
      session_id: resolveId(session),
    });
    await context.ensureWorkspace({ signal: opts.signal });
    await context.http.delete(path, requestOptions(opts));
  },

  async sessions<T>(
    context: WorkspaceContext,
    scopeId: string,
    options: ScopeSessionsOptions | undefined,
    toSession: (wire: SessionResponse) => T,
  ): Promise<Page<T, SessionResponse>> {
    const issues = new InputIssues();
    const opts = readOptions(options, 'options', issues);
    issues.addAll(pageOptionIssues(opts, 'options')).throwIfAny('Invalid scope.sessions() input');
    const path = scopePath(context, scopeId, '/v3/workspaces/{workspace_id}/scopes/{scope_id}/sessions/list');
    const callOptions = requestOptions(opts);
    const reverse = opts.reverse ? 'true' : undefined;
    const fetchPage = async (page: number | undefined, size: number | undefined, signal: AbortSignal | undefined): Promise<SessionPage> => {
      await context.ensureWorkspace({ signal });
      return context.http.post<SessionPage>(path, { ...callOptions, signal, query: { page, size, reverse } });
    };
    const first = await fetchPage(opts.page, opts.size, callOptions.signal);
    return new Page<T, SessionResponse>(
      first,
      toSession,
      (page, size, signal) => fetchPage(page, size, signal ?? callOptions.signal),
      { prefetch: opts.prefetch, signal: callOptions.signal },
    );
  },

  async status(context: WorkspaceContext, scopeId: string, options?: CallOptions): Promise<ScopeStatus> {
    const issues = new InputIssues();
    const opts = readOptions(options, 'options', issues);
    issues.throwIfAny('Invalid scope.status() input');
    const path = scopePath(context, scopeId, '/v3/workspaces/{workspace_id}/scopes/{scope_id}/status');
    await context.ensureWorkspace({ signal: opts.signal });
    return scopeStatusFromWire(await context.http.get<WireScopeStatus>(path, requestOptions(opts)));
  },

  async waitForBackfill(context: WorkspaceContext, scopeId: string, options?: ScopeWaitForBackfillOptions): Promise<ScopeStatus> {
    const issues = new InputIssues();
    const opts = readOptions(options, 'options', issues);
    if (opts.sessions !== undefined) {
      if (!Array.isArray(opts.sessions)) issues.add('options.sessions', `must be an array of session ids or Session objects, got ${describe(opts.sessions)}`);
      else opts.sessions.forEach((session: unknown, index) => issues.addAll(idLikeIssues(session, `options.sessions[${index}]`, true)));
    }
    issues
      .addAll(integerIssues(opts.pollInterval, 'options.pollInterval', 50, 60_000))
      .addAll(numberIssues(opts.timeout, 'options.timeout', 1, MAX_TIMEOUT_MS))
      .throwIfAny('Invalid scope.waitForBackfill() input');

    const watched = opts.sessions?.map(resolveId);
    const timeout = opts.timeout ?? DEFAULT_BACKFILL_TIMEOUT_MS;
    const wait = opts.pollInterval ?? DEFAULT_POLL_INTERVAL_MS;
    const deadline = Date.now() + timeout;
    for (;;) {
      // Each status request gets what is left of the overall wait.
      const status = await scopeCalls.status(context, scopeId, { ...requestOptions(opts), timeout: Math.max(1, deadline - Date.now()) });
      const pending = (watched ?? Object.keys(status.backfillStatus)).filter((id) => status.backfillStatus[id]?.state === 'pending');
      if (pending.length === 0) return status;
      if (deadline - Date.now() <= wait) {
        throw new APITimeoutError(`Scope '${scopeId}' backfill still pending after ${timeout} ms for session(s): ${pending.join(', ')}`);
      }
      await abortableSleep(wait, opts.signal);
    }
  },
};

function scopePath(context: WorkspaceContext, scopeId: string, template: string): string {
  return buildPath(template, { workspace_id: context.workspaceId, scope_id: scopeId });
}
