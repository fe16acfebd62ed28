/** What a Honcho key's JWT claims say it may reach (the server's `t`, `exp`, `w`, `p`, `s`, `ad`). */
export interface KeyScope {
  /** `ad`: an admin key. */
  readonly admin: boolean;
  readonly workspace: string | undefined;
  readonly peer: string | undefined;
  readonly session: string | undefined;
  /** `exp` as given (the server writes ISO 8601), when the key expires. */
  readonly expires: string | undefined;
}

/**
 * Reads the claims of a JWT-shaped key without verifying it: only the server
 * holds the secret, and the claims are only shown, never trusted. `undefined`
 * when the key is not a JWT (an opaque key, or an admin key the server was
 * started with).
 */
export function keyScope(key: string): KeyScope | undefined {
  const parts = key.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
  if (typeof claims !== 'object' || claims === null) return undefined;
  const read = (name: string): string | undefined => {
    const value = (claims as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') return value;
    // Seconds since the epoch, as standard JWTs write `exp`.
    if (typeof value === 'number' && name === 'exp') return new Date(value * 1000).toISOString();
    return undefined;
  };
  return { admin: (claims as Record<string, unknown>).ad === true, workspace: read('w'), peer: read('p'), session: read('s'), expires: read('exp') };
}

/** The scope in words: `admin`, or `workspace w, peer p`, plus the expiry. */
export function describeScope(scope: KeyScope): string {
  const reach = scope.admin ? ['admin'] : [scope.workspace && `workspace ${scope.workspace}`, scope.peer && `peer ${scope.peer}`, scope.session && `session ${scope.session}`].filter(Boolean);
  const text = reach.length === 0 ? 'no scope claims' : reach.join(', ');
  return scope.expires === undefined ? `${text}, no expiry` : `${text}, expires ${scope.expires}`;
}
