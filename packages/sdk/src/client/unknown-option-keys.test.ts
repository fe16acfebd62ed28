import { HonchoValidationError, inputIssues } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { Honcho } from './honcho.js';
import type { HonchoConfig } from './honcho-config.js';
import { closestKey, HONCHO_CONFIG_KEYS, knownOptionKeys } from './unknown-option-keys.js';

const construct = (options: Record<string, unknown>): unknown => {
  try {
    return new Honcho({ baseURL: 'http://honcho.invalid', ...options } as HonchoConfig);
  } catch (error) {
    return error;
  }
};

describe('new Honcho() refuses unknown option keys', () => {
  it.each([
    ['apikey', 'apiKey'],
    ['api_key', 'apiKey'],
    ['baseUrl', 'baseURL'],
    ['base_url', 'baseURL'],
    ['workspace_id', 'workspaceId'],
    ['workspace', 'workspaceId'],
    ['maxRetry', 'maxRetries'],
    ['timout', 'timeout'],
    ['headers', undefined],
  ])('%s (suggests %s)', (key, suggestion) => {
    const error = construct({ [key]: 'x' });
    expect(error).toBeInstanceOf(HonchoValidationError);
    const validation = error as HonchoValidationError;
    expect(validation.issues.map((issue) => issue.path)).toEqual([key]);
    expect(validation.message).toContain(key);
    expect(validation.message).toContain('is not a known option');
    if (suggestion === undefined) expect(validation.message).toContain(`known options: ${HONCHO_CONFIG_KEYS.join(', ')}`);
    else expect(validation.message).toContain(`did you mean ${suggestion}?`);
  });

  it('names every unknown key at once', () => {
    const error = construct({ apikey: 'x', wat: 1 }) as HonchoValidationError;
    expect(error.issues.map((issue) => issue.path)).toEqual(['apikey', 'wat']);
  });

  it('accepts every declared key, undefined values included', () => {
    const all = Object.fromEntries(HONCHO_CONFIG_KEYS.map((key) => [key, undefined]));
    expect(construct(all)).toBeInstanceOf(Honcho);
    expect(construct({ retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 }, dangerouslyAllowBrowser: false })).toBeInstanceOf(Honcho);
  });

  it('never puts the value of an unknown key in the message (it may be a key)', () => {
    const error = construct({ apikey: 'hch-SECRET-value' }) as HonchoValidationError;
    expect(error.message).not.toContain('hch-SECRET-value');
  });
});

describe('closestKey', () => {
  it('suggests nothing for a key far from every known one', () => {
    expect(closestKey('zzz', HONCHO_CONFIG_KEYS)).toBeUndefined();
    expect(inputIssues(knownOptionKeys(), { apiKey: 'k' })).toEqual([]);
    expect(inputIssues(knownOptionKeys(['a', 'b']), { a: 1, c: 2 })).toEqual([{ path: 'c', message: 'is not a known option (did you mean a?)' }]);
  });
});
