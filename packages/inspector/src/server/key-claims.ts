import type { KeyView } from '../contract/inspector-api.js';

/**
 * Describes an API key without its value. Honcho's keys are JWTs whose claims say what they grant
 * (`ad`: admin; `w`, `p`, `s`: the workspace, peer or session they are scoped to; `exp`); the
 * payload is read, not verified: it only labels the key the inspector already holds.
 */
export function describeKey(apiKey: string | undefined): KeyView {
  if (!apiKey) return { configured: false, scope: null, expiresAt: null };
  const claims = jwtClaims(apiKey);
  if (!claims) return { configured: true, scope: null, expiresAt: null };
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    configured: true,
    scope: { admin: claims.ad === true, workspace: text(claims.w), peer: text(claims.p), session: text(claims.s) },
    expiresAt: typeof claims.exp === 'number' ? new Date(claims.exp * 1000).toISOString() : null,
  };
}

function jwtClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined || token.split('.').length !== 3) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
