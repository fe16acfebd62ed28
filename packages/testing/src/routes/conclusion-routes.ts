import type { Conclusion, ConclusionPage } from '@honcho-ai/api-types';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { httpError, notFound } from '../http/http-error.js';
import { paginate, readPageRequest } from '../http/pagination.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { jsonResponse, noContent } from '../http/responses.js';
import { nearest } from '../search/term-distance.js';
import type { ConclusionRecord, WorkspaceRecord } from '../store/records.js';
import { toConclusion } from '../store/wire.js';
import { approximateTokens } from '../tokens/approximate-tokens.js';
import { applyFilters, checkFilters, FILTER_FIELDS } from '../validation/filter-body.js';
import { anyObject, array, integer, nullable, number, object, optional, refine, string } from '../validation/validators.js';
import { rejectScopeObserved } from './peer-name-checks.js';
import { filteredListBody } from './workspace-routes.js';

/** Longest conclusion content in characters. */
export const MAX_CONCLUSION_CHARS = 65_535;
/** Longest conclusion content in (approximate) tokens: the embedding model's input limit. */
export const MAX_CONCLUSION_TOKENS = 8192;
/** Most conclusions in one create call. */
export const MAX_CONCLUSIONS_PER_BATCH = 100;

/** The server's refusal of a semantic query that does not name both peers. */
export const QUERY_NEEDS_PEERS =
  'observer and observed must be specified for semantic search. ' +
  `Pass them inside the 'filters' object, e.g. {"query": "...", "filters": {"observer": "alice", "observed": "bob"}}. ` +
  "Both 'observer'/'observer_id' and 'observed'/'observed_id' are accepted.";

const W = '/v3/workspaces/{workspace_id}';

/** Conclusion records as the filter sees them: with their workspace (none when it does not exist). */
const filterable = (workspace: WorkspaceRecord | undefined): (ConclusionRecord & { workspace_id: string })[] =>
  workspace ? [...workspace.conclusions.values()].map((record) => ({ ...record, workspace_id: workspace.id })) : [];

/**
 * The server's list order, `created_at` newest first (oldest first with
 * `reverse`). It has no tie-breaker, and the conclusions of one create call
 * share their `created_at`: they come back in the order they were given,
 * whichever the direction. Writes that are apart in time but fell in the
 * same millisecond here are told apart by their order.
 */
function byCreation(reverse: boolean): (a: ConclusionRecord, b: ConclusionRecord) => number {
  return (a, b) => {
    const time = (Date.parse(a.created_at) || 0) - (Date.parse(b.created_at) || 0);
    const order = time !== 0 ? time : (a.batch ?? a.seq) - (b.batch ?? b.seq);
    if (order !== 0) return reverse ? order : -order;
    return a.seq - b.seq;
  };
}

/** Python truthiness of a JSON value, as the server tests `filters.get("observer")`. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
  return Boolean(value);
}

/** The peer a query names under `key` or `<key>_id` (the first one set), or `undefined`. */
function queryPeer(filters: Record<string, unknown> | null | undefined, key: 'observer' | 'observed'): unknown {
  if (!filters) return undefined;
  if (truthy(filters[key])) return filters[key];
  return truthy(filters[`${key}_id`]) ? filters[`${key}_id`] : undefined;
}

/** `.../conclusions` routes. */
export const conclusionRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: `${W}/conclusions`,
    handler: async ({ request, params, context: { store } }) => {
      const content = refine(string({ min: 1, max: MAX_CONCLUSION_CHARS, stripNul: true }), (value) => {
        const tokens = approximateTokens(value);
        return tokens > MAX_CONCLUSION_TOKENS ? `content is ${tokens} tokens; at most ${MAX_CONCLUSION_TOKENS} fit the embedding model` : undefined;
      });
      const item = object({ content, observer_id: string(), observed_id: string(), session_id: optional(nullable(string())) });
      const body = await parseJsonBody(
        request,
        object({ conclusions: array(item, { min: 1, max: MAX_CONCLUSIONS_PER_BATCH }) }, { aliases: { conclusions: ['observations'] } }),
        { required: true },
      );
      const workspaceId = params.workspace_id as string;
      // Nothing is created here: the sessions, then the peers, must already
      // exist (in a workspace that does not, none does).
      const workspace = store.data.get(workspaceId);
      for (const { session_id: sessionId } of body.conclusions) {
        if (sessionId != null && workspace?.sessions.get(sessionId)?.is_active !== true) {
          throw notFound(`Session ${sessionId} not found in workspace ${workspaceId}`);
        }
      }
      const peerIds = body.conclusions.flatMap((conclusion) => [conclusion.observer_id, conclusion.observed_id]);
      const absent = peerIds.find((peerId) => !workspace?.peers.has(peerId));
      // The list is never empty, so without a workspace some peer is always absent.
      if (absent !== undefined || workspace === undefined) throw notFound(`Peer ${absent ?? peerIds[0]} not found in workspace ${workspaceId}`);
      // A scope may hold conclusions (that is how it recalls) but is never their subject.
      rejectScopeObserved(workspace, body.conclusions.map((conclusion) => conclusion.observed_id), 'No conclusion is ever formed about a scope.');
      const created = store.addConclusions(workspace, body.conclusions, { together: true });
      return jsonResponse(created.map(toConclusion) satisfies Conclusion[], 201);
    },
  },
  {
    method: 'POST',
    path: `${W}/conclusions/list`,
    handler: async ({ request, url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams);
      const body = await parseJsonBody(request, filteredListBody(), { required: false });
      checkFilters(body.filters, FILTER_FIELDS.conclusions);
      // A workspace that does not exist has no conclusions: an empty page, not a 404.
      const records = applyFilters(filterable(store.data.get(params.workspace_id as string)), body.filters, FILTER_FIELDS.conclusions);
      records.sort(byCreation(page.reverse));
      return jsonResponse(paginate(records.map(toConclusion), { ...page, reverse: false }) satisfies ConclusionPage);
    },
  },
  {
    method: 'POST',
    path: `${W}/conclusions/query`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(
        request,
        object({
          query: string(),
          top_k: optional(integer({ ge: 1, le: 100 }), () => 10),
          distance: optional(nullable(number({ ge: 0, le: 1 }))),
          filters: optional(nullable(anyObject())),
        }),
        { required: true },
      );
      // The server's order: both peers named, the query embedded, then the filters applied.
      const observer = queryPeer(body.filters, 'observer');
      const observed = queryPeer(body.filters, 'observed');
      if (observer === undefined || observed === undefined) throw httpError(422, QUERY_NEEDS_PEERS);
      if (approximateTokens(body.query) > MAX_CONCLUSION_TOKENS) throw httpError(422, `Query exceeds maximum token limit of ${MAX_CONCLUSION_TOKENS}.`);
      checkFilters(body.filters, FILTER_FIELDS.conclusions);
      const pair = filterable(store.data.get(params.workspace_id as string)).filter(
        (record) => record.observer_id === observer && record.observed_id === observed,
      );
      const candidates = applyFilters(pair, body.filters, FILTER_FIELDS.conclusions);
      // A vector search: the nearest `top_k`, however far, unless `distance` caps how far.
      const hits = nearest(candidates, body.query, (record) => record.content)
        .filter((hit) => body.distance == null || hit.distance <= body.distance)
        .slice(0, body.top_k);
      return jsonResponse(hits.map((hit) => toConclusion(hit.item)) satisfies Conclusion[]);
    },
  },
  {
    method: 'GET',
    path: `${W}/conclusions/{conclusion_id}`,
    handler: ({ params, context: { store } }) => {
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const id = params.conclusion_id as string;
      const record = workspace.conclusions.get(id);
      if (!record) throw notFound(`Conclusion ${id} not found`);
      return jsonResponse(toConclusion(record) satisfies Conclusion);
    },
  },
  {
    method: 'DELETE',
    path: `${W}/conclusions/{conclusion_id}`,
    handler: ({ params, context: { store } }) => {
      const workspaceId = params.workspace_id as string;
      const id = params.conclusion_id as string;
      // Deleted already, never there, or in a workspace that does not exist: the same 404.
      if (!store.data.get(workspaceId)?.conclusions.delete(id)) {
        throw notFound(`Document ${id} not found or does not belong to workspace ${workspaceId}`);
      }
      return noContent();
    },
  },
];
