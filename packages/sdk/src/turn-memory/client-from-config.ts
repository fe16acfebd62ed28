import { readEnv, type InputIssue } from '@honcho-ai/sdk-core';
import { Honcho } from '../client/honcho.js';
import type { HonchoConfig } from '../client/honcho-config.js';

/** A client about to be built from options and the environment, or why it cannot be (see {@link clientFromConfig}). */
export interface ClientFromConfig {
  /** The missing workspace, when neither the options nor `HONCHO_WORKSPACE_ID` name one. */
  readonly issues: readonly InputIssue[];
  /** Builds the client; call it only once `issues` is empty (and every other check of the caller passed). */
  create(): Honcho;
}

/**
 * How an integration builds a `Honcho` client when it is not given one
 * (`createTurnMemory()`, `createHoncho()` of `@honcho-ai/ai-sdk` and the
 * framework adapters all use it): the client's own options and environment
 * (`HONCHO_API_KEY`, `HONCHO_URL`, read by `new Honcho()`), and a workspace
 * that must be known, from `workspaceId` or `HONCHO_WORKSPACE_ID`, rather than
 * defaulting, so nothing is written to a default workspace by accident.
 *
 * Nothing is built or sent until `create()`, so a caller can report the
 * missing workspace together with its own option problems.
 *
 * @param clientOptions - The `Honcho` options to build with (empty to use the environment alone).
 * @param missingWorkspace - The issue to report when no workspace is configured, naming the caller's option.
 *
 * @example
 * ```ts
 * const configured = clientFromConfig({}, { path: 'workspaceId', message: 'is required: pass myAdapter({ workspaceId }) or set HONCHO_WORKSPACE_ID' });
 * if (configured.issues.length > 0) throw new HonchoValidationError([...configured.issues], { prefix: 'Invalid myAdapter() options' });
 * const honcho = configured.create();
 * ```
 */
export function clientFromConfig(clientOptions: HonchoConfig, missingWorkspace: InputIssue): ClientFromConfig {
  const given = clientOptions.workspaceId;
  const workspaceId = (typeof given === 'string' && given !== '' ? given : undefined) ?? readEnv('HONCHO_WORKSPACE_ID');
  return {
    issues: workspaceId === undefined ? [missingWorkspace] : [],
    create: () => new Honcho({ ...clientOptions, workspaceId }),
  };
}
