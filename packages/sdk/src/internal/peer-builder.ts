import type { PeerResponse } from '@honcho-ai/api-types';
import type { Peer } from '../peer/peer.js';
import type { WorkspaceContext } from './workspace-context.js';

/** Builds a `Peer` from the server's JSON (`Peer.fromWire`). */
export type PeerBuilder = (wire: PeerResponse, context: WorkspaceContext) => Peer;

let registered: PeerBuilder | undefined;

/**
 * Called once by peer.ts as it loads, with `Peer.fromWire`.
 *
 * Why a hand-over rather than an import: a peer lists its sessions and a
 * session its peers, each as an instance of the other's class. peer.ts
 * imports session.ts (for `peer.sessions()`), so session.ts cannot import
 * peer.ts back without an import circle (tests/repo/no-import-cycles.test.ts).
 * Every way to a `Session` loads peer.ts first (the package entry, `Honcho`
 * and `Peer` all import it), and the built package keeps this call because
 * it sits in the same chunk as the class, so the builder is always here by
 * the time a session lists its peers.
 *
 * @internal
 */
export function registerPeerBuilder(build: PeerBuilder): void {
  registered = build;
}

/**
 * Builds a `Peer` for `session.peers()`: the body is `Peer.fromWire`,
 * handed over by {@link registerPeerBuilder}.
 *
 * @internal
 */
export function buildPeer(wire: PeerResponse, context: WorkspaceContext): Peer {
  if (registered === undefined) {
    // Only reachable by importing session.ts's source file alone, never through the package.
    throw new Error('@honcho-ai/sdk: the Peer class is not loaded; import Session from "@honcho-ai/sdk", not from its source file');
  }
  return registered(wire, context);
}
