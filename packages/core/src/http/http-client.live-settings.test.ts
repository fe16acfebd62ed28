import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors/api-error.js';
import { APIConnectionError, HonchoValidationError } from '../errors/client-errors.js';
import type { LogSink } from '../logging/logger.js';
import { HttpClient, type HttpClientOptions } from './http-client.js';
import { caught } from './test-support/caught.js';

const OLD_KEY = 'hch-OLD-key-123';
const NEW_KEY = 'hch-NEW-key-456';

interface Recorder {
  readonly requests: Request[];
  readonly fetch: (input: Request | URL | string) => Promise<Response>;
}

/** A fetch that records each request and answers `reply` (echoing the Authorization header by default). */
function recorder(reply: (request: Request) => Response = () => Response.json({ ok: true })): Recorder {
  const requests: Request[] = [];
  return {
    requests,
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(input);
      requests.push(request);
      return reply(request);
    },
  };
}

function lines(): LogSink & { text: () => string } {
  const parts: string[] = [];
  const push = (message: string, ...details: unknown[]): void => {
    parts.push(message, inspect(details, { depth: 10 }), JSON.stringify(details));
  };
  return { text: () => parts.join('\n'), debug: push, info: push, warn: push, error: push };
}

const client = (fetch: Recorder['fetch'], options: HttpClientOptions = {}): HttpClient =>
  new HttpClient({ baseURL: 'https://api.test', apiKey: OLD_KEY, maxRetries: 0, fetch, ...options });

describe('base URL ending in /v3', () => {
  it.each([
    ['https://api.test/v3', 'https://api.test/v3/workspaces'],
    ['https://api.test/v3/', 'https://api.test/v3/workspaces'],
    ['https://api.test', 'https://api.test/v3/workspaces'],
    ['https://proxy.test/honcho', 'https://proxy.test/honcho/v3/workspaces'],
    ['https://proxy.test/honcho/v3', 'https://proxy.test/honcho/v3/workspaces'],
  ])('with baseURL %s a request goes to %s', async (baseURL, expected) => {
    const { requests, fetch } = recorder();
    await client(fetch, { baseURL }).post('/v3/workspaces', { body: { id: 'w' } });
    expect(requests.map((request) => request.url)).toEqual([expected]);
  });
});

describe('errors name the URL that was requested', () => {
  it('a 404 names the full URL, the proxy prefix included, without the query or the key', async () => {
    const { fetch } = recorder(() => Response.json({ detail: 'Not Found' }, { status: 404 }));
    const http = client(fetch, { baseURL: 'https://proxy.test/honcho', defaultQuery: { token: 'proxy-secret' } });
    const error = await caught(http.get('/v3/workspaces/w/peers/p'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('404 Not Found (GET https://proxy.test/honcho/v3/workspaces/w/peers/p)');
    expect((error as Error).message).not.toContain('proxy-secret');
  });

  it('a connection error names the full URL', async () => {
    const http = client(async () => {
      throw new TypeError('fetch failed');
    }, { baseURL: 'https://proxy.test/honcho/v3' });
    const error = await caught(http.post('/v3/workspaces', { body: { id: 'w' } }));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toMatch(/\(POST https:\/\/proxy\.test\/honcho\/v3\/workspaces\)$/);
  });
});

describe('http.apiKey', () => {
  it('assigning it changes the key later requests send, on the cached and the uncached header paths', async () => {
    const { requests, fetch } = recorder();
    const http = client(fetch);
    await http.get('/v3/x');
    await http.get('/v3/x', { headers: { 'X-Call': '1' } });
    http.apiKey = NEW_KEY;
    await http.get('/v3/x');
    await http.get('/v3/x', { headers: { 'X-Call': '1' } });
    await http.post('/v3/x', { body: {} });
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      `Bearer ${OLD_KEY}`,
      `Bearer ${OLD_KEY}`,
      `Bearer ${NEW_KEY}`,
      `Bearer ${NEW_KEY}`,
      `Bearer ${NEW_KEY}`,
    ]);
  });

  it('carries over to withOptions, and undefined or an empty string stops sending one', async () => {
    const { requests, fetch } = recorder();
    const http = client(fetch);
    http.apiKey = NEW_KEY;
    await http.withOptions({ timeout: 5_000 }).get('/v3/x');
    http.apiKey = '';
    await http.get('/v3/x');
    http.apiKey = undefined;
    await http.get('/v3/x');
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([`Bearer ${NEW_KEY}`, null, null]);
    expect(http.hasApiKey).toBe(false);
  });

  it('reads back as *** and never shows the new key in JSON, inspect, String, errors or logs', async () => {
    const sink = lines();
    const { fetch } = recorder((request) => Response.json({ detail: `bad key ${request.headers.get('authorization') ?? ''}` }, { status: 401 }));
    const http = client(fetch, { logLevel: 'debug', logger: sink });
    http.apiKey = NEW_KEY;
    expect(http.apiKey).toBe('***');
    const error = await caught(http.get('/v3/x'));
    const shown = [JSON.stringify(http), inspect(http, { depth: 10 }), String(http), inspect(error, { depth: 10 }), JSON.stringify(error), (error as Error).message, sink.text()];
    for (const text of shown) {
      expect(text).not.toContain(NEW_KEY);
      expect(text).not.toContain(OLD_KEY);
    }
    expect(Object.values(http).join(' ')).not.toContain(NEW_KEY);
  });

  it('refuses a non-string or multi-line key with a typed error, keeping the old one', async () => {
    const { requests, fetch } = recorder();
    const http = client(fetch);
    expect(() => {
      http.apiKey = 42 as unknown as string;
    }).toThrow(HonchoValidationError);
    expect(() => {
      http.apiKey = `${NEW_KEY}\r\nX-Evil: 1`;
    }).toThrow(/apiKey: must not contain line breaks/);
    await http.get('/v3/x');
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${OLD_KEY}`);
  });
});

describe('http.defaultHeaders', () => {
  it('is a plain mutable record: Object.assign adds headers to later requests, delete stops them', async () => {
    const { requests, fetch } = recorder();
    const http = client(fetch, { defaultHeaders: { 'X-Start': 'a' } });
    await http.get('/v3/x');
    Object.assign(http.defaultHeaders, { 'X-Plugin': 'p1', 'X-Honcho-Host': 'my-plugin/1.0' });
    await http.get('/v3/x');
    await http.post('/v3/x', { body: {} });
    delete http.defaultHeaders['X-Plugin'];
    http.defaultHeaders['X-Start'] = 'b';
    await http.get('/v3/x');
    const seen = requests.map((request) => [request.headers.get('x-start'), request.headers.get('x-plugin'), request.headers.get('x-honcho-host')]);
    expect(seen[0]?.slice(0, 2)).toEqual(['a', null]);
    expect(seen[1]).toEqual(['a', 'p1', 'my-plugin/1.0']);
    expect(seen[2]).toEqual(['a', 'p1', 'my-plugin/1.0']);
    expect(seen[3]).toEqual(['b', null, 'my-plugin/1.0']);
    expect(Object.getPrototypeOf(http.defaultHeaders)).toBe(Object.prototype);
  });

  it('null still removes a header the client adds', async () => {
    const { requests, fetch } = recorder();
    const http = client(fetch);
    http.defaultHeaders['X-Honcho-Host'] = null;
    await http.get('/v3/x');
    expect(requests[0]!.headers.has('x-honcho-host')).toBe(false);
  });

  it('an invalid header added later fails the next request with a typed error naming it, sending nothing', async () => {
    const { requests, fetch } = recorder();
    const http = client(fetch);
    Object.assign(http.defaultHeaders, { 'Bad Name': 'x' });
    const error = await caught(http.get('/v3/x'));
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as Error).message).toContain('defaultHeaders.Bad Name');
    http.defaultHeaders['X-Value'] = 'line\nbreak';
    delete http.defaultHeaders['Bad Name'];
    expect((await caught(http.get('/v3/x')) as Error).message).toContain('defaultHeaders.X-Value');
    expect(requests).toHaveLength(0);
    delete http.defaultHeaders['X-Value'];
    await http.get('/v3/x');
    expect(requests).toHaveLength(1);
  });
});
