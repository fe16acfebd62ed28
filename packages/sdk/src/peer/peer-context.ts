import type { PeerContext as WirePeerContext } from '@honcho-ai/api-types';

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
