import { allOf, fields, list, text, type InputSpec, type SpecShape, z } from '@honcho-ai/sdk-core';
import { representationOptionsShape, type RepresentationOptions } from '../conclusions/representation-options.js';
import type { CallOptionKey, CallOptions } from '../internal/call-options.js';
import type { IdLike } from '../internal/resolve-id.js';
import type { Peer } from '../session/peer-and-session.js';
import { idLike } from '../validation/id-like.js';
import type { Filters } from '../workspace/filters.js';
import type { ListOptions } from '../workspace/list-options.js';
import { recallScopeSpec, type RecallScopeInput } from '../workspace/recall-scope.js';

/** Options of {@link Peer.search}. */
export interface PeerSearchOptions extends CallOptions {
  /** Narrow the search; see the filter language. */
  filters?: Filters | undefined;
  /** Most results to return, 1..100 (the server defaults to 10). */
  limit?: number | undefined;
}

/** Options of {@link Peer.representation}: where to look, what to describe, and how to curate it. */
export interface PeerRepresentationOptions extends RepresentationOptions, RecallScopeInput, CallOptions {
  /** Describe `target` (an id or a `Peer`) from this peer's point of view, instead of this peer itself. */
  target?: IdLike | undefined;
}

/** Options of {@link Peer.context}. */
export interface PeerContextOptions extends RepresentationOptions, CallOptions {
  /** Get the context for `target` (an id or a `Peer`) from this peer's point of view. */
  target?: IdLike | undefined;
}

/** Options of {@link Peer.sessions}. */
export type PeerSessionsOptions = ListOptions;

// The rules of each Peer method's input; an options object's rules are tied to its type with `satisfies`.

/** Another peer, named by id or as a `Peer`, when given. */
const target: InputSpec<IdLike | undefined> = z.optional(idLike);

export const peerTargetInput = fields({ target });

export const peerCardInput = fields({ peerCard: list(text(0, Number.MAX_SAFE_INTEGER), 'a list of strings'), target });

export const peerContextInput = fields({ ...representationOptionsShape, target } satisfies SpecShape<Omit<PeerContextOptions, CallOptionKey>>);

export const peerRepresentationInput = allOf(
  recallScopeSpec,
  fields({ ...representationOptionsShape, target } satisfies SpecShape<Omit<PeerRepresentationOptions, CallOptionKey | keyof RecallScopeInput>>),
);
