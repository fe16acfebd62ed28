import type { CallOptions } from '../internal/call-options.js';
import type { IdLike } from '../internal/resolve-id.js';
import type { Filters } from '../workspace/filters.js';
import type { ListCallOptions } from './conclusion-requests.js';

/**
 * One conclusion to create through a {@link ConclusionsView}: the view
 * supplies the observer and observed peers.
 *
 * @example
 * ```ts
 * await alice.conclusionsOf(bob).create({ content: 'Bob prefers tea', sessionId: session });
 * ```
 */
export interface ConclusionCreateParams {
  /** The conclusion's text (1..65,535 characters). */
  content: string;
  /** The session the conclusion relates to: an id or a `Session`. */
  sessionId?: IdLike | null | undefined;
}

/** Options of {@link ConclusionsView.create}. */
export interface ConclusionCreateOptions extends CallOptions {
  /**
   * Most create requests in flight at once (1..16). Default 1: batches are
   * written one after another, so the server stores them in input order and
   * a failure stops everything after it. `timeout`, when given, bounds the
   * whole call.
   */
  concurrency?: number | undefined;
}

/** Options of {@link ConclusionsView.list}. */
export interface ConclusionListOptions extends ListCallOptions {
  /** Page number, from 1 (default 1). */
  page?: number | undefined;
  /** Items per page, 1..100 (default 50). */
  size?: number | undefined;
  /** Only conclusions learnt in this session: an id or a `Session`. */
  session?: IdLike | undefined;
  /**
   * Further filter conditions, combined with the view's observer/observed
   * (and `session`). Any operator of the list routes, e.g.
   * `{ level: 'explicit' }` or `{ source_ids: { contains: [id] } }`.
   * `observer`, `observed`, `observer_id`, `observed_id`, `session` and
   * `session_id` are managed by the view and refused before any request
   * (`HonchoValidationError`, with 2.5's message); use `session` instead.
   */
  filters?: Filters | undefined;
  /** Oldest first instead of the default newest first. */
  reverse?: boolean | undefined;
}

/** Options of {@link ConclusionsView.derived}. */
export interface ConclusionDerivedOptions extends ListCallOptions {
  /** Page number, from 1 (default 1). */
  page?: number | undefined;
  /** Items per page, 1..100 (default 50). */
  size?: number | undefined;
  /** Oldest first instead of the default newest first. */
  reverse?: boolean | undefined;
}

/** Options of {@link WorkspaceConclusions.list}. */
export interface WorkspaceConclusionListOptions extends ListCallOptions {
  /** Page number, from 1 (default 1). */
  page?: number | undefined;
  /** Items per page, 1..100 (default 50). */
  size?: number | undefined;
  /** Filter conditions, e.g. `{ observed_id: 'alice' }` or `{ session_id: 'support-42' }`. */
  filters?: Filters | undefined;
  /** Oldest first instead of the default newest first. */
  reverse?: boolean | undefined;
}

/**
 * Options of {@link ConclusionsView.query} in its object form,
 * `view.query(text, { topK, distance, filters, signal })`.
 */
export interface ConclusionQueryOptions extends CallOptions {
  /** Most results to return, 1..100 (default 10). */
  topK?: number | undefined;
  /** Largest cosine distance a result may have, 0..1. */
  distance?: number | undefined;
  /**
   * Further filter conditions, combined with the view's observer/observed,
   * e.g. `{ level: 'deductive' }`. `observer`, `observed`, `observer_id`
   * and `observed_id` are managed by the view and refused before any request.
   */
  filters?: Filters | undefined;
}
