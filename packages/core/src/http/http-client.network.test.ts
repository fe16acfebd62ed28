import { afterEach, describe, expect, it } from 'vitest';
import { APIConnectionError, APITimeoutError } from '../errors/client-errors.js';
import type { LogSink } from '../logging/logger.js';
import { classifyNetworkError } from './network-failure.js';
import { HttpClient, type HttpClientOptions } from './http-client.js';
import type { FetchLike } from './request-options.js';
import { closedPort, drain, startServer, type LocalServer } from './test-support/local-server.js';
import { caught } from './test-support/caught.js';

// No msw here: every request goes to a real socket on 127.0.0.1.
const servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((local) => local.close()));
});

async function serve(...args: Parameters<typeof startServer>): Promise<LocalServer> {
  const local = await startServer(...args);
  servers.push(local);
  return local;
}

const client = (baseURL: string, options: HttpClientOptions = {}): HttpClient =>
  new HttpClient({ baseURL, apiKey: 'k', retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 }, ...options });

function attemptCounter(): LogSink & { attempts: () => number } {
  const lines: string[] = [];
  const push = (message: string): void => {
    lines.push(message);
  };
  return { attempts: () => lines.filter((line) => line.includes('→')).length, debug: push, info: push, warn: push, error: push };
}

const MESSAGES = '/v3/workspaces/w/sessions/s/messages';

describe('connection refused (nothing was sent)', () => {
  it('is classified not-sent from a real refused connection', async () => {
    const port = await closedPort();
    const error = await fetch(`http://127.0.0.1:${port}/`).catch((caughtError: unknown) => caughtError);
    expect(classifyNetworkError(error)).toBe('not-sent');
  });

  it('retries even a non-idempotent POST, then fails with APIConnectionError carrying the cause', async () => {
    const port = await closedPort();
    const sink = attemptCounter();
    const error = await caught(
      client(`http://127.0.0.1:${port}`, { logLevel: 'debug', logger: sink }).post(MESSAGES, { body: { messages: [] } }),
    );
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APITimeoutError);
    expect((error as Error).message).toMatch(/^Connection error: fetch failed.*ECONNREFUSED.*\(POST http:\/\/127\.0\.0\.1:\d+\/v3\/workspaces\/w\/sessions\/s\/messages\)$/);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(sink.attempts()).toBe(3);
  });

  it('delivers the write once the server comes up between attempts', async () => {
    const port = await closedPort();
    let started: LocalServer | undefined;
    // The real fetch fails first; only then does the server start, so attempt 2 connects.
    const fetchThenStart: FetchLike = async (input, init) => {
      try {
        return await fetch(input, init);
      } catch (error) {
        started ??= await serve(async (request, response) => {
          await drain(request);
          response.writeHead(201, { 'content-type': 'application/json' }).end('{"created":1}');
        }, port);
        throw error;
      }
    };
    const result = await client(`http://127.0.0.1:${port}`, { fetch: fetchThenStart }).post(MESSAGES, { body: { messages: [] } });
    expect(result).toEqual({ created: 1 });
    expect(started?.hits).toEqual([`POST ${MESSAGES}`]);
  });
});

describe('connection reset after the request was sent', () => {
  const resetAfterRead = () =>
    serve(async (request) => {
      await drain(request);
      request.socket.destroy();
    });

  it('is not retried for a non-idempotent POST', async () => {
    const local = await resetAfterRead();
    const error = await caught(client(local.url).post(MESSAGES, { body: { messages: [{ content: 'once' }] } }));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(local.hits).toHaveLength(1);
  });

  it('is retried for a GET', async () => {
    const local = await resetAfterRead();
    const error = await caught(client(local.url).get('/v3/x'));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(local.hits).toHaveLength(3);
  });
});

describe('connection dropped mid-body', () => {
  const halfBody = () =>
    serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
      response.write('{"items": [1, 2, ');
      setTimeout(() => response.socket?.destroy(), 5);
    });

  it('fails with APIConnectionError saying the body broke off', async () => {
    const local = await halfBody();
    const error = await caught(client(local.url, { maxRetries: 0 }).get('/v3/x'));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toMatch(/^Connection lost while reading the response body: .*\(GET http:\/\/127\.0\.0\.1:\d+\/v3\/x\)$/);
  });

  it('is retried for an idempotent call but not for a write', async () => {
    const reads = await halfBody();
    await caught(client(reads.url).get('/v3/x'));
    expect(reads.hits).toHaveLength(3);
    const writes = await halfBody();
    await caught(client(writes.url).post(MESSAGES, { body: {} }));
    expect(writes.hits).toHaveLength(1);
  });
});
