import type { HttpClient } from '@honcho-ai/sdk-core';
import { ALREADY_DONE } from './ensure-once.js';

/**
 * The `ensureWorkspace` callback of 2.5's positional constructors. It may take
 * the call's signal, so a cancelled call does not wait for the workspace
 * get-or-create; a 2.5-style `() => Promise<void>` fits too.
 */
export type EnsureWorkspace = (options?: { signal?: AbortSignal | undefined }) => Promise<void>;

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
  ensureWorkspace: EnsureWorkspace;
}

/**
 * Builds a context from the positional arguments the 2.5 SDK's public
 * constructors take (`new Peer(id, workspaceId, http, …, ensureWorkspace)`),
 * so code that constructs resources by hand keeps working. The call's signal
 * is passed on, so an abort ends the wait for the workspace.
 *
 * @internal
 */
export function contextFrom(http: HttpClient, workspaceId: string, ensureWorkspace?: EnsureWorkspace | undefined): WorkspaceContext {
  return {
    http,
    workspaceId,
    ensureWorkspace: ensureWorkspace ? (options) => ensureWorkspace(options) : () => ALREADY_DONE,
  };
}
