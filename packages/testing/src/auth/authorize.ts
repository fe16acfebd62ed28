import { HttpError, httpError } from '../http/http-error.js';
import type { Route } from '../http/route-table.js';
import type { WorkspaceRecord } from '../store/records.js';
import type { KeyClaims, KeyRegistry } from './key-registry.js';
import { routePolicy, type RoutePolicy } from './route-policy.js';

/** The server's `detail` when a key does not reach what a route acts on. */
export const NOT_PERMISSIONED = 'JWT not permissioned for this resource';

/** The server's `detail` when a route needs the admin key. */
export const ADMIN_REQUIRED = 'Resource requires admin privileges';

/** The workspace, peer and session a route acts on, as its policy names them. */
export interface RouteTargets {
  workspace?: string;
  peer?: string;
  session?: string;
}

/** Finds workspaces by ID, for the member-read check. */
export type WorkspaceLookup = (workspaceId: string) => WorkspaceRecord | undefined;

/**
 * Whether `peerId` is an active member of the session (the emulator drops
 * peers that leave, so every member it holds is active). Unknown workspaces
 * and sessions have no members.
 */
export function isActiveMember(workspace: WorkspaceRecord | undefined, sessionId: string, peerId: string): boolean {
  return workspace?.sessions.get(sessionId)?.peers.has(peerId) ?? false;
}

/**
 * The targets a policy names, read as the server reads them: the path
 * parameter of that name, else the query parameter; empty counts as absent.
 */
export function routeTargets(policy: RoutePolicy, params: Readonly<Record<string, string>>, query: URLSearchParams): RouteTargets {
  const read = (name: string | undefined) => (name === undefined ? undefined : params[name] || query.get(name) || undefined);
  const workspace = read(policy.workspace);
  const peer = read(policy.peer);
  const session = read(policy.session);
  return {
    ...(workspace !== undefined && { workspace }),
    ...(peer !== undefined && { peer }),
    ...(session !== undefined && { session }),
  };
}

/**
 * Decides whether a key may call a route, the way the server's `auth()`
 * does. The admin key passes everything; other keys fail admin routes; a
 * route naming no target lets any key through (its handler checks the body);
 * otherwise the key's workspace must be the route's, and then a session key
 * reaches only its session's routes, a peer key only its peer's routes plus
 * member-read session routes of sessions its peer is in, and a workspace key
 * everything in its workspace.
 *
 * @throws HttpError 401 with the server's `detail`.
 */
export function authorize(claims: KeyClaims, policy: RoutePolicy, targets: RouteTargets, workspaceOf: WorkspaceLookup): void {
  if (claims.admin) return;
  if (policy.admin) throw httpError(401, ADMIN_REQUIRED);
  const { workspace, peer, session } = targets;
  if (workspace === undefined && peer === undefined && session === undefined) return;
  if (workspace !== undefined && claims.workspace !== workspace) throw httpError(401, NOT_PERMISSIONED);
  if (claims.session !== undefined) {
    if (claims.session === session) return;
    throw httpError(401, NOT_PERMISSIONED);
  }
  if (claims.peer !== undefined) {
    if (peer !== undefined && claims.peer === peer) return;
    if (policy.memberRead && session !== undefined && workspace !== undefined && isActiveMember(workspaceOf(workspace), session, claims.peer)) return;
    throw httpError(401, NOT_PERMISSIONED);
  }
  if (claims.workspace !== undefined) return;
  throw httpError(401, NOT_PERMISSIONED);
}

/** What {@link checkRouteAccess} needs of the emulator. */
export interface AccessContext {
  readonly keys: KeyRegistry;
  readonly workspaceOf: WorkspaceLookup;
}

/**
 * The one gate every matched request passes before its handler: reads the
 * key (401 for none or an unknown one) and applies the route's entry in
 * `ROUTE_POLICIES` (a route missing there is admin-only). Runs before the
 * request is validated, as the server's dependency does.
 *
 * @returns `undefined` when the request may proceed, else the error to send.
 */
export function checkRouteAccess<C>(access: AccessContext, route: Route<C>, params: Readonly<Record<string, string>>, url: URL, request: Request): HttpError | undefined {
  const policy = routePolicy(route.method, route.path) ?? { admin: true };
  if (policy.public) return undefined;
  try {
    authorize(access.keys.claimsOf(request), policy, routeTargets(policy, params, url.searchParams), access.workspaceOf);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}
