import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer-token.js';

describe('bearerToken', () => {
  it('reads the token of a Bearer header, in any case and with spaces around', () => {
    expect(bearerToken('Bearer hch-abc')).toBe('hch-abc');
    expect(bearerToken('  bearer \thch-abc  ')).toBe('hch-abc');
  });

  it('is undefined without a header and null for any other value', () => {
    expect(bearerToken(null)).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('   ')).toBeUndefined();
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer two tokens')).toBeNull();
  });
});
