import { HttpError, httpError } from '../http/http-error.js';
import type { WorkspaceRecord } from '../store/records.js';
import { authorize, isActiveMember, NOT_PERMISSIONED, type WorkspaceLookup } from './authorize.js';
import type { KeyClaims } from './key-registry.js';
import { PEER_CHAT_POLICY } from './route-policy.js';

// Checks the server makes inside handlers, on IDs that only the body or the
// query names, so the route-level gate (`checkRouteAccess`) cannot see them.
// Handlers call them once the request is validated, where the server does, so
// a malformed request is still a 422 first. Each is a no-op for the admin key.

/** The server's `detail` when a get-or-create names a resource outside the key. */
const UNAUTHORIZED = 'Unauthorized access to resource';

/** `POST /v3/workspaces`: a key may only get or create its own workspace. */
export function requireOwnWorkspace(claims: KeyClaims, workspaceId: string): void {
  if (!claims.admin && claims.workspace !== workspaceId) throw httpError(401, UNAUTHORIZED);
}

/**
 * `POST .../peers` and `POST .../sessions`: the key's workspace (when it has
 * one) must be the path's, and a peer key may only get or create its peer, a
 * session key its session. A session key may create peers and a peer key
 * sessions.
 */
export function requireCreatable(claims: KeyClaims, workspaceId: string, resource: { peer: string } | { session: string }): void {
  if (claims.admin) return;
  if (claims.workspace !== undefined && claims.workspace !== workspaceId) throw httpError(401, UNAUTHORIZED);
  const [held, named] = 'peer' in resource ? [claims.peer, resource.peer] : [claims.session, resource.session];
  if (held !== undefined && held !== named) throw httpError(401, UNAUTHORIZED);
}

/**
 * Scopes (the `scope` option of chat, representation and session context,
 * and `scopes` on session create) may reach beyond a peer's or session's
 * own sessions, so they need a workspace or admin key; `detail` is the
 * route's wording.
 */
export function requireWorkspaceLevelKey(claims: KeyClaims, detail: string): void {
  if (!claims.admin && (claims.peer !== undefined || claims.session !== undefined)) throw httpError(401, detail);
}

/** The `detail` of {@link requireWorkspaceLevelKey} on chat, representation and session context. */
export const SCOPE_NEEDS_WORKSPACE_KEY = '`scope` requires a workspace- or admin-level key';

/** The `detail` of {@link requireWorkspaceLevelKey} on session create. */
export const SCOPES_NEED_WORKSPACE_KEY = 'Scope membership requires a workspace-level key';

/**
 * A peer key may only act as its own peer where a route names the peer
 * outside the route-level check: its own config in a session, session
 * context seen from its own perspective.
 */
export function requireOwnPeer(claims: KeyClaims, peerId: string): void {
  if (!claims.admin && claims.peer !== undefined && claims.peer !== peerId) throw httpError(401, NOT_PERMISSIONED);
}

/**
 * A peer key may only name sessions its peer is an active member of (a
 * chat's `session_id` or session allowlist, a context's `sessions`), or it
 * could read any session's messages through them.
 */
export function requireMemberSessions(claims: KeyClaims, workspace: WorkspaceRecord | undefined, sessionIds: readonly string[]): void {
  if (claims.admin || claims.peer === undefined) return;
  const peer = claims.peer;
  if (!sessionIds.every((sessionId) => isActiveMember(workspace, sessionId, peer))) throw httpError(401, NOT_PERMISSIONED);
}

/**
 * `/v1/chat/completions` is peer chat under another name, its workspace and
 * peer read from `model`: the key must reach that peer's chat (and, for a
 * peer key, the session it names).
 *
 * @returns `undefined` when it may, else the 401 to send (in OpenAI's shape, by the caller).
 */
export function peerChatRefusal(claims: KeyClaims, workspaceOf: WorkspaceLookup, target: { workspace: string; peer: string; session?: string | undefined }): HttpError | undefined {
  try {
    authorize(claims, PEER_CHAT_POLICY, { workspace: target.workspace, peer: target.peer }, workspaceOf);
    if (target.session !== undefined) requireMemberSessions(claims, workspaceOf(target.workspace), [target.session]);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}
