import type { ScopeStatus as WireScopeStatus } from '@honcho-ai/api-types';

/** Backfill job state for one session in a scope. */
export interface ScopeBackfillState {
  /** `pending` while the session's history is being copied into the scope. */
  state: 'pending' | 'completed' | 'failed';
  /** ISO 8601 time of the last change. */
  updatedAt: string;
  /** Conclusions copied into the scope; present only once the backfill has completed. */
  docsCopied?: number;
}

/**
 * Backfill and reconciliation progress for a scope, keyed by session id.
 *
 * Only sessions that have had a backfill enqueued appear: a scope whose
 * sessions were all empty when added has an empty `backfillStatus`.
 */
export interface ScopeStatus {
  backfillStatus: Record<string, ScopeBackfillState>;
}

/** The one wire-to-SDK mapping for a scope's status. @internal */
export function scopeStatusFromWire(wire: WireScopeStatus): ScopeStatus {
  const backfillStatus: Record<string, ScopeBackfillState> = {};
  for (const [sessionId, job] of Object.entries(wire.backfill_status ?? {})) {
    backfillStatus[sessionId] = {
      state: job.state,
      updatedAt: job.updated_at,
      ...(job.docs_copied === undefined ? {} : { docsCopied: job.docs_copied }),
    };
  }
  return { backfillStatus };
}
