import { describe, expect, it } from 'vitest';
import { describeScope, keyScope } from './jwt-claims.js';

const jwt = (claims: object): string => `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;

describe('keyScope', () => {
  it('reads the server claims without verifying the signature', () => {
    expect(keyScope(jwt({ t: '2026-01-01T00:00:00Z', w: 'app', p: 'alice', exp: '2027-01-01T00:00:00Z' }))).toEqual({ admin: false, workspace: 'app', peer: 'alice', session: undefined, expires: '2027-01-01T00:00:00Z' });
    expect(keyScope(jwt({ ad: true }))).toMatchObject({ admin: true });
    expect(keyScope(jwt({ exp: 1_800_000_000 }))?.expires).toBe('2027-01-15T08:00:00.000Z');
  });

  it('gives undefined for a key that is not a JWT', () => {
    expect(keyScope('hch-v3-opaque')).toBeUndefined();
    expect(keyScope('a.b.c')).toBeUndefined();
    expect(keyScope(`x.${Buffer.from('"text"').toString('base64url')}.y`)).toBeUndefined();
  });

  it('says the scope in words', () => {
    expect(describeScope({ admin: true, workspace: undefined, peer: undefined, session: undefined, expires: undefined })).toBe('admin, no expiry');
    expect(describeScope({ admin: false, workspace: 'app', peer: 'alice', session: undefined, expires: '2027-01-01T00:00:00Z' })).toBe('workspace app, peer alice, expires 2027-01-01T00:00:00Z');
  });
});
