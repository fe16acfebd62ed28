import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { isConnectionDrop } from '../faults/connection-drop.js';

/** A Fetch-API request handler, the shape every server here is written in. */
export type FetchHandler = (request: Request) => Promise<Response> | Response;

/** Options for {@link serveFetchHandler}. */
export interface ServeOptions {
  /** Port to listen on; `0` (the default) picks a free one. */
  port?: number;
  /** Interface to bind; loopback by default so nothing is exposed by accident. */
  hostname?: string;
}

/** A running server. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:53122`. */
  url: string;
  port: number;
  /** The underlying Node server, for tests that need socket-level control. */
  server: Server;
  /** Stops accepting connections, ends open ones (including streams) and resolves when closed. */
  close(): Promise<void>;
}

/**
 * Serves a Fetch-API handler over real HTTP with `node:http`. Response bodies
 * are streamed as they are produced (so server-sent events arrive live), and a
 * client that disconnects aborts `request.signal`, so handlers can stop work.
 * A handler that throws an `EmulatorConnectionDrop` (see `isConnectionDrop`)
 * gets the socket destroyed instead of a 500, so the client sees a reset.
 */
export async function serveFetchHandler(handler: FetchHandler, options: ServeOptions = {}): Promise<RunningServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  const server = createServer((incoming, outgoing) => {
    void handle(handler, incoming, outgoing, hostname);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${hostname}:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(handler: FetchHandler, incoming: IncomingMessage, outgoing: ServerResponse, hostname: string): Promise<void> {
  const controller = new AbortController();
  // 'close' on the response fires when the socket goes away before we finished: the client left.
  outgoing.on('close', () => {
    if (!outgoing.writableFinished) controller.abort();
  });
  try {
    const request = toRequest(incoming, hostname, controller.signal);
    const response = await handler(request);
    await writeResponse(response, outgoing, controller.signal);
  } catch (error) {
    if (isConnectionDrop(error)) {
      // An injected network failure: the client must see the connection reset, not an answer.
      incoming.socket.destroy();
      return;
    }
    if (!outgoing.headersSent) {
      outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: 'An unexpected error occurred' }));
    } else {
      // Mid-stream failure. Destroying at once would discard bytes still queued
      // on the socket (the events sent before the failure); ending the socket
      // flushes them and closes without the chunked terminator, so the client
      // gets everything sent so far and then sees the body cut short.
      incoming.socket.end();
    }
  }
}

function toRequest(incoming: IncomingMessage, hostname: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? hostname}`);
  return new Request(url, {
    method,
    headers,
    signal,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
    // Required by the fetch spec whenever a request body is a stream.
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
}

async function writeResponse(response: Response, outgoing: ServerResponse, signal: AbortSignal): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, response.statusText, headers);
  if (!response.body) {
    outgoing.end();
    return;
  }
  // Headers go out at once, so a streaming client sees the status before the first event.
  outgoing.flushHeaders();
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!outgoing.write(value)) {
        await new Promise<void>((resolve) => {
          outgoing.once('drain', resolve);
          outgoing.once('close', resolve);
        });
      }
      if (signal.aborted) return;
    }
    outgoing.end();
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
