import { bearerToken, type HttpClient } from '@honcho-ai/sdk-core';
import { Honcho, type HonchoConfig } from '@honcho-ai/sdk';
import { NO_API_KEY } from '../client/openai-client-options.js';
import { OpenAICompatError } from '../errors/openai-compat-error.js';

/** How one request reaches Honcho: the transport, and the headers that authenticate it. @internal */
export interface HonchoAccess {
  readonly http: HttpClient;
  /** Per-call headers: the caller's bearer (or no `Authorization` at all) in pass-through mode. */
  readonly headers: Record<string, string | null> | undefined;
}

/** Picks the transport and key for each request. @internal */
export type HonchoAccessResolver = (request: Request) => HonchoAccess;

/**
 * A `Honcho` client, or the options to build one.
 *
 * - A `Honcho`, or options with an `apiKey`: every request uses that key
 *   (the incoming `Authorization` header is not forwarded).
 * - Options without `apiKey` (the default): pass-through. The incoming
 *   `Authorization: Bearer <key>` is the Honcho key for that request; a
 *   request without one reaches Honcho unauthenticated. `HONCHO_API_KEY` is
 *   deliberately not used in this mode, so a public endpoint never lends the
 *   server's own key to anonymous callers. The placeholder key
 *   `openAIClientOptions()` gives when none is configured counts as none.
 *
 * The workspace always comes from the request's model string; a
 * `workspaceId` here is not used.
 */
export type HonchoOrConfig = Honcho | HonchoConfig;

/** Builds the per-request access policy for a handler. @internal */
export function honchoAccess(honchoOrConfig: HonchoOrConfig | undefined): HonchoAccessResolver {
  if (isHoncho(honchoOrConfig)) {
    const http = honchoOrConfig.http;
    return () => ({ http, headers: undefined });
  }
  const config = honchoOrConfig ?? {};
  const http = new Honcho(config).http;
  if (typeof config.apiKey === 'string' && config.apiKey !== '') return () => ({ http, headers: undefined });
  return (request) => {
    const key = bearerKey(request.headers.get('authorization'));
    // Per-call headers win over the client's, and `null` removes the header: HONCHO_API_KEY never leaks through.
    return { http, headers: { Authorization: key === undefined ? null : `Bearer ${key}` } };
  };
}

/** The key of an `Authorization: Bearer <key>` header; `undefined` when there is none. */
function bearerKey(header: string | null): string | undefined {
  const key = bearerToken(header);
  if (key === null) {
    // Never echo the header: it is a credential, even when malformed.
    throw new OpenAICompatError("The Authorization header must be 'Bearer <your Honcho API key>'.", {
      status: 401,
      type: 'authentication_error',
      code: 'invalid_api_key',
    });
  }
  // openAIClientOptions() sends this placeholder when no key is configured: it means "no key", so send none.
  return key === NO_API_KEY ? undefined : key;
}

/** A `Honcho` from this or another copy of the SDK (structural, so duplicate installs still work). */
function isHoncho(value: unknown): value is Honcho {
  if (value instanceof Honcho) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { peer?: unknown; chat?: unknown; http?: unknown; workspaceId?: unknown };
  return typeof candidate.peer === 'function' && typeof candidate.chat === 'function' && typeof candidate.workspaceId === 'string' && typeof candidate.http === 'object';
}
