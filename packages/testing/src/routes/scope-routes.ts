import type { Scope, ScopePage, ScopeStatus, SessionPage } from '@honcho-ai/api-types';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { conflict, notFound } from '../http/http-error.js';
import { paginate, readPageRequest } from '../http/pagination.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { jsonResponse, noContent } from '../http/responses.js';
import { scopePeerId, type ScopeRecord, type WorkspaceRecord } from '../store/records.js';
import { toScope, toSession } from '../store/wire.js';
import { metadata, scopeName } from '../validation/shared-fields.js';
import { array, nullable, object, optional, string } from '../validation/validators.js';

const W = '/v3/workspaces/{workspace_id}';

function requireScope(workspace: WorkspaceRecord, id: string): ScopeRecord {
  const scope = workspace.scopes.get(id);
  if (!scope) throw notFound(`Scope ${id} not found in workspace ${workspace.id}`);
  return scope;
}

/** The seven `.../scopes` routes (absent from the server's published document, present on its routers). */
export const scopeRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: `${W}/scopes`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(request, object({ id: scopeName(), metadata: optional(nullable(metadata())) }), { required: true });
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const existing = workspace.scopes.get(body.id);
      if (existing) return jsonResponse(toScope(existing) satisfies Scope, 200);
      const peerId = scopePeerId(body.id);
      if (workspace.peers.has(peerId)) throw conflict(`A peer named ${peerId} already exists and is not a scope`);
      // A scope is stored as a reserved peer, as on the server (listed by `peers/list` with `kind`).
      store.ensurePeer(workspace, peerId, { metadata: body.metadata ?? {} }, true);
      const scope: ScopeRecord = {
        id: body.id,
        metadata: body.metadata ?? {},
        created_at: store.timestamp(),
        seq: store.nextSeq(),
        sessions: new Map(),
      };
      workspace.scopes.set(scope.id, scope);
      return jsonResponse(toScope(scope) satisfies Scope, 201);
    },
  },
  {
    method: 'POST',
    path: `${W}/scopes/list`,
    handler: ({ url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams);
      const workspace = store.requireWorkspace(params.workspace_id as string);
      return jsonResponse(paginate([...workspace.scopes.values()].map(toScope), page) satisfies ScopePage);
    },
  },
  {
    method: 'GET',
    path: `${W}/scopes/{scope_id}`,
    handler: ({ params, context: { store } }) => {
      const workspace = store.requireWorkspace(params.workspace_id as string);
      return jsonResponse(toScope(requireScope(workspace, params.scope_id as string)) satisfies Scope);
    },
  },
  {
    method: 'POST',
    path: `${W}/scopes/{scope_id}/sessions`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(request, object({ session_ids: array(string(), { min: 1, max: 100 }) }), { required: true });
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const scope = requireScope(workspace, params.scope_id as string);
      for (const sessionId of body.session_ids) store.requireSession(workspace, sessionId);
      for (const sessionId of body.session_ids) if (!scope.sessions.has(sessionId)) scope.sessions.set(sessionId, store.timestamp());
      return noContent();
    },
  },
  {
    method: 'DELETE',
    path: `${W}/scopes/{scope_id}/sessions/{session_id}`,
    handler: ({ params, context: { store } }) => {
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const scope = requireScope(workspace, params.scope_id as string);
      const sessionId = params.session_id as string;
      if (!scope.sessions.delete(sessionId)) throw notFound(`Session ${sessionId} is not in scope ${scope.id}`);
      return noContent();
    },
  },
  {
    method: 'POST',
    path: `${W}/scopes/{scope_id}/sessions/list`,
    handler: ({ url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams);
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const scope = requireScope(workspace, params.scope_id as string);
      const sessions = [...scope.sessions.keys()].flatMap((id) => {
        const session = workspace.sessions.get(id);
        return session ? [toSession(session)] : [];
      });
      return jsonResponse(paginate(sessions, page) satisfies SessionPage);
    },
  },
  {
    method: 'GET',
    path: `${W}/scopes/{scope_id}/status`,
    handler: ({ params, context: { store } }) => {
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const scope = requireScope(workspace, params.scope_id as string);
      const status: ScopeStatus = { backfill_status: {} };
      // Nothing runs in the background, so every backfill has already completed.
      for (const [sessionId, addedAt] of scope.sessions) {
        const copied = [...workspace.conclusions.values()].filter((conclusion) => conclusion.session_id === sessionId).length;
        status.backfill_status[sessionId] = { state: 'completed', updated_at: addedAt, docs_copied: copied };
      }
      return jsonResponse(status);
    },
  },
];
