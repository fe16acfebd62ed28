import type { HttpMethod } from './request-options.js';

/** A POST route that is safe to repeat, with the reason it is. */
export interface IdempotentRoute {
  /** Matched against the request path (no query string), e.g. `/v3/workspaces/w/peers/list`. */
  readonly pattern: RegExp;
  /** Why repeating it is harmless. */
  readonly why: string;
}

/**
 * Honcho routes that use POST but are safe to send twice. Honcho uses POST
 * for get-or-create (the id is in the body, so a repeat returns the same
 * resource), for reads whose filters are too rich for a query string, and
 * for the dialectic (`…/chat`), which answers a question and stores nothing:
 * a repeat costs another model call, never a duplicate (docs/decisions/0013).
 *
 * Deliberately absent, so never resent after an ambiguous failure:
 * `…/messages` (creates messages; a repeat duplicates them),
 * `…/messages/upload`, `…/conclusions` (creates), `…/sessions/{id}/clone`
 * (creates a session each time), `…/schedule_dream` (queues work) and
 * `…/sessions/{id}/peers` (adds peers).
 */
export const IDEMPOTENT_POST_ROUTES: readonly IdempotentRoute[] = [
  { pattern: /^\/v\d+\/workspaces$/, why: 'get-or-create workspace' },
  { pattern: /^\/v\d+\/workspaces\/[^/]+\/(?:peers|sessions|scopes)$/, why: 'get-or-create peer, session or scope' },
  { pattern: /^\/v\d+\/.*\/list$/, why: 'list (read with filters in the body)' },
  { pattern: /^\/v\d+\/workspaces\/[^/]+\/(?:(?:peers|sessions)\/[^/]+\/)?search$/, why: 'search (read)' },
  { pattern: /^\/v\d+\/workspaces\/[^/]+\/conclusions\/query$/, why: 'semantic query over conclusions (read)' },
  { pattern: /^\/v\d+\/workspaces\/[^/]+\/peers\/[^/]+\/representation$/, why: 'peer representation (read)' },
  { pattern: /^\/v\d+\/workspaces\/[^/]+\/peers\/[^/]+\/sessions$/, why: "list a peer's sessions (read)" },
  { pattern: /^\/v\d+\/workspaces\/[^/]+\/(?:peers\/[^/]+\/)?chat$/, why: 'dialectic chat, peer or workspace (answers; stores nothing)' },
];

/**
 * Whether sending this request twice is harmless, which decides how far
 * {@link decideRetry} may go after an ambiguous failure.
 *
 * - An explicit `override` (`idempotent` in the request definition) wins.
 * - GET, PUT and DELETE are idempotent by HTTP semantics. (A DELETE repeated
 *   after it succeeded unseen may answer 404; that is the price of retrying it.)
 * - POST is idempotent only on the routes in {@link IDEMPOTENT_POST_ROUTES}.
 * - PATCH is never idempotent by default.
 */
export function isIdempotentRequest(method: HttpMethod | string, path: string, override?: boolean): boolean {
  if (override !== undefined) return override;
  switch (method.toUpperCase()) {
    case 'GET':
    case 'HEAD':
    case 'OPTIONS':
    case 'PUT':
    case 'DELETE':
      return true;
    case 'POST': {
      const pathname = path.split(/[?#]/, 1)[0] ?? '';
      return IDEMPOTENT_POST_ROUTES.some((route) => route.pattern.test(pathname));
    }
    default:
      return false;
  }
}
