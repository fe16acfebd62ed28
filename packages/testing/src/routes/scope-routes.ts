import type { Scope, ScopePage, ScopeStatus, SessionPage } from '@honcho-ai/api-types';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { paginate, readPageRequest } from '../http/pagination.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { jsonResponse, noContent } from '../http/responses.js';
import { toScope, toSession } from '../store/wire.js';
import { metadata, scopeName } from '../validation/shared-fields.js';
import { array, nullable, object, optional, string } from '../validation/validators.js';
import { ensureScope, joinScope, leaveScope, requireScope } from './scope-membership.js';

const W = '/v3/workspaces/{workspace_id}';

/**
 * The seven `.../scopes` routes (absent from the server's published document,
 * present on its routers). Creating a scope get-or-creates its workspace;
 * the others create nothing, so before the workspace exists the list is
 * empty and every scope is unknown (404).
 */
export const scopeRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: `${W}/scopes`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(request, object({ id: scopeName({ min: 1 }), metadata: optional(nullable(metadata())) }), { required: true });
      const workspace = store.ensureWorkspace(params.workspace_id as string).record;
      const { record, created } = ensureScope(store, workspace, body.id, body.metadata);
      return jsonResponse(toScope(record) satisfies Scope, created ? 201 : 200);
    },
  },
  {
    method: 'POST',
    path: `${W}/scopes/list`,
    handler: ({ url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams);
      const scopes = [...(store.data.get(params.workspace_id as string)?.scopes.values() ?? [])];
      return jsonResponse(paginate(scopes.map(toScope), page) satisfies ScopePage);
    },
  },
  {
    method: 'GET',
    path: `${W}/scopes/{scope_id}`,
    handler: ({ params, context: { store } }) => {
      const workspaceId = params.workspace_id as string;
      return jsonResponse(toScope(requireScope(store.data.get(workspaceId), workspaceId, params.scope_id as string)) satisfies Scope);
    },
  },
  {
    method: 'POST',
    path: `${W}/scopes/{scope_id}/sessions`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(request, object({ session_ids: array(string(), { min: 1, max: 100 }) }), { required: true });
      const workspaceId = params.workspace_id as string;
      const workspace = store.data.get(workspaceId);
      const scope = requireScope(workspace, workspaceId, params.scope_id as string);
      // A scope exists only in a workspace that does.
      if (workspace) joinScope(store, workspace, scope, body.session_ids);
      return noContent();
    },
  },
  {
    method: 'DELETE',
    path: `${W}/scopes/{scope_id}/sessions/{session_id}`,
    handler: ({ params, context: { store } }) => {
      const workspaceId = params.workspace_id as string;
      const workspace = store.data.get(workspaceId);
      const scope = requireScope(workspace, workspaceId, params.scope_id as string);
      const sessionId = params.session_id as string;
      if (workspace) store.requireSession(workspace, sessionId);
      leaveScope(scope, sessionId);
      return noContent();
    },
  },
  {
    method: 'POST',
    path: `${W}/scopes/{scope_id}/sessions/list`,
    handler: ({ url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams);
      const workspaceId = params.workspace_id as string;
      const workspace = store.data.get(workspaceId);
      const scope = requireScope(workspace, workspaceId, params.scope_id as string);
      // Longest-standing member first; sessions no longer active are left out.
      const sessions = [...scope.sessions.keys()].flatMap((id) => {
        const session = workspace?.sessions.get(id);
        return session?.is_active ? [toSession(session)] : [];
      });
      return jsonResponse(paginate(sessions, page) satisfies SessionPage);
    },
  },
  {
    method: 'GET',
    path: `${W}/scopes/{scope_id}/status`,
    handler: ({ params, context: { store } }) => {
      const workspaceId = params.workspace_id as string;
      const scope = requireScope(store.data.get(workspaceId), workspaceId, params.scope_id as string);
      return jsonResponse({ backfill_status: Object.fromEntries(scope.backfill) } satisfies ScopeStatus);
    },
  },
];
