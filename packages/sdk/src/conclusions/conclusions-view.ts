import type { ConclusionCreate, RepresentationResponse } from '@honcho-ai/api-types';
import { buildPath, checkInput, fields, finiteNumber, type HttpClient, type InputSpec, integer, knownFields, NotFoundError, type Page, type SpecShape, z } from '@honcho-ai/sdk-core';
import { writeInBatches } from '../batching/index.js';
import { nothingSentError } from '../batching/nothing-sent-error.js';
import { CallBudget } from '../internal/call-budget.js';
import { CALL_OPTION_KEYS, requestOptions, type CallOptionKey, type CallOptions } from '../internal/call-options.js';
import { resolveId } from '../internal/resolve-id.js';
import { contextFrom, type EnsureWorkspace, type WorkspaceContext } from '../internal/workspace-context.js';
import { idLike } from '../validation/id-like.js';
import { LIMITS } from '../validation/limits.js';
import { filtersSpec, type Filters } from '../workspace/filters.js';
import { searchQuerySpec } from '../workspace/search-input.js';
import { Conclusion, type ConclusionResponse } from './conclusion.js';
import { concurrencySpec, conclusionContentSpec, conclusionIdListSpec, conclusionIdSpec, optionalOptions, pagingShape } from './conclusion-inputs.js';
import type {
  ConclusionCreateOptions,
  ConclusionCreateParams,
  ConclusionDerivedOptions,
  ConclusionListOptions,
  ConclusionQueryOptions,
} from './conclusion-options.js';
import {
  type ConclusionFilters,
  DEFAULT_PAGE_SIZE,
  fetchConclusion,
  type GetManyOptions,
  getManyConclusions,
  listConclusions,
} from './conclusion-requests.js';
import { LIST_RESERVED_FILTER_KEYS, throwIfManagedFilterKeys, VIEW_RESERVED_FILTER_KEYS } from './managed-filter-keys.js';
import { representationOptionsShape, representationOptionsToWire, type RepresentationOptions } from './representation-options.js';

/** An options object whose keys outside `shape` are refused, naming the ones it knows. */
function optionsOf<Shape extends Record<string, InputSpec<unknown>>>(shape: Shape) {
  const known = [...Object.keys(shape), ...CALL_OPTION_KEYS].join(', ');
  return knownFields(shape, 'an options object', () => `is not a known option (known: ${known})`, CALL_OPTION_KEYS);
}

const queryTuningShape = {
  topK: z.optional(integer(1, LIMITS.topKMax)),
  distance: z.optional(finiteNumber(0, 1)),
  filters: filtersSpec,
} satisfies SpecShape<Omit<ConclusionQueryOptions, CallOptionKey>>;

const createParamsShape = {
  content: conclusionContentSpec,
  sessionId: z.optional(z.nullable(idLike)),
} satisfies SpecShape<ConclusionCreateParams>;

const createParamsSpec = fields(
  {
    ...createParamsShape,
    // The wire spelling is not read, so the conclusion would silently lose its session.
    session_id: z.optional(z.custom(() => false, { error: 'is not an option here; use sessionId', abort: true })),
  },
  'an object with a content string',
);

const createOptions = optionalOptions({ concurrency: concurrencySpec } satisfies SpecShape<Omit<ConclusionCreateOptions, CallOptionKey>>);

const specs = {
  list: fields({
    options: optionalOptions({
      ...pagingShape,
      session: z.optional(idLike),
      filters: filtersSpec,
    } satisfies SpecShape<Omit<ConclusionListOptions, CallOptionKey>>),
  }),
  queryPositional: fields({ query: searchQuerySpec, ...queryTuningShape, options: optionalOptions({}) }),
  queryObject: fields({ query: searchQuerySpec, options: optionsOf(queryTuningShape) }),
  byId: fields({ conclusionId: conclusionIdSpec, options: optionalOptions({}) }),
  getMany: fields({
    conclusionIds: conclusionIdListSpec,
    options: optionalOptions({ concurrency: concurrencySpec } satisfies SpecShape<Omit<GetManyOptions, CallOptionKey>>),
  }),
  derived: fields({
    conclusionId: conclusionIdSpec,
    options: optionalOptions(pagingShape satisfies SpecShape<Omit<ConclusionDerivedOptions, CallOptionKey>>),
  }),
  createMany: fields({ conclusions: z.array(createParamsSpec), options: createOptions }),
  createOne: fields({ conclusion: createParamsSpec, options: createOptions }),
  representation: fields({
    options: z.optional(optionsOf(representationOptionsShape)),
  }),
};

/**
 * Conclusions one peer (the observer) holds about another (the observed):
 * list, search, read, create and delete them, and render the observer's
 * representation of the observed peer.
 *
 * Get one from a peer rather than constructing it: `peer.conclusions` (what
 * the peer concluded about itself) or `peer.conclusionsOf(target)`.
 *
 * Every method validates its input before any request, naming each bad field
 * in one `HonchoValidationError`, and takes per-call `signal`, `timeout`,
 * `maxRetries` and `headers`.
 *
 * @example
 * ```ts
 * const aboutBob = alice.conclusionsOf(bob);
 * await aboutBob.create([{ content: 'Bob is vegetarian' }, { content: 'Bob runs marathons' }]);
 * const hits = await aboutBob.query('diet', { topK: 5 });
 * for await (const conclusion of await aboutBob.list({ filters: { level: 'explicit' } })) {
 *   console.log(conclusion.content);
 * }
 * ```
 */
export class ConclusionsView {
  /** The workspace the conclusions live in. */
  readonly workspaceId: string;
  /** The peer holding the conclusions. */
  readonly observer: string;
  /** The peer they are about. */
  readonly observed: string;
  readonly #context: WorkspaceContext;

  /**
   * Prefer `peer.conclusions` / `peer.conclusionsOf(target)`; this
   * constructor is kept as in 2.5 for code that builds views by hand.
   *
   * @param http - The client's transport (`honcho.http`).
   * @param workspaceId - The workspace.
   * @param observer - The peer holding the conclusions.
   * @param observed - The peer they are about.
   * @param ensureWorkspace - Makes sure the workspace exists before the first request.
   */
  constructor(http: HttpClient, workspaceId: string, observer: string, observed: string, ensureWorkspace?: EnsureWorkspace) {
    this.workspaceId = workspaceId;
    this.observer = observer;
    this.observed = observed;
    this.#context = contextFrom(http, workspaceId, ensureWorkspace);
  }

  /** The view's own filter: its observer/observed pair. */
  get #pair(): ConclusionFilters {
    return { observer_id: this.observer, observed_id: this.observed };
  }

  /**
   * Lists the conclusions in this view, newest first.
   *
   * @param options - `page` (from 1), `size` (1..100, default 50), `session`
   *   to keep one session's conclusions, `filters` combined with the view's
   *   pair (e.g. `{ level: 'explicit' }`, `{ source_ids: { contains: [id] } }`;
   *   see https://honcho.dev/docs/v3/documentation/features/advanced/using-filters),
   *   `reverse` for oldest first, `prefetch`, and per-call options.
   * @returns The first page; `for await` over it walks every page.
   * @throws {@link HonchoValidationError} for a bad option, or, first and
   *   with 2.5's message (`Filter key(s) … are managed by this conclusions
   *   view …`), a filter on a key the view sets: `observer`, `observed`,
   *   `observer_id`, `observed_id`, `session`, `session_id` (use `session`).
   */
  async list(options?: ConclusionListOptions): Promise<Page<Conclusion, ConclusionResponse>> {
    throwIfManagedFilterKeys(options?.filters, 'options.filters', LIST_RESERVED_FILTER_KEYS);
    checkInput(specs.list, { options }, 'Invalid conclusions.list() input');
    const opts = options ?? {};
    const sessionId = opts.session === undefined ? undefined : resolveId(opts.session);
    const filters: ConclusionFilters = {
      ...this.#pair,
      ...(sessionId === undefined ? {} : { session_id: sessionId }),
      ...opts.filters,
    };
    return listConclusions(
      this.#context,
      { filters, page: opts.page ?? 1, size: opts.size ?? DEFAULT_PAGE_SIZE, reverse: opts.reverse },
      opts,
    );
  }

  /**
   * Semantic search over the conclusions in this view.
   *
   * Two forms: 2.5's positional `query(text, topK?, distance?, filters?)`
   * (with per-call options as a fifth argument), and
   * `query(text, { topK, distance, filters, signal, timeout })`.
   *
   * @param query - The text to match by meaning (not empty or only whitespace).
   * @param topK - Most results, 1..100 (default 10).
   * @param distance - Largest cosine distance a result may have, 0..1.
   * @param filters - Further conditions combined with the view's pair, e.g.
   *   `{ level: 'deductive' }`. `observer`, `observed`, `observer_id` and
   *   `observed_id` are managed by the view and refused (2.5's message).
   * @param options - Per-call options.
   * @returns The `topK` conclusions of this view nearest to `query`, closest
   *   first: without `distance`, however far they are.
   */
  query(query: string, topK?: number, distance?: number, filters?: Filters, options?: CallOptions): Promise<Conclusion[]>;
  query(query: string, options: ConclusionQueryOptions): Promise<Conclusion[]>;
  async query(
    query: string,
    topKOrOptions?: number | ConclusionQueryOptions,
    distance?: number,
    filters?: Filters,
    options?: CallOptions,
  ): Promise<Conclusion[]> {
    const prefix = 'Invalid conclusions.query() input';
    let args: ConclusionQueryOptions;
    if (typeof topKOrOptions === 'object' && topKOrOptions !== null) {
      args = topKOrOptions;
      throwIfManagedFilterKeys(args.filters, 'options.filters', VIEW_RESERVED_FILTER_KEYS);
      checkInput(specs.queryObject, { query, options: args }, prefix);
    } else {
      throwIfManagedFilterKeys(filters, 'filters', VIEW_RESERVED_FILTER_KEYS);
      // `null` (a JS caller skipping a positional argument) means "not given", like `undefined`.
      const positional = { query, topK: topKOrOptions ?? undefined, distance: distance ?? undefined, filters, options };
      checkInput(specs.queryPositional, positional, prefix);
      args = { ...options, topK: positional.topK, distance: positional.distance, filters };
    }

    const path = buildPath('/v3/workspaces/{workspace_id}/conclusions/query', { workspace_id: this.workspaceId });
    await this.#context.ensureWorkspace({ signal: args.signal });
    const response = await this.#context.http.post<ConclusionResponse[] | null>(path, {
      ...requestOptions(args),
      body: { query, top_k: args.topK ?? 10, distance: args.distance, filters: { ...this.#pair, ...args.filters } },
    });
    return (response ?? []).map((item) => Conclusion.fromApiResponse(item));
  }

  /**
   * One conclusion of this view by id, with its attribution fields
   * (`sourceIds`, `timesDerived`).
   *
   * @throws {@link NotFoundError} when no conclusion has this id, or it
   *   belongs to another observer/observed pair.
   * @throws `APIError` with status 405 and `unsupportedFeature` set (see
   *   `isUnsupportedFeatureError`) on a server without `GET …/conclusions/{id}`,
   *   such as 3.0.12; {@link getMany} works on every server.
   */
  async get(conclusionId: string, options?: CallOptions): Promise<Conclusion> {
    checkInput(specs.byId, { conclusionId, options }, 'Invalid conclusions.get() input');
    const item = await fetchConclusion(this.#context, conclusionId, requestOptions(options));
    if (item.observer_id !== this.observer || item.observed_id !== this.observed) {
      // The id exists but is not in this view: to the view it does not exist.
      throw new NotFoundError(`Conclusion ${conclusionId} not found for observer '${this.observer}' and observed '${this.observed}'`);
    }
    return Conclusion.fromApiResponse(item);
  }

  /**
   * Several conclusions of this view by id, e.g. a derived conclusion's
   * `sourceIds`.
   *
   * Looks ids up 100 per request, up to `concurrency` (default 4) requests at
   * a time; `timeout` bounds the whole call.
   *
   * @returns The conclusions found, in the order of `conclusionIds`
   *   (a repeated id appears once). Ids that do not exist or belong to another
   *   pair are left out, so the result may be shorter than the input.
   * @throws The first failed request's error, after cancelling the others; no
   *   partial result.
   */
  async getMany(conclusionIds: readonly string[], options?: GetManyOptions): Promise<Conclusion[]> {
    checkInput(specs.getMany, { conclusionIds, options }, 'Invalid conclusions.getMany() input');
    return getManyConclusions(this.#context, conclusionIds, this.#pair, options ?? {});
  }

  /**
   * The conclusions derived from `conclusionId` (those listing it in their
   * `sourceIds`), within this view's pair: one step up the reasoning tree,
   * from source to derived. The inverse of following `sourceIds` with
   * {@link getMany}.
   *
   * @param conclusionId - The source conclusion.
   * @param options - `page`, `size` (1..100, default 50), `reverse`, `prefetch` and per-call options.
   * @returns The first page; `for await` over it walks every page.
   */
  async derived(conclusionId: string, options?: ConclusionDerivedOptions): Promise<Page<Conclusion, ConclusionResponse>> {
    checkInput(specs.derived, { conclusionId, options }, 'Invalid conclusions.derived() input');
    const opts = options ?? {};
    return listConclusions(
      this.#context,
      {
        // `source_ids` is a JSON list on the server: containment takes a list
        // (a bare id, as 2.5 sent it, is refused with a 422).
        filters: { source_ids: { contains: [conclusionId] }, ...this.#pair },
        page: opts.page ?? 1,
        size: opts.size ?? DEFAULT_PAGE_SIZE,
        reverse: opts.reverse,
      },
      opts,
    );
  }

  /**
   * Deletes a conclusion by id.
   *
   * As in 2.5 the server deletes by id alone; the view's pair is not checked.
   */
  async delete(conclusionId: string, options?: CallOptions): Promise<void> {
    checkInput(specs.byId, { conclusionId, options }, 'Invalid conclusions.delete() input');
    const opts = options ?? {};
    const path = buildPath('/v3/workspaces/{workspace_id}/conclusions/{conclusion_id}', {
      workspace_id: this.workspaceId,
      conclusion_id: conclusionId,
    });
    await this.#context.ensureWorkspace({ signal: opts.signal });
    await this.#context.http.delete(path, requestOptions(opts));
  }

  /**
   * Creates conclusions in this view: one, or any number. Both peers must
   * already exist (`honcho.peer(id)` creates one), or the server answers 404.
   *
   * Every item is checked before the first request. They are sent 100 per
   * request (the server's limit), one request after another unless
   * `concurrency` says otherwise, and the result lists the created
   * conclusions in input order. An empty array sends nothing.
   *
   * Creation is not idempotent, so a request is retried only when the server
   * provably did not process it (429, 503, a refused connection): no
   * conclusion is created twice by the SDK.
   *
   * @throws {@link HonchoValidationError} naming every bad item, before any request.
   * @throws {@link BatchWriteError} when a request fails (or the workspace
   *   get-or-create before the first one, with every item not written): `written` holds the
   *   conclusions created, `notWritten` the inputs provably not stored (resend
   *   them as they are: `view.create(error.notWrittenInputs)`), and `unknown`
   *   those whose request reached the server without a usable answer.
   *
   * @example
   * ```ts
   * try {
   *   await view.create(manyFacts.map((content) => ({ content })));
   * } catch (error) {
   *   if (!BatchWriteError.isInstance(error)) throw error;
   *   await view.create(error.notWrittenInputs as ConclusionCreateParams[]);
   * }
   * ```
   */
  async create(
    conclusions: ConclusionCreateParams | readonly ConclusionCreateParams[],
    options?: ConclusionCreateOptions,
  ): Promise<Conclusion[]> {
    const many = Array.isArray(conclusions);
    const items: readonly ConclusionCreateParams[] = many ? (conclusions as readonly ConclusionCreateParams[]) : [conclusions as ConclusionCreateParams];
    const prefix = 'Invalid conclusions.create() input';
    if (many) checkInput(specs.createMany, { conclusions, options }, prefix);
    else checkInput(specs.createOne, { conclusion: conclusions, options }, prefix);
    const opts = options ?? {};
    if (items.length === 0) return [];

    const path = buildPath('/v3/workspaces/{workspace_id}/conclusions', { workspace_id: this.workspaceId });
    const budget = new CallBudget(opts.timeout, opts.signal);
    try {
      try {
        await this.#context.ensureWorkspace({ signal: budget.signal });
      } catch (error) {
        throw nothingSentError<ConclusionCreateParams, Conclusion>(items, budget.explain(error), LIMITS.conclusionsPerBatch, 'conclusions');
      }
      return await writeInBatches<ConclusionCreateParams, Conclusion>(
        items,
        async (batch, { signal }) => {
          const timeout = budget.remainingForBatch();
          const body: { conclusions: ConclusionCreate[] } = { conclusions: batch.map((item) => this.#toWire(item)) };
          let created: ConclusionResponse[];
          try {
            created = await this.#context.http.post<ConclusionResponse[]>(path, {
              ...requestOptions(opts),
              body,
              signal,
              timeout,
              // Creation is never safe to repeat: pinned so no route-table change can make it retried.
              idempotent: false,
            });
          } catch (error) {
            throw budget.explain(error);
          }
          return Array.isArray(created) ? created.map((item) => Conclusion.fromApiResponse(item)) : created;
        },
        {
          batchSize: LIMITS.conclusionsPerBatch,
          concurrency: opts.concurrency ?? 1,
          signal: budget.signal,
          what: 'conclusions',
        },
      );
    } finally {
      budget.dispose();
    }
  }

  /**
   * The observer's representation of the observed peer, rendered as text:
   * what the observer has concluded about them, optionally curated around a
   * search query.
   *
   * @param options - {@link RepresentationOptions} and per-call options.
   */
  async representation(options?: RepresentationOptions & CallOptions): Promise<string> {
    checkInput(specs.representation, { options }, 'Invalid conclusions.representation() input');
    const opts = options ?? {};
    const path = buildPath('/v3/workspaces/{workspace_id}/peers/{peer_id}/representation', {
      workspace_id: this.workspaceId,
      peer_id: this.observer,
    });
    await this.#context.ensureWorkspace({ signal: opts.signal });
    const response = await this.#context.http.post<RepresentationResponse>(path, {
      ...requestOptions(opts),
      body: { target: this.observed, ...representationOptionsToWire(opts) },
    });
    return response.representation;
  }

  /** `ConclusionsView(workspaceId='…', observer='…', observed='…')`. */
  toString(): string {
    return `ConclusionsView(workspaceId='${this.workspaceId}', observer='${this.observer}', observed='${this.observed}')`;
  }

  #toWire(item: ConclusionCreateParams): ConclusionCreate {
    return {
      content: item.content,
      session_id: item.sessionId === undefined || item.sessionId === null ? null : resolveId(item.sessionId),
      observer_id: this.observer,
      observed_id: this.observed,
    };
  }
}
