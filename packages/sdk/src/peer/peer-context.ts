import type { PeerContext as WirePeerContext } from '@honcho-ai/api-types';
import { representationOptionsToWire, type RepresentationOptions } from '../conclusions/representation-options.js';
import { requestOptions, type CallOptions } from '../internal/call-options.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';

/**
 * What one peer knows about another (or about itself): the curated
 * representation and the peer card, fetched together by `peer.context()`.
 *
 * @example
 * ```ts
 * const { representation, peerCard } = await alice.context({ target: 'bob' });
 * ```
 */
export class PeerContext {
  /** The observing peer. */
  readonly peerId: string;
  /** The peer described; the same as `peerId` for a peer's own context. */
  readonly targetId: string;
  /** The curated representation as text, or `null` when there is none yet. */
  readonly representation: string | null;
  /** The observer's card for the target, or `null` when there is none yet. */
  readonly peerCard: string[] | null;

  constructor(peerId: string, targetId: string, representation: string | null, peerCard: string[] | null) {
    this.peerId = peerId;
    this.targetId = targetId;
    this.representation = representation;
    this.peerCard = peerCard;
  }

  /** Builds a `PeerContext` from the server's snake_case JSON. */
  static fromApiResponse(response: WirePeerContext): PeerContext {
    return new PeerContext(response.peer_id, response.target_id, response.representation ?? null, response.peer_card ?? null);
  }

  /** A short description naming both peers. */
  toString(): string {
    return `PeerContext(peerId='${this.peerId}', targetId='${this.targetId}')`;
  }
}

/**
 * The body of `peer.context()` once its options are checked, loaded on first
 * use (internal/on-demand.ts).
 *
 * @param path - The peer's built `/context` route.
 * @param target - The checked target peer id, if any.
 * @internal
 */
export async function fetchPeerContext(
  context: WorkspaceContext,
  path: string,
  target: string | undefined,
  options: RepresentationOptions & CallOptions,
): Promise<PeerContext> {
  await context.ensureWorkspace({ signal: options.signal });
  const wire = representationOptionsToWire(options);
  const response = await context.http.get<WirePeerContext>(path, {
    ...requestOptions(options),
    query: {
      target,
      search_query: wire.search_query,
      search_top_k: wire.search_top_k,
      search_max_distance: wire.search_max_distance,
      include_most_frequent: wire.include_most_frequent,
      max_conclusions: wire.max_conclusions,
    },
  });
  return PeerContext.fromApiResponse(response);
}
