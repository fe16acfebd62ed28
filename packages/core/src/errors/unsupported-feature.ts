import { APIError } from './api-error.js';

/**
 * A feature some Honcho servers lack, named on the request that needs it
 * (`RequestDefinition.feature`). When the server answers that it has no such
 * route, the error says this server does not offer the feature, instead of
 * a bare `404 Not Found` or `405 Method Not Allowed`.
 *
 * Only features known to be absent from some servers are named: the ones the
 * emulator offers beyond the last recorded server release (see
 * `packages/testing/conformance`, the exchanges marked `emulator-extension`).
 */
export interface ServerFeature {
  /** The feature in words, e.g. `workspace chat`. Becomes {@link APIError.unsupportedFeature}. */
  readonly name: string;
  /** What to do instead on a server without it, e.g. `use conclusions.getMany([id])`. */
  readonly instead?: string | undefined;
}

/**
 * The server release the emulator's fixtures record. Every named feature is
 * one this release lacks, which is why messages can say so.
 */
const RECORDED_SERVER = '3.0.12';

/**
 * True when an error answer means the server has no such route, rather than
 * no such resource: FastAPI's bare 404 `{"detail": "Not Found"}` (a missing
 * resource's detail names it: `Peer p not found in workspace w`), or any 405.
 *
 * @param status - The response status.
 * @param body - The parsed JSON body (or its text, which never matches a 404).
 */
export function isMissingRoute(status: number, body: unknown): boolean {
  if (status === 405) return true;
  return status === 404 && typeof body === 'object' && body !== null && (body as { detail?: unknown }).detail === 'Not Found';
}

/**
 * The sentence every client uses to say the server lacks a feature, e.g.
 * `workspace chat is not offered by this Honcho server (POST /v3/workspaces/w/chat
 * answered 404 Not Found); server 3.0.12 lacks it`.
 *
 * @param feature - The feature, with what to do instead when there is something.
 * @param observed - What showed it, e.g. `POST /v3/workspaces/w/chat answered 404 Not Found`.
 */
export function unsupportedFeatureMessage(feature: ServerFeature, observed: string): string {
  const instead = feature.instead ? `; ${feature.instead}` : '';
  return `${feature.name} is not offered by this Honcho server (${observed}); server ${RECORDED_SERVER} lacks it${instead}`;
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
