import type { QueueStatus as WireQueueStatus, SessionQueueStatus as WireSessionQueueStatus } from '@honcho-ai/api-types';
import { fields, z, type SpecShape } from '@honcho-ai/sdk-core';
import { resolveId, type IdLike } from '../internal/resolve-id.js';
import { idLike } from '../validation/id-like.js';

/**
 * Background work (reasoning, summaries) for one session. Counts are
 * work units; `completedWorkUnits` counts since the server last cleaned the queue.
 */
export interface SessionQueueStatus {
  /**
   * The server's internal id of the session (a generated id, not the name the
   * session was created with); the server offers no way to look it up.
   */
  sessionId: string | null;
  totalWorkUnits: number;
  completedWorkUnits: number;
  inProgressWorkUnits: number;
  pendingWorkUnits: number;
}

/**
 * Background work for a workspace, optionally narrowed to an observer,
 * sender or session. `sessions` breaks the counts down per session when the
 * query was not limited to one and some work belongs to a session; it is
 * keyed by the server's internal session ids, not session names. Dreams are
 * queued under no session, so they count in the totals only.
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

/**
 * Which work to count, as the server narrows its queue:
 *
 * - `observer`: work that names this observer, which is dreams only (the
 *   reasoning about a message is one unit for all its observers);
 * - `sender`: reasoning about the messages this peer sent, and dreams about
 *   this peer; given with `observer`, work matching either counts;
 * - `session`: work on this session's messages. Dreams are queued under no
 *   session, so `session` and `observer` together always count nothing; to
 *   wait for a dream, narrow by `observer` (or `sender`) alone.
 */
export interface QueueStatusFilter {
  observer?: IdLike | undefined;
  sender?: IdLike | undefined;
  session?: IdLike | undefined;
}

/** The rules of {@link QueueStatusFilter}, by field. @internal */
export const queueStatusFilterShape = {
  observer: z.optional(idLike),
  sender: z.optional(idLike),
  session: z.optional(idLike),
} satisfies SpecShape<QueueStatusFilter>;

/** {@link QueueStatusFilter} as a spec. @internal */
export const queueStatusFilterSpec = fields(queueStatusFilterShape);

/** The query string of the queue-status route for a checked filter. @internal */
export function queueStatusToWire(filter: QueueStatusFilter): Record<string, string | undefined> {
  const id = (value: IdLike | undefined): string | undefined => (value === undefined ? undefined : resolveId(value));
  return { observer_id: id(filter.observer), sender_id: id(filter.sender), session_id: id(filter.session) };
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

export { resolveIdSafely } from '../internal/resolve-id.js';
