import { httpError, type HttpError } from '../http/http-error.js';

/** What an issued key was limited to when it was minted. */
export interface IssuedKeyClaims {
  workspace_id?: string;
  peer_id?: string;
  session_id?: string;
  expires_at?: string;
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * Authentication as the emulator does it: open when no API key is
 * configured (the server's `AUTH.USE_AUTH=false`); otherwise every request
 * needs `Authorization: Bearer <key>` with the configured key or one issued
 * by `POST /v3/keys`. Issued keys are accepted with the configured key's full
 * rights (their workspace, peer and session limits are recorded, not
 * enforced) until their `expires_at`.
 */
export class KeyRegistry {
  private readonly issued = new Map<string, IssuedKeyClaims>();

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

  /** Mints a JWT-shaped key (not signed in any checkable way: the emulator only looks it up). */
  issue(claims: IssuedKeyClaims): string {
    const payload: Record<string, unknown> = { iat: Math.floor(this.clock().getTime() / 1000) };
    if (claims.workspace_id !== undefined) payload.w = claims.workspace_id;
    if (claims.peer_id !== undefined) payload.p = claims.peer_id;
    if (claims.session_id !== undefined) payload.s = claims.session_id;
    if (claims.expires_at !== undefined) payload.exp = Math.floor(Date.parse(claims.expires_at) / 1000);
    payload.jti = this.newId();
    const key = `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.${base64url(this.newId())}`;
    this.issued.set(key, claims);
    return key;
  }

  /** The configured admin key's holder: may call `POST /v3/keys`. */
  isAdmin(request: Request): boolean {
    return this.apiKey !== undefined && bearer(request) === this.apiKey;
  }

  /** `undefined` when the request may proceed, else the 401 to send. */
  check(request: Request): HttpError | undefined {
    if (this.apiKey === undefined) return undefined;
    const token = bearer(request);
    if (token === undefined) return httpError(401, 'Not authenticated', { 'www-authenticate': 'Bearer' });
    if (token === this.apiKey) return undefined;
    const claims = this.issued.get(token);
    if (claims === undefined) return httpError(401, 'Invalid API key');
    if (claims.expires_at !== undefined && Date.parse(claims.expires_at) <= this.clock().getTime()) {
      return httpError(401, 'API key has expired');
    }
    return undefined;
  }
}

function bearer(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header === null ? null : /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim();
}
