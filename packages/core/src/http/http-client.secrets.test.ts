import { inspect } from 'node:util';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError } from '../errors/api-error.js';
import {
  APIConnectionError,
  APIResponseError,
  APITimeoutError,
  APIUserAbortError,
  HonchoValidationError,
} from '../errors/client-errors.js';
import type { LogSink } from '../logging/logger.js';
import { HttpClient, type HttpClientOptions } from './http-client.js';
import { caught } from './test-support/caught.js';

const SECRET = 'hch-SECRET-123';
const BASE = 'https://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function everything(): LogSink & { text: () => string } {
  const parts: string[] = [];
  const push = (message: string, ...details: unknown[]): void => {
    parts.push(message, inspect(details, { depth: 10 }), JSON.stringify(details));
  };
  return { text: () => parts.join('\n'), debug: push, info: push, warn: push, error: push };
}

const sink = everything();
const client = (options: HttpClientOptions = {}): HttpClient =>
  new HttpClient({
    baseURL: BASE,
    apiKey: SECRET,
    logLevel: 'debug',
    logger: sink,
    retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 },
    ...options,
  });

/** Every way an error reaches a human: message, JSON, inspect (with causes), String. */
function expectNoSecret(value: unknown): void {
  const renderings = [
    inspect(value, { depth: 10, showHidden: true }),
    JSON.stringify(value),
    String(value),
    value instanceof Error ? value.message + (value.stack ?? '') : '',
  ];
  for (const rendering of renderings) expect(rendering).not.toContain(SECRET);
}

describe('the API key in the client object', () => {
  it('is private: inspect, JSON.stringify, String and own keys never show it', () => {
    const http2 = client({ defaultHeaders: { 'X-Extra': `Bearer ${SECRET}` } });
    expectNoSecret(http2);
    expect(inspect(http2)).toMatch(/^HttpClient \{/);
    expect(inspect(http2)).toContain("apiKey: '***'");
    expect(JSON.stringify(http2)).toContain('"apiKey":"***"');
    expect(String(http2)).toBe('HttpClient(https://api.test)');
    expect(JSON.stringify(Object.entries(http2))).not.toContain(SECRET);
    expect(http2.hasApiKey).toBe(true);
  });

  it('survives withOptions without becoming visible', () => {
    expectNoSecret(client().withOptions({ timeout: 5 }));
  });
});

describe('the API key in errors', () => {
  it('is scrubbed from an error body that echoes it', async () => {
    server.use(
      http.get(`${BASE}/v3/x`, () =>
        HttpResponse.json(
          { detail: `Invalid API key ${SECRET}`, echo: { authorization: `Bearer ${SECRET}` } },
          { status: 401, headers: { 'x-echo': SECRET } },
        ),
      ),
    );
    const error = await caught(client().get('/v3/x'));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as Error).message).toBe('401 Invalid API key *** (GET https://api.test/v3/x)');
    expectNoSecret(error);
    expect(JSON.stringify((error as AuthenticationError).body)).not.toContain(SECRET);
    expect((error as AuthenticationError).headers.get('x-echo')).toBe('***');
  });

  it('is scrubbed from a non-JSON error body', async () => {
    server.use(http.get(`${BASE}/v3/x`, () => HttpResponse.text(`bad key ${SECRET}`, { status: 403 })));
    expectNoSecret(await caught(client().get('/v3/x')));
  });

  it('is scrubbed from APIResponseError and its JSON.parse cause', async () => {
    server.use(http.get(`${BASE}/v3/x`, () => HttpResponse.text(`{"key": "${SECRET}"`)));
    const error = await caught(client().get('/v3/x'));
    expect(error).toBeInstanceOf(APIResponseError);
    expectNoSecret(error);
  });

  it('is scrubbed from a connection error whose cause mentions it', async () => {
    const leakyFetch = async (): Promise<Response> => {
      throw new TypeError(`fetch failed with header Authorization: Bearer ${SECRET}`, {
        cause: new Error(`socket for ${SECRET} closed`),
      });
    };
    const error = await caught(client({ fetch: leakyFetch }).get('/v3/x'));
    expect(error).toBeInstanceOf(APIConnectionError);
    expectNoSecret(error);
    expect(inspect(error)).toContain('***');
  });

  it('is absent from timeout and abort errors', async () => {
    server.use(
      http.get(`${BASE}/v3/x`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const timeout = await caught(client({ timeout: 30 }).get('/v3/x'));
    expect(timeout).toBeInstanceOf(APITimeoutError);
    expectNoSecret(timeout);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 10);
    const aborted = await caught(client().get('/v3/x', { signal: controller.signal }));
    expect(aborted).toBeInstanceOf(APIUserAbortError);
    expectNoSecret(aborted);
  });

  it('is not echoed by validation errors for bad header values', async () => {
    const error = await caught(client().get('/v3/x', { headers: { 'X-Key': `${SECRET}\nInjected: yes` } }));
    expect(error).toBeInstanceOf(HonchoValidationError);
    expectNoSecret(error);
  });

  it('is not echoed by constructor validation', () => {
    let error: unknown;
    try {
      new HttpClient({ apiKey: `${SECRET}\r\n`, timeout: -1 });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(HonchoValidationError);
    expectNoSecret(error);
  });
});

describe('the API key in logs', () => {
  it('never appears in debug output across retries, errors and query strings', async () => {
    server.use(
      http.get(`${BASE}/v3/x`, () => HttpResponse.json({ detail: `key ${SECRET}` }, { status: 503 })),
      http.post(`${BASE}/v3/workspaces/w/peers/list`, () => HttpResponse.error()),
    );
    await caught(client().get('/v3/x', { query: { token: SECRET } }));
    await caught(client().post('/v3/workspaces/w/peers/list', { body: { filter: SECRET } }));
    const output = sink.text();
    expect(output).toContain('→ GET');
    expect(output).toContain('retrying');
    expect(output).toContain('***');
    expect(output).not.toContain(SECRET);
  });

  it('hides a per-call Authorization override too', async () => {
    const local = everything();
    server.use(http.get(`${BASE}/v3/x`, () => HttpResponse.json({})));
    await client({ logger: local }).get('/v3/x', { headers: { Authorization: 'Bearer other-token-456' } });
    expect(local.text()).not.toContain('other-token-456');
  });
});
