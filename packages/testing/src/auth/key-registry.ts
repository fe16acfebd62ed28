import { httpError } from '../http/http-error.js';

/** What `POST /v3/keys` was asked to limit a key to. */
export interface IssuedKeyClaims {
  workspace_id?: string;
  peer_id?: string;
  session_id?: string;
  /** As given (ISO 8601); written into the key as an ISO date, as the server writes it. */
  expires_at?: string;
}

/**
 * What a request's key allows, as the server decodes a token: the admin key
 * reaches everything; an issued key is limited to its workspace and, within
 * it, to one peer or one session (a key naming both is a session key, the
 * narrower check the server makes first).
 */
export type KeyClaims =
  | { readonly admin: true }
  | { readonly admin: false; readonly workspace?: string; readonly peer?: string; readonly session?: string };

/** The claims of every request when authentication is off: the server then treats every caller as admin. */
export const ADMIN_CLAIMS: KeyClaims = { admin: true };

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** `2026-01-02T03:04:05Z`: an instant in UTC to the second, as the server writes `t` and `exp`. */
function isoSeconds(time: Date): string {
  return `${time.toISOString().slice(0, 19)}Z`;
}

interface IssuedKey {
  claims: KeyClaims;
  /** Whether the key carries `exp`. */
  expires: boolean;
}

/**
 * Authentication as the emulator does it: open when no API key is
 * configured (the server's `AUTH.USE_AUTH=false`); otherwise every request
 * needs `Authorization: Bearer <key>` with the configured key (the admin
 * key) or one issued by `POST /v3/keys`. What each key may reach is decided
 * per route by `checkRouteAccess`.
 *
 * A key minted with `expires_at` is refused on every request, as the server
 * refuses it: the server writes `exp` as an ISO date and its JWT library,
 * which wants a number there, rejects the token as `Invalid JWT` before its
 * own expiry check can run.
 */
export class KeyRegistry {
  private readonly issued = new Map<string, IssuedKey>();

  constructor(
    private readonly apiKey: string | undefined,
    private readonly clock: () => Date,
    private readonly newId: () => string,
  ) {}

  /** Whether requests must carry a key. */
  get enabled(): boolean {
    return this.apiKey !== undefined;
  }

  /** Forgets issued keys. */
  clear(): void {
    this.issued.clear();
  }

  /**
   * Mints a JWT-shaped key with the server's claims (`t`, `exp`, `w`, `p`,
   * `s`); the signature is random, since the emulator only looks keys up.
   * Empty IDs count as absent, as they do on the server.
   */
  issue(request: IssuedKeyClaims): string {
    const workspace = request.workspace_id || undefined;
    const peer = request.peer_id || undefined;
    const session = request.session_id || undefined;
    const payload: Record<string, string> = { t: isoSeconds(this.clock()) };
    if (request.expires_at !== undefined) payload.exp = isoSeconds(new Date(request.expires_at));
    if (workspace !== undefined) payload.w = workspace;
    if (peer !== undefined) payload.p = peer;
    if (session !== undefined) payload.s = session;
    const key = `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.${base64url(this.newId())}`;
    const claims: KeyClaims = {
      admin: false,
      ...(workspace !== undefined && { workspace }),
      ...(peer !== undefined && { peer }),
      ...(session !== undefined && { session }),
    };
    this.issued.set(key, { claims, expires: request.expires_at !== undefined });
    return key;
  }

  /**
   * The claims of the request's key; {@link ADMIN_CLAIMS} when
   * authentication is off.
   *
   * @throws HttpError 401 `No access token provided` without a bearer token,
   *   `Invalid JWT` for a key the emulator did not issue or one with an expiry.
   */
  claimsOf(request: Request): KeyClaims {
    if (this.apiKey === undefined) return ADMIN_CLAIMS;
    const token = bearerToken(request.headers.get('authorization'));
    if (token === undefined) throw httpError(401, 'No access token provided');
    if (token === this.apiKey) return ADMIN_CLAIMS;
    const issued = this.issued.get(token);
    if (issued === undefined || issued.expires) throw httpError(401, 'Invalid JWT');
    return issued.claims;
  }
}

/**
 * The token of an `Authorization` header as FastAPI's `HTTPBearer` reads it:
 * the scheme is what precedes the first space, matched case-insensitively,
 * and the rest, trimmed, is the token. Anything else (no header, another
 * scheme, no token) is no token at all.
 */
export function bearerToken(header: string | null): string | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  const space = value.indexOf(' ');
  if (space < 0) return undefined;
  const token = value.slice(space + 1).trim();
  return value.slice(0, space).toLowerCase() === 'bearer' && token !== '' ? token : undefined;
}
