import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { HonchoConfig } from '@honcho-ai/sdk';
import { loadHonchoConfig } from '@honcho-ai/sdk/config';
import { TOKEN_QUERY, type InspectorInfo } from '../contract/inspector-api.js';
import { VERSION } from '../version.js';
import { errorAnswer, InspectorApiError } from './api-error.js';
import { matchRoute, type RouteResult } from './api-routes.js';
import { HonchoReader } from './honcho-reader.js';
import { answerAndClose, answerClientError, BodyTooLargeError, readJson } from './request-body.js';
import { isLoopbackHost, RequestGuard } from './request-guard.js';
import { REDACTED, redactDeltas } from './stream-redaction.js';
import { uiFile } from './static-ui.js';

/** Options of {@link startInspector}. */
export interface InspectorOptions {
  /** The Honcho server; default `HONCHO_URL`, else a Honcho config file's (`loadHonchoConfig`), else the SDK's default. */
  readonly baseURL?: string | undefined;
  /** The API key, kept in this process; default `HONCHO_API_KEY`, else a Honcho config file's. */
  readonly apiKey?: string | undefined;
  /** The workspace to open on; default `HONCHO_WORKSPACE_ID`, else a Honcho config file's, else `default`. */
  readonly workspaceId?: string | undefined;
  /** Port to listen on; default 0 (any free port). */
  readonly port?: number | undefined;
  /** Loopback address to listen on: `127.0.0.1` (the default), `localhost` or `::1`. Others are refused. */
  readonly host?: string | undefined;
  /** Offer deleting conclusions and editing cards (each asks for confirmation). Default `false`: read-only. */
  readonly allowWrites?: boolean | undefined;
  /** The launch token; default 32 random bytes. Tests fix it; anyone holding it can use the API. */
  readonly token?: string | undefined;
  /** More SDK client options (`fetch`, `timeout`, `maxRetries`, ...). */
  readonly client?: Omit<HonchoConfig, 'baseURL' | 'apiKey' | 'workspaceId'> | undefined;
}

/** A running inspector. */
export interface RunningInspector {
  /** The URL to open, with the launch token. Print it only where its reader may use the API. */
  readonly url: string;
  /** The address without the token (the UI and its files; every API call needs the token). */
  readonly origin: string;
  readonly port: number;
  readonly token: string;
  readonly info: InspectorInfo;
  /** Stops listening and ends open streams. */
  close(): Promise<void>;
}

/** Refused options of {@link startInspector}, named by field. */
export class InspectorOptionError extends Error {
  override readonly name = 'InspectorOptionError';
}

/**
 * Serves the inspector: the UI and its API, on loopback only. The key stays in this process
 * (the browser gets views of what Honcho holds, never the key); every API call needs the launch
 * token that {@link RunningInspector.url} carries; Host headers other than the listener's own are
 * refused (DNS rebinding); and unless `allowWrites`, nothing that changes Honcho is served.
 *
 * @example
 * ```ts
 * const inspector = await startInspector({ baseURL: 'http://localhost:8000', workspaceId: 'demo' });
 * console.log(`Open ${inspector.url}`);
 * ```
 */
export async function startInspector(options: InspectorOptions = {}): Promise<RunningInspector> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host)) throw new InspectorOptionError(`host: must be a loopback address (127.0.0.1, localhost or ::1), got "${host}". The inspector holds your Honcho key and is never served to the network.`);
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new InspectorOptionError(`port: must be a whole number from 0 to 65535, got ${String(port)}.`);
  if (options.token !== undefined && options.token.length < 16) throw new InspectorOptionError('token: must be at least 16 characters.');
  const token = options.token ?? randomBytes(32).toString('base64url');
  // Throws HonchoConfigFileError for a config file that is there but broken: never a silent fall back.
  const config = loadHonchoConfig({ baseURL: options.baseURL, apiKey: options.apiKey, workspaceId: options.workspaceId });
  const apiKey = config.apiKey;
  const reader = new HonchoReader({ ...options.client, ...config.toClientOptions() });
  const info: InspectorInfo = {
    honchoUrl: reader.home.baseURL,
    workspaceId: reader.home.workspaceId,
    allowWrites: options.allowWrites === true,
    authenticated: apiKey !== undefined && apiKey !== '',
    version: VERSION,
  };
  const streams = new Set<AbortController>();
  const server = createServer((request, response) => {
    void serve(request, response).catch(() => response.destroy());
  });
  // Node's own answer to a URL or headers over 16 KB closes with the rest unread, which resets the connection.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => answerClientError(error, socket as Socket, SECURITY_HEADERS));
  let guard: RequestGuard | undefined;

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://inspector.invalid');
    const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
    const refusal = guard!.refusal(request, isApi);
    if (refusal) return sendJson(response, refusal.status, { error: { kind: 'forbidden', message: refusal.message, status: null } });
    if (!isApi) {
      const file = request.method === 'GET' || request.method === 'HEAD' ? await uiFile(url.pathname) : undefined;
      if (!file) return sendJson(response, 404, { error: { kind: 'not-found', message: `The inspector has no page ${url.pathname}.`, status: null } });
      response.writeHead(200, { ...SECURITY_HEADERS, 'content-type': file.type, 'content-length': file.body.length });
      response.end(request.method === 'HEAD' ? undefined : file.body);
      return;
    }
    const controller = new AbortController();
    // `close` on the response, not the request: a request's own `close` fires once its body is read.
    response.once('close', () => controller.abort());
    try {
      const matched = matchRoute(request.method ?? 'GET', url.pathname.slice('/api'.length));
      if (!matched) throw new InspectorApiError('not-found', 404, `The inspector's API has no route ${url.pathname}.`);
      if ('methodNotAllowed' in matched) throw new InspectorApiError('bad-request', 405, `${request.method} is not served at ${url.pathname}.`);
      if (matched.route.writes && !info.allowWrites) {
        throw new InspectorApiError('read-only', 403, 'The inspector is read-only. Start it with --allow-writes to delete conclusions or edit cards.');
      }
      const result = await matched.route.handle({ params: matched.params, query: url.searchParams, body: () => readJson(request), signal: controller.signal, reader, info, apiKey });
      await sendResult(response, result, controller, streams);
    } catch (error) {
      if (response.headersSent) return void response.end();
      if (error instanceof BodyTooLargeError && error.closeConnection) return answerAndClose(request.socket, { status: 413, reason: 'Payload Too Large', message: error.message }, SECURITY_HEADERS, request);
      const { status, body } = errorAnswer(error instanceof URIError ? new InspectorApiError('bad-request', 400, 'The path has a malformed %-escape.') : error);
      sendJson(response, status, body);
    }
  }

  /** Every body sent passes here: the key is cut out of it should anything ever carry it. */
  function redact(text: string): string {
    return apiKey && apiKey.length >= 4 ? text.split(apiKey).join(REDACTED) : text;
  }

  function sendJson(response: ServerResponse, status: number, body: unknown): void {
    const text = redact(JSON.stringify(body));
    response.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    response.end(text);
  }

  async function sendResult(response: ServerResponse, result: RouteResult, controller: AbortController, open: Set<AbortController>): Promise<void> {
    if ('json' in result) return sendJson(response, 200, result.json);
    if ('empty' in result) {
      response.writeHead(204, SECURITY_HEADERS);
      return void response.end();
    }
    response.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream; charset=utf-8', connection: 'keep-alive' });
    response.flushHeaders();
    open.add(controller);
    try {
      // Redacting each event alone would miss a key split across two deltas: the joined text is redacted.
      for await (const event of redactDeltas(result.events, apiKey)) {
        if (response.destroyed) break;
        response.write(`data: ${redact(JSON.stringify(event))}\n\n`);
      }
    } finally {
      open.delete(controller);
      response.end();
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  guard = new RequestGuard(token, host, bound);
  const urlHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const origin = `http://${urlHost}:${bound}`;
  return {
    url: `${origin}/?${TOKEN_QUERY}=${token}`,
    origin,
    port: bound,
    token,
    info,
    close: () => closeServer(server, streams),
  };
}

/** Sent with every answer: no caching, no sniffing, no framing, no referrer (the page's URL holds the token), and only this origin's scripts. */
const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
} as const;

function closeServer(server: Server, streams: Set<AbortController>): Promise<void> {
  for (const stream of streams) stream.abort();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
