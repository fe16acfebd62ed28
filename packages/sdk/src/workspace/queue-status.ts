import type { QueueStatus as WireQueueStatus, SessionQueueStatus as WireSessionQueueStatus } from '@honcho-ai/api-types';
import type { InputIssue } from '@honcho-ai/core';
import { resolveId, type IdLike } from '../internal/resolve-id.js';
import { idIssues } from '../validation/input-issues.js';

/**
 * Background work (reasoning, summaries, dreams) for one session. Counts are
 * work units; `completedWorkUnits` counts since the server last cleaned the queue.
 */
export interface SessionQueueStatus {
  sessionId: string | null;
  totalWorkUnits: number;
  completedWorkUnits: number;
  inProgressWorkUnits: number;
  pendingWorkUnits: number;
}

/**
 * Background work for a workspace, optionally narrowed to an observer,
 * sender or session. `sessions` breaks the counts down per session when the
 * query was not limited to one.
 *
 * @example
 * ```ts
 * const status = await honcho.queueStatus({ session: 'support-42' });
 * if (status.pendingWorkUnits === 0) console.log('all messages processed');
 * ```
 */
export interface QueueStatus {
  totalWorkUnits: number;
  completedWorkUnits: number;
  inProgressWorkUnits: number;
  pendingWorkUnits: number;
  sessions?: Record<string, SessionQueueStatus>;
}

/** Which work to count: by the peer observing, the peer who sent the messages, and/or the session. */
export interface QueueStatusFilter {
  observer?: IdLike | undefined;
  sender?: IdLike | undefined;
  session?: IdLike | undefined;
}

/** The query string of the queue-status route, with problems for ids that are not valid. @internal */
export function queueStatusQuery(filter: QueueStatusFilter): { query: Record<string, string | undefined>; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  const pick = (value: IdLike | undefined, path: string): string | undefined => {
    if (value === undefined) return undefined;
    const id = resolveIdSafely(value);
    issues.push(...idIssues(id, path));
    return typeof id === 'string' ? id : undefined;
  };
  const query = {
    observer_id: pick(filter.observer, 'observer'),
    sender_id: pick(filter.sender, 'sender'),
    session_id: pick(filter.session, 'session'),
  };
  return { query, issues };
}

/** Wire queue status to the SDK's camelCase. @internal */
export function queueStatusFromWire(wire: WireQueueStatus): QueueStatus {
  const status: QueueStatus = {
    totalWorkUnits: wire.total_work_units,
    completedWorkUnits: wire.completed_work_units,
    inProgressWorkUnits: wire.in_progress_work_units,
    pendingWorkUnits: wire.pending_work_units,
  };
  if (wire.sessions) {
    status.sessions = Object.fromEntries(
      Object.entries(wire.sessions).map(([id, session]) => [id, sessionQueueStatusFromWire(session)]),
    );
  }
  return status;
}

function sessionQueueStatusFromWire(wire: WireSessionQueueStatus): SessionQueueStatus {
  return {
    sessionId: wire.session_id ?? null,
    totalWorkUnits: wire.total_work_units,
    completedWorkUnits: wire.completed_work_units,
    inProgressWorkUnits: wire.in_progress_work_units,
    pendingWorkUnits: wire.pending_work_units,
  };
}

/** `resolveId` for input that may not be an `IdLike` at all (plain JavaScript callers). @internal */
export function resolveIdSafely(value: unknown): unknown {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'id' in value) return resolveId(value as IdLike);
  return value;
}
