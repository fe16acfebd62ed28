import type { HttpClient, Page } from '@honcho-ai/sdk-core';
import type { CallOptions } from '../internal/call-options.js';
import { loadOnDemand } from '../internal/load-on-demand.js';
import type { Filters } from '../workspace/filters.js';
import type { Conclusion, ConclusionResponse } from './conclusion.js';
import type {
  ConclusionCreateOptions,
  ConclusionCreateParams,
  ConclusionDerivedOptions,
  ConclusionListOptions,
  ConclusionQueryOptions,
} from './conclusion-options.js';
import type { GetManyOptions } from './conclusion-requests.js';
import type { ConclusionsViewCalls } from './conclusions-view-calls.js';
import type { RepresentationOptions } from './representation-options.js';
import type { EnsureWorkspace } from './workspace-context-from.js';

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
  readonly workspaceId: string;
  readonly observer: string;
  readonly observed: string;
  readonly #http: HttpClient;
  readonly #ensureWorkspace: EnsureWorkspace | undefined;
  #calls: ConclusionsViewCalls | undefined;

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
    this.#http = http;
    this.#ensureWorkspace = ensureWorkspace;
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
    return (await this.#loaded()).list(options);
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
    return (await this.#loaded()).query(query, topKOrOptions, distance, filters, options);
  }

  /**
   * One conclusion of this view by id, with its attribution fields
   * (`sourceIds`, `timesDerived`).
   *
   * @throws {@link NotFoundError} when no conclusion has this id, or it
   *   belongs to another observer/observed pair.
   */
  async get(conclusionId: string, options?: CallOptions): Promise<Conclusion> {
    return (await this.#loaded()).get(conclusionId, options);
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
    return (await this.#loaded()).getMany(conclusionIds, options);
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
    return (await this.#loaded()).derived(conclusionId, options);
  }

  /**
   * Deletes a conclusion by id.
   *
   * As in 2.5 the server deletes by id alone; the view's pair is not checked.
   */
  async delete(conclusionId: string, options?: CallOptions): Promise<void> {
    return (await this.#loaded()).delete(conclusionId, options);
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
    return (await this.#loaded()).create(conclusions, options);
  }

  /**
   * The observer's representation of the observed peer, rendered as text:
   * what the observer has concluded about them, optionally curated around a
   * search query.
   *
   * @param options - {@link RepresentationOptions} and per-call options.
   */
  async representation(options?: RepresentationOptions & CallOptions): Promise<string> {
    return (await this.#loaded()).representation(options);
  }

  /** `ConclusionsView(workspaceId='…', observer='…', observed='…')`. */
  toString(): string {
    return `ConclusionsView(workspaceId='${this.workspaceId}', observer='${this.observer}', observed='${this.observed}')`;
  }

  /** The implementation, loaded on first use (internal/on-demand.ts) and kept. */
  async #loaded(): Promise<ConclusionsViewCalls> {
    if (this.#calls === undefined) {
      const { ConclusionsViewCalls } = await loadOnDemand();
      this.#calls ??= new ConclusionsViewCalls(this.#http, this.workspaceId, this.observer, this.observed, this.#ensureWorkspace);
    }
    return this.#calls;
  }
}
