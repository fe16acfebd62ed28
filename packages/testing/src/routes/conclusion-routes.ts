import type { Conclusion, ConclusionPage } from '@honcho-ai/api-types';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { notFound } from '../http/http-error.js';
import { paginate, readPageRequest } from '../http/pagination.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { jsonResponse, noContent } from '../http/responses.js';
import { lexicalSearch } from '../search/lexical-search.js';
import type { ConclusionRecord, WorkspaceRecord } from '../store/records.js';
import { toConclusion } from '../store/wire.js';
import { approximateTokens } from '../tokens/approximate-tokens.js';
import { applyFilters, checkFilters, FILTER_FIELDS } from '../validation/filter-body.js';
import { anyObject, array, integer, nullable, number, object, optional, refine, string } from '../validation/validators.js';
import { filteredListBody } from './workspace-routes.js';

/** Longest conclusion content in characters. */
export const MAX_CONCLUSION_CHARS = 65_535;
/** Longest conclusion content in (approximate) tokens: the embedding model's input limit. */
export const MAX_CONCLUSION_TOKENS = 8192;
/** Most conclusions in one create call. */
export const MAX_CONCLUSIONS_PER_BATCH = 100;

const W = '/v3/workspaces/{workspace_id}';

/** Conclusion records as the filter sees them: with their workspace. */
const filterable = (workspace: WorkspaceRecord): (ConclusionRecord & { workspace_id: string })[] =>
  [...workspace.conclusions.values()].map((record) => ({ ...record, workspace_id: workspace.id }));

function requireConclusion(workspace: WorkspaceRecord, id: string): ConclusionRecord {
  const record = workspace.conclusions.get(id);
  if (!record) throw notFound(`Conclusion ${id} not found`);
  return record;
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
      const workspace = store.requireWorkspace(params.workspace_id as string);
      for (const conclusion of body.conclusions) {
        if (conclusion.session_id != null) store.requireSession(workspace, conclusion.session_id);
      }
      const created = store.addConclusions(workspace, body.conclusions);
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
      const workspace = store.requireWorkspace(params.workspace_id as string);
      // Newest first is this route's natural order; `reverse` gives oldest first.
      const records = applyFilters(filterable(workspace), body.filters, FILTER_FIELDS.conclusions).sort((a, b) => b.seq - a.seq);
      return jsonResponse(paginate(records.map(toConclusion), page) satisfies ConclusionPage);
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
      checkFilters(body.filters, FILTER_FIELDS.conclusions);
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const candidates = applyFilters(filterable(workspace), body.filters, FILTER_FIELDS.conclusions);
      // Distance stands in for cosine distance: 1 minus the lexical match score.
      const maxDistance = body.distance ?? 1;
      const hits = lexicalSearch(candidates, body.query, (record) => record.content)
        .filter((hit) => 1 - hit.score <= maxDistance)
        .slice(0, body.top_k);
      return jsonResponse(hits.map((hit) => toConclusion(hit.item)) satisfies Conclusion[]);
    },
  },
  {
    method: 'GET',
    path: `${W}/conclusions/{conclusion_id}`,
    handler: ({ params, context: { store } }) => {
      const workspace = store.requireWorkspace(params.workspace_id as string);
      return jsonResponse(toConclusion(requireConclusion(workspace, params.conclusion_id as string)) satisfies Conclusion);
    },
  },
  {
    method: 'DELETE',
    path: `${W}/conclusions/{conclusion_id}`,
    handler: ({ params, context: { store } }) => {
      const workspace = store.requireWorkspace(params.workspace_id as string);
      workspace.conclusions.delete(requireConclusion(workspace, params.conclusion_id as string).id);
      return noContent();
    },
  },
];
