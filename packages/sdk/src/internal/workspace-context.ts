import type { HttpClient } from '@honcho-ai/sdk-core';
import { ALREADY_DONE } from './ensure-once.js';

/**
 * What every resource object (peer, session, scope, conclusions) needs to make
 * calls: the transport, the workspace it lives in, and a way to make sure the
 * workspace exists before the first write. Built once by `Honcho` and shared.
 *
 * @internal
 */
export interface WorkspaceContext {
  readonly http: HttpClient;
  readonly workspaceId: string;
  /** Resolves once the workspace exists (get-or-create, at most one in flight; a failure is not cached). */
  ensureWorkspace(options?: { signal?: AbortSignal | undefined }): Promise<void>;
}

/**
 * Builds a context from the positional arguments the 2.5 SDK's public
 * constructors take (`new Peer(id, workspaceId, http, …, ensureWorkspace)`),
 * so code that constructs resources by hand keeps working.
 *
 * @internal
 */
export function contextFrom(
  http: HttpClient,
  workspaceId: string,
  ensureWorkspace?: ((options?: { signal?: AbortSignal | undefined }) => Promise<void>) | undefined,
): WorkspaceContext {
  return {
    http,
    workspaceId,
    // The options carry the caller's signal, so an abort ends the wait for the workspace (a 2.5-style
    // callback taking no arguments simply ignores them).
    ensureWorkspace: ensureWorkspace ? (options) => ensureWorkspace(options) : () => ALREADY_DONE,
  };
}
