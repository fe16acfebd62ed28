import type { SessionPeerMap } from '@honcho-ai/api-types';
import type { InputIssue } from '@honcho-ai/sdk-core';
import { sessionPeerConfigToWire } from '../configuration/configuration-mapping.js';
import type { SessionPeerConfig } from '../configuration/configuration-types.js';
import type { IdLike } from '../internal/resolve-id.js';
import { describe, idIssues, isPlainObject } from '../validation/input-issues.js';
import { sessionPeerConfigIssues } from '../workspace/configuration-issues.js';

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

/**
 * Every problem with a {@link PeerAddition}, and its wire form (peer ids
 * mapped to snake_case session settings). The one place the forms are told
 * apart.
 *
 * @internal
 */
export function peerAdditionToWire(input: unknown, path = 'peers'): { map: SessionPeerMap; issues: InputIssue[] } {
  const map: SessionPeerMap = {};
  const issues: InputIssue[] = [];
  const addEntry = (entry: unknown, at: string): void => {
    if (isTuple(entry)) {
      const [peer, configuration] = entry;
      const id = idOf(peer);
      const problems = [...idIssues(id, `${at}[0]`), ...sessionPeerConfigIssues(configuration, `${at}[1]`)];
      issues.push(...problems);
      if (problems.length === 0) map[id as string] = sessionPeerConfigToWire(configuration as SessionPeerConfig);
      return;
    }
    const id = idOf(entry);
    const problems = idIssues(id, at);
    if (typeof entry !== 'string' && !hasStringId(entry)) {
      issues.push({ path: at, message: `must be a peer id, a Peer, or a [peer, configuration] pair, got ${describe(entry)}` });
      return;
    }
    issues.push(...problems);
    if (problems.length === 0) map[id as string] = {};
  };

  if (isTuple(input)) {
    addEntry(input, path);
  } else if (Array.isArray(input)) {
    input.forEach((entry, index) => addEntry(entry, `${path}[${index}]`));
  } else if (isPlainObject(input) && !hasStringId(input)) {
    for (const [id, configuration] of Object.entries(input)) {
      const at = `${path}.${id}`;
      const problems = [...idIssues(id, at), ...configurationIssues(configuration, at)];
      issues.push(...problems);
      if (problems.length === 0) map[id] = sessionPeerConfigToWire(configuration as SessionPeerConfig);
    }
  } else {
    addEntry(input, path);
  }
  return { map, issues };
}

/** The ids of a {@link PeerRemoval}, with a problem for each entry that is not a valid peer. @internal */
export function peerRemovalIds(input: unknown, path = 'peers'): { ids: string[]; issues: InputIssue[] } {
  const entries: unknown[] = Array.isArray(input) ? input : [input];
  const ids: string[] = [];
  const issues: InputIssue[] = [];
  entries.forEach((entry, index) => {
    const at = Array.isArray(input) ? `${path}[${index}]` : path;
    const id = idOf(entry);
    const problems = idIssues(id, at);
    issues.push(...problems);
    if (problems.length === 0) ids.push(id as string);
  });
  return { ids, issues };
}

// A pair is a two-element array whose second element is a configuration (an
// object without an `id`), so `[peerA, peerB]` stays a list of two peers.
function isTuple(value: unknown): value is readonly [unknown, unknown] {
  return Array.isArray(value) && value.length === 2 && isPlainObject(value[1]) && !hasStringId(value[1]);
}

function hasStringId(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

function idOf(value: unknown): unknown {
  return hasStringId(value) ? value.id : value;
}

function configurationIssues(value: unknown, path: string): InputIssue[] {
  if (value === undefined || value === null) return [{ path, message: 'must be a session peer configuration object ({} for the defaults)' }];
  return sessionPeerConfigIssues(value, path);
}
