import { notFound } from '../http/http-error.js';
import { peerCardKey, type WorkspaceRecord } from '../store/records.js';

/**
 * The workspace of a context read whose observer must exist: the server
 * loads the observer peer to read its cards, so an observer that does not
 * exist (or a workspace that does not) is a 404.
 */
export function requireObserver(workspaceId: string, workspace: WorkspaceRecord | undefined, observer: string): WorkspaceRecord {
  if (!workspace?.peers.has(observer)) throw notFound(`Peer ${observer} not found in workspace ${workspaceId}`);
  return workspace;
}

/** The card `observer` keeps about `observed`, or `null` when there is none. */
export function peerCardOf(workspace: WorkspaceRecord, observer: string, observed: string): string[] | null {
  const card = workspace.peerCards.get(peerCardKey(observer, observed));
  return card ? [...card] : null;
}
