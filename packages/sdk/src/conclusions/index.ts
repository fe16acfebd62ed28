/**
 * Conclusions: the facts Honcho's reasoning holds about peers.
 *
 * - {@link ConclusionsView}: one observer/observed pair (`peer.conclusions`,
 *   `peer.conclusionsOf(target)`): list, query, get, getMany, derived,
 *   create (any number, batched), delete, representation.
 * - {@link WorkspaceConclusions}: the whole workspace (`honcho.conclusions`):
 *   list, get, getMany.
 *
 * @module
 */
import { ConclusionsView } from './conclusions-view.js';

export type { ConclusionLevel, ConclusionQuery as ConclusionQueryParams } from '@honcho-ai/api-types';
export { Conclusion, type ConclusionResponse } from './conclusion.js';
export type {
  ConclusionCreateOptions,
  ConclusionCreateParams,
  ConclusionDerivedOptions,
  ConclusionListOptions,
  ConclusionQueryOptions,
  WorkspaceConclusionListOptions,
} from './conclusion-options.js';
export type { GetManyOptions, ListCallOptions } from './conclusion-requests.js';
export { ConclusionsView } from './conclusions-view.js';
export type { RepresentationOptions } from './representation-options.js';
export { WorkspaceConclusions } from './workspace-conclusions.js';
export type { EnsureWorkspace } from '../internal/workspace-context.js';

/**
 * @deprecated Renamed to {@link ConclusionsView}. "Scope" now means a named
 * set of sessions (see `Scope`), which this class is not: it is a view over
 * one observer/observed pair. Kept as an alias, as in 2.5.
 */
export const ConclusionScope = ConclusionsView;
/**
 * @deprecated Renamed to {@link ConclusionsView}.
 */
export type ConclusionScope = ConclusionsView;
