import type { Message, Peer, PeerCard, PeerContext, PeerPage, RepresentationResponse, SessionPage } from '@honcho-ai/api-types';
import { requireCreatable, requireWorkspaceLevelKey, SCOPE_NEEDS_WORKSPACE_KEY } from '../auth/body-checks.js';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { httpError, notFound } from '../http/http-error.js';
import { paginate, readPageRequest } from '../http/pagination.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { jsonResponse } from '../http/responses.js';
import { peerCardOf, requireObserver } from '../memory/context-card.js';
import { renderRepresentation, selectConclusions, type RepresentationQuery } from '../memory/representation.js';
import { searchMessages } from '../search/message-search.js';
import { peerCardKey, type WorkspaceRecord } from '../store/records.js';
import { toMessage, toPeer, toSession } from '../store/wire.js';
import { peerConfiguration } from '../validation/configuration.js';
import { applyFilters, checkFilters, FILTER_FIELDS } from '../validation/filter-body.js';
import { parseQuery } from '../validation/query-params.js';
import { metadata, resourceId, scopeOption } from '../validation/shared-fields.js';
import { anyObject, array, boolean, integer, nullable, number, object, oneOf, optional, string } from '../validation/validators.js';
import { scopeSessionUnion } from './resolve-scope.js';
import { extractSessionAllowlist, rejectScopeWithSessions } from './session-allowlist.js';
import { filteredListBody, searchLimit } from './workspace-routes.js';

const representationOptions = {
  search_query: optional(nullable(string())),
  search_top_k: optional(nullable(integer({ ge: 1, le: 100 }))),
  search_max_distance: optional(nullable(number({ ge: 0, le: 1 }))),
  include_most_frequent: optional(nullable(boolean())),
  max_conclusions: optional(nullable(integer({ ge: 1, le: 100 }))),
};

/** The representation text `query` selects. */
export function representationOf(workspace: WorkspaceRecord, query: RepresentationQuery): string {
  return renderRepresentation(selectConclusions(workspace.conclusions.values(), query));
}

/** `.../peers` routes except chat. */
export const peerRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v3/workspaces/{workspace_id}/peers/list',
    handler: async ({ request, url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams);
      const body = await parseJsonBody(
        request,
        object({ filters: optional(nullable(anyObject())), kind: optional(nullable(oneOf(['scope', 'all']))) }),
        { required: false },
      );
      checkFilters(body.filters, FILTER_FIELDS.peers);
      // The server's list is a query by workspace: an unknown one is an empty page, not a 404.
      const workspace = store.data.get(params.workspace_id as string);
      if (!workspace) return jsonResponse(paginate([], page) satisfies PeerPage);
      const peers = [...workspace.peers.values()].filter((peer) =>
        body.kind === 'all' ? true : body.kind === 'scope' ? peer.scope : !peer.scope,
      );
      const records = applyFilters(peers, body.filters, FILTER_FIELDS.peers);
      return jsonResponse(paginate(records.map(toPeer), page) satisfies PeerPage);
    },
  },
  {
    method: 'POST',
    path: '/v3/workspaces/{workspace_id}/peers',
    handler: async ({ request, params, context: { store, keys } }) => {
      const body = await parseJsonBody(
        request,
        object({ id: resourceId(), metadata: optional(nullable(metadata())), configuration: optional(nullable(peerConfiguration())) }),
        { required: true },
      );
      requireCreatable(keys.claimsOf(request), params.workspace_id as string, { peer: body.id });
      // Like the server, creating a peer creates its workspace if needed.
      const workspace = store.ensureWorkspace(params.workspace_id as string).record;
      const { record, created } = store.ensurePeer(workspace, body.id, body);
      return jsonResponse(toPeer(record) satisfies Peer, created ? 201 : 200);
    },
  },
  {
    method: 'PUT',
    path: '/v3/workspaces/{workspace_id}/peers/{peer_id}',
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(
        request,
        object({ metadata: optional(nullable(metadata())), configuration: optional(nullable(peerConfiguration())) }),
        { required: true },
      );
      // The server's update is a get-or-create: updating an unknown peer creates it, and its workspace.
      const workspace = store.ensureWorkspace(params.workspace_id as string).record;
      const peerId = params.peer_id as string;
      if (workspace.peers.get(peerId)?.scope) throw httpError(422, `Peer '${peerId}' is a scope. Use the scopes routes to manage scopes.`);
      const { record } = store.ensurePeer(workspace, peerId, body);
      return jsonResponse(toPeer(record) satisfies Peer);
    },
  },
  {
    method: 'POST',
    path: '/v3/workspaces/{workspace_id}/peers/{peer_id}/sessions',
    handler: async ({ request, url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams);
      const body = await parseJsonBody(request, filteredListBody(), { required: false });
      checkFilters(body.filters, FILTER_FIELDS.sessions);
      // A query by workspace and peer: unknown ones are an empty page, as on the server.
      const workspace = store.data.get(params.workspace_id as string);
      if (!workspace) return jsonResponse(paginate([], page) satisfies SessionPage);
      // Every membership row counts, sessions the peer has left included, as the server's join does.
      const peerId = params.peer_id as string;
      const sessions = [...workspace.sessions.values()].filter((session) => session.peers.has(peerId) || session.formerPeers.has(peerId));
      const records = applyFilters(sessions, body.filters, FILTER_FIELDS.sessions);
      return jsonResponse(paginate(records.map(toSession), page) satisfies SessionPage);
    },
  },
  {
    method: 'POST',
    path: '/v3/workspaces/{workspace_id}/peers/{peer_id}/representation',
    handler: async ({ request, params, context: { store, keys } }) => {
      const body = await parseJsonBody(
        request,
        object({
          session_id: optional(nullable(string())),
          filters: optional(nullable(anyObject())),
          scope: optional(nullable(scopeOption())),
          target: optional(nullable(string())),
          ...representationOptions,
        }),
        { required: true },
      );
      rejectScopeWithSessions(body.scope, body.filters, body.session_id);
      let sessionIds = extractSessionAllowlist(body.filters, body.session_id);
      if (body.scope != null) requireWorkspaceLevelKey(keys.claimsOf(request), SCOPE_NEEDS_WORKSPACE_KEY);
      if (body.session_id != null) sessionIds = [body.session_id];
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const peerId = params.peer_id as string;
      // A scope stands for its member sessions (the emulator copies nothing into scopes).
      if (body.scope != null) sessionIds = scopeSessionUnion(workspace, body.scope);
      const representation = representationOf(workspace, {
        observer: peerId,
        observed: body.target ?? peerId,
        sessionIds,
        searchQuery: body.search_query,
        searchTopK: body.search_top_k,
        searchMaxDistance: body.search_max_distance,
        maxConclusions: body.max_conclusions,
      });
      return jsonResponse({ representation } satisfies RepresentationResponse);
    },
  },
  {
    method: 'GET',
    path: '/v3/workspaces/{workspace_id}/peers/{peer_id}/card',
    handler: ({ url, params, context: { store } }) => {
      const query = parseQuery(url.searchParams, { target: optional(string()) });
      const workspaceId = params.workspace_id as string;
      const peerId = params.peer_id as string;
      // The server looks the observer up first: a missing peer (or workspace) is "Peer X not found".
      const workspace = store.data.get(workspaceId);
      if (workspace?.peers.has(peerId) !== true) throw notFound(`Peer ${peerId} not found in workspace ${workspaceId}`);
      const card = workspace.peerCards.get(peerCardKey(peerId, query.target ?? peerId));
      return jsonResponse({ peer_card: card ? [...card] : null } satisfies PeerCard);
    },
  },
  {
    method: 'PUT',
    path: '/v3/workspaces/{workspace_id}/peers/{peer_id}/card',
    handler: async ({ request, url, params, context: { store } }) => {
      const query = parseQuery(url.searchParams, { target: optional(string()) });
      const body = await parseJsonBody(request, object({ peer_card: array(string({ stripNul: true })) }), { required: true });
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const peerId = params.peer_id as string;
      workspace.peerCards.set(peerCardKey(peerId, query.target ?? peerId), [...body.peer_card]);
      return jsonResponse({ peer_card: body.peer_card } satisfies PeerCard);
    },
  },
  {
    method: 'GET',
    path: '/v3/workspaces/{workspace_id}/peers/{peer_id}/context',
    handler: ({ url, params, context: { store } }) => {
      const query = parseQuery(url.searchParams, {
        target: optional(string()),
        ...representationOptions,
        include_most_frequent: optional(boolean(), () => true),
      });
      const workspaceId = params.workspace_id as string;
      const peerId = params.peer_id as string;
      const target = query.target ?? peerId;
      // Reading the card loads the peer: an unknown peer (or workspace) is a 404; an unknown target is not.
      const workspace = requireObserver(workspaceId, store.data.get(workspaceId), peerId);
      const context: PeerContext = {
        peer_id: peerId,
        target_id: target,
        representation: representationOf(workspace, {
          observer: peerId,
          observed: target,
          searchQuery: query.search_query,
          searchTopK: query.search_top_k,
          searchMaxDistance: query.search_max_distance,
          maxConclusions: query.max_conclusions,
        }),
        peer_card: peerCardOf(workspace, peerId, target),
      };
      return jsonResponse(context);
    },
  },
  {
    method: 'POST',
    path: '/v3/workspaces/{workspace_id}/peers/{peer_id}/search',
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(
        request,
        object({ query: string(), filters: optional(nullable(anyObject())), limit: searchLimit() }),
        { required: true },
      );
      // The route's own scope is written over the user's filters, as on the server; an unknown peer finds nothing.
      const filters = { ...(body.filters ?? {}), workspace_id: params.workspace_id as string, peer_id: params.peer_id as string };
      const hits = searchMessages(store.data.get(params.workspace_id as string), body.query, filters, body.limit);
      return jsonResponse(hits.map(toMessage) satisfies Message[]);
    },
  },
];
