import { Peer, Session, type Honcho } from '@honcho-ai/sdk';

// `honcho.peer(id)` and `honcho.session(id)` get-or-create: a request each,
// and a mistyped id in a read would create a stray peer or session. A tool
// that reads, or whose route creates what it needs itself (adding messages or
// peers to a session), addresses the resource through the SDK's public
// constructors instead: no request until the tool's own call, and nothing
// created that the call would not create.

/**
 * The peer `peerId` of the client's workspace, without a request.
 *
 * @internal
 */
export function peerHandle(honcho: Honcho, peerId: string): Peer {
  return new Peer(peerId, honcho.workspaceId, honcho.http);
}

/**
 * The session `sessionId` of the client's workspace, without a request.
 *
 * @internal
 */
export function sessionHandle(honcho: Honcho, sessionId: string): Session {
  return new Session(sessionId, honcho.workspaceId, honcho.http);
}

/**
 * The stored peer `peerId`, read through the list route with an id filter:
 * the SDK's `peer.getMetadata()` would create a peer that does not exist.
 *
 * @throws Error naming the peer and the workspace when there is none.
 * @internal
 */
export async function findPeer(honcho: Honcho, peerId: string, signal: AbortSignal): Promise<Peer> {
  const page = await honcho.peers({ filters: { id: peerId }, size: 1, signal });
  const found = page.items[0];
  if (found === undefined) throw new Error(`There is no peer "${peerId}" in workspace "${honcho.workspaceId}" (list_peers shows the peers there are).`);
  return found;
}

/**
 * The active session `sessionId`, read through the list route with an id
 * filter: the SDK's `session.getMetadata()` would create a session that does
 * not exist.
 *
 * @throws Error naming the session and the workspace when there is none.
 * @internal
 */
export async function findSession(honcho: Honcho, sessionId: string, signal: AbortSignal): Promise<Session> {
  const page = await honcho.sessions({ filters: { id: sessionId }, size: 1, signal });
  const found = page.items[0];
  if (found === undefined) throw new Error(`There is no session "${sessionId}" in workspace "${honcho.workspaceId}" (list_sessions shows the sessions there are).`);
  return found;
}
