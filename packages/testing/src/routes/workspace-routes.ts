import type { DeletionAccepted, Message, QueueStatus, Workspace, WorkspacePage } from '@honcho-ai/api-types';
import { requireOwnWorkspace } from '../auth/body-checks.js';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { conflict, httpError, notFound } from '../http/http-error.js';
import { paginate, readPageRequest } from '../http/pagination.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { jsonResponse, noContent } from '../http/responses.js';
import { queueStatus } from '../memory/queue-status.js';
import { searchMessages } from '../search/message-search.js';
import { mergeConfiguration } from '../store/memory-store.js';
import { peerCardKey, type WorkspaceRecord } from '../store/records.js';
import { toMessage, toWorkspace } from '../store/wire.js';
import { workspaceConfiguration } from '../validation/configuration.js';
import { applyFilters, checkFilters, FILTER_FIELDS } from '../validation/filter-body.js';
import { parseQuery } from '../validation/query-params.js';
import { metadata, resourceId, scopeOption } from '../validation/shared-fields.js';
import { anyObject, boolean, integer, nullable, object, oneOf, optional, string } from '../validation/validators.js';
import { scopeSessionUnion } from './resolve-scope.js';

/** Body of list routes that only take filters. */
export const filteredListBody = () => object({ filters: optional(nullable(anyObject())) });

/** Search `limit`: 1..100, default 10. */
export const searchLimit = () => optional(integer({ ge: 1, le: 100 }), () => 10);

/** `/v3/workspaces` and the workspace-wide routes. */
export const workspaceRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v3/workspaces',
    handler: async ({ request, context: { store, keys } }) => {
      const body = await parseJsonBody(
        request,
        object({
          id: resourceId(),
          metadata: optional(metadata(), () => ({})),
          configuration: optional(workspaceConfiguration(), () => ({})),
        }),
        { required: true },
      );
      requireOwnWorkspace(keys.claimsOf(request), body.id);
      const { record, created } = store.ensureWorkspace(body.id, body);
      return jsonResponse(toWorkspace(record) satisfies Workspace, created ? 201 : 200);
    },
  },
  {
    method: 'POST',
    path: '/v3/workspaces/list',
    handler: async ({ request, url, context: { store } }) => {
      const page = readPageRequest(url.searchParams);
      const body = await parseJsonBody(request, filteredListBody(), { required: false });
      checkFilters(body.filters, FILTER_FIELDS.workspaces);
      const records = applyFilters([...store.data.values()], body.filters, FILTER_FIELDS.workspaces);
      return jsonResponse(paginate(records.map(toWorkspace), page) satisfies WorkspacePage);
    },
  },
  {
    method: 'PUT',
    path: '/v3/workspaces/{workspace_id}',
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(
        request,
        object({ metadata: optional(nullable(metadata())), configuration: optional(nullable(workspaceConfiguration())) }),
        { required: true },
      );
      // As on the server: get-or-create, then replace the metadata and merge the configuration.
      const workspace = store.ensureWorkspace(params.workspace_id as string).record;
      if (body.metadata != null) workspace.metadata = body.metadata;
      if (body.configuration != null) workspace.configuration = mergeConfiguration(workspace.configuration, body.configuration);
      return jsonResponse(toWorkspace(workspace) satisfies Workspace);
    },
  },
  {
    method: 'DELETE',
    path: '/v3/workspaces/{workspace_id}',
    handler: ({ params, context: { store } }) => {
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const active = [...workspace.sessions.values()].filter((session) => session.is_active).length;
      if (active > 0) {
        throw conflict(`Cannot delete workspace '${workspace.id}': active session(s) remain. Delete all sessions first.`);
      }
      // The server finishes in the background; the emulator is done at once.
      store.data.delete(workspace.id);
      const body: DeletionAccepted = { message: 'Workspace deletion accepted' };
      return jsonResponse(body, 202);
    },
  },
  {
    method: 'POST',
    path: '/v3/workspaces/{workspace_id}/search',
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(
        request,
        object({ query: string(), filters: optional(nullable(anyObject())), limit: searchLimit(), scope: optional(nullable(scopeOption())) }),
        { required: true },
      );
      const workspaceId = params.workspace_id as string;
      // The server searches rows without looking the workspace up: an unknown one finds nothing.
      const workspace = store.data.get(workspaceId);
      const filters: Record<string, unknown> = { ...(body.filters ?? {}) };
      if (body.scope != null) {
        if (Object.hasOwn(filters, 'session_id')) throw httpError(422, "`scope` and a 'session_id' filter are mutually exclusive");
        const names = typeof body.scope === 'string' ? [body.scope] : body.scope;
        if (!workspace) throw notFound(`Scope ${names[0] ?? ''} not found in workspace ${workspaceId}`);
        const sessions = scopeSessionUnion(workspace, body.scope);
        // A scope without sessions matches nothing, not everything.
        if (sessions.length === 0) return jsonResponse([] satisfies Message[]);
        filters.session_id = { in: sessions };
      }
      filters.workspace_id = workspaceId;
      const hits = searchMessages(workspace, body.query, filters, body.limit);
      return jsonResponse(hits.map(toMessage) satisfies Message[]);
    },
  },
  {
    method: 'GET',
    path: '/v3/workspaces/{workspace_id}/queue/status',
    handler: ({ url, params, context: { store, now, dreamDurationMs } }) => {
      const query = parseQuery(url.searchParams, {
        observer_id: optional(string()),
        sender_id: optional(string()),
        session_id: optional(string()),
      });
      // A workspace that does not exist has an empty queue, as the server's query finds no rows.
      const workspace = store.data.get(params.workspace_id as string);
      return jsonResponse(queueStatus(workspace, query, { now: now(), durationMs: dreamDurationMs }) satisfies QueueStatus);
    },
  },
  {
    method: 'POST',
    path: '/v3/workspaces/{workspace_id}/schedule_dream',
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(
        request,
        object({
          observer: string(),
          observed: optional(nullable(string())),
          dream_type: oneOf(['omni', 'card_refresh'], 'enum'),
          session_id: optional(nullable(string())),
          rebuild: optional(boolean(), () => false),
        }),
        { required: true },
      );
      // The server queues the dream without looking the workspace or the observer up: an unknown
      // observer is a 204. An unknown workspace fails the queue row's reference to it there, a
      // 500 (a server defect, pinned in the server-defects marker); here it is the 404 the
      // server's other workspace routes give.
      const workspace = store.data.get(params.workspace_id as string);
      if (!workspace) throw notFound(`Workspace ${params.workspace_id as string} not found`);
      const observed = body.observed ?? body.observer;
      workspace.dreams.push({
        observer: body.observer,
        observed,
        dream_type: body.dream_type,
        session_id: body.session_id ?? null,
        rebuild: body.rebuild,
        scheduled_at: store.timestamp(),
      });
      // A dream for an observer that does not exist has nothing to refresh.
      if (body.dream_type === 'card_refresh' && workspace.peers.has(body.observer)) refreshCard(workspace, body.observer, observed, body.rebuild);
      return noContent();
    },
  },
];

/** Most facts a refreshed card keeps (the newest conclusions win). */
const CARD_SIZE = 40;

/**
 * A deterministic stand-in for the card-refresh dream: the card becomes the
 * observer's conclusions about the observed peer (newest last), appended to
 * the old card unless `rebuild`, without duplicates, capped at 40 facts.
 */
function refreshCard(workspace: WorkspaceRecord, observer: string, observed: string, rebuild: boolean): void {
  const key = peerCardKey(observer, observed);
  const facts = rebuild ? [] : [...(workspace.peerCards.get(key) ?? [])];
  const conclusions = [...workspace.conclusions.values()]
    .filter((conclusion) => conclusion.observer_id === observer && conclusion.observed_id === observed)
    .sort((a, b) => a.seq - b.seq);
  for (const conclusion of conclusions) if (!facts.includes(conclusion.content)) facts.push(conclusion.content);
  workspace.peerCards.set(key, facts.slice(-CARD_SIZE));
}
