import { checkInput, fields, type HttpClient, type Page, type SpecShape } from '@honcho-ai/sdk-core';
import { requestOptions, type CallOptionKey, type CallOptions } from '../internal/call-options.js';
import { contextFrom, type EnsureWorkspace, type WorkspaceContext } from '../internal/workspace-context.js';
import { filtersSpec } from '../workspace/filters.js';
import { Conclusion, type ConclusionResponse } from './conclusion.js';
import { concurrencySpec, conclusionIdListSpec, conclusionIdSpec, optionalOptions, pagingShape } from './conclusion-inputs.js';
import type { WorkspaceConclusionListOptions } from './conclusion-options.js';
import { DEFAULT_PAGE_SIZE, fetchConclusion, type GetManyOptions, getManyConclusions, listConclusions } from './conclusion-requests.js';

const specs = {
  list: fields({
    options: optionalOptions({ ...pagingShape, filters: filtersSpec } satisfies SpecShape<Omit<WorkspaceConclusionListOptions, CallOptionKey>>),
  }),
  get: fields({ conclusionId: conclusionIdSpec, options: optionalOptions({}) }),
  getMany: fields({
    conclusionIds: conclusionIdListSpec,
    options: optionalOptions({ concurrency: concurrencySpec } satisfies SpecShape<Omit<GetManyOptions, CallOptionKey>>),
  }),
};

/**
 * Every conclusion in the workspace, with no observer/observed pair implied:
 * list them, narrowing with filters, and look them up by id.
 *
 * Get it as `honcho.conclusions`. Pair-scoped create, query and delete live
 * on `peer.conclusions` / `peer.conclusionsOf(target)`.
 *
 * @example
 * ```ts
 * const aboutAlice = await honcho.conclusions.list({ filters: { observed_id: 'alice' } });
 * const premises = await honcho.conclusions.getMany(derived.sourceIds ?? []);
 * ```
 */
export class WorkspaceConclusions {
  /** The workspace. */
  readonly workspaceId: string;
  readonly #context: WorkspaceContext;

  /**
   * Prefer `honcho.conclusions`; this constructor is kept as in 2.5.
   *
   * @param http - The client's transport (`honcho.http`).
   * @param workspaceId - The workspace.
   * @param ensureWorkspace - Makes sure the workspace exists before the first request.
   */
  constructor(http: HttpClient, workspaceId: string, ensureWorkspace?: EnsureWorkspace) {
    this.workspaceId = workspaceId;
    this.#context = contextFrom(http, workspaceId, ensureWorkspace);
  }

  /**
   * Lists conclusions across the workspace, newest first.
   *
   * @param options - `filters` to narrow (e.g. `{ observed_id: 'alice' }`,
   *   `{ session_id: 'support-42' }`, `{ level: 'deductive' }`), `page`,
   *   `size` (1..100, default 50), `reverse`, `prefetch` and per-call options.
   * @returns The first page; `for await` over it walks every page.
   */
  async list(options?: WorkspaceConclusionListOptions): Promise<Page<Conclusion, ConclusionResponse>> {
    checkInput(specs.list, { options }, 'Invalid conclusions.list() input');
    const opts = options ?? {};
    return listConclusions(
      this.#context,
      { filters: opts.filters ?? undefined, page: opts.page ?? 1, size: opts.size ?? DEFAULT_PAGE_SIZE, reverse: opts.reverse },
      opts,
    );
  }

  /**
   * One conclusion by id, anywhere in the workspace.
   *
   * @throws {@link NotFoundError} when no conclusion has this id.
   */
  async get(conclusionId: string, options?: CallOptions): Promise<Conclusion> {
    checkInput(specs.get, { conclusionId, options }, 'Invalid conclusions.get() input');
    return Conclusion.fromApiResponse(await fetchConclusion(this.#context, conclusionId, requestOptions(options)));
  }

  /**
   * Several conclusions by id, anywhere in the workspace.
   *
   * Looks ids up 100 per request, up to `concurrency` (default 4) requests at
   * a time; `timeout` bounds the whole call.
   *
   * @returns The conclusions found, in the order of `conclusionIds` (a
   *   repeated id appears once). Ids that do not exist are left out.
   * @throws The first failed request's error, after cancelling the others; no
   *   partial result.
   */
  async getMany(conclusionIds: readonly string[], options?: GetManyOptions): Promise<Conclusion[]> {
    checkInput(specs.getMany, { conclusionIds, options }, 'Invalid conclusions.getMany() input');
    return getManyConclusions(this.#context, conclusionIds, {}, options ?? {});
  }

  /** `WorkspaceConclusions(workspaceId='…')`. */
  toString(): string {
    return `WorkspaceConclusions(workspaceId='${this.workspaceId}')`;
  }
}
