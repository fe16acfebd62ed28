import type { HttpClient } from '@honcho-ai/sdk-core';
import type { WorkspaceContext } from '../internal/workspace-context.js';

/**
 * The `ensureWorkspace` callback of 2.5's positional constructors. It may take
 * the call's signal, so a cancelled call does not wait for the workspace
 * get-or-create; a 2.5-style `() => Promise<void>` fits too.
 */
export type EnsureWorkspace = (options?: { signal?: AbortSignal | undefined }) => Promise<void>;

/**
 * The context a conclusions view or scope works in, from its constructor's
 * arguments. Unlike `contextFrom`, passes the call's signal on to the callback.
 *
 * @internal
 */
export function workspaceContext(http: HttpClient, workspaceId: string, ensureWorkspace: EnsureWorkspace | undefined): WorkspaceContext {
  return {
    http,
    workspaceId,
    ensureWorkspace: ensureWorkspace === undefined ? () => Promise.resolve() : (options) => ensureWorkspace(options),
  };
}
