import { APIError } from './api-error.js';
import type { ServerFeature } from './server-feature.js';

/**
 * The server release the emulator's fixtures record. Every named feature is
 * one this release lacks, which is why messages can say so.
 */
const RECORDED_SERVER = '3.0.12';

/**
 * The sentence every client uses to say the server lacks a feature, e.g.
 * `workspace chat is not offered by this Honcho server (POST /v3/workspaces/w/chat
 * answered 404 Not Found); server 3.0.12 lacks it`.
 *
 * @param name - The feature in words.
 * @param observed - What showed it, e.g. `POST /v3/workspaces/w/chat answered 404 Not Found`.
 * @param instead - What to do instead, appended when given.
 */
export function unsupportedFeatureMessage(name: string, observed: string, instead?: string): string {
  return `${name} is not offered by this Honcho server (${observed}); server ${RECORDED_SERVER} lacks it${instead ? `; ${instead}` : ''}`;
}

/**
 * True when an error answer means the server has no such route, rather than
 * no such resource: FastAPI's bare 404 `{"detail": "Not Found"}` (a missing
 * resource's detail names it: `Peer p not found in workspace w`), or any 405.
 *
 * @param status - The response status.
 * @param body - The parsed JSON body (or its text, which never matches a 404).
 */
export function isMissingRoute(status: number, body: unknown): boolean {
  return status === 405 || (status === 404 && (body as { detail?: unknown } | null | undefined)?.detail === 'Not Found');
}

/**
 * A {@link ServerFeature} whose error, on a missing route ({@link isMissingRoute}),
 * reads {@link unsupportedFeatureMessage}.
 *
 * @param name - The feature in words, e.g. `workspace chat`.
 * @param instead - What to do instead on a server without it, e.g. `conclusions.getMany([id]) …`.
 * @example
 * ```ts
 * const WORKSPACE_CHAT = serverFeature('workspace chat', "peer.chat(query) asks one peer's memory on every server");
 * await http.post('/v3/workspaces/w/chat', { body, feature: WORKSPACE_CHAT });
 * ```
 */
export function serverFeature(name: string, instead?: string): ServerFeature {
  return {
    name,
    describeMissing: (status, body, summary, operation) =>
      isMissingRoute(status, body)
        ? unsupportedFeatureMessage(name, `${operation ?? 'the server'} answered ${status} ${summary}`, instead)
        : undefined,
  };
}

/**
 * True when `error` is an {@link APIError} saying the server lacks a feature
 * (its {@link APIError.unsupportedFeature} names it). Works across realms and
 * duplicate copies of the package. The error keeps its status class: a 404
 * is still a `NotFoundError`, a 405 an `APIError` with `status` 405.
 *
 * @example
 * ```ts
 * try {
 *   await honcho.chat('What do users ask about?');
 * } catch (error) {
 *   if (isUnsupportedFeatureError(error)) console.log(`skipped: ${error.unsupportedFeature}`);
 *   else throw error;
 * }
 * ```
 */
export function isUnsupportedFeatureError(error: unknown): error is APIError & { readonly unsupportedFeature: string } {
  return APIError.isInstance(error) && typeof error.unsupportedFeature === 'string';
}
