import type { KeyResponse } from '@honcho-ai/api-types';
import { buildPath, type HttpClient } from '@honcho-ai/sdk-core';
import { requestOptions } from '../internal/call-options.js';
import { resolveId, type IdLike } from '../internal/resolve-id.js';
import { describe, idIssues, InputIssues } from '../validation/input-issues.js';
import type { CreatedKey, CreateKeyOptions } from './keys.js';

/**
 * The body of {@link Keys.createKey}, loaded on first use (internal/on-demand.ts):
 * issuing keys is an admin task most apps never do.
 *
 * @internal
 */
export async function createKey(http: HttpClient, defaultWorkspaceId: string, options: CreateKeyOptions): Promise<CreatedKey> {
  const issues = new InputIssues();
  const workspaceId = options.workspaceId ?? defaultWorkspaceId;
  issues.addAll(idIssues(workspaceId, 'workspaceId'));
  const peerId = optionalId(options.peerId, 'peerId', issues);
  const sessionId = optionalId(options.sessionId, 'sessionId', issues);
  const expiresAt = expiryOf(options.expiresAt, issues);
  issues.throwIfAny('Invalid key options');
  const response = await http.post<KeyResponse>(buildPath('/v3/keys'), {
    ...requestOptions(options),
    query: { workspace_id: workspaceId, peer_id: peerId, session_id: sessionId, expires_at: expiresAt },
  });
  return { key: response.key };
}

function optionalId(value: IdLike | undefined, path: string, issues: InputIssues): string | undefined {
  if (value === undefined) return undefined;
  const id: unknown = typeof value === 'object' && value !== null ? resolveId(value) : value;
  issues.addAll(idIssues(id, path));
  return typeof id === 'string' ? id : undefined;
}

function expiryOf(value: Date | string | undefined, issues: InputIssues): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) issues.add('expiresAt', 'must be a valid Date (got Invalid Date)');
    else return value.toISOString();
    return undefined;
  }
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    issues.add('expiresAt', `must be a Date or an ISO 8601 date-time, got ${describe(value)}`);
    return undefined;
  }
  return value;
}
