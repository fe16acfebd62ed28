import { inspect } from 'node:util';
import { HonchoValidationError } from '@honcho-ai/sdk-core';
import OpenAI from 'openai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_API_KEY, openAIClientOptions } from './openai-client-options.js';

const SECRET = 'hch-secret-key-123';

afterEach(() => {
  vi.unstubAllEnvs();
});

function clearEnv(): void {
  for (const name of ['HONCHO_API_KEY', 'HONCHO_URL', 'HONCHO_WORKSPACE_ID']) vi.stubEnv(name, '');
}

describe('openAIClientOptions', () => {
  it('reads HONCHO_URL and HONCHO_API_KEY, appending /v1', () => {
    clearEnv();
    vi.stubEnv('HONCHO_URL', 'https://honcho.example.com/');
    vi.stubEnv('HONCHO_API_KEY', SECRET);
    expect({ ...openAIClientOptions() }).toEqual({
      baseURL: 'https://honcho.example.com/v1',
      apiKey: SECRET,
      defaultHeaders: {},
      fetch: expect.any(Function),
    });
  });

  it('defaults to the hosted API, and options win over the environment', () => {
    clearEnv();
    expect(openAIClientOptions().baseURL).toBe('https://api.honcho.dev/v1');
    expect(openAIClientOptions({ environment: 'local' }).baseURL).toBe('http://localhost:8000/v1');
    vi.stubEnv('HONCHO_URL', 'https://env.example.com');
    vi.stubEnv('HONCHO_API_KEY', 'env-key');
    const options = openAIClientOptions({ baseURL: 'https://mine.example.com/honcho', apiKey: SECRET });
    expect(options.baseURL).toBe('https://mine.example.com/honcho/v1');
    expect(options.apiKey).toBe(SECRET);
  });

  it('gives a placeholder key when none is configured, since the openai client refuses to start without one', () => {
    clearEnv();
    const options = openAIClientOptions({ baseURL: 'http://localhost:8000' });
    expect(options.apiKey).toBe(NO_API_KEY);
    expect(() => new OpenAI(options)).not.toThrow();
  });

  it('puts the session, target and reasoning level in defaultHeaders, over other default headers', () => {
    clearEnv();
    const options = openAIClientOptions({
      session: 'support-42',
      target: { id: 'bob' },
      reasoningLevel: 'medium',
      defaultHeaders: { 'x-trace': 't1', 'X-Honcho-Target': 'overridden' },
    });
    expect(options.defaultHeaders).toEqual({
      'x-trace': 't1',
      'X-Honcho-Session-Id': 'support-42',
      'X-Honcho-Target': 'bob',
      'X-Honcho-Reasoning-Level': 'medium',
    });
  });

  it('hides the key when printed, yet keeps it when spread into new OpenAI({ ...options, fetch })', () => {
    clearEnv();
    const options = openAIClientOptions({ apiKey: SECRET, baseURL: 'http://localhost:8000' });
    expect(JSON.stringify(options)).not.toContain(SECRET);
    expect(inspect(options)).not.toContain(SECRET);
    expect(JSON.parse(JSON.stringify(options))).toMatchObject({ apiKey: '***', baseURL: 'http://localhost:8000/v1' });
    const spread = { ...options };
    expect(spread.apiKey).toBe(SECRET);
    expect(new OpenAI({ ...options, maxRetries: 0 }).apiKey).toBe(SECRET);
  });

  it('refuses a bad URL or header value naming the field, never echoing the key', () => {
    clearEnv();
    expect(() => openAIClientOptions({ baseURL: 'not a url', apiKey: SECRET })).toThrow(HonchoValidationError);
    expect(() => openAIClientOptions({ baseURL: 'not a url', apiKey: SECRET })).toThrow(/baseURL/);
    expect(() => openAIClientOptions({ target: 'a/b' })).toThrow(/target/);
    const error = (() => {
      try {
        openAIClientOptions({ apiKey: `${SECRET}\n` });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect(String(error)).toMatch(/apiKey/);
    expect(String(error)).not.toContain(SECRET);
  });
});
