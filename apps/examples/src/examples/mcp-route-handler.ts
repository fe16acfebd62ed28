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
export async function mcpRouteHandler({ honcho, baseURL, apiKey, workspaceId }: ExampleContext): Promise<McpRouteResult> {
  await startConversation(honcho);
  const handler = createMcpRoute(baseURL, workspaceId);
  // #region client
  const client = new Client({ name: 'my-agent', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('http://localhost:3000/mcp'), {
    requestInit: { headers: { Authorization: `Bearer ${apiKey ?? 'local-key'}` } }, // the caller's own Honcho key
    fetch: (url, init) => handler(new Request(url, init)), // in a real app, leave fetch out: the client calls the URL
  });
  await client.connect(transport);
  const { tools } = await client.listTools();
  const found = await client.callTool({ name: 'honcho_search', arguments: { query: 'marathon', limit: 1 } });
  await client.close();
  // #endregion client

  // #region no-key
  const anonymous = await handler(new Request('http://localhost:3000/mcp', { method: 'POST', body: '{}' })); // no Authorization header
  // anonymous.status === 401, with 'WWW-Authenticate: Bearer realm="honcho"': no key, no Honcho
  // #endregion no-key

  const content = (found as CallToolResult).content;
  return {
    tools: tools.map((tool) => tool.name),
    found: content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join(''),
    withoutKey: anonymous.status,
  };
}

if (isMain(import.meta.url)) await runExample(mcpRouteHandler);
