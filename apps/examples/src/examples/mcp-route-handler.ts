/**
 * `@honcho-ai/mcp` served over MCP's Streamable HTTP transport from a route
 * handler (Next.js App Router, Hono, Workers, Deno, Bun: anything that serves
 * Fetch-API handlers). Each caller's bearer token is the Honcho key its calls
 * use; a request without one is refused.
 */
import { createMcpHandler, type McpHandler } from '@honcho-ai/mcp';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isMain, runExample, type ExampleContext } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** What the route answered. */
export interface McpRouteResult {
  /** The tools a client of the route sees. */
  readonly tools: readonly string[];
  /** honcho_search's result, as JSON text. */
  readonly found: string;
  /** The status of a request that brought no key. */
  readonly withoutKey: number;
}

// #region handler
export function createMcpRoute(baseURL: string, workspaceId: string): McpHandler {
  // sessions: false serves every request on its own, for serverless platforms where requests land on different instances.
  return createMcpHandler({ honcho: { baseURL, workspaceId }, peerId: 'alice', sessions: false });
}
// In Next.js, app/mcp/route.ts:
//   const handler = createMcpRoute(process.env.HONCHO_URL!, 'my-app');
//   export { handler as GET, handler as POST, handler as DELETE };
// #endregion handler

/** Connects an MCP client to the route as a framework would serve it, and calls a tool. */
export async function mcpRouteHandler({ honcho }: ExampleContext): Promise<McpRouteResult> {
  await startConversation(honcho);
  // #region client
  const handler = createMcpRoute(honcho.baseURL, honcho.workspaceId);
  const caller = new Client({ name: 'my-agent', version: '1.0.0' });
  const callerTransport = new StreamableHTTPClientTransport(new URL('http://localhost:3000/mcp'), {
    // The caller's own Honcho key; a server that needs none (the emulator) takes any.
    requestInit: { headers: { Authorization: `Bearer ${process.env.HONCHO_API_KEY ?? 'local'}` } },
    fetch: (url, init) => handler(new Request(url, init)), // in a real app, leave fetch out: the client calls the URL
  });
  await caller.connect(callerTransport);
  const { tools: routeTools } = await caller.listTools();
  const found = await caller.callTool({ name: 'honcho_search', arguments: { query: 'marathon', limit: 1 } });
  await caller.close();
  // #endregion client

  // #region no-key
  const anonymous = await handler(new Request('http://localhost:3000/mcp', { method: 'POST', body: '{}' })); // no Authorization header
  // anonymous.status === 401, with 'WWW-Authenticate: Bearer realm="honcho"': no key, no Honcho
  // #endregion no-key

  const content = (found as CallToolResult).content;
  return {
    tools: routeTools.map((tool) => tool.name),
    found: content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join(''),
    withoutKey: anonymous.status,
  };
}

if (isMain(import.meta.url)) await runExample(mcpRouteHandler);
