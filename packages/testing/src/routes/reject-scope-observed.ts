import { httpError } from '../http/http-error.js';
import { scopePeerId, type WorkspaceRecord } from '../store/records.js';
import { pythonListRepr } from '../validation/python-repr.js';

/** Where the server keeps scopes among peer names. */
const SCOPE_PREFIX = scopePeerId('');

/** The longest peer name the server can have stored (its database's limit). */
const PEER_NAME_MAX_LENGTH = 512;

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
  const candidates = [...new Set([...names].filter((name): name is string => typeof name === 'string' && name.startsWith(SCOPE_PREFIX)))].sort();
  if (candidates.length === 0) return;
  if (candidates.some((name) => name.includes('\u0000'))) throw httpError(422, 'Peer name(s) must not contain NUL (0x00) bytes');
  const tooLong = candidates.filter((name) => Array.from(name).length > PEER_NAME_MAX_LENGTH);
  if (tooLong.length > 0) throw httpError(422, `Peer name(s) ${pythonListRepr(tooLong)} must be at most ${PEER_NAME_MAX_LENGTH} characters`);
  const scopes = candidates.filter((name) => workspace?.peers.get(name)?.scope === true);
  if (scopes.length > 0) throw httpError(422, `Peer name(s) ${pythonListRepr(scopes)} are scopes. ${action}`);
  const missing = candidates.filter((name) => workspace?.peers.has(name) !== true);
  if (missing.length > 0) {
    throw httpError(422, `Peer name(s) ${pythonListRepr(missing)} are in the reserved scope namespace and do not exist, so they may become scopes later. ${action}`);
  }
}
