import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIConnectionError, APITimeoutError, APIUserAbortError } from '../errors/index.js';
import { jsonEvents } from './json-events.js';
import { sseEvents } from './sse-events.js';
import { collect, sleep } from './test-support/stream-response.js';

// Abort and close latency is measured in bench/ (the break row); a test only tells "reacts to the abort"
// from "waits for the server or a timeout", so its bound is one only such a wait would exceed.
const PROMPTLY_MS = 1_000;

// Over real sockets, because what matters is that the server sees its
// response closed; a hand-made ReadableStream cannot show that.

type Route = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
const routes = new Map<string, Route>();
/** Resolves when the server-side response of the request with this id closes. */
const closed = new Map<string, Promise<void>>();

function startEventStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const id = url.searchParams.get('id') ?? '';
    closed.set(id, new Promise((resolve) => response.on('close', () => resolve())));
    const route = routes.get(url.pathname);
    if (route === undefined) response.writeHead(404).end();
    else route(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Two events, then silence with the connection held open.
  routes.set('/open', (_request, response) => {
    startEventStream(response);
    response.write('data: 1\n\ndata: 2\n\n');
  });
  routes.set('/silent', (_request, response) => startEventStream(response));
  routes.set('/dialectic', (_request, response) => {
    startEventStream(response);
    response.write('data: {"delta": {"content": "Alice "}, "done": false}\n\n');
    response.write('data: {"delta": {"content": "likes sushi."}, "done": false}\n\n');
    response.end('data: {"done": true}\n\n');
  });
  // What the server does when the dialectic fails mid-stream: it just closes the connection.
  routes.set('/cut', (request, response) => {
    startEventStream(response);
    response.write('data: {"delta": {"content": "Alice "}, "done": false}\n\ndata: {"delta": {"con', () => {
      setTimeout(() => request.socket.destroy(), 10);
    });
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let nextId = 0;
async function open(path: string, init: RequestInit = {}): Promise<{ response: Response; serverClosed: Promise<void> }> {
  const id = String(nextId++);
  const response = await fetch(`${baseUrl}${path}?id=${id}`, init);
  const serverClosed = closed.get(id);
  if (serverClosed === undefined) throw new Error('the server did not see the request');
  return { response, serverClosed };
}

/** Milliseconds until `promise` settles, or Infinity when it takes longer than `limit`. */
async function timeToSettle(promise: Promise<unknown>, limit: number): Promise<number> {
  const startedAt = performance.now();
  const settled = await Promise.race([promise.then(() => true), sleep(limit).then(() => false)]);
  return settled ? performance.now() - startedAt : Number.POSITIVE_INFINITY;
}

describe('sseEvents over HTTP', () => {
  it('closes the server-side response when the consumer breaks out', async () => {
    const { response, serverClosed } = await open('/open');
    for await (const event of sseEvents(response)) {
      expect(event.data).toBe('1');
      break;
    }
    expect(await timeToSettle(serverClosed, PROMPTLY_MS)).toBeLessThan(PROMPTLY_MS);
  });

  it('settles promptly after an abort while the server is silent, and closes the response', async () => {
    const abort = new AbortController();
    const { response, serverClosed } = await open('/silent', { signal: abort.signal });
    const pending = sseEvents(response, { signal: abort.signal }).next();
    const outcome = pending.catch((error: unknown) => error);
    await sleep(20);
    abort.abort();
    expect(await timeToSettle(outcome, PROMPTLY_MS)).toBeLessThan(PROMPTLY_MS);
    expect(await outcome).toBeInstanceOf(APIUserAbortError);
    expect(await timeToSettle(serverClosed, PROMPTLY_MS)).toBeLessThan(PROMPTLY_MS);
  });

  it('rejects with APITimeoutError and closes the response when the server goes quiet', async () => {
    const { response, serverClosed } = await open('/open');
    const stream = sseEvents(response, { idleTimeoutMs: 80 });
    await expect(collect(stream)).rejects.toBeInstanceOf(APITimeoutError);
    expect(await timeToSettle(serverClosed, PROMPTLY_MS)).toBeLessThan(PROMPTLY_MS);
  });

  it('reads the dialectic stream to its done chunk', async () => {
    const { response } = await open('/dialectic');
    const chunks = await collect(
      jsonEvents<{ delta?: { content?: string }; done: boolean }>(response, { isTerminal: (chunk) => chunk.done }),
    );
    expect(chunks.map((chunk) => chunk.delta?.content ?? '').join('')).toBe('Alice likes sushi.');
    expect(chunks.at(-1)?.done).toBe(true);
  });

  it('reports a connection the server cuts mid-event as APIConnectionError', async () => {
    const { response } = await open('/cut');
    const contents: string[] = [];
    const error = await (async () => {
      for await (const chunk of jsonEvents<{ delta?: { content?: string }; done: boolean }>(response, {
        isTerminal: (chunk) => chunk.done,
      })) {
        contents.push(chunk.delta?.content ?? '');
      }
    })().catch((caught: unknown) => caught);
    expect(contents).toEqual(['Alice ']);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APITimeoutError);
  });
});
