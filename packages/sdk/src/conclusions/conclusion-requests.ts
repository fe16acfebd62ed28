import type { ConclusionPage } from '@honcho-ai/api-types';
import { buildPath, Page, serverFeature } from '@honcho-ai/sdk-core';
import { type CallOptions, requestOptions } from '../internal/call-options.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import { LIMITS } from '../validation/limits.js';
import { CallBudget } from '../internal/call-budget.js';
import { Conclusion, type ConclusionResponse } from './conclusion.js';
import { mapBounded } from './map-bounded.js';

// The requests both conclusion classes make, in one place: the view adds its
// observer/observed filter, the workspace class sends the caller's as is.

/** Filters as sent to the conclusion routes. */
export type ConclusionFilters = Record<string, unknown>;

/** A list request: filters in the body, paging in the query. */
export interface ConclusionListRequest {
  /** `undefined` sends no body at all (the workspace list without filters, as 2.5). */
  filters: ConclusionFilters | undefined;
  page: number;
  size: number;
  reverse: boolean | undefined;
}

/** Options a listing method accepts beyond paging: per-call knobs and prefetch. */
export interface ListCallOptions extends CallOptions {
  /** While one page is consumed by `for await`, fetch the next in the background. */
  prefetch?: boolean | undefined;
}

/** Default page size, as in 2.5. */
export const DEFAULT_PAGE_SIZE = 50;

/** Default parallel requests for a multi-request read. */
export const DEFAULT_READ_CONCURRENCY = 4;

const listPath = (workspaceId: string): string =>
  buildPath('/v3/workspaces/{workspace_id}/conclusions/list', { workspace_id: workspaceId });

/** `POST …/conclusions/list`, one page. */
export async function fetchConclusionPage(
  context: WorkspaceContext,
  request: ConclusionListRequest,
  options: CallOptions,
): Promise<ConclusionPage> {
  await context.ensureWorkspace({ signal: options.signal });
  return context.http.post<ConclusionPage>(listPath(context.workspaceId), {
    ...requestOptions(options),
    body: request.filters === undefined ? undefined : { filters: request.filters },
    query: { page: request.page, size: request.size, reverse: request.reverse ? 'true' : undefined },
  });
}

/**
 * The first page of a listing as a core `Page`, whose later pages are fetched
 * with the same filters, per-call options and (linked) signal.
 */
export async function listConclusions(
  context: WorkspaceContext,
  request: ConclusionListRequest,
  options: ListCallOptions,
): Promise<Page<Conclusion, ConclusionResponse>> {
  const callOptions = requestOptions(options);
  const first = await fetchConclusionPage(context, request, callOptions);
  return new Page<Conclusion, ConclusionResponse>(
    first,
    (item) => Conclusion.fromApiResponse(item),
    (page, size, signal) => fetchConclusionPage(context, { ...request, page, size }, { ...callOptions, signal: signal ?? callOptions.signal }),
    { prefetch: options.prefetch, signal: callOptions.signal },
  );
}

/** `GET …/conclusions/{conclusion_id}`, as a feature some servers lack (server 3.0.12 answers it 405). */
const CONCLUSION_BY_ID = serverFeature('conclusion lookup by id', 'conclusions.getMany([id]) reads the list route, which every server has');

/** `GET …/conclusions/{conclusion_id}`. */
export async function fetchConclusion(context: WorkspaceContext, conclusionId: string, options: CallOptions): Promise<ConclusionResponse> {
  const path = buildPath('/v3/workspaces/{workspace_id}/conclusions/{conclusion_id}', {
    workspace_id: context.workspaceId,
    conclusion_id: conclusionId,
  });
  await context.ensureWorkspace({ signal: options.signal });
  return context.http.get<ConclusionResponse>(path, { ...requestOptions(options), feature: CONCLUSION_BY_ID });
}

/** Options of a `getMany` call. */
export interface GetManyOptions extends CallOptions {
  /**
   * Most list requests in flight at once (1..16, default 4). Ids are looked
   * up 100 per request, the server's page limit.
   */
  concurrency?: number | undefined;
}

/**
 * Looks up conclusions by id through the list route, 100 ids per request,
 * a bounded number of requests at a time.
 *
 * The result follows the order of `ids` (duplicates collapsed to their first
 * position); ids that do not exist, or that `scope` excludes, are left out. If
 * any request fails, the others are cancelled and the call rejects with that
 * request's error: no partial result is returned.
 */
export async function getManyConclusions(
  context: WorkspaceContext,
  ids: readonly string[],
  scope: ConclusionFilters,
  options: GetManyOptions,
): Promise<Conclusion[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += LIMITS.pageSizeMax) {
    chunks.push(unique.slice(start, start + LIMITS.pageSizeMax));
  }
  const budget = new CallBudget(options.timeout);
  let pages: ConclusionPage[];
  try {
    pages = await mapBounded(
      chunks,
      options.concurrency ?? DEFAULT_READ_CONCURRENCY,
      (chunk, signal) =>
        fetchConclusionPage(
          context,
          { filters: { ...scope, id: { in: chunk } }, page: 1, size: chunk.length, reverse: undefined },
          { ...requestOptions(options), signal, timeout: budget.remaining() },
        ),
      options.signal,
    );
  } finally {
    budget.dispose();
  }
  const byId = new Map<string, ConclusionResponse>();
  for (const page of pages) for (const item of page.items) byId.set(item.id, item);
  return unique.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [Conclusion.fromApiResponse(item)];
  });
}
