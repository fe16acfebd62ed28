import type { RouteMethod } from '../http/route-table.js';

/**
 * What a route asks of the caller's key, as the server's `require_auth(...)`
 * dependency declares it per route. Each name is the path (or, failing that,
 * query) parameter holding the workspace, peer or session the route acts on.
 * A policy naming nothing lets any valid key through: those routes compare
 * the key with IDs in the body themselves (creating a workspace, peer or
 * session).
 */
export interface RoutePolicy {
  /** Needs no key at all (`/health`, the docs). */
  readonly public?: true;
  /** Only the admin key. */
  readonly admin?: true;
  readonly workspace?: string;
  readonly peer?: string;
  readonly session?: string;
  /**
   * Read-only session routes: a peer key also passes when its peer is an
   * active member of the session. Never on routes that write.
   */
  readonly memberRead?: true;
}

const PUBLIC: RoutePolicy = { public: true };
const ADMIN: RoutePolicy = { admin: true };
/** Any valid key; the handler checks the IDs in the body against it. */
const SELF_AUTHORIZING: RoutePolicy = {};
const WORKSPACE: RoutePolicy = { workspace: 'workspace_id' };
const PEER: RoutePolicy = { workspace: 'workspace_id', peer: 'peer_id' };
const SESSION: RoutePolicy = { workspace: 'workspace_id', session: 'session_id' };
const SESSION_READ: RoutePolicy = { ...SESSION, memberRead: true };

const W = '/v3/workspaces/{workspace_id}';
const P = `${W}/peers/{peer_id}`;
const S = `${W}/sessions/{session_id}`;

/**
 * Every route's policy, keyed `METHOD path` with the path as the route table
 * spells it. Routes the server does not have (workspace chat, a single
 * conclusion, `/v1/chat/completions`) get the policy of their nearest server
 * route.
 */
export const ROUTE_POLICIES: Readonly<Record<string, RoutePolicy>> = {
  'GET /health': PUBLIC,
  'GET /metrics': PUBLIC,
  'GET /docs': PUBLIC,
  'GET /openapi.json': PUBLIC,
  'POST /v3/keys': ADMIN,

  'POST /v3/workspaces': SELF_AUTHORIZING,
  'POST /v3/workspaces/list': ADMIN,
  [`PUT ${W}`]: WORKSPACE,
  [`DELETE ${W}`]: WORKSPACE,
  [`POST ${W}/search`]: WORKSPACE,
  [`GET ${W}/queue/status`]: WORKSPACE,
  [`POST ${W}/schedule_dream`]: WORKSPACE,
  [`POST ${W}/chat`]: WORKSPACE,

  [`POST ${W}/peers/list`]: WORKSPACE,
  [`POST ${W}/peers`]: SELF_AUTHORIZING,
  [`PUT ${P}`]: PEER,
  [`POST ${P}/sessions`]: PEER,
  [`POST ${P}/chat`]: PEER,
  [`POST ${P}/representation`]: PEER,
  [`GET ${P}/card`]: PEER,
  [`PUT ${P}/card`]: PEER,
  [`GET ${P}/context`]: PEER,
  [`POST ${P}/search`]: PEER,

  [`POST ${W}/sessions/list`]: WORKSPACE,
  [`POST ${W}/sessions`]: SELF_AUTHORIZING,
  [`PUT ${S}`]: SESSION,
  [`DELETE ${S}`]: SESSION,
  [`POST ${S}/clone`]: SESSION,
  [`GET ${S}/peers`]: SESSION_READ,
  [`POST ${S}/peers`]: SESSION,
  [`PUT ${S}/peers`]: SESSION,
  [`DELETE ${S}/peers`]: SESSION,
  // Member-read, and then a peer key may only read its own config (checked in the handler).
  [`GET ${S}/peers/{peer_id}/config`]: SESSION_READ,
  [`PUT ${S}/peers/{peer_id}/config`]: SESSION,
  [`GET ${S}/context`]: SESSION_READ,
  [`GET ${S}/summaries`]: SESSION_READ,
  [`POST ${S}/search`]: SESSION_READ,

  [`POST ${S}/messages`]: SESSION,
  [`POST ${S}/messages/`]: SESSION,
  [`POST ${S}/messages/upload`]: SESSION,
  [`POST ${S}/messages/list`]: SESSION_READ,
  [`GET ${S}/messages/{message_id}`]: SESSION_READ,
  [`PUT ${S}/messages/{message_id}`]: SESSION,

  [`POST ${W}/conclusions`]: WORKSPACE,
  [`POST ${W}/conclusions/list`]: WORKSPACE,
  [`POST ${W}/conclusions/query`]: WORKSPACE,
  [`GET ${W}/conclusions/{conclusion_id}`]: WORKSPACE,
  [`DELETE ${W}/conclusions/{conclusion_id}`]: WORKSPACE,

  [`POST ${W}/scopes`]: WORKSPACE,
  [`POST ${W}/scopes/list`]: WORKSPACE,
  [`GET ${W}/scopes/{scope_id}`]: WORKSPACE,
  [`POST ${W}/scopes/{scope_id}/sessions`]: WORKSPACE,
  [`DELETE ${W}/scopes/{scope_id}/sessions/{session_id}`]: WORKSPACE,
  [`POST ${W}/scopes/{scope_id}/sessions/list`]: WORKSPACE,
  [`GET ${W}/scopes/{scope_id}/status`]: WORKSPACE,

  [`POST ${W}/webhooks`]: WORKSPACE,
  [`GET ${W}/webhooks`]: WORKSPACE,
  [`GET ${W}/webhooks/test`]: WORKSPACE,
  [`DELETE ${W}/webhooks/{endpoint_id}`]: WORKSPACE,

  // The workspace and peer come from the body's `model`: checked in the handler, as peer chat's.
  'POST /v1/chat/completions': SELF_AUTHORIZING,
};

/**
 * The policy of a route; `undefined` for a route missing from
 * {@link ROUTE_POLICIES}, which callers treat as admin-only (failing closed).
 */
export function routePolicy(method: RouteMethod, path: string): RoutePolicy | undefined {
  return ROUTE_POLICIES[`${method} ${path}`];
}

/** The policy for the peer chat route, for routes that reach the same dialectic by other names. */
export const PEER_CHAT_POLICY: RoutePolicy = PEER;
