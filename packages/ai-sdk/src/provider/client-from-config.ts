import { readEnv } from '@honcho-ai/sdk-core';
import { Honcho, type HonchoConfig } from '@honcho-ai/sdk';
import type { Issue } from '../config/input-issues.js';

/** A client about to be built from options and the environment, or why it cannot be. @internal */
export interface ClientFromConfig {
  /** The missing workspace, when neither the options nor `HONCHO_WORKSPACE_ID` name one. */
  readonly issues: readonly Issue[];
  /** Builds the client; call it only once `issues` is empty (and every other check passed). */
  create(): Honcho;
}

/**
 * How this package builds a `Honcho` client when it is not given one, shared
 * by `createHoncho()` and the experimental helpers: the SDK's own options
 * and environment (`HONCHO_API_KEY`, `HONCHO_URL`, read by `new Honcho()`),
 * and a workspace that must be known, from `workspaceId` or
 * `HONCHO_WORKSPACE_ID`, rather than defaulting so nothing is written to a
 * default workspace by accident.
 *
 * @param clientOptions - The `Honcho` options to build with (empty to use the environment alone).
 * @param missingWorkspace - The issue to report when no workspace is configured.
 * @internal
 */
export function clientFromConfig(clientOptions: HonchoConfig, missingWorkspace: Issue): ClientFromConfig {
  const given = clientOptions.workspaceId;
  const workspaceId = (typeof given === 'string' && given !== '' ? given : undefined) ?? readEnv('HONCHO_WORKSPACE_ID');
  return {
    issues: workspaceId === undefined ? [missingWorkspace] : [],
    create: () => new Honcho({ ...clientOptions, workspaceId }),
  };
}
