import type { Metadata } from '@honcho-ai/api-types';
import { formatIsoformat } from '../datetime/datetime-value.js';
import { parseIsoDatetime } from '../datetime/parse-iso-datetime.js';
import { conflict, notFound } from '../http/http-error.js';
import type { GetOrCreate, MemoryStore } from '../store/memory-store.js';
import { scopePeerId, type ScopeRecord, type WorkspaceRecord } from '../store/records.js';
import { pythonListRepr } from '../validation/python-repr.js';

/** The configuration the server gives a scope's peer: nothing is ever concluded about a scope. */
const SCOPE_PEER_CONFIGURATION = { observe_me: false } as const;

/** The scope, or the server's 404 (also when the workspace does not exist). */
export function requireScope(workspace: WorkspaceRecord | undefined, workspaceId: string, name: string): ScopeRecord {
  const scope = workspace?.scopes.get(name);
  if (!scope) throw notFound(`Scope ${name} not found in workspace ${workspaceId}`);
  return scope;
}

/**
 * Gets or creates a scope and the reserved peer it is stored as, as scope
 * creation and session creation's `scopes` do. Metadata given for an
 * existing scope replaces its own. A peer that holds the reserved name
 * without being a scope is never taken over (409).
 */
export function ensureScope(store: MemoryStore, workspace: WorkspaceRecord, name: string, metadata?: Metadata | null): GetOrCreate<ScopeRecord> {
  const peerId = scopePeerId(name);
  const existing = workspace.scopes.get(name);
  if (existing) {
    if (metadata != null) {
      existing.metadata = metadata;
      const peer = workspace.peers.get(peerId);
      if (peer) peer.metadata = metadata;
    }
    return { record: existing, created: false };
  }
  if (workspace.peers.has(peerId)) {
    throw conflict(
      `A peer named '${peerId}' already exists in workspace ${workspace.id} but is not a scope. Rename or delete that peer before creating this scope.`,
    );
  }
  const peer = store.ensurePeer(workspace, peerId, { metadata: metadata ?? {}, configuration: { ...SCOPE_PEER_CONFIGURATION } }, true).record;
  const scope: ScopeRecord = {
    id: name,
    metadata: metadata ?? {},
    created_at: peer.created_at,
    seq: store.nextSeq(),
    sessions: new Map(),
    backfill: new Map(),
  };
  workspace.scopes.set(name, scope);
  return { record: scope, created: true };
}

/**
 * Adds sessions to a scope. Every session must exist and be active, or
 * nothing is added (404 naming all that are not).
 *
 * The server stamps every session named, member already or not, with the
 * call's instant (a member named again moves to the end of the list, which
 * is ordered by that instant), and breaks ties within one call by its random
 * row id, so their order among themselves is arbitrary there; here the most
 * recently created session comes first.
 *
 * Each named session that holds messages gets a backfill status entry, member
 * already or not, as the server enqueues a backfill for each. Nothing runs in
 * the background here, so the entry is `completed` at once, counting the
 * session's explicit conclusions of peers about themselves: what the server
 * copies into the scope (the emulator copies nothing: recall through a scope
 * reads its sessions).
 */
export function joinScope(store: MemoryStore, workspace: WorkspaceRecord, scope: ScopeRecord, sessionIds: readonly string[]): void {
  const requested = [...new Set(sessionIds)];
  const missing = requested.filter((id) => workspace.sessions.get(id)?.is_active !== true).sort();
  if (missing.length > 0) throw notFound(`Session(s) ${pythonListRepr(missing)} not found in workspace ${workspace.id}`);
  const joinedAt = store.timestamp();
  const joining = requested
    .map((id) => workspace.sessions.get(id))
    .filter((session) => session !== undefined)
    .sort((a, b) => b.seq - a.seq);
  for (const session of joining) {
    // Map order is join order: deleting first moves a member named again to the end.
    scope.sessions.delete(session.id);
    scope.sessions.set(session.id, joinedAt);
  }
  for (const sessionId of requested.sort()) {
    if ((workspace.sessions.get(sessionId)?.messages.length ?? 0) === 0) continue;
    let copied = 0;
    for (const conclusion of workspace.conclusions.values()) {
      const own = conclusion.observer_id === conclusion.observed_id && workspace.peers.get(conclusion.observer_id)?.scope !== true;
      if (conclusion.session_id === sessionId && conclusion.level === 'explicit' && own) copied += 1;
    }
    scope.backfill.set(sessionId, { state: 'completed', updated_at: isoformatNow(store), docs_copied: copied });
  }
}

/** Ends a session's membership, if it had one (a no-op otherwise, as on the server), and forgets its backfill. */
export function leaveScope(scope: ScopeRecord, sessionId: string): void {
  scope.sessions.delete(sessionId);
  scope.backfill.delete(sessionId);
}

/** Now, as Python's `datetime.now(timezone.utc).isoformat()` writes it: the form of backfill `updated_at`s. */
function isoformatNow(store: MemoryStore): string {
  const now = store.timestamp();
  const value = parseIsoDatetime(now);
  return value === undefined ? now : formatIsoformat(value);
}
