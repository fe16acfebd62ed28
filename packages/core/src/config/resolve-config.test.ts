import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HonchoValidationError } from '../errors/client-errors.js';
import type { LogSink } from '../logging/logger.js';
import {
  DEFAULT_BASE_URL,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  resolveConfig,
  type ClientOptions,
} from './resolve-config.js';

const SECRET = 'hch-SECRET-123';

afterEach(() => {
  vi.unstubAllEnvs();
});

function clearHonchoEnv(): void {
  for (const name of ['HONCHO_API_KEY', 'HONCHO_URL', 'HONCHO_WORKSPACE_ID', 'HONCHO_LOG']) vi.stubEnv(name, '');
}

function validationError(options: ClientOptions): HonchoValidationError {
  try {
    resolveConfig(options);
  } catch (error) {
    expect(error).toBeInstanceOf(HonchoValidationError);
    return error as HonchoValidationError;
  }
  throw new Error('expected resolveConfig to throw');
}

describe('resolveConfig defaults', () => {
  it('matches the 2.5 SDK defaults', () => {
    clearHonchoEnv();
    const config = resolveConfig();
    expect(config).toMatchObject({
      apiKey: undefined,
      baseURL: 'https://api.honcho.dev',
      workspaceId: 'default',
      timeout: 60_000,
      maxRetries: 2,
      defaultHeaders: {},
      logLevel: 'warn',
      fetch: undefined,
    });
    expect(DEFAULT_BASE_URL).toBe('https://api.honcho.dev');
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
    expect(DEFAULT_MAX_RETRIES).toBe(2);
  });

  it('returns a frozen object', () => {
    clearHonchoEnv();
    expect(Object.isFrozen(resolveConfig())).toBe(true);
  });
});

describe('resolveConfig precedence', () => {
  it('falls back to the environment', () => {
    vi.stubEnv('HONCHO_API_KEY', 'env-key');
    vi.stubEnv('HONCHO_URL', 'https://env.example.com/');
    vi.stubEnv('HONCHO_WORKSPACE_ID', 'env-ws');
    vi.stubEnv('HONCHO_LOG', 'debug');
    expect(resolveConfig()).toMatchObject({
      apiKey: 'env-key',
      baseURL: 'https://env.example.com',
      workspaceId: 'env-ws',
      logLevel: 'debug',
    });
  });

  it('prefers explicit options over the environment', () => {
    vi.stubEnv('HONCHO_API_KEY', 'env-key');
    vi.stubEnv('HONCHO_URL', 'https://env.example.com');
    vi.stubEnv('HONCHO_WORKSPACE_ID', 'env-ws');
    vi.stubEnv('HONCHO_LOG', 'debug');
    expect(
      resolveConfig({ apiKey: 'opt-key', baseURL: 'https://opt.example.com', workspaceId: 'opt-ws', logLevel: 'warn' }),
    ).toMatchObject({ apiKey: 'opt-key', baseURL: 'https://opt.example.com', workspaceId: 'opt-ws', logLevel: 'warn' });
  });

  it('treats empty-string options as unset, like the 2.5 SDK', () => {
    vi.stubEnv('HONCHO_API_KEY', 'env-key');
    vi.stubEnv('HONCHO_URL', 'https://env.example.com');
    expect(resolveConfig({ apiKey: '', baseURL: '' })).toMatchObject({
      apiKey: 'env-key',
      baseURL: 'https://env.example.com',
    });
  });

  it("environment: 'local' beats HONCHO_URL but not an explicit baseURL", () => {
    vi.stubEnv('HONCHO_URL', 'https://env.example.com');
    expect(resolveConfig({ environment: 'local' }).baseURL).toBe('http://localhost:8000');
    expect(resolveConfig({ environment: 'local', baseURL: 'https://mine.example.com' }).baseURL).toBe(
      'https://mine.example.com',
    );
    expect(resolveConfig({ environment: 'production' }).baseURL).toBe('https://env.example.com');
  });

  it('reads the environment through a stand-in where process is missing', () => {
    clearHonchoEnv();
    const config = resolveConfig({}, { globals: {} });
    expect(config.apiKey).toBeUndefined();
    expect(config.baseURL).toBe(DEFAULT_BASE_URL);
    const throwing = Object.defineProperty({}, 'process', {
      get() {
        throw new Error('denied');
      },
    });
    expect(() => resolveConfig({}, { globals: throwing })).not.toThrow();
  });

  it('normalises trailing slashes and keeps a path prefix', () => {
    expect(resolveConfig({ baseURL: 'https://x.example.com///' }).baseURL).toBe('https://x.example.com');
    expect(resolveConfig({ baseURL: 'https://x.example.com/honcho/' }).baseURL).toBe('https://x.example.com/honcho');
  });

  it('copies defaultHeaders, dropping undefined and keeping null (which removes a built-in header)', () => {
    const config = resolveConfig({ defaultHeaders: { 'X-A': 'a', 'X-B': undefined, 'X-Honcho-Host': null } });
    expect(config.defaultHeaders).toEqual({ 'X-A': 'a', 'X-Honcho-Host': null });
  });

  it('accepts a resolved config as options (idempotent)', () => {
    clearHonchoEnv();
    const once = resolveConfig({ apiKey: 'k', baseURL: 'https://a.example.com/', timeout: 5, maxRetries: 0 });
    expect({ ...resolveConfig(once) }).toEqual({ ...once });
  });
});

describe('resolveConfig validation', () => {
  it.each([
    [{ timeout: 0 }, 'timeout', 'positive finite'],
    [{ timeout: -1 }, 'timeout', 'positive finite'],
    [{ timeout: Number.NaN }, 'timeout', 'positive finite'],
    [{ timeout: Number.POSITIVE_INFINITY }, 'timeout', 'positive finite'],
    [{ timeout: 2 ** 31 }, 'timeout', 'at most'],
    [{ maxRetries: -1 }, 'maxRetries', 'integer from 0 to 10'],
    [{ maxRetries: 1.5 }, 'maxRetries', 'integer from 0 to 10'],
    [{ maxRetries: 11 }, 'maxRetries', 'integer from 0 to 10'],
    [{ baseURL: 'not a url' }, 'baseURL', 'valid absolute http(s) URL'],
    [{ baseURL: 'ftp://files.example.com' }, 'baseURL', 'http: or https:'],
    [{ baseURL: 'https://user:pw@example.com' }, 'baseURL', 'must not contain credentials'],
    [{ baseURL: 'https://example.com/?a=1' }, 'baseURL', 'query string'],
    [{ workspaceId: 'has space' }, 'workspaceId', 'letters, numbers'],
    [{ logLevel: 'verbose' }, 'logLevel', 'off, error, warn, info, debug'],
    [{ defaultHeaders: { 'bad name': 'x' } }, 'defaultHeaders.bad name', 'not a valid header'],
    [{ defaultHeaders: { 'X-A': 'line\nbreak' } }, 'defaultHeaders.X-A', 'not a valid header'],
    [{ fetch: 'nope' }, 'fetch', 'must be a function'],
    [{ environment: 'staging' }, 'environment', "'local' or 'production'"],
  ] as [ClientOptions, string, string][])('rejects %o naming %s', (options, path, rule) => {
    const error = validationError(options);
    expect(error.issues).toContainEqual({ path, message: expect.stringContaining(rule) });
    expect(error.message).toContain(path);
    expect(error.message).toContain(rule);
  });

  it('reports every invalid option at once', () => {
    const error = validationError({ timeout: -5, maxRetries: 99 });
    expect(error.issues.map((issue) => issue.path)).toEqual(['timeout', 'maxRetries']);
  });

  it('names the environment variable when the bad value came from it', () => {
    vi.stubEnv('HONCHO_URL', 'notaurl');
    const error = validationError({});
    expect(error.issues[0]?.path).toBe('HONCHO_URL');
    vi.stubEnv('HONCHO_URL', '');
    vi.stubEnv('HONCHO_WORKSPACE_ID', 'bad/id');
    expect(validationError({}).issues[0]?.path).toBe('HONCHO_WORKSPACE_ID');
  });

  it('reports a bad environment variable in the place of the option it stands for', () => {
    clearHonchoEnv();
    vi.stubEnv('HONCHO_URL', 'ftp://env.example.com');
    vi.stubEnv('HONCHO_API_KEY', 'a\nb');
    const error = validationError({ timeout: 0, environment: 'production' });
    expect(error.issues.map((issue) => issue.path)).toEqual(['HONCHO_API_KEY', 'HONCHO_URL', 'timeout']);
    expect(validationError({ apiKey: 'k', environment: 'local', workspaceId: 'a b' }).issues.map((issue) => issue.path)).toEqual(['workspaceId']);
  });

  it('takes null timeout and maxRetries as the defaults', () => {
    clearHonchoEnv();
    expect(resolveConfig({ timeout: null, maxRetries: null } as unknown as ClientOptions)).toMatchObject({ timeout: DEFAULT_TIMEOUT_MS, maxRetries: DEFAULT_MAX_RETRIES });
  });

  it('ignores an invalid HONCHO_LOG with a warning instead of throwing, keeping the default level', () => {
    vi.stubEnv('HONCHO_LOG', 'loud');
    const warn = vi.fn();
    const logger: LogSink = { debug: vi.fn(), info: vi.fn(), warn, error: vi.fn() };
    expect(resolveConfig({ logger }).logLevel).toBe('warn');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HONCHO_LOG'));
  });

  it('accepts HONCHO_LOG in any case', () => {
    vi.stubEnv('HONCHO_LOG', 'DEBUG');
    expect(resolveConfig().logLevel).toBe('debug');
  });

  it('never echoes the API key or URL credentials in validation errors', () => {
    const error = validationError({ apiKey: `${SECRET}\n`, baseURL: `https://u:${SECRET}@x.example.com` });
    expect(error.message).not.toContain(SECRET);
    expect(JSON.stringify(error)).not.toContain(SECRET);
    expect(inspect(error)).not.toContain(SECRET);
  });
});

describe('resolved config printing', () => {
  it('hides the key from JSON.stringify and inspect', () => {
    const config = resolveConfig({ apiKey: SECRET, defaultHeaders: { Authorization: `Bearer ${SECRET}` } });
    expect(config.apiKey).toBe(SECRET);
    expect(JSON.stringify(config)).not.toContain(SECRET);
    expect(inspect(config)).not.toContain(SECRET);
    expect(JSON.stringify(config)).toContain('"apiKey":"***"');
  });
});

describe('resolveConfig base URL ending in /v3', () => {
  // 2.x joined paths with new URL(path, base), which dropped the base's path: plugins configure
  // https://api.honcho.dev/v3, and appending /v3/... to it reached /v3/v3/... and a 404.
  it.each([
    ['https://api.honcho.dev/v3', 'https://api.honcho.dev'],
    ['https://api.honcho.dev/v3/', 'https://api.honcho.dev'],
    ['https://api.honcho.dev/', 'https://api.honcho.dev'],
    ['https://proxy.example.com/honcho', 'https://proxy.example.com/honcho'],
    ['https://proxy.example.com/honcho/', 'https://proxy.example.com/honcho'],
    ['https://proxy.example.com/honcho/v3', 'https://proxy.example.com/honcho'],
    ['http://localhost:8000/v3//', 'http://localhost:8000'],
  ])('baseURL %s is the server root %s', (given, root) => {
    clearHonchoEnv();
    expect(resolveConfig({ baseURL: given }).baseURL).toBe(root);
  });

  it('keeps a path that only contains v3 elsewhere', () => {
    clearHonchoEnv();
    expect(resolveConfig({ baseURL: 'https://h.example.com/v3x' }).baseURL).toBe('https://h.example.com/v3x');
    expect(resolveConfig({ baseURL: 'https://h.example.com/v3/proxy' }).baseURL).toBe('https://h.example.com/v3/proxy');
  });

  it('treats HONCHO_URL the same way', () => {
    clearHonchoEnv();
    vi.stubEnv('HONCHO_URL', 'https://api.honcho.dev/v3/');
    expect(resolveConfig().baseURL).toBe('https://api.honcho.dev');
    vi.stubEnv('HONCHO_URL', 'https://proxy.example.com/honcho/v3');
    expect(resolveConfig().baseURL).toBe('https://proxy.example.com/honcho');
  });
});
