import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, serveFetchHandler } from './serve-fetch-handler.js';

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('serveFetchHandler', () => {
  it('passes method, path, query, headers and body through, and the response back', async () => {
    running = await serveFetchHandler(async (request) => {
      const url = new URL(request.url);
      return Response.json(
        { method: request.method, path: url.pathname, size: url.searchParams.get('size'), auth: request.headers.get('authorization'), body: await request.json() },
        { status: 201, headers: { 'x-request-id': 'req-1' } },
      );
    });
    const response = await fetch(`${running.url}/v3/workspaces?size=5`, {
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'w' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('req-1');
    expect(await response.json()).toEqual({ method: 'POST', path: '/v3/workspaces', size: '5', auth: 'Bearer k', body: { id: 'w' } });
  });

  it('streams the body as it is produced', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    running = await serveFetchHandler(() => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('data: first\n\n'));
          await gate;
          controller.enqueue(encoder.encode('data: second\n\n'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const response = await fetch(running.url);
    const reader = response.body!.getReader();
    const first = await reader.read();
    // The first event arrived while the handler is still blocked on the gate.
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    release();
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(rest).toBe('data: second\n\n');
  });

  it('aborts the request signal when the client disconnects', async () => {
    let aborted: (() => void) | undefined;
    const sawAbort = new Promise<void>((resolve) => {
      aborted = resolve;
    });
    running = await serveFetchHandler((request) => {
      request.signal.addEventListener('abort', () => aborted?.());
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('data: tick\n\n'));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const client = new AbortController();
    const response = await fetch(running.url, { signal: client.signal });
    await response.body!.getReader().read();
    client.abort();
    await expect(sawAbort).resolves.toBeUndefined();
  });

  it('cuts the connection when the body fails mid-stream', async () => {
    running = await serveFetchHandler(() => {
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true;
            controller.enqueue(new TextEncoder().encode('data: {"delta":'));
          } else {
            controller.error(new Error('injected cut'));
          }
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const response = await fetch(running.url);
    await expect(response.text()).rejects.toThrow();
  });

  it('delivers what was sent before a mid-stream failure, then cuts', async () => {
    running = await serveFetchHandler(() => {
      const encoder = new TextEncoder();
      const events = ['data: 1\n\n', 'data: 2\n\n', 'data: 3\n\n'];
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = events.shift();
          if (next === undefined) controller.error(new Error('injected cut'));
          else controller.enqueue(encoder.encode(next));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const response = await fetch(running.url);
    const reader = response.body!.getReader();
    let received = '';
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          received += new TextDecoder().decode(value);
        }
      })(),
    ).rejects.toThrow();
    expect(received).toBe('data: 1\n\ndata: 2\n\ndata: 3\n\n');
  });

  it('answers 500 with the server error body when the handler throws', async () => {
    running = await serveFetchHandler(() => {
      throw new Error('boom');
    });
    const response = await fetch(running.url);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: 'An unexpected error occurred' });
  });
});
