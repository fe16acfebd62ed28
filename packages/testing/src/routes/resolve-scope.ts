import { httpError, notFound } from '../http/http-error.js';
import type { WorkspaceRecord } from '../store/records.js';

/** Most sessions one request may confine recall to (the server's `MAX_SESSION_ALLOWLIST_ENTRIES`). */
export const MAX_SESSION_ALLOWLIST = 1000;

/** The member sessions of one or more scopes, in a stable order; 404 for a scope that does not exist. */
export function scopeSessionUnion(workspace: WorkspaceRecord, scope: string | readonly string[]): string[] {
  const names = typeof scope === 'string' ? [scope] : scope;
  const union = new Set<string>();
  for (const name of names) {
    const record = workspace.scopes.get(name);
    if (!record) throw notFound(`Scope ${name} not found in workspace ${workspace.id}`);
    for (const sessionId of record.sessions.keys()) union.add(sessionId);
  }
  if (union.size > MAX_SESSION_ALLOWLIST) {
    throw httpError(
      422,
      `The scopes' combined membership exceeds the maximum of ${MAX_SESSION_ALLOWLIST} sessions per request`,
    );
  }
  return [...union];
}
