import type { RouteMethod } from '../http/route-table.js';
import { EmulatorOptionError } from './emulator-option-error.js';

/**
 * Which server the emulator behaves as (`createEmulator({ server })`, `honcho-emulator --server`).
 *
 * - `'extended'` (the default): server 3.0.12 as recorded, plus what the published
 *   `@honcho-ai/sdk` 2.5 calls and that server lacks: evidence in chat answers
 *   (`include_evidence`), workspace chat (`POST /v3/workspaces/{id}/chat`), fetching one
 *   conclusion (`GET /v3/workspaces/{id}/conclusions/{id}`) and the OpenAI-compatible
 *   `POST /v1/chat/completions`.
 * - `'3.0.12'`: the recorded server 3.0.12 and nothing more. `include_evidence` is ignored (the
 *   answer has no `evidence`, streamed or not), workspace chat and `/v1/chat/completions` are the
 *   router's 404 `{"detail":"Not Found"}`, and `GET .../conclusions/{id}` is its 405
 *   `{"detail":"Method Not Allowed"}` with `allow: DELETE`. Test against this to see what a
 *   deployed 3.0.12 server will do.
 */
export type EmulatorServerProfile = 'extended' | '3.0.12';

/** Every {@link EmulatorServerProfile}, the default first. */
export const EMULATOR_SERVER_PROFILES: readonly EmulatorServerProfile[] = ['extended', '3.0.12'];

/** The profile used when `server` is not given. */
export const DEFAULT_EMULATOR_SERVER_PROFILE: EmulatorServerProfile = 'extended';

/** A route the `'extended'` profile serves and server 3.0.12 does not have. */
export interface ExtensionRoute {
  readonly method: RouteMethod;
  readonly path: string;
  /** What a user calls it. */
  readonly feature: string;
}

/** The routes only the `'extended'` profile serves (the fourth extension, evidence, is a field of peer chat). */
export const EXTENSION_ROUTES: readonly ExtensionRoute[] = [
  { method: 'POST', path: '/v3/workspaces/{workspace_id}/chat', feature: 'workspace chat' },
  { method: 'GET', path: '/v3/workspaces/{workspace_id}/conclusions/{conclusion_id}', feature: 'fetching one conclusion' },
  { method: 'POST', path: '/v1/chat/completions', feature: 'OpenAI-compatible chat completions' },
];

/** `value` as a profile; an {@link EmulatorOptionError} naming `server` and the profiles otherwise. */
export function serverProfileOption(value: unknown): EmulatorServerProfile {
  if (value === undefined) return DEFAULT_EMULATOR_SERVER_PROFILE;
  if ((EMULATOR_SERVER_PROFILES as readonly unknown[]).includes(value)) return value as EmulatorServerProfile;
  throw new EmulatorOptionError('server', value, EMULATOR_SERVER_PROFILES);
}

/** Whether the profile serves the emulator's extensions (evidence, workspace chat, one conclusion, `/v1`). */
export function servesExtensions(profile: EmulatorServerProfile): boolean {
  return profile === 'extended';
}

/** Whether a route is one of {@link EXTENSION_ROUTES}. */
export function isExtensionRoute(route: { readonly method: string; readonly path: string }): boolean {
  return EXTENSION_ROUTES.some((extension) => extension.method === route.method && extension.path === route.path);
}

/** The routes a profile serves, out of every route the emulator has. */
export function routesOfProfile<R extends { readonly method: string; readonly path: string }>(profile: EmulatorServerProfile, routes: readonly R[]): R[] {
  return servesExtensions(profile) ? [...routes] : routes.filter((route) => !isExtensionRoute(route));
}
