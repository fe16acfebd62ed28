import { bearerToken, callback, checkInput, flag, type SpecShape, z } from '@honcho-ai/sdk-core';
import { HonchoValidationError } from '@honcho-ai/sdk';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode, isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { HonchoConnection } from '../connection/honcho-connection.js';
import { buildServer } from '../server/build-server.js';
import { mcpOptionsShape, mcpOptionsSpec, type HonchoMcpOptions } from '../server/honcho-mcp-options.js';
import type { McpTool } from '../tools/mcp-tool.js';
import { selectTools } from '../tools/select-tools.js';
import { jsonRpcErrorResponse } from './json-rpc-error-response.js';
import { ORIGIN_RULE, originRefusal, parseOrigin } from './origin-check.js';
import { SessionRegistry } from './session-registry.js';

/** A Fetch-API handler: what Next.js route handlers, Hono, Workers, `Deno.serve` and `Bun.serve` take. */
export type McpHandler = (request: Request) => Promise<Response>;

/**
 * Works out, for one request, the user the memory tools are about: from your
 * app's own authentication (a cookie, a verified token), never from a value the
 * caller may set freely unless every caller may read every user's memory.
 * `undefined` refuses the request with 401.
 */
export type PeerResolver = (request: Request) => string | undefined | Promise<string | undefined>;

/** One key's connection, and the tools built for each user it served. */
interface Connection {
  readonly connection: HonchoConnection;
  readonly toolsByPeer: Map<string, McpTool[]>;
}

/** Options of {@link createMcpHandler}. */
export interface McpHandlerOptions extends Omit<HonchoMcpOptions, 'peerId'> {
  /**
   * The user the memory tools are about: one id for every request, or a
   * {@link PeerResolver} that reads it from each request. Required unless
   * `tools` is `'workspace'`.
   */
  peerId?: string | PeerResolver | undefined;
  /**
   * Keep an MCP session per client (default `true`): the client's requests
   * reach the same server, so it can cancel a call. `false` serves each
   * request on its own (stateless, for serverless platforms where requests
   * land on different instances); a call then ends when its HTTP request is
   * aborted.
   */
  sessions?: boolean | undefined;
  /** Milliseconds a session may sit unused before it is closed (default 30 minutes). */
  sessionIdleTimeout?: number | undefined;
  /** Most open sessions; opening one more closes the least recently used (default 1,000). */
  maxSessions?: number | undefined;
  /**
   * `Host` header values to accept, e.g. `['127.0.0.1:8787', 'localhost:8787']`;
   * any other is answered 403. Set it when serving on loopback, so a web page
   * cannot reach the server through DNS rebinding. Default: any host.
   */
  allowedHosts?: readonly string[] | undefined;
  /**
   * Web origins whose pages may call the handler besides loopback ones, e.g.
   * `['https://app.example']` for your own site's pages that call it from the
   * browser. A request with any other `Origin` header (`Origin: null`
   * included) is answered 403 before anything else is read, as MCP's
   * Streamable HTTP transport requires; requests without one (MCP clients,
   * servers) and from `http(s)://localhost`, `127.x.x.x` or `[::1]` on any
   * port are served. Default: none besides loopback.
   */
  allowedOrigins?: readonly string[] | undefined;
  /** Told about failures of the handler itself (not of tool calls, see `onToolError`). Never receives the key. */
  onError?: ((error: unknown) => void) | undefined;
}

const DEFAULT_IDLE_MS = 30 * 60_000;
const DEFAULT_MAX_SESSIONS = 1_000;
/** Most distinct keys a handler keeps a connection for. */
const MAX_CONNECTIONS = 100;
/** Most users one connection keeps built memory tools for. */
const MAX_PEERS_PER_CONNECTION = 1_000;
const SESSION_HEADER = 'mcp-session-id';

const positiveInteger = z.optional(z.custom<number>((value) => Number.isInteger(value) && (value as number) >= 1, { error: 'must be a positive integer', abort: true }));

const HANDLER_OPTIONS = mcpOptionsSpec({
  ...mcpOptionsShape,
  peerId: z.optional(z.custom<string | PeerResolver>()),
  sessions: z.optional(flag()),
  sessionIdleTimeout: positiveInteger,
  maxSessions: positiveInteger,
  allowedHosts: z.optional(
    z.custom<readonly string[]>((hosts) => Array.isArray(hosts) && hosts.every((host) => typeof host === 'string' && host !== ''), {
      error: 'must be a list of host names (with the port, as in the Host header)',
      abort: true,
    }),
  ),
  allowedOrigins: z.optional(
    z.array(
      z.custom<string>((origin) => typeof origin === 'string' && parseOrigin(origin) !== undefined, { error: (issue) => `${ORIGIN_RULE}, got ${JSON.stringify(issue.input)}`, abort: true }),
      { error: "must be a list of origins, e.g. ['https://app.example']" },
    ),
  ),
  onError: z.optional(callback<(error: unknown) => void>()),
} satisfies SpecShape<McpHandlerOptions>);

/**
 * A Fetch-API handler serving Honcho's tools over MCP's Streamable HTTP
 * transport: mount it at `/mcp` of a Next.js route, a Worker, `Bun.serve`
 * or `Deno.serve`, or run `honcho-mcp --transport http`.
 *
 * Authentication: the caller's `Authorization: Bearer <key>` is the Honcho
 * key its calls use. A request without one is refused with 401, unless
 * `honcho.apiKey` is given: then it is used for requests that bring no key
 * (protect the route yourself). `HONCHO_API_KEY` is deliberately not read,
 * so a public endpoint never lends its own key to anonymous callers. The key
 * is never logged or echoed.
 *
 * @example
 * ```ts
 * // app/mcp/route.ts (Next.js)
 * import { createMcpHandler } from '@honcho-ai/mcp';
 *
 * const handler = createMcpHandler({ honcho: { baseURL: process.env.HONCHO_URL }, tools: 'workspace' });
 * export { handler as GET, handler as POST, handler as DELETE };
 * ```
 * @throws `HonchoValidationError` naming each invalid option, at creation.
 */
export function createMcpHandler(options: McpHandlerOptions): McpHandler {
  checkInput(HANDLER_OPTIONS, options, 'Invalid createMcpHandler() options');
  const configuredKey = typeof options.honcho?.apiKey === 'string' && options.honcho.apiKey !== '' ? options.honcho.apiKey : undefined;
  const resolvePeer = typeof options.peerId === 'function' ? options.peerId : undefined;
  const fixedPeer = typeof options.peerId === 'string' ? options.peerId : undefined;
  const connections = new Map<string, Connection>();
  const connectionFor = (apiKey: string): Connection => {
    let entry = connections.get(apiKey);
    if (entry === undefined) {
      entry = { connection: new HonchoConnection({ ...options.honcho, apiKey }), toolsByPeer: new Map() };
      if (connections.size >= MAX_CONNECTIONS) connections.delete(connections.keys().next().value as string);
      connections.set(apiKey, entry);
    }
    return entry;
  };
  const toolsFor = (entry: Connection, peerId: string | undefined): McpTool[] => {
    const key = peerId ?? '';
    let tools = entry.toolsByPeer.get(key);
    if (tools === undefined) {
      tools = selectTools({ ...options, peerId }, entry.connection.honcho);
      if (entry.toolsByPeer.size >= MAX_PEERS_PER_CONNECTION) entry.toolsByPeer.delete(entry.toolsByPeer.keys().next().value as string);
      entry.toolsByPeer.set(key, tools);
    }
    return tools;
  };
  // Built once now, so a bad client option or a bad fixed peer id fails at start-up; then forgotten.
  toolsFor(connectionFor(configuredKey ?? 'honcho-mcp-option-check'), fixedPeer ?? (resolvePeer === undefined ? undefined : 'option-check'));
  connections.clear();

  const sessions = options.sessions === false ? undefined : new SessionRegistry(options.sessionIdleTimeout ?? DEFAULT_IDLE_MS, options.maxSessions ?? DEFAULT_MAX_SESSIONS);
  const allowedHosts = options.allowedHosts === undefined ? undefined : new Set(options.allowedHosts.map((host) => host.toLowerCase()));
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map((origin) => parseOrigin(origin) ?? origin));

  return async (request) => {
    try {
      if (allowedHosts !== undefined && !allowedHosts.has((request.headers.get('host') ?? new URL(request.url).host).toLowerCase())) {
        return jsonRpcErrorResponse(403, ErrorCode.InvalidRequest, 'Forbidden: this host is not allowed.');
      }
      const refusedOrigin = originRefusal(request.headers.get('origin'), allowedOrigins);
      if (refusedOrigin !== undefined) return refusedOrigin;
      const presented = bearerToken(request.headers.get('authorization'));
      if (presented === null) return unauthorized("The Authorization header must be 'Bearer <your Honcho API key>'.");
      const apiKey = presented ?? configuredKey;
      if (apiKey === undefined) return unauthorized("This server needs your Honcho API key: send 'Authorization: Bearer <key>'.");
      const peerId = resolvePeer === undefined ? fixedPeer : await resolvePeer(request);
      if (resolvePeer !== undefined && peerId === undefined) return unauthorized('This request names no user for the memory tools.');
      const entry = connectionFor(apiKey);
      const { connection } = entry;
      let tools: McpTool[];
      try {
        tools = toolsFor(entry, peerId);
      } catch (error) {
        if (!HonchoValidationError.isInstance(error)) throw error;
        return jsonRpcErrorResponse(400, ErrorCode.InvalidRequest, `The user this request resolved to is not a valid peer id: ${error.message}`);
      }

      if (sessions === undefined) {
        const server = buildServer({ tools, connection, onToolError: options.onToolError, signal: request.signal });
        const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
        await server.connect(transport);
        try {
          return await transport.handleRequest(request);
        } finally {
          await server.close();
        }
      }

      const sessionId = request.headers.get(SESSION_HEADER);
      if (sessionId !== null) {
        const session = sessions.use(sessionId);
        // Another key's (or user's) session is answered as unknown: a session id alone must not lend its key or its user.
        if (session === undefined || session.apiKey !== apiKey || session.peerId !== peerId) return jsonRpcErrorResponse(404, -32001, 'Session not found: initialize a new one.');
        const response = await session.transport.handleRequest(request);
        if (request.method === 'DELETE') sessions.close(sessionId);
        return response;
      }
      if (request.method !== 'POST' || !(await isInitialize(request))) {
        return jsonRpcErrorResponse(400, ErrorCode.InvalidRequest, `Bad Request: send initialize first, then the ${SESSION_HEADER} header it answers with.`);
      }
      const server = buildServer({ tools, connection, onToolError: options.onToolError });
      const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => crypto.randomUUID(),
        onsessioninitialized: (id) => sessions.add(id, { server, transport, apiKey, peerId, lastUsed: Date.now() }),
      });
      await server.connect(transport);
      return await transport.handleRequest(request);
    } catch (error) {
      try {
        options.onError?.(error);
      } catch {
        // A failing logger must not change the answer.
      }
      return jsonRpcErrorResponse(500, ErrorCode.InternalError, 'Internal error');
    }
  };
}

function unauthorized(message: string): Response {
  return jsonRpcErrorResponse(401, -32001, message, { 'www-authenticate': 'Bearer realm="honcho"' });
}

/** Whether the request's body is an initialize request (or a batch holding one), read from a copy. */
async function isInitialize(request: Request): Promise<boolean> {
  try {
    const body: unknown = await request.clone().json();
    return Array.isArray(body) ? body.some((message) => isInitializeRequest(message)) : isInitializeRequest(body);
  } catch {
    return false;
  }
}
