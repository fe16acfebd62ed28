import type {
  DeletionAccepted,
  Message,
  PeerPage,
  Session,
  SessionContext,
  SessionPage,
  SessionPeerConfig,
  SessionSummaries,
} from '@honcho-ai/api-types';
import {
  requireCreatable,
  requireMemberSessions,
  requireOwnPeer,
  requireWorkspaceLevelKey,
  SCOPE_NEEDS_WORKSPACE_KEY,
  SCOPES_NEED_WORKSPACE_KEY,
} from '../auth/body-checks.js';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { httpError, notFound } from '../http/http-error.js';
import { paginate, readPageRequest } from '../http/pagination.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { jsonResponse, noContent } from '../http/responses.js';
import { peerCardOf, requireObserver } from '../memory/context-card.js';
import { packMessages } from '../memory/pack-messages.js';
import { searchMessages } from '../search/message-search.js';
import type { SessionRecord, WorkspaceRecord } from '../store/records.js';
import type { MemoryStore } from '../store/memory-store.js';
import { toMessage, toPeer, toSession } from '../store/wire.js';
import { sessionConfiguration, sessionPeerConfig } from '../validation/configuration.js';
import { applyFilters, checkFilters, FILTER_FIELDS } from '../validation/filter-body.js';
import { parseQuery } from '../validation/query-params.js';
import { metadata, resourceId, scopeName, scopeNameList } from '../validation/shared-fields.js';
import { anyObject, array, boolean, integer, nullable, number, object, optional, record, string } from '../validation/validators.js';
import { representationOf } from './peer-routes.js';
import { MAX_SESSION_ALLOWLIST, scopeSessionUnion } from './resolve-scope.js';
import { normalizeSessionAllowlist } from './session-allowlist.js';
import { ensureScope, joinScope } from './scope-membership.js';
import { filteredListBody, searchLimit } from './workspace-routes.js';

/** Largest `tokens` budget for session context (the server's `GET_CONTEXT_MAX_TOKENS`). */
export const MAX_CONTEXT_TOKENS = 100_000;

const W = '/v3/workspaces/{workspace_id}';
const S = `${W}/sessions/{session_id}`;

/** The workspace and session named in the path, or 404; as on the server, a session whose deletion has begun is not found. */
export function sessionOf(store: MemoryStore, params: Readonly<Record<string, string>>): { workspace: WorkspaceRecord; session: SessionRecord } {
  const workspace = store.requireWorkspace(params.workspace_id as string);
  const session = store.requireSession(workspace, params.session_id as string);
  if (!session.is_active) throw notFound(`Session ${session.id} not found in workspace ${workspace.id}`);
  return { workspace, session };
}

/** The session named in the path, active or not, or `undefined`: for the routes that query rows without looking the session up. */
function sessionRowOf(store: MemoryStore, params: Readonly<Record<string, string>>): SessionRecord | undefined {
  return store.data.get(params.workspace_id as string)?.sessions.get(params.session_id as string);
}

/** Removes a session with everything filed under it (messages, its conclusions, scope memberships). */
function deleteSession(workspace: WorkspaceRecord, session: SessionRecord): void {
  workspace.sessions.delete(session.id);
  for (const [id, conclusion] of workspace.conclusions) if (conclusion.session_id === session.id) workspace.conclusions.delete(id);
  for (const scope of workspace.scopes.values()) scope.sessions.delete(session.id);
}

const peerConfigOut = (config: SessionPeerConfig | undefined): SessionPeerConfig => ({
  observe_me: config?.observe_me ?? null,
  observe_others: config?.observe_others ?? null,
});

/** `.../sessions` routes except messages. */
export const sessionRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: `${W}/sessions/list`,
    handler: async ({ request, url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams);
      const body = await parseJsonBody(request, filteredListBody(), { required: false });
      checkFilters(body.filters, FILTER_FIELDS.sessions);
      // The server lists the active sessions of the workspace named: none for an unknown one.
      const sessions = [...(store.data.get(params.workspace_id as string)?.sessions.values() ?? [])].filter((session) => session.is_active);
      const records = applyFilters(sessions, body.filters, FILTER_FIELDS.sessions);
      return jsonResponse(paginate(records.map(toSession), page) satisfies SessionPage);
    },
  },
  {
    method: 'POST',
    path: `${W}/sessions`,
    handler: async ({ request, params, context: { store, keys } }) => {
      const body = await parseJsonBody(
        request,
        object({
          id: resourceId(),
          metadata: optional(nullable(metadata())),
          configuration: optional(nullable(sessionConfiguration())),
          peers: optional(nullable(record(sessionPeerConfig()))),
          scopes: optional(nullable(scopeNameList({ max: 100 }))),
        }),
        { required: true },
      );
      const claims = keys.claimsOf(request);
      requireCreatable(claims, params.workspace_id as string, { session: body.id });
      if (body.scopes?.length) requireWorkspaceLevelKey(claims, SCOPES_NEED_WORKSPACE_KEY);
      const workspace = store.ensureWorkspace(params.workspace_id as string).record;
      // Scopes named here are get-or-created, as the scopes route does.
      const scopes = (body.scopes ?? []).map((name) => ensureScope(store, workspace, name).record);
      const { record: session, created } = store.ensureSession(workspace, body.id, body);
      if (body.peers) store.addSessionPeers(workspace, session, body.peers);
      for (const scope of scopes) joinScope(store, workspace, scope, [session.id]);
      return jsonResponse(toSession(session) satisfies Session, created ? 201 : 200);
    },
  },
  {
    method: 'PUT',
    path: S,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(
        request,
        object({ metadata: optional(nullable(metadata())), configuration: optional(nullable(sessionConfiguration())) }),
        { required: true },
      );
      // As on the server: get-or-create (the workspace too), then replace the metadata and merge the configuration.
      const workspace = store.ensureWorkspace(params.workspace_id as string).record;
      const { record: session } = store.ensureSession(workspace, params.session_id as string, body);
      return jsonResponse(toSession(session) satisfies Session);
    },
  },
  {
    method: 'DELETE',
    path: S,
    handler: ({ params, context: { store } }) => {
      const { workspace, session } = sessionOf(store, params);
      // The server marks the session inactive and deletes it in the background;
      // the emulator has nothing to wait for, so it is gone at once.
      deleteSession(workspace, session);
      return jsonResponse({ message: 'Session deleted successfully' } satisfies DeletionAccepted, 202);
    },
  },
  {
    method: 'POST',
    path: `${S}/clone`,
    handler: ({ url, params, context: { store } }) => {
      const query = parseQuery(url.searchParams, { message_id: optional(string()) });
      const original = sessionRowOf(store, params);
      if (!original?.is_active) throw notFound('Original session not found');
      const workspace = store.requireWorkspace(params.workspace_id as string);
      let messagesToCopy = original.messages;
      if (query.message_id !== undefined) {
        const index = original.messages.findIndex((message) => message.id === query.message_id);
        if (index === -1) throw notFound('Session not found');
        messagesToCopy = original.messages.slice(0, index + 1);
      }
      const id = store.newId();
      const copy = { metadata: structuredClone(original.metadata), configuration: structuredClone(original.configuration) };
      if (messagesToCopy.length === 0) {
        // The server answers 201 with the new session but never commits it when
        // there is nothing to copy: the clone of an empty session does not exist.
        const createdAt = store.timestamp();
        return jsonResponse({ id, is_active: true, workspace_id: workspace.id, ...copy, created_at: createdAt } satisfies Session, 201);
      }
      const clone = store.ensureSession(workspace, id, copy).record;
      // Every membership row is copied as a current one: members who had left are members of the clone.
      for (const [peerId, config] of [...original.peers, ...original.formerPeers]) clone.peers.set(peerId, { ...config });
      const copied = store.appendMessages(
        workspace,
        clone,
        messagesToCopy.map((message) => ({
          peer_id: message.peer_id,
          content: message.content,
          metadata: structuredClone(message.metadata),
          configuration: message.configuration,
          created_at: clone.created_at,
        })),
      );
      // The server's copies are written without a token count, so they read 0.
      for (const message of copied) message.token_count = 0;
      return jsonResponse(toSession(clone) satisfies Session, 201);
    },
  },
  {
    method: 'GET',
    path: `${S}/peers`,
    handler: ({ url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams, { reverse: false });
      // A query of the membership rows: an unknown session (or workspace) has no members, not a 404.
      const session = sessionRowOf(store, params);
      const workspace = store.data.get(params.workspace_id as string);
      const peers = workspace && session ? [...session.peers.keys()].map((peerId) => store.requirePeer(workspace, peerId)) : [];
      return jsonResponse(paginate(peers.map(toPeer), page) satisfies PeerPage);
    },
  },
  {
    method: 'POST',
    path: `${S}/peers`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(request, record(sessionPeerConfig()), { required: true });
      // The server's add is a session get-or-create with these peers: an unknown session (and workspace) is created.
      const workspace = store.ensureWorkspace(params.workspace_id as string).record;
      const { record: session } = store.ensureSession(workspace, params.session_id as string);
      store.addSessionPeers(workspace, session, body);
      return jsonResponse(toSession(session) satisfies Session);
    },
  },
  {
    method: 'PUT',
    path: `${S}/peers`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(request, record(sessionPeerConfig()), { required: true });
      const { workspace, session } = sessionOf(store, params);
      // Every member leaves, then the ones named (re)join with the settings given.
      store.removeSessionPeers(session, [...session.peers.keys()]);
      store.addSessionPeers(workspace, session, body);
      return jsonResponse(toSession(session) satisfies Session);
    },
  },
  {
    method: 'DELETE',
    path: `${S}/peers`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(request, array(string()), { required: true });
      const { session } = sessionOf(store, params);
      store.removeSessionPeers(session, body);
      return jsonResponse(toSession(session) satisfies Session);
    },
  },
  {
    method: 'GET',
    path: `${S}/peers/{peer_id}/config`,
    handler: ({ request, params, context: { store, keys } }) => {
      // Member read lets a peer key in; it still reads only its own config.
      requireOwnPeer(keys.claimsOf(request), params.peer_id as string);
      const workspaceId = params.workspace_id as string;
      const sessionId = params.session_id as string;
      const peerId = params.peer_id as string;
      // The server looks up the peer, then the membership row, whether the member left or the session is being deleted.
      if (!store.data.get(workspaceId)?.peers.has(peerId)) throw notFound(`Peer ${peerId} not found in workspace ${workspaceId}`);
      const session = sessionRowOf(store, params);
      const config = session?.peers.get(peerId) ?? session?.formerPeers.get(peerId);
      if (!config) throw notFound(`Session peer ${peerId} not found in session ${sessionId} in workspace ${workspaceId}`);
      return jsonResponse(peerConfigOut(config));
    },
  },
  {
    method: 'PUT',
    path: `${S}/peers/{peer_id}/config`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(request, sessionPeerConfig(), { required: true });
      const { workspace, session } = sessionOf(store, params);
      const peerId = params.peer_id as string;
      store.requirePeer(workspace, peerId);
      // Settings given (not null) are merged into the membership row; a peer without one becomes a member.
      const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value != null)) as SessionPeerConfig;
      const current = session.peers.get(peerId) ?? session.formerPeers.get(peerId);
      if (current) Object.assign(current, given);
      else session.peers.set(peerId, given);
      return noContent();
    },
  },
  {
    method: 'GET',
    path: `${S}/context`,
    handler: ({ request, url, params, context: { store, keys } }) => {
      const query = parseQuery(
        url.searchParams,
        {
          tokens: optional(integer({ le: MAX_CONTEXT_TOKENS })),
          search_query: optional(string()),
          summary: optional(boolean(), () => true),
          peer_target: optional(string()),
          peer_perspective: optional(string()),
          scope: optional(scopeName()),
          sessions: optional(array(string(), { max: MAX_SESSION_ALLOWLIST })),
          limit_to_session: optional(boolean(), () => false),
          search_top_k: optional(integer({ ge: 1, le: 100 })),
          search_max_distance: optional(number({ ge: 0, le: 1 })),
          include_most_frequent: optional(boolean(), () => false),
          max_conclusions: optional(integer({ ge: 1, le: 100 })),
        },
        ['sessions'],
      );
      // The server's own checks, each a 422 with a plain detail string, in its order.
      const refuse = (detail: string): never => {
        throw httpError(422, detail);
      };
      const target = query.peer_target || undefined;
      if (query.peer_perspective && !target) refuse('peer_target must be provided if peer_perspective is provided');
      if (query.scope !== undefined) {
        if (query.peer_perspective) refuse('`scope` and `peer_perspective` are mutually exclusive');
        if (!target) refuse('peer_target must be provided if scope is provided');
      }
      const sessionId = params.session_id as string;
      let allowlist: string[] | undefined;
      if (query.sessions !== undefined) {
        if (query.scope !== undefined) refuse('`sessions` and `scope` are mutually exclusive');
        if (query.limit_to_session) refuse('`sessions` and `limit_to_session` are mutually exclusive');
        if (!target) refuse('peer_target must be provided if sessions is provided');
        allowlist = normalizeSessionAllowlist(query.sessions, 'sessions', sessionId);
      }
      const claims = keys.claimsOf(request);
      if (query.scope !== undefined) requireWorkspaceLevelKey(claims, SCOPE_NEEDS_WORKSPACE_KEY);
      if (query.sessions !== undefined) requireMemberSessions(claims, store.data.get(params.workspace_id as string), query.sessions);
      // A peer key sees the context only from its own perspective.
      if (target !== undefined) requireOwnPeer(claims, query.peer_perspective || target);
      // The server reads the session's rows without looking it up: an unknown session has an empty context.
      const workspaceId = params.workspace_id as string;
      const workspace = store.data.get(workspaceId);
      const stored = workspace?.sessions.get(sessionId)?.messages ?? [];
      const context: SessionContext = {
        id: sessionId,
        messages: packMessages(stored, query.tokens ?? MAX_CONTEXT_TOKENS).map(toMessage),
        // The emulator writes no summaries (the server's are LLM-made in the background).
        summary: null,
        peer_representation: null,
        peer_card: null,
      };
      if (target !== undefined) {
        const observer = query.peer_perspective || target;
        if (query.scope !== undefined && !workspace) throw notFound(`Scope ${query.scope} not found in workspace ${workspaceId}`);
        // A scope stands for its member sessions (the emulator copies nothing into scopes).
        const sessionIds = query.limit_to_session
          ? [sessionId]
          : query.scope !== undefined && workspace
            ? scopeSessionUnion(workspace, query.scope)
            : allowlist;
        context.peer_representation = workspace
          ? representationOf(workspace, {
              observer,
              observed: target,
              sessionIds,
              searchQuery: query.search_query,
              searchTopK: query.search_top_k,
              searchMaxDistance: query.search_max_distance,
              maxConclusions: query.max_conclusions,
            })
          : '';
        // A card has no per-session provenance, so a session allowlist leaves it out.
        const narrowed = query.limit_to_session || allowlist !== undefined;
        context.peer_card = narrowed ? null : peerCardOf(requireObserver(workspaceId, workspace, observer), observer, target);
      }
      return jsonResponse(context);
    },
  },
  {
    method: 'GET',
    path: `${S}/summaries`,
    handler: ({ params }) =>
      // The server reads summaries from the session's rows: an unknown session has none.
      jsonResponse({ id: params.session_id as string, short_summary: null, long_summary: null } satisfies SessionSummaries),
  },
  {
    method: 'POST',
    path: `${S}/search`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(
        request,
        object({ query: string(), filters: optional(nullable(anyObject())), limit: searchLimit() }),
        { required: true },
      );
      // The route's own scope is written over the user's filters, as on the server; an unknown session finds nothing.
      const filters = { ...(body.filters ?? {}), workspace_id: params.workspace_id as string, session_id: params.session_id as string };
      const hits = searchMessages(store.data.get(params.workspace_id as string), body.query, filters, body.limit);
      return jsonResponse(hits.map(toMessage) satisfies Message[]);
    },
  },
];
