import type { QueueStatus, SessionQueueStatus } from '@honcho-ai/api-types';
import type { WorkspaceRecord } from '../store/records.js';

/** Narrowing of a queue status query. */
export interface QueueStatusQuery {
  observer_id?: string | undefined;
  sender_id?: string | undefined;
  session_id?: string | undefined;
}

/**
 * The emulator processes nothing in the background, so every work unit is
 * already complete: one unit per stored message the query covers (a message
 * counts for an observer when the observer is in its session), all completed,
 * none pending or in progress. `sessions` breaks the counts down per session
 * unless the query named one.
 */
export function queueStatus(workspace: WorkspaceRecord, query: QueueStatusQuery): QueueStatus {
  const perSession = new Map<string, number>();
  for (const session of workspace.sessions.values()) {
    if (query.session_id !== undefined && session.id !== query.session_id) continue;
    if (query.observer_id !== undefined && !session.peers.has(query.observer_id)) continue;
    const units = session.messages.filter((message) => query.sender_id === undefined || message.peer_id === query.sender_id).length;
    if (units > 0) perSession.set(session.id, units);
  }
  const total = [...perSession.values()].reduce((sum, units) => sum + units, 0);
  const status: QueueStatus = {
    total_work_units: total,
    completed_work_units: total,
    in_progress_work_units: 0,
    pending_work_units: 0,
  };
  if (query.session_id === undefined) {
    const sessions: Record<string, SessionQueueStatus> = {};
    for (const [sessionId, units] of perSession) {
      sessions[sessionId] = {
        session_id: sessionId,
        total_work_units: units,
        completed_work_units: units,
        in_progress_work_units: 0,
        pending_work_units: 0,
      };
    }
    status.sessions = sessions;
  }
  return status;
}
