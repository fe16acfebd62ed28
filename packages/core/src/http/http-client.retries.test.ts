import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  APIError,
  AuthenticationError,
  BadRequestError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
  UnprocessableEntityError,
} from '../errors/api-error.js';
import { APIConnectionError, APIUserAbortError } from '../errors/client-errors.js';
import type { LogSink } from '../logging/logger.js';
import { HttpClient, type HttpClientOptions } from './http-client.js';
import { caught } from './test-support/caught.js';

const BASE = 'https://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (options: HttpClientOptions = {}): HttpClient =>
  new HttpClient({ baseURL: BASE, apiKey: 'k', retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 }, ...options });

interface Hit {
  at: number;
  retryCount: string | null;
}

/** Serves `responses` in order (the last one repeats) and records each hit. */
function sequence(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, responses: (() => Response)[]): Hit[] {
  const hits: Hit[] = [];
  server.use(
    http[method](`${BASE}${path}`, ({ request }) => {
      hits.push({ at: Date.now(), retryCount: request.headers.get('x-honcho-retry-count') });
      const next = responses[Math.min(hits.length - 1, responses.length - 1)]!;
      return next();
    }),
  );
  return hits;
}

const fail = (status: number, headers: Record<string, string> = {}) => (): Response =>
  HttpResponse.json({ detail: `failed with ${status}` }, { status, headers });
const ok = (): Response => HttpResponse.json({ ok: true });

function recordingSink(): LogSink & { lines: string[] } {
  const lines: string[] = [];
  const push = (message: string): void => {
    lines.push(message);
  };
  return { lines, debug: push, info: push, warn: push, error: push };
}

const MESSAGES = '/v3/workspaces/w/sessions/s/messages';

describe('retryable statuses', () => {
  it.each([408, 409, 429, 500, 502, 503, 504])('retries %i for an idempotent call and succeeds', async (status) => {
    const hits = sequence('get', '/v3/x', [fail(status), fail(status), ok]);
    await expect(client().get('/v3/x')).resolves.toEqual({ ok: true });
    expect(hits).toHaveLength(3);
  });

  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [422, UnprocessableEntityError],
  ])('does not retry %i', async (status, ErrorClass) => {
    const hits = sequence('get', '/v3/x', [fail(status), ok]);
    const error = await caught(client().get('/v3/x'));
    expect(error).toBeInstanceOf(ErrorClass);
    expect(hits).toHaveLength(1);
  });

  it('sends x-honcho-retry-count 0, 1, 2', async () => {
    const hits = sequence('get', '/v3/x', [fail(503), fail(503), ok]);
    await client().get('/v3/x');
    expect(hits.map((hit) => hit.retryCount)).toEqual(['0', '1', '2']);
  });
});

describe('retries exhausted', () => {
  it('throws the last error with status, body, headers and request id', async () => {
    const hits = sequence('get', '/v3/x', [fail(503, { 'x-request-id': 'req-7' })]);
    const error = await caught(client().get('/v3/x'));
    expect(hits).toHaveLength(3);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 503, body: { detail: 'failed with 503' }, requestId: 'req-7' });
    expect((error as APIError).headers.get('x-request-id')).toBe('req-7');
  });

  it('throws RateLimitError carrying retryAfter after repeated 429s', async () => {
    sequence('get', '/v3/x', [fail(429, { 'retry-after-ms': '5' })]);
    const error = await caught(client().get('/v3/x'));
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(0.005);
  });

  it('honours per-call maxRetries over the client default', async () => {
    const none = sequence('get', '/v3/none', [fail(500)]);
    await caught(client({ maxRetries: 5 }).get('/v3/none', { maxRetries: 0 }));
    expect(none).toHaveLength(1);
    const more = sequence('get', '/v3/more', [fail(500)]);
    await caught(client({ maxRetries: 0 }).get('/v3/more', { maxRetries: 4 }));
    expect(more).toHaveLength(5);
  });
});

describe('non-idempotent writes', () => {
  it.each([500, 502, 504, 408, 409])('are not resent after %i', async (status) => {
    const hits = sequence('post', MESSAGES, [fail(status), ok]);
    await caught(client().post(MESSAGES, { body: { messages: [] } }));
    expect(hits).toHaveLength(1);
  });

  it.each([429, 503])('are resent after %i (the server did not process them)', async (status) => {
    const hits = sequence('post', MESSAGES, [fail(status), ok]);
    await expect(client().post(MESSAGES, { body: { messages: [] } })).resolves.toEqual({ ok: true });
    expect(hits).toHaveLength(2);
  });

  it('PATCH is treated as a non-idempotent write', async () => {
    const hits = sequence('patch', '/v3/x', [fail(500), ok]);
    await caught(client().patch('/v3/x', { body: {} }));
    expect(hits).toHaveLength(1);
  });

  it('idempotent POST routes are retried after a 500', async () => {
    const hits = sequence('post', '/v3/workspaces/w/peers/list', [fail(500), ok]);
    await expect(client().post('/v3/workspaces/w/peers/list', { body: {} })).resolves.toEqual({ ok: true });
    expect(hits).toHaveLength(2);
  });

  it('a caller can mark a POST idempotent, or not', async () => {
    const hits = sequence('post', MESSAGES, [fail(500), ok]);
    await client().post(MESSAGES, { body: {}, idempotent: true });
    expect(hits).toHaveLength(2);
    const pinned = sequence('post', '/v3/workspaces/w/chat', [fail(500), ok]);
    await caught(client().post('/v3/workspaces/w/chat', { body: {}, idempotent: false }));
    expect(pinned).toHaveLength(1);
  });

  it.each(['/v3/workspaces/w/chat', '/v3/workspaces/w/peers/p/chat'])(
    'chat (%s) stores nothing, so it is retried like a read: a 500 three times is sent three times with maxRetries 2',
    async (path) => {
      const hits = sequence('post', path, [fail(500)]);
      const error = await caught(client({ maxRetries: 2 }).post(path, { body: { query: 'q' } }));
      expect(error).toBeInstanceOf(ServerError);
      expect(hits).toHaveLength(3);
      const dropped = sequence('post', path, [() => HttpResponse.error(), ok]);
      await expect(client().post(path, { body: { query: 'q' } })).resolves.toEqual({ ok: true });
      expect(dropped).toHaveLength(2);
    },
  );

  it('a network error of unknown phase is retried for GET but not for a write', async () => {
    let gets = 0;
    let posts = 0;
    server.use(
      http.get(`${BASE}/v3/x`, () => (++gets < 3 ? HttpResponse.error() : ok())),
      http.post(`${BASE}${MESSAGES}`, () => (posts++, HttpResponse.error())),
    );
    await expect(client().get('/v3/x')).resolves.toEqual({ ok: true });
    expect(gets).toBe(3);
    const error = await caught(client().post(MESSAGES, { body: {} }));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(posts).toBe(1);
  });
});

describe('server-requested delays', () => {
  it('honours Retry-After in (fractional) seconds', async () => {
    const hits = sequence('get', '/v3/x', [fail(503, { 'retry-after': '0.08' }), ok]);
    await client().get('/v3/x');
    expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(70);
  });

  it('honours retry-after-ms', async () => {
    const hits = sequence('get', '/v3/x', [fail(429, { 'retry-after-ms': '60' }), ok]);
    await client().get('/v3/x');
    expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(50);
  });

  it('honours an HTTP-date Retry-After (the chosen wait is logged; the wait is then aborted)', async () => {
    const sink = recordingSink();
    const retryAt = new Date(Date.now() + 3_000).toUTCString();
    const hits = sequence('get', '/v3/x', [fail(503, { 'retry-after': retryAt }), ok]);
    const controller = new AbortController();
    const pending = client({ logLevel: 'debug', logger: sink }).get('/v3/x', { signal: controller.signal });
    await expect.poll(() => sink.lines.some((line) => line.includes('retrying'))).toBe(true);
    const line = sink.lines.find((entry) => entry.includes('retrying'))!;
    const waited = Number(/in (\d+) ms/.exec(line)?.[1]);
    // Whole-second resolution of HTTP dates: between 2 and 3 s, far above the 2 ms backoff cap.
    expect(waited).toBeGreaterThan(1_500);
    expect(waited).toBeLessThanOrEqual(3_000);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    expect(hits).toHaveLength(1);
  });

  it('ignores a Retry-After beyond 60 s and falls back to backoff', async () => {
    const hits = sequence('get', '/v3/x', [fail(503, { 'retry-after': '120' }), ok]);
    const started = Date.now();
    await client().get('/v3/x');
    expect(hits).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('obeys x-should-retry: false', async () => {
    const hits = sequence('get', '/v3/x', [fail(503, { 'x-should-retry': 'false' }), ok]);
    await caught(client().get('/v3/x'));
    expect(hits).toHaveLength(1);
  });

  it('gives up with the real error when the wait would outlast the timeout', async () => {
    const hits = sequence('get', '/v3/x', [fail(503, { 'retry-after': '5' }), ok]);
    const started = Date.now();
    const error = await caught(client({ timeout: 500 }).get('/v3/x'));
    expect(error).toBeInstanceOf(ServerError);
    expect(hits).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(400);
  });
});

describe('debug logging', () => {
  it('logs method, URL, status, attempt and duration for each attempt', async () => {
    const sink = recordingSink();
    sequence('get', '/v3/x', [fail(500), ok]);
    await client({ logLevel: 'debug', logger: sink }).get('/v3/x', { query: { q: '1' } });
    expect(sink.lines).toEqual([
      '[honcho] → GET https://api.test/v3/x?q=1 (attempt 1/3)',
      expect.stringMatching(/^\[honcho\] ← 500 GET https:\/\/api\.test\/v3\/x\?q=1 in \d+ ms \(attempt 1\/3\)$/),
      expect.stringMatching(/^\[honcho\] retrying GET https:\/\/api\.test\/v3\/x\?q=1 in \d+ ms \(attempt 2\/3\): status 500$/),
      '[honcho] → GET https://api.test/v3/x?q=1 (attempt 2/3)',
      expect.stringMatching(/^\[honcho\] ← 200 GET .* in \d+ ms \(attempt 2\/3\)$/),
    ]);
  });

  it('logs nothing by default', async () => {
    const sink = recordingSink();
    sequence('get', '/v3/x', [ok]);
    await client({ logger: sink }).get('/v3/x');
    expect(sink.lines).toEqual([]);
  });
});
