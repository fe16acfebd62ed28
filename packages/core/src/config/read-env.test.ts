import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from './read-env.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('readEnv', () => {
  it('reads process.env by default', () => {
    vi.stubEnv('HONCHO_TEST_VALUE', 'abc');
    expect(readEnv('HONCHO_TEST_VALUE')).toBe('abc');
  });

  it('trims, and treats empty or blank values as unset', () => {
    expect(readEnv('X', { process: { env: { X: '  v  ' } } })).toBe('v');
    expect(readEnv('X', { process: { env: { X: '' } } })).toBeUndefined();
    expect(readEnv('X', { process: { env: { X: '   ' } } })).toBeUndefined();
  });

  it('returns undefined when process does not exist (browsers, workers)', () => {
    expect(readEnv('HONCHO_API_KEY', {})).toBeUndefined();
    expect(readEnv('HONCHO_API_KEY', { process: undefined })).toBeUndefined();
    expect(readEnv('HONCHO_API_KEY', { process: {} })).toBeUndefined();
  });

  it('never throws when reading the environment throws', () => {
    const throwingProcess = Object.defineProperty({}, 'env', {
      get() {
        throw new Error('PermissionDenied: requires env access');
      },
    });
    const throwingEnv = new Proxy(
      {},
      {
        get() {
          throw new Error('denied');
        },
      },
    );
    const globals = Object.defineProperty({}, 'process', {
      get() {
        throw new Error('no process for you');
      },
    });
    expect(() => readEnv('X', { process: throwingProcess })).not.toThrow();
    expect(readEnv('X', { process: throwingProcess })).toBeUndefined();
    expect(readEnv('X', { process: { env: throwingEnv } })).toBeUndefined();
    expect(readEnv('X', globals)).toBeUndefined();
  });

  it("falls back to Deno.env.get, and survives Deno's permission error", () => {
    expect(readEnv('X', { Deno: { env: { get: (name: string) => (name === 'X' ? 'from-deno' : undefined) } } })).toBe(
      'from-deno',
    );
    const denied = {
      env: {
        get: () => {
          throw new Error('NotCapable: Requires env access to "X"');
        },
      },
    };
    expect(readEnv('X', { Deno: denied })).toBeUndefined();
  });

  it('ignores non-string values', () => {
    expect(readEnv('X', { process: { env: { X: 42 } } })).toBeUndefined();
  });
});
