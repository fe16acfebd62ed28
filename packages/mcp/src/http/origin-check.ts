// The Origin check of the Streamable HTTP transport: the spec requires servers to validate `Origin`,
// since a web page (one whose name was re-pointed at 127.0.0.1 by DNS rebinding, or any page a
// user opens) can send requests to a local server that the browser then lets through.
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { jsonRpcErrorResponse } from './json-rpc-error-response.js';

/** What an allowed origin must look like; the command and the handler both name it when refusing one. @internal */
export const ORIGIN_RULE = 'must be an origin: http:// or https://, a host and an optional port, nothing after it (e.g. https://app.example)';

// Scheme, then a host and port with no user info, path, query or fragment: what a browser sends.
const ORIGIN_SHAPE = /^https?:\/\/[^/\\?#@\s]+$/i;
const LOOPBACK_IPV4 = /^127(\.\d{1,3}){3}$/;

/**
 * `text` as the origin it names, in the form browsers send (`https://app.example`,
 * lower case, no default port), or `undefined` when it names no http(s) origin
 * (`null`, a path, another scheme, garbage). @internal
 */
export function parseOrigin(text: string): string | undefined {
  if (!ORIGIN_SHAPE.test(text)) return undefined;
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
}

/** Whether `origin` (as {@link parseOrigin} returns it) is a page served from this machine's loopback. */
function isLoopbackOrigin(origin: string): boolean {
  const { hostname } = new URL(origin);
  return hostname === 'localhost' || hostname === '[::1]' || LOOPBACK_IPV4.test(hostname);
}

/**
 * The 403 answer for a request whose `Origin` is neither loopback nor in
 * `allowed` (origins as {@link parseOrigin} returns them), or `undefined` when
 * it may go on. A request without `Origin` is not from a web page (MCP
 * clients send none) and goes on; `Origin: null` (a sandboxed frame, a local
 * file) is refused, since no page it stands for can be told apart. @internal
 */
export function originRefusal(header: string | null, allowed: ReadonlySet<string>): Response | undefined {
  if (header === null) return undefined;
  const origin = parseOrigin(header);
  if (origin !== undefined && (allowed.has(origin) || isLoopbackOrigin(origin))) return undefined;
  const shown = JSON.stringify(header.length > 100 ? `${header.slice(0, 100)}...` : header);
  const message =
    origin === undefined
      ? `Forbidden: the origin ${shown} is not allowed to use this server: it names no http(s) origin that could be allowed (a sandboxed frame, a local file or a malformed header). ` +
        'Requests without an Origin header, from loopback origins and from origins allowed with --allow-origin (honcho-mcp) or allowedOrigins (createMcpHandler) are served.'
      : `Forbidden: the origin ${shown} is not allowed to use this server, so that a web page cannot reach it (DNS rebinding). ` +
        `Allow it with --allow-origin ${origin} (honcho-mcp) or allowedOrigins (createMcpHandler); requests without an Origin header and from loopback origins are always served.`;
  return jsonRpcErrorResponse(403, ErrorCode.InvalidRequest, message);
}
