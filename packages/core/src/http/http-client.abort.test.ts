import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APITimeoutError, APIUserAbortError } from '../errors/client-errors.js';
import { HttpClient, type HttpClientOptions } from './http-client.js';
import { startServer, type LocalServer } from './test-support/local-server.js';

const BASE = 'https://api.test';
const server = setupServer();
const servers: LocalServer[] = [];

// Real servers on 127.0.0.1 bypass msw.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  // Node loads undici on the first fetch; pay that once here, not inside a timed test.
  const warm = await startServer((_request, response) => response.end('{}'));
  await fetch(warm.url).then((response) => response.text());
  await warm.close();
});
afterEach(async () => {
  server.resetHandlers();
  await Promise.all(servers.splice(0).map((local) => local.close()));
});
afterAll(() => server.close());

const client = (options: HttpClientOptions = {}): HttpClient =>
  new HttpClient({ baseURL: BASE, apiKey: 'k', retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 }, ...options });

/** Starts a real server that sends headers and part of a JSON body, then stalls forever. */
async function stallingServer(): Promise<LocalServer> {
  const local = await startServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"partial": ');
  });
  servers.push(local);
  return local;
}

/**
 * How soon an aborted call must settle here. Every server below stalls forever
 * (or asks for a 30 s wait), so any finite bound proves the abort ended the
 * call; the bound is generous because these tests share a loaded 2-core machine
 * with other suites, where a timer can fire 100+ ms late (50 ms failed there).
 * The promptness figure itself is measured in tests/reliability/faults.test.ts.
 */
const SETTLES_WITHIN_MS = 1_000;

/**
 * Slack added to a timeout's own length before calling a run a hang, for the
 * same reason: the timeouts are 80-150 ms and the servers never finish, so a
 * second of slack still distinguishes "the timeout fired" from "it hung".
 */
const TIMEOUT_SLACK_MS = 1_000;

/** Aborts `controller` after `ms` and resolves with how long the call took to settle after the abort. */
async function settleAfterAbort(promise: Promise<unknown>, controller: AbortController, ms: number): Promise<{ error: unknown; lagMs: number }> {
  let abortedAt = 0;
  setTimeout(() => {
    abortedAt = Date.now();
    controller.abort();
  }, ms);
  try {
    await promise;
  } catch (error) {
    return { error, lagMs: Date.now() - abortedAt };
  }
  throw new Error('expected the call to fail');
}

describe('caller abort', () => {
  it('settles promptly while waiting for a response (connect / headers), without retrying', async () => {
    let hits = 0;
    server.use(
      http.get(`${BASE}/v3/x`, async () => {
        hits++;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const { error, lagMs } = await settleAfterAbort(client().get('/v3/x', { signal: controller.signal }), controller, 30);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(error).not.toBeInstanceOf(APITimeoutError);
    expect(lagMs).toBeLessThan(SETTLES_WITHIN_MS);
    expect(hits).toBe(1);
  });

  it('settles promptly during a backoff wait, without another attempt', async () => {
    let hits = 0;
    server.use(
      http.get(`${BASE}/v3/x`, () => (hits++, HttpResponse.json({}, { status: 503, headers: { 'retry-after': '30' } }))),
    );
    const controller = new AbortController();
    const { error, lagMs } = await settleAfterAbort(client().get('/v3/x', { signal: controller.signal }), controller, 50);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(lagMs).toBeLessThan(SETTLES_WITHIN_MS);
    expect(hits).toBe(1);
  });

  it('settles promptly while reading a stalled body from a real server, without retrying', async () => {
    const local = await stallingServer();
    const controller = new AbortController();
    const { error, lagMs } = await settleAfterAbort(
      client({ baseURL: local.url }).get('/v3/x', { signal: controller.signal }),
      controller,
      80,
    );
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(lagMs).toBeLessThan(SETTLES_WITHIN_MS);
    expect(local.hits).toHaveLength(1);
  });

  it('settles promptly mid-body even when the body ignores the signal (mocked stream)', async () => {
    server.use(
      http.get(
        `${BASE}/v3/x`,
        () =>
          new HttpResponse(
            new ReadableStream({
              start(stream) {
                stream.enqueue(new TextEncoder().encode('{"a":'));
              },
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const controller = new AbortController();
    const { error, lagMs } = await settleAfterAbort(client().get('/v3/x', { signal: controller.signal }), controller, 30);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(lagMs).toBeLessThan(SETTLES_WITHIN_MS);
  });

  it('does not send at all when the signal is already aborted', async () => {
    let hits = 0;
    server.use(http.get(`${BASE}/v3/x`, () => (hits++, HttpResponse.json({}))));
    const error = await client()
      .get('/v3/x', { signal: AbortSignal.abort(new Error('changed my mind')) })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect((error as Error).cause).toEqual(new Error('changed my mind'));
    expect(hits).toBe(0);
  });

  it('is reported as an abort even when the timeout would have fired soon after', async () => {
    server.use(
      http.get(`${BASE}/v3/x`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const { error } = await settleAfterAbort(client({ timeout: 60 }).get('/v3/x', { signal: controller.signal }), controller, 20);
    expect(error).toBeInstanceOf(APIUserAbortError);
  });
});

describe('timeout', () => {
  it('covers the whole call including a body that stalls after the headers', async () => {
    const local = await stallingServer();
    const started = Date.now();
    const error = await client({ baseURL: local.url, timeout: 150 })
      .get('/v3/x')
      .catch((caught: unknown) => caught);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).not.toBeInstanceOf(APIUserAbortError);
    expect((error as Error).message).toBe(`Request timed out after 150 ms (GET ${local.url}/v3/x)`);
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(150 + TIMEOUT_SLACK_MS);
    // The timeout spends the call's whole budget, so it is never retried.
    expect(local.hits).toHaveLength(1);
  });

  it('fires while waiting for headers; per-call timeout overrides the client default', async () => {
    server.use(
      http.get(`${BASE}/v3/x`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const error = await client({ timeout: 60_000 })
      .get('/v3/x', { timeout: 80 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(Date.now() - started).toBeLessThan(80 + TIMEOUT_SLACK_MS);
  });

  it('spans retries: attempts and waits share one budget', async () => {
    let hits = 0;
    server.use(http.get(`${BASE}/v3/x`, async () => (hits++, await delay(40), HttpResponse.json({}, { status: 503 }))));
    const started = Date.now();
    // Zero backoff: a wait never outlasts the time left, so the end is always the timeout.
    const error = await client({ timeout: 150, maxRetries: 10, retryBackoff: { initialDelayMs: 0, maxDelayMs: 0 } })
      .get('/v3/x')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(Date.now() - started).toBeLessThan(150 + TIMEOUT_SLACK_MS);
    expect(hits).toBeGreaterThanOrEqual(2);
    expect(hits).toBeLessThanOrEqual(5);
  });
});

describe('stream and requestRaw', () => {
  it('retries before headers, then hands over a body that outlives the timeout', async () => {
    let hits = 0;
    const local = await startServer((_request, response) => {
      hits++;
      if (hits === 1) {
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"detail":"busy"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n');
      setTimeout(() => response.end('data: second\n\n'), 400);
    });
    servers.push(local);
    const response = await client({ baseURL: local.url, timeout: 250 }).stream('POST', '/v3/workspaces/w/chat', {
      body: { query: 'q' },
    });
    expect(hits).toBe(2);
    // The body finishes 400 ms after the headers, past the 250 ms timeout, and still arrives whole.
    expect(await response.text()).toBe('data: first\n\ndata: second\n\n');
  });

  it('keeps the caller signal linked to the body: aborting later cancels the read', async () => {
    const local = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n');
    });
    servers.push(local);
    const controller = new AbortController();
    const response = await client({ baseURL: local.url }).stream('GET', '/v3/events', { signal: controller.signal });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    setTimeout(() => controller.abort(), 20);
    const started = Date.now();
    await expect(reader.read()).rejects.toBeDefined();
    expect(Date.now() - started).toBeLessThan(SETTLES_WITHIN_MS);
  });

  it('times out while waiting for headers', async () => {
    const local = await startServer(() => undefined);
    servers.push(local);
    const error = await client({ baseURL: local.url, timeout: 80 })
      .requestRaw('GET', '/v3/x')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APITimeoutError);
  });
});
