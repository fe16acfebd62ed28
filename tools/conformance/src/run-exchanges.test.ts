import { describe, expect, it } from 'vitest';
import type { ExchangeGroup } from './exchange.js';
import { runGroup } from './run-exchanges.js';

const RUN = 'k3x9q2ab';
const SERVER_ID = 'V1StGXR8_Z5jdHi6B-myT';

interface Seen {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | null | undefined;
}

/** A fake server answering by path, remembering what it was sent. */
function fakeServer(answer: (url: URL, seen: Seen[]) => Response) {
  const seen: Seen[] = [];
  const fetch = (async (input: string, init: RequestInit) => {
    seen.push({ url: input, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    return answer(new URL(input), seen);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, seen };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const group: ExchangeGroup = {
  name: 'g',
  description: 'test',
  exchanges: [
    {
      name: 'create',
      method: 'POST',
      path: '/v3/workspaces/cf-{run}-w/sessions/cf-{run}-s/messages',
      json: { messages: [{ content: 'hi', peer_id: 'cf-{run}-alice', created_at: '2021-01-01T00:00:00Z' }] },
      capture: { m1: '0.id' },
    },
    { name: 'get', method: 'GET', path: '/v3/workspaces/cf-{run}-w/sessions/cf-{run}-s/messages/{{m1}}', query: { page: 1, sessions: ['cf-{run}-a', 'b'] } },
  ],
};

describe('runGroup', () => {
  it('fills placeholders, follows captures and records normalised requests and answers', async () => {
    const message = { id: SERVER_ID, content: 'hi', peer_id: `cf-${RUN}-alice`, created_at: '2021-01-01T00:00:00+00:00', token_count: 1 };
    const server = fakeServer((url) => (url.pathname.endsWith('/messages') ? json([message], 201) : json({ ...message, created_at: '2030-05-05T05:05:05Z' })));
    const recorded = await runGroup(group, { baseUrl: 'http://127.0.0.1:8000/', runToken: RUN, token: 'secret', fetch: server.fetch });

    expect(server.seen[0]?.url).toBe(`http://127.0.0.1:8000/v3/workspaces/cf-${RUN}-w/sessions/cf-${RUN}-s/messages`);
    expect(server.seen[0]?.headers.get('authorization')).toBe('Bearer secret');
    expect(server.seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(server.seen[1]?.url).toBe(`http://127.0.0.1:8000/v3/workspaces/cf-${RUN}-w/sessions/cf-${RUN}-s/messages/${SERVER_ID}?page=1&sessions=cf-${RUN}-a&sessions=b`);

    expect(recorded[0]).toEqual({
      name: 'create',
      request: {
        method: 'POST',
        path: '/v3/workspaces/cf-{run}-w/sessions/cf-{run}-s/messages',
        json: { messages: [{ content: 'hi', peer_id: 'cf-{run}-alice', created_at: '2021-01-01T00:00:00Z' }] },
      },
      response: {
        status: 201,
        contentType: 'application/json',
        json: [{ id: '<id:1>', content: 'hi', peer_id: 'cf-{run}-alice', created_at: '2021-01-01T00:00:00+00:00', token_count: '<int>' }],
      },
    });
    expect(recorded[1]?.request).toEqual({
      method: 'GET',
      path: '/v3/workspaces/cf-{run}-w/sessions/cf-{run}-s/messages/<id:1>',
      query: { page: '1', sessions: ['cf-{run}-a', 'b'] },
    });
    expect(recorded[1]?.response.json).toMatchObject({ id: '<id:1>', created_at: '<timestamp>' });
  });

  it('sends anonymous exchanges without the token, multipart bodies as form data, and raw bodies as given', async () => {
    const server = fakeServer(() => json({}));
    const recorded = await runGroup(
      {
        name: 'g',
        description: '',
        exchanges: [
          { name: 'health', method: 'GET', path: '/health', anonymous: true },
          {
            name: 'upload',
            method: 'POST',
            path: '/upload',
            multipart: [
              { name: 'file', value: 'tea {run}', filename: 'a.txt', contentType: 'text/plain' },
              { name: 'peer_id', value: 'cf-{run}-a' },
            ],
          },
          { name: 'raw', method: 'POST', path: '/raw', raw: { contentType: 'application/json', text: '{"id": "cf-{run}"' } },
        ],
      },
      { baseUrl: 'http://h', runToken: RUN, token: 'secret', fetch: server.fetch },
    );
    expect(server.seen[0]?.headers.has('authorization')).toBe(false);
    const form = server.seen[1]?.body as FormData;
    expect(form.get('peer_id')).toBe(`cf-${RUN}-a`);
    expect(await (form.get('file') as File).text()).toBe(`tea ${RUN}`);
    expect((form.get('file') as File).name).toBe('a.txt');
    expect(recorded[1]?.request.multipart).toEqual([
      { name: 'file', value: 'tea {run}', filename: 'a.txt', contentType: 'text/plain' },
      { name: 'peer_id', value: 'cf-{run}-a' },
    ]);
    expect(server.seen[2]?.body).toBe(`{"id": "cf-${RUN}"`);
    expect(recorded[2]?.request.raw).toEqual({ contentType: 'application/json', text: '{"id": "cf-{run}"' });
  });

  it('polls until the predicate holds, and waits delayMs before sending', async () => {
    let pending = 3;
    const server = fakeServer(() => json({ pending_work_units: pending--, in_progress_work_units: 0 }));
    const waits: number[] = [];
    const recorded = await runGroup(
      {
        name: 'g',
        description: '',
        exchanges: [
          {
            name: 'queue',
            method: 'GET',
            path: '/q',
            delayMs: 50,
            poll: { until: ({ body }) => (body as { pending_work_units: number }).pending_work_units === 0, tries: 10, intervalMs: 5 },
          },
        ],
      },
      { baseUrl: 'http://h', runToken: RUN, fetch: server.fetch, sleep: async (ms) => void waits.push(ms) },
    );
    expect(server.seen).toHaveLength(4);
    expect(waits).toEqual([50, 5, 5, 5]);
    expect(recorded[0]?.response.json).toEqual({ pending_work_units: '<int>', in_progress_work_units: '<int>' });
  });

  it('gives up polling after the given tries', async () => {
    const server = fakeServer(() => json({ done: false }));
    await runGroup(
      { name: 'g', description: '', exchanges: [{ name: 'q', method: 'GET', path: '/q', poll: { until: () => false, tries: 3, intervalMs: 0 } }] },
      { baseUrl: 'http://h', runToken: RUN, fetch: server.fetch, sleep: async () => {} },
    );
    expect(server.seen).toHaveLength(3);
  });

  it('records an event stream: raw text, framing and normalised events', async () => {
    const raw = `data: {"delta": {"content": "cf-${RUN}-alice likes"}, "done": false}\n\ndata: {"delta": {"content": " tea"}, "done": false}\n\ndata: {"done": true}\n\n`;
    const server = fakeServer(() => new Response(raw, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }));
    const [recorded] = await runGroup(
      { name: 'g', description: '', exchanges: [{ name: 's', method: 'POST', path: '/chat', json: { stream: true } }] },
      { baseUrl: 'http://h', runToken: RUN, fetch: server.fetch },
    );
    expect(recorded?.response.sse).toEqual({
      raw: raw.split(RUN).join('{run}'),
      framing: 'data: {"delta": {"content": "<text>"}, "done": false}\n\ndata: {"done": true}\n\n',
      events: [{ delta: { content: '<text>' }, done: false }, { delta: { content: '<text>' }, done: false }, { done: true }],
    });
  });

  it('records a failed connection instead of throwing', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const [recorded] = await runGroup(
      { name: 'g', description: '', exchanges: [{ name: 'x', method: 'GET', path: '/' }] },
      { baseUrl: 'http://h', runToken: RUN, fetch },
    );
    expect(recorded?.response).toEqual({ status: 0, contentType: null, error: 'TypeError: fetch failed' });
  });

  it('keeps the status and what arrived of a body cut short', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(new TextEncoder().encode('data: {"delta": {"content": "Hi"}, "done": false}\n\n'));
        else controller.error(new Error('socket hang up'));
      },
    });
    const fetch = (async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } })) as unknown as typeof globalThis.fetch;
    const [recorded] = await runGroup(
      { name: 'g', description: '', exchanges: [{ name: 's', method: 'POST', path: '/chat' }] },
      { baseUrl: 'http://h', runToken: RUN, fetch },
    );
    expect(recorded?.response.status).toBe(200);
    expect(recorded?.response.error).toBe('body cut short: Error: socket hang up');
    expect(recorded?.response.sse?.events).toEqual([{ delta: { content: '<text>' }, done: false }]);
  });

  it('does not keep the body of a status-only exchange', async () => {
    const server = fakeServer(() => new Response('# metrics', { headers: { 'content-type': 'text/plain' } }));
    const [recorded] = await runGroup(
      { name: 'g', description: '', exchanges: [{ name: 'm', method: 'GET', path: '/metrics', compare: 'status' }] },
      { baseUrl: 'http://h', runToken: RUN, fetch: server.fetch },
    );
    expect(recorded).toEqual({ name: 'm', request: { method: 'GET', path: '/metrics' }, response: { status: 200, contentType: 'text/plain' }, compare: 'status' });
  });
});
