import type { SessionPeerMap } from '@honcho-ai/api-types';
import { describeValue, honchoId, inputIssues, isPlainObject, rule, select, z, type InputIssue, type InputSpec } from '@honcho-ai/sdk-core';
import { sessionPeerConfigToWire } from '../configuration/configuration-mapping.js';
import type { SessionPeerConfig } from '../configuration/configuration-types.js';
import { resolveId, type IdLike } from '../internal/resolve-id.js';
import { idLike } from '../validation/id-like.js';
import { sessionPeerConfigSpec } from '../workspace/configuration-specs.js';

/** A peer together with how it takes part in the session. */
export type PeerWithConfig = readonly [peer: IdLike, configuration: SessionPeerConfig];

/**
 * Peers to add to (or set on) a session, in any of these forms:
 *
 * - one peer: `'alice'` or a `Peer`;
 * - a peer with its session configuration: `[alice, { observeMe: false }]`;
 * - a list mixing both: `['alice', bob, [carol, { observeOthers: true }]]`;
 * - an object mapping peer ids to configurations:
 *   `{ alice: { observeMe: true }, bob: {} }` (documented by 2.5 but refused
 *   by it; accepted here).
 *
 * @example
 * ```ts
 * await session.addPeers([user, [assistant, { observeMe: false }]]);
 * ```
 */
export type PeerAddition = IdLike | PeerWithConfig | readonly (IdLike | PeerWithConfig)[] | Readonly<Record<string, SessionPeerConfig>>;

/** Peers to remove from a session: one peer (id or `Peer`) or a list. */
export type PeerRemoval = IdLike | readonly IdLike[];

// A pair is a two-element array whose second element is a configuration (an
// object without an `id`), so `[peerA, peerB]` stays a list of two peers.
function isPair(value: unknown): value is PeerWithConfig {
  return Array.isArray(value) && value.length === 2 && isPlainObject(value[1]) && !hasStringId(value[1]);
}

function hasStringId(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/** `{ alice: {...} }`: an object mapping ids to configurations, not a `Peer`. */
function isPeerMap(value: unknown): value is Readonly<Record<string, SessionPeerConfig>> {
  return isPlainObject(value) && !hasStringId(value);
}

const notAPeer = z.custom(() => false, {
  error: (issue) => `must be a peer id, a Peer, or a [peer, configuration] pair, got ${describeValue(issue.input)}`,
  abort: true,
});
const onePeer = select<IdLike>((peer) => (typeof peer === 'string' || hasStringId(peer) ? idLike : notAPeer));
const pair = rule((entry, path) => [
  ...inputIssues(idLike, (entry as PeerWithConfig)[0], `${path}[0]`),
  ...inputIssues(sessionPeerConfigSpec, (entry as PeerWithConfig)[1], `${path}[1]`),
]);
const entry = select<IdLike | PeerWithConfig>((peer) => (isPair(peer) ? pair : onePeer));
const entries = z.array(entry);

const mapIdSpec = honchoId();
const noConfiguration = z.custom(() => false, { error: 'must be a session peer configuration object ({} for the defaults)', abort: true });
const mapConfigurationSpec = select((configuration) => (configuration === undefined || configuration === null ? noConfiguration : sessionPeerConfigSpec));
// Each id's problems come before its configuration's, entry by entry.
const peerMap = rule((map, path) =>
  Object.entries(map as Record<string, unknown>).flatMap(([id, configuration]): InputIssue[] => [
    ...inputIssues(mapIdSpec, id, `${path}.${id}`),
    ...inputIssues(mapConfigurationSpec, configuration, `${path}.${id}`),
  ]),
);

/**
 * A {@link PeerAddition}, in whichever form it is given: the one place the
 * forms are told apart.
 *
 * @internal
 */
export const peerAdditionSpec: InputSpec<PeerAddition> = select((peers) =>
  isPair(peers) ? pair : Array.isArray(peers) ? entries : isPeerMap(peers) ? peerMap : onePeer,
);

/** A checked {@link PeerAddition} on the wire: peer ids mapped to snake_case session settings. @internal */
export function peersToWire(peers: PeerAddition): SessionPeerMap {
  const map: SessionPeerMap = {};
  const add = (peer: IdLike | PeerWithConfig): void => {
    if (isPair(peer)) map[resolveId(peer[0])] = sessionPeerConfigToWire(peer[1]);
    else map[resolveId(peer)] = {};
  };
  if (isPair(peers)) add(peers);
  else if (Array.isArray(peers)) (peers as readonly (IdLike | PeerWithConfig)[]).forEach(add);
  else if (isPeerMap(peers)) for (const [id, configuration] of Object.entries(peers)) map[id] = sessionPeerConfigToWire(configuration);
  else add(peers as IdLike);
  return map;
}

const peerIds = z.array(idLike);

/** A {@link PeerRemoval}: one peer or a list. @internal */
export const peerRemovalSpec: InputSpec<PeerRemoval> = select((peers) => (Array.isArray(peers) ? peerIds : idLike));

/** The ids of a checked {@link PeerRemoval}. @internal */
export function peerRemovalIds(peers: PeerRemoval): string[] {
  return (Array.isArray(peers) ? (peers as readonly IdLike[]) : [peers as IdLike]).map(resolveId);
}
