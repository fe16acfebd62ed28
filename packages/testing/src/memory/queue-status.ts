import type { QueueStatus, SessionQueueStatus } from '@honcho-ai/api-types';
import type { DreamRecord, MessageRecord, SessionRecord, WorkspaceRecord } from '../store/records.js';

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

/** The server's defaults for what a workspace's configuration leaves unset. */
const DEFAULTS = { reasoning: true, summary: true, messagesPerShortSummary: 20, messagesPerLongSummary: 60 } as const;

/** One queued task, as the server's queue item records it. */
interface WorkUnit {
  task: 'representation' | 'summary' | 'dream';
  /** The session it belongs to; dreams belong to none. */
  session: SessionRecord | null;
  /** `payload.observer`: only dreams name one (message reasoning lists its observers instead). */
  observer: string | null;
  /** `payload.observed`: the sender of a reasoned message, or the peer a dream is about. */
  observed: string | null;
  pending: boolean;
}

type Settings = { reasoning?: { enabled?: boolean | null } | null; summary?: { enabled?: boolean | null; messages_per_short_summary?: number | null; messages_per_long_summary?: number | null } | null };

/** Workspace, then session, then message configuration, each overriding what it sets. */
function resolved(layers: readonly (Settings | null | undefined)[]) {
  const pick = <T>(read: (layer: Settings) => T | null | undefined, fallback: T): T =>
    layers.reduce<T>((value, layer) => {
      const set = layer ? read(layer) : undefined;
      return set === undefined || set === null ? value : set;
    }, fallback);
  return {
    reasoning: pick((layer) => layer.reasoning?.enabled, DEFAULTS.reasoning),
    summary: pick((layer) => layer.summary?.enabled, DEFAULTS.summary),
    short: pick((layer) => layer.summary?.messages_per_short_summary, DEFAULTS.messagesPerShortSummary),
    long: pick((layer) => layer.summary?.messages_per_long_summary, DEFAULTS.messagesPerLongSummary),
  };
}

/** Whether the server reasons about `sender`'s messages in `session`: its session config, else its peer config, else yes. */
function observesSender(workspace: WorkspaceRecord, session: SessionRecord, sender: string): boolean {
  const inSession = session.peers.get(sender)?.observe_me;
  if (inSession !== undefined && inSession !== null) return inSession;
  const own = (workspace.peers.get(sender)?.configuration as { observe_me?: boolean | null } | undefined)?.observe_me;
  return own ?? true;
}

/** The units one message queued: a summary at every short or long summary boundary, and one reasoning task if its sender is observed. */
function messageUnits(workspace: WorkspaceRecord, session: SessionRecord, message: MessageRecord, position: number): WorkUnit[] {
  const config = resolved([workspace.configuration as Settings, session.configuration as Settings, message.configuration as Settings | null]);
  const units: WorkUnit[] = [];
  if (config.summary && (position % config.short === 0 || position % config.long === 0)) {
    units.push({ task: 'summary', session, observer: null, observed: null, pending: false });
  }
  if (config.reasoning && observesSender(workspace, session, message.peer_id)) {
    units.push({ task: 'representation', session, observer: null, observed: message.peer_id, pending: false });
  }
  return units;
}

/**
 * The units scheduled dreams queued. A dream of the same type for the same
 * pair is skipped while an earlier one is still pending, as the server skips
 * it; each stays pending for `clock.durationMs`.
 */
function dreamUnits(dreams: readonly DreamRecord[], clock: DreamQueueClock): WorkUnit[] {
  const pendingUntil = new Map<string, number>();
  const units: WorkUnit[] = [];
  for (const dream of dreams) {
    const key = `${dream.dream_type}\u0000${dream.observer}\u0000${dream.observed}`;
    const scheduled = Date.parse(dream.scheduled_at);
    if ((pendingUntil.get(key) ?? -Infinity) > scheduled) continue;
    pendingUntil.set(key, scheduled + clock.durationMs);
    units.push({ task: 'dream', session: null, observer: dream.observer, observed: dream.observed, pending: clock.now.getTime() < scheduled + clock.durationMs });
  }
  return units;
}

/** A unit of message work, as the deriver's queue names it: by task, session and (for reasoning) the sender. */
export interface MessageWorkUnit {
  queueType: 'representation' | 'summary';
  session: SessionRecord;
  /** The sender reasoned about; `null` for a summary. */
  observed: string | null;
}

/**
 * The distinct work units that `messages` (just appended to `session`)
 * queued, in the order they were first queued: what the deriver drains, and
 * announces with a `queue.empty` webhook, once they are processed.
 */
export function messageWorkUnits(workspace: WorkspaceRecord, session: SessionRecord, messages: readonly MessageRecord[]): MessageWorkUnit[] {
  const units = new Map<string, MessageWorkUnit>();
  for (const message of messages) {
    const position = session.messages.indexOf(message) + 1;
    for (const unit of messageUnits(workspace, session, message, position)) {
      if (unit.task === 'dream') continue;
      const key = `${unit.task}\u0000${unit.observed ?? ''}`;
      if (!units.has(key)) units.set(key, { queueType: unit.task, session, observed: unit.observed });
    }
  }
  return [...units.values()];
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/**
 * The id the server's queue files a session's work under: its internal row
 * id, a nanoid unrelated to the session's name. The emulator keeps no such
 * id, so it derives a stable one from the workspace, the name and the
 * record's insertion number (a session deleted and made again gets a new one,
 * as on the server).
 */
export function queueSessionId(workspace: WorkspaceRecord, session: SessionRecord): string {
  let hash = 0xcbf29ce484222325n;
  const mask = (1n << 64n) - 1n;
  let id = '';
  for (const char of `${workspace.id}\u0000${session.id}\u0000${session.seq}`) {
    hash = ((hash ^ BigInt(char.codePointAt(0) ?? 0)) * 0x100000001b3n) & mask;
  }
  while (id.length < 21) {
    hash = ((hash ^ BigInt(id.length + 1)) * 0x100000001b3n) & mask;
    id += ID_ALPHABET[Number(hash >> 58n)];
  }
  return id;
}

interface Counts {
  total: number;
  pending: number;
}

const countOf = (units: readonly WorkUnit[]): Counts => ({ total: units.length, pending: units.filter((unit) => unit.pending).length });

/**
 * The queue status the server reports, from the work the emulator's
 * messages and dreams would have queued there. Messages are processed at
 * once, so their units are completed; a dream is pending for
 * `clock.durationMs`.
 *
 * Narrowing follows the server's query: `session_id` keeps the units of that
 * session (dreams are queued under no session, so never); `observer_id`
 * matches units that name that observer (dreams only); `sender_id` matches
 * reasoning on that peer's messages and dreams about that peer; the two
 * peer filters combine with OR. `sessions` breaks the units that belong to a
 * session down by the session's queue id ({@link queueSessionId}, not its
 * name), and is `null` when the query named a session or no unit has one.
 * A workspace that does not exist has an empty queue.
 */
export function queueStatus(
  workspace: WorkspaceRecord | undefined,
  query: QueueStatusQuery,
  clock: DreamQueueClock = { now: new Date(0), durationMs: 0 },
): QueueStatus {
  // The server treats empty strings as no narrowing.
  const sessionName = query.session_id || undefined;
  const observer = query.observer_id || undefined;
  const sender = query.sender_id || undefined;
  let units: WorkUnit[] = [];
  if (workspace) {
    for (const session of workspace.sessions.values()) {
      session.messages.forEach((message, index) => units.push(...messageUnits(workspace, session, message, index + 1)));
    }
    units.push(...dreamUnits(workspace.dreams, clock));
  }
  if (sessionName !== undefined) units = units.filter((unit) => unit.session?.id === sessionName);
  if (observer !== undefined || sender !== undefined) {
    units = units.filter((unit) => (observer !== undefined && unit.observer === observer) || (sender !== undefined && unit.observed === sender));
  }
  const overall = countOf(units);
  const status: QueueStatus = {
    total_work_units: overall.total,
    completed_work_units: overall.total - overall.pending,
    in_progress_work_units: 0,
    pending_work_units: overall.pending,
    sessions: null,
  };
  if (sessionName === undefined && workspace) {
    const bySession = new Map<SessionRecord, WorkUnit[]>();
    for (const unit of units) if (unit.session) bySession.set(unit.session, [...(bySession.get(unit.session) ?? []), unit]);
    if (bySession.size > 0) {
      const sessions: Record<string, SessionQueueStatus> = {};
      for (const [session, own] of bySession) {
        const id = queueSessionId(workspace, session);
        const counts = countOf(own);
        sessions[id] = {
          session_id: id,
          total_work_units: counts.total,
          completed_work_units: counts.total - counts.pending,
          in_progress_work_units: 0,
          pending_work_units: counts.pending,
        };
      }
      status.sessions = sessions;
    }
  }
  return status;
}
