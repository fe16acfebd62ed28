import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { HttpClient } from '@honcho-ai/sdk-core';
import { contextFrom, type WorkspaceContext } from '../../internal/workspace-context.js';
import type { ChatRoute } from '../chat-request.js';

/** One request the server saw. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  /** Resolves when the client closed the connection before the server ended the response. */
  readonly clientClosed: Promise<void>;
}

/** A real loopback server for what msw cannot show: the client closing the socket, cut bodies. */
export interface ChatServer {
  readonly url: string;
  readonly requests: SeenRequest[];
  close(): Promise<void>;
}

export type ChatHandler = (request: SeenRequest, response: ServerResponse, raw: IncomingMessage) => void | Promise<void>;

export async function startChatServer(handler: ChatHandler): Promise<ChatServer> {
  const requests: SeenRequest[] = [];
  const server: Server = createServer((raw, response) => {
    let text = '';
    raw.setEncoding('utf8');
    raw.on('data', (chunk: string) => (text += chunk));
    raw.on('end', () => {
      const clientClosed = new Promise<void>((resolve) => {
        response.on('close', () => {
          if (!response.writableFinished) resolve();
        });
      });
      const seen: SeenRequest = {
        method: raw.method ?? '',
        path: raw.url ?? '',
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        clientClosed,
      };
      requests.push(seen);
      void handler(seen, response, raw);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `data: {json}\n\n`, as the server frames each dialectic event. */
export function sse(value: unknown): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

/** A content event. */
export function delta(content: string): string {
  return sse({ delta: { content }, done: false });
}

/** Starts an event-stream response. */
export function openEventStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.flushHeaders();
}

/** A workspace context talking to `url`, with fast retries. */
export function testContext(url: string, workspaceId = 'w'): WorkspaceContext {
  const http = new HttpClient({ baseURL: url, apiKey: 'k', maxRetries: 2, retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 } });
  return contextFrom(http, workspaceId);
}

export const PEER_CHAT = '/v3/workspaces/w/peers/alice/chat';
export const WORKSPACE_CHAT = '/v3/workspaces/w/chat';
/** The routes `peer.chat()` and `honcho.chat()` pass for those paths. */
export const PEER_CHAT_ROUTE: ChatRoute = { kind: 'peer', path: PEER_CHAT };
export const WORKSPACE_CHAT_ROUTE: ChatRoute = { kind: 'workspace', path: WORKSPACE_CHAT };

/** Evidence as the server sends it. */
export const EVIDENCE = {
  conclusions: [
    {
      id: 'c1',
      content: 'Alice likes sushi',
      level: 'explicit',
      created_at: '2025-01-01T00:00:00Z',
      session_id: 's1',
      source_ids: [],
    },
  ],
  messages: [{ id: 'm1', session_id: 's1', peer_id: 'alice', content_preview: 'I love sushi', created_at: '2025-01-01T00:00:00Z' }],
  tool_calls: [{ tool_name: 'search', tool_input: { query: 'food' } }],
  reasoning_trace_id: null,
} as const;

/**
 * A `serve(handler)` for one test file: each server it starts is closed after
 * the test that started it.
 */
export function useChatServers(): (handler: ChatHandler) => Promise<ChatServer> {
  const servers: ChatServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return async (handler) => {
    const server = await startChatServer(handler);
    servers.push(server);
    return server;
  };
}
