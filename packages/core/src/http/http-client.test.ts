import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APIError, NotFoundError, ServerError, UnprocessableEntityError } from '../errors/api-error.js';
import { APIResponseError, HonchoValidationError } from '../errors/client-errors.js';
import { buildPath } from './build-path.js';
import { HttpClient, type HttpClientOptions } from './http-client.js';
import { caught } from './test-support/caught.js';

const BASE = 'https://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (options: HttpClientOptions = {}): HttpClient =>
  new HttpClient({ baseURL: BASE, apiKey: 'key-1', retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 }, ...options });

/** Captures every request the handler sees. */
function capture(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, reply: () => Response = () => HttpResponse.json({ ok: true })): Request[] {
  const seen: Request[] = [];
  server.use(
    http[method](`${BASE}${path}`, ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
  return seen;
}

describe('HttpClient requests', () => {
  it('sends auth, identification, retry-count and accept headers', async () => {
    const seen = capture('get', '/v3/x');
    await expect(client().get('/v3/x')).resolves.toEqual({ ok: true });
    const headers = seen[0]!.headers;
    expect(headers.get('authorization')).toBe('Bearer key-1');
    expect(headers.get('x-honcho-host')).toBe(`honcho-typescript (${process.platform})`);
    expect(headers.get('user-agent')).toMatch(/^honcho-typescript \(node\/\d+/);
    expect(headers.get('x-honcho-retry-count')).toBe('0');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBeNull();
  });

  it('sends no Authorization without a key', async () => {
    vi.stubEnv('HONCHO_API_KEY', '');
    try {
      const seen = capture('get', '/v3/x');
      await new HttpClient({ baseURL: BASE }).get('/v3/x');
      expect(seen[0]!.headers.has('authorization')).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('uses the product token and merges default and per-call headers, null removing one', async () => {
    const seen = capture('get', '/v3/x');
    const http = client({
      product: 'honcho-typescript/2.5.0',
      defaultHeaders: { 'X-Team': 'a', 'X-Drop': 'b' },
    });
    await http.get('/v3/x', { headers: { 'X-Call': 'c', 'X-Drop': null, 'X-Honcho-Host': 'my-plugin/1.0' } });
    const headers = seen[0]!.headers;
    expect(headers.get('x-team')).toBe('a');
    expect(headers.get('x-call')).toBe('c');
    expect(headers.has('x-drop')).toBe(false);
    expect(headers.get('x-honcho-host')).toBe('my-plugin/1.0');
    expect(headers.get('user-agent')).toMatch(/^honcho-typescript\/2\.5\.0 /);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const seen = capture('post', '/v3/workspaces/w/sessions/s/messages');
    await client().post('/v3/workspaces/w/sessions/s/messages', { body: { messages: [{ content: 'hi' }] } });
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ messages: [{ content: 'hi' }] });
  });

  it('keeps the base path, serialises queries and merges defaultQuery', async () => {
    const seen: string[] = [];
    server.use(http.get(`${BASE}/prefix/v3/x`, ({ request }) => (seen.push(request.url), HttpResponse.json({}))));
    const http2 = client({ baseURL: `${BASE}/prefix/`, defaultQuery: { d: '1', e: 'x' } });
    await http2.get('/v3/x', { query: { tags: ['a', 'b'], skip: undefined, nil: null, e: 'y', page: 2 } });
    const url = new URL(seen[0]!);
    expect(url.searchParams.getAll('tags')).toEqual(['a', 'b']);
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('d')).toBe('1');
    expect(url.searchParams.get('e')).toBe('y');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.has('nil')).toBe(false);
  });

  it('reaches paths built with buildPath, encoded once', async () => {
    const seen: string[] = [];
    server.use(http.get(`${BASE}/v3/workspaces/:w/peers/:p`, ({ request }) => (seen.push(new URL(request.url).pathname), HttpResponse.json({}))));
    await client().get(buildPath('/v3/workspaces/{w}/peers/{p}', { w: 'w 1', p: 'a/b' }));
    expect(seen).toEqual(['/v3/workspaces/w%201/peers/a%2Fb']);
  });

  it('returns undefined for 204 and for an empty 200', async () => {
    capture('delete', '/v3/workspaces/w', () => new HttpResponse(null, { status: 204 }));
    capture('get', '/v3/empty', () => new HttpResponse('', { status: 200 }));
    await expect(client().delete('/v3/workspaces/w')).resolves.toBeUndefined();
    await expect(client().get('/v3/empty')).resolves.toBeUndefined();
  });

  it('uses an injected fetch', async () => {
    const fetch = vi.fn(async (input: Request | URL | string) => {
      expect(input).toBeInstanceOf(Request);
      return Response.json({ via: 'custom' });
    });
    await expect(client({ fetch }).get('/v3/x')).resolves.toEqual({ via: 'custom' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('uploads FormData as multipart without a JSON content type', async () => {
    const seen = capture('post', '/v3/workspaces/w/sessions/s/messages/upload');
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    form.append('peer_id', 'p');
    await client({ defaultHeaders: { 'Content-Type': 'application/json' } }).upload(
      '/v3/workspaces/w/sessions/s/messages/upload',
      form,
    );
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await seen[0]!.formData();
    expect(received.get('peer_id')).toBe('p');
    expect(await (received.get('file') as File).text()).toBe('hello');
  });

  it('stream returns the Response with Accept: text/event-stream', async () => {
    const seen = capture('post', '/v3/workspaces/w/chat', () => new HttpResponse('data: 1\n\n', { headers: { 'content-type': 'text/event-stream' } }));
    const response = await client().stream('POST', '/v3/workspaces/w/chat', { body: { query: 'q', stream: true } });
    expect(response).toBeInstanceOf(Response);
    expect(seen[0]!.headers.get('accept')).toBe('text/event-stream');
    expect(await response.text()).toBe('data: 1\n\n');
  });

  it('requestRaw returns the Response unread', async () => {
    capture('get', '/v3/raw', () => new HttpResponse('plain text'));
    const response = await client().requestRaw('GET', '/v3/raw');
    expect(await response.text()).toBe('plain text');
  });

  it('withOptions keeps the key and overrides the rest', async () => {
    const seen = capture('get', '/v3/x');
    const derived = client().withOptions({ timeout: 1_234, defaultHeaders: { 'X-D': '1' } });
    expect(derived.timeout).toBe(1_234);
    await derived.get('/v3/x');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer key-1');
    expect(seen[0]!.headers.get('x-d')).toBe('1');
  });
});

describe('HttpClient response errors', () => {
  it('maps error statuses through makeAPIError with status, body, headers and request id', async () => {
    capture('get', '/v3/missing', () =>
      HttpResponse.json({ detail: 'Peer not found' }, { status: 404, headers: { 'x-request-id': 'req-42' } }),
    );
    const error = await caught(client().get('/v3/missing'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, body: { detail: 'Peer not found' }, requestId: 'req-42' });
    expect((error as APIError).headers.get('x-request-id')).toBe('req-42');
    expect((error as Error).message).toBe('404 Peer not found (GET https://api.test/v3/missing)');
  });

  it('lists each field path of a FastAPI 422, never [object Object]', async () => {
    capture('post', '/v3/workspaces/w/sessions/s/messages', () =>
      HttpResponse.json(
        {
          detail: [
            { loc: ['body', 'messages', 0, 'content'], msg: 'String should have at most 25000 characters', type: 'string_too_long' },
            { loc: ['body', 'messages', 1, 'peer_id'], msg: 'Field required', type: 'missing' },
          ],
        },
        { status: 422 },
      ),
    );
    const error = await caught(client().post('/v3/workspaces/w/sessions/s/messages', { body: {} }));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    const message = (error as Error).message;
    expect(message).toContain('body.messages.0.content: String should have at most 25000 characters');
    expect(message).toContain('body.messages.1.peer_id: Field required');
    expect(message).not.toContain('[object Object]');
    expect((error as UnprocessableEntityError).issues).toHaveLength(2);
  });

  it('turns an HTML 502 page into a readable ServerError', async () => {
    capture('get', '/v3/x', () =>
      HttpResponse.html('<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>', {
        status: 502,
      }),
    );
    const error = await caught(client({ maxRetries: 0 }).get('/v3/x'));
    expect(error).toBeInstanceOf(ServerError);
    expect((error as Error).message).toBe('502 502 Bad Gateway (GET https://api.test/v3/x)');
    expect((error as Error).message).not.toContain('<html');
  });

  it('reports malformed JSON as APIResponseError with status and a short excerpt', async () => {
    capture('get', '/v3/x', () => new HttpResponse('{"id": "abc", "oops', { headers: { 'content-type': 'application/json' } }));
    const error = await caught(client().get('/v3/x'));
    expect(error).toBeInstanceOf(APIResponseError);
    expect(error).toMatchObject({ status: 200, body: '{"id": "abc", "oops' });
    expect((error as Error).message).toBe(
      'Expected JSON from GET https://api.test/v3/x but received a body that is not valid JSON (HTTP 200, application/json): "{\\"id\\": \\"abc\\", \\"oops"',
    );
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('reports an HTML page where JSON was expected, with its title and a bounded excerpt', async () => {
    const page = `<!doctype html><html><head><title>Sign in</title></head><body>${'x'.repeat(5_000)}</body></html>`;
    capture('get', '/v3/x', () => HttpResponse.html(page));
    const error = await caught(client().get('/v3/x'));
    expect(error).toBeInstanceOf(APIResponseError);
    expect((error as Error).message).toMatch(/^Expected JSON from GET https:\/\/api\.test\/v3\/x but received an HTML page titled "Sign in" \(HTTP 200, text\/html/);
    expect(((error as APIResponseError).body as string).length).toBeLessThanOrEqual(201);
  });
});

describe('HttpClient input validation', () => {
  it('refuses full URLs so the key only goes to baseURL', async () => {
    for (const path of ['https://evil.example.com/steal', '//evil.example.com/x']) {
      await expect(client().get(path)).rejects.toThrow(HonchoValidationError);
    }
  });

  it('validates per-call timeout, maxRetries and headers before sending', async () => {
    const fetch = vi.fn();
    const http2 = client({ fetch });
    await expect(http2.get('/v3/x', { timeout: -1 })).rejects.toThrow('timeout: must be a positive finite number');
    await expect(http2.get('/v3/x', { maxRetries: 11 })).rejects.toThrow('maxRetries: must be an integer from 0 to 10');
    await expect(http2.get('/v3/x', { headers: { 'bad name': 'x' } })).rejects.toThrow('headers.bad name');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a body that is not JSON-serialisable, before sending', async () => {
    const fetch = vi.fn();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(client({ fetch }).post('/v3/x', { body: { n: 1n } })).rejects.toThrow('body: cannot be serialised as JSON');
    await expect(client({ fetch }).post('/v3/x', { body: cyclic })).rejects.toThrow(HonchoValidationError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a GET with a body instead of retrying it as a network failure', async () => {
    const fetch = vi.fn();
    await expect(client({ fetch }).request('GET', '/v3/x', { body: { a: 1 } })).rejects.toThrow(
      'body: is not allowed on GET',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('validates constructor options', () => {
    expect(() => new HttpClient({ baseURL: 'nope' })).toThrow(HonchoValidationError);
    expect(() => client({ retryBackoff: { initialDelayMs: -1 } })).toThrow('retryBackoff.initialDelayMs');
    expect(() => client({ product: '' })).toThrow('product');
  });
});
