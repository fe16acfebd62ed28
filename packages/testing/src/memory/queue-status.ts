import type { QueueStatus, SessionQueueStatus } from '@honcho-ai/api-types';
import type { WorkspaceRecord } from '../store/records.js';

/** Narrowing of a queue status query. */
export interface QueueStatusQuery {
  observer_id?: string | undefined;
  sender_id?: string | undefined;
  session_id?: string | undefined;
}

/** How long scheduled dreams stay queued, and the time to judge that by. */
export interface DreamQueueClock {
  /** Now, on the emulator's clock. */
  now: Date;
  /** Milliseconds a dream stays pending after it was scheduled; 0 completes it at once. */
  durationMs: number;
}

interface Units {
  total: number;
  pending: number;
}

/**
 * The emulator processes messages at once, so their work units are already
 * complete: one unit per stored message the query covers (a message counts for
 * an observer when the observer is in its session). Each scheduled dream is
 * one more unit, pending for `dreams.durationMs` after it was scheduled, then
 * completed; a dream counts for its observer and its session, never for a
 * `sender_id` query (no message caused it). `sessions` breaks the counts down
 * per session unless the query named one; dreams without a session count
 * only in the totals.
 */
export function queueStatus(workspace: WorkspaceRecord, query: QueueStatusQuery, dreams: DreamQueueClock = { now: new Date(0), durationMs: 0 }): QueueStatus {
  const perSession = new Map<string, Units>();
  const unitsOf = (sessionId: string): Units => {
    const found = perSession.get(sessionId);
    if (found) return found;
    const created = { total: 0, pending: 0 };
    perSession.set(sessionId, created);
    return created;
  };
  for (const session of workspace.sessions.values()) {
    if (query.session_id !== undefined && session.id !== query.session_id) continue;
    if (query.observer_id !== undefined && !session.peers.has(query.observer_id)) continue;
    const units = session.messages.filter((message) => query.sender_id === undefined || message.peer_id === query.sender_id).length;
    if (units > 0) unitsOf(session.id).total += units;
  }
  const sessionless: Units = { total: 0, pending: 0 };
  if (query.sender_id === undefined) {
    for (const dream of workspace.dreams) {
      if (query.observer_id !== undefined && dream.observer !== query.observer_id) continue;
      if (query.session_id !== undefined && dream.session_id !== query.session_id) continue;
      const units = dream.session_id === null ? sessionless : unitsOf(dream.session_id);
      units.total += 1;
      if (dreams.now.getTime() < Date.parse(dream.scheduled_at) + dreams.durationMs) units.pending += 1;
    }
  }
  const all = [...perSession.values(), sessionless];
  const total = all.reduce((sum, units) => sum + units.total, 0);
  const pending = all.reduce((sum, units) => sum + units.pending, 0);
  const status: QueueStatus = {
    total_work_units: total,
    completed_work_units: total - pending,
    in_progress_work_units: 0,
    pending_work_units: pending,
  };
  if (query.session_id === undefined) {
    const sessions: Record<string, SessionQueueStatus> = {};
    for (const [sessionId, units] of perSession) {
      sessions[sessionId] = {
        session_id: sessionId,
        total_work_units: units.total,
        completed_work_units: units.total - units.pending,
        in_progress_work_units: 0,
        pending_work_units: units.pending,
      };
    }
    status.sessions = sessions;
  }
  return status;
}
