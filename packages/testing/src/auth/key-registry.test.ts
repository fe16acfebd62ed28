import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { bearerToken, KeyRegistry } from './key-registry.js';

const NOW = new Date('2026-03-04T05:06:07.890Z');
const registry = () => {
  let n = 0;
  return new KeyRegistry('admin-secret', () => NOW, () => `id${(n += 1)}`);
};
const withKey = (key: string) => new Request('http://x/', { headers: { authorization: `Bearer ${key}` } });
const payloadOf = (key: string) => JSON.parse(Buffer.from(key.split('.')[1] as string, 'base64url').toString('utf8')) as unknown;

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('KeyRegistry', () => {
  it('treats every request as admin when authentication is off', () => {
    expect(new KeyRegistry(undefined, () => NOW, () => 'x').claimsOf(new Request('http://x/'))).toEqual({ admin: true });
  });

  it('mints keys with the server\'s claims, empty IDs left out', () => {
    const keys = registry();
    const key = keys.issue({ workspace_id: 'w', peer_id: 'alice', session_id: '' });
    expect(payloadOf(key)).toEqual({ t: '2026-03-04T05:06:07Z', w: 'w', p: 'alice' });
    expect(keys.claimsOf(withKey(key))).toEqual({ admin: false, workspace: 'w', peer: 'alice' });
    expect(keys.claimsOf(withKey('admin-secret'))).toEqual({ admin: true });
  });

  it('writes an expiry as an ISO date, and then refuses the key as the server does', () => {
    const keys = registry();
    const future = keys.issue({ workspace_id: 'w', expires_at: '2099-01-01T00:00:00.000Z' });
    expect(payloadOf(future)).toMatchObject({ exp: '2099-01-01T00:00:00Z' });
    expect(refusal(() => keys.claimsOf(withKey(future)))).toBe('Invalid JWT');
    const past = keys.issue({ workspace_id: 'w', expires_at: '2001-01-01T00:00:00Z' });
    expect(refusal(() => keys.claimsOf(withKey(past)))).toBe('Invalid JWT');
  });

  it('refuses missing and unknown keys with the server\'s details', () => {
    const keys = registry();
    expect(refusal(() => keys.claimsOf(new Request('http://x/')))).toBe('No access token provided');
    expect(refusal(() => keys.claimsOf(withKey('nope')))).toBe('Invalid JWT');
    const issued = keys.issue({ workspace_id: 'w' });
    keys.clear();
    expect(refusal(() => keys.claimsOf(withKey(issued)))).toBe('Invalid JWT');
  });
});

describe('bearerToken', () => {
  it('reads the header as FastAPI\'s HTTPBearer does', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer   abc ')).toBe('abc');
    expect(bearerToken('Bearer a b')).toBe('a b');
    expect(bearerToken(null)).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Bearer ')).toBeUndefined();
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('abc')).toBeUndefined();
  });
});
