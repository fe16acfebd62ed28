import { httpError } from '../http/http-error.js';
import { SCOPE_PEER_PREFIX, type WorkspaceRecord } from '../store/records.js';
import { pythonSortedSetRepr } from '../validation/python-repr.js';
import { MAX_RESOURCE_ID_LENGTH, RESOURCE_NAME_PATTERN } from '../validation/shared-fields.js';

/**
 * Refuses names no stored peer can have, before any lookup, as the server
 * does: a NUL character, or more than {@link MAX_RESOURCE_ID_LENGTH}
 * characters (code points, as Python counts).
 */
export function rejectImpossiblePeerNames(names: readonly string[]): void {
  if (names.some((name) => name.includes('\u0000'))) throw httpError(422, 'Peer name(s) must not contain NUL (0x00) bytes');
  const tooLong = names.filter((name) => Array.from(name).length > MAX_RESOURCE_ID_LENGTH);
  if (tooLong.length > 0) throw httpError(422, `Peer name(s) ${pythonSortedSetRepr(tooLong)} must be at most ${MAX_RESOURCE_ID_LENGTH} characters`);
}

/**
 * Refuses, with the server's 422s, the names of peers a request would create
 * (those `workspace` does not hold yet; all of them when it does not exist)
 * that a new peer may not have: impossible ones, the reserved `scope.`
 * prefix, and anything outside the resource-name pattern. Existing peers are
 * looked up whatever their name, as on the server.
 */
export function rejectInvalidNewPeerNames(workspace: WorkspaceRecord | undefined, names: readonly string[]): void {
  rejectImpossiblePeerNames(names);
  const created = names.filter((name) => workspace?.peers.has(name) !== true);
  const reserved = created.filter((name) => name.startsWith(SCOPE_PEER_PREFIX));
  if (reserved.length > 0) {
    throw httpError(422, `Peer name(s) ${pythonSortedSetRepr(reserved)} use the reserved scope prefix '${SCOPE_PEER_PREFIX}'. Use the scopes routes to create scopes.`);
  }
  const offenders = created.filter((name) => !RESOURCE_NAME_PATTERN.regex.test(name));
  if (offenders.length > 0) throw httpError(422, `Peer name(s) ${pythonSortedSetRepr(offenders)} must match pattern ${RESOURCE_NAME_PATTERN.source}`);
}

/**
 * Refuses, with the server's 422 messages, peer names in the reserved
 * `scope.` namespace where a peer is observed (a chat's asking peer or
 * target): a real scope has no representation to ask about, and a reserved
 * name that does not exist yet might become a scope later. A peer that
 * merely holds such a name without being a scope is let through, as on the
 * server. `action` ends each message, saying what cannot be done.
 *
 * `workspace` may be `undefined` (not created yet): every reserved name is
 * then missing.
 */
export function rejectScopeObserved(workspace: WorkspaceRecord | undefined, names: Iterable<string | null | undefined>, action: string): void {
  const candidates = [...names].filter((name): name is string => typeof name === 'string' && name.startsWith(SCOPE_PEER_PREFIX));
  if (candidates.length === 0) return;
  rejectImpossiblePeerNames(candidates);
  const scopes = candidates.filter((name) => workspace?.peers.get(name)?.scope === true);
  if (scopes.length > 0) throw httpError(422, `Peer name(s) ${pythonSortedSetRepr(scopes)} are scopes. ${action}`);
  const missing = candidates.filter((name) => workspace?.peers.has(name) !== true);
  if (missing.length > 0) {
    throw httpError(422, `Peer name(s) ${pythonSortedSetRepr(missing)} are in the reserved scope namespace and do not exist, so they may become scopes later. ${action}`);
  }
}

