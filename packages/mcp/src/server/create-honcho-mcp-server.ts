import { checkInput } from '@honcho-ai/sdk-core';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { HonchoConnection } from '../connection/honcho-connection.js';
import { selectTools } from '../tools/select-tools.js';
import { buildServer } from './build-server.js';
import { mcpOptionsShape, mcpOptionsSpec, type HonchoMcpOptions } from './honcho-mcp-options.js';

const SERVER_OPTIONS = mcpOptionsSpec(mcpOptionsShape);

/**
 * An MCP server offering Honcho's tools, ready to connect to any transport
 * of `@modelcontextprotocol/sdk` (stdio, Streamable HTTP, in-memory). The
 * `honcho-mcp` command runs one over stdio; `createMcpHandler` serves one
 * over Streamable HTTP.
 *
 * Every call's arguments are checked against the tool's schema first: a bad
 * one comes back as a tool error (`isError: true`) naming each field and the
 * rule, with nothing sent to Honcho. Honcho's own errors come back the same
 * way, never with the API key. An unknown tool is a protocol error. A client
 * that cancels a call aborts its Honcho request.
 *
 * @example
 * ```ts
 * import { createHonchoMcpServer } from '@honcho-ai/mcp';
 * import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
 *
 * const server = createHonchoMcpServer({ honcho: { workspaceId: 'my-app' }, peerId: 'user-123' });
 * await server.connect(new StdioServerTransport());
 * ```
 * @throws `HonchoValidationError` naming each invalid option (a missing
 *   `peerId` for the memory tools, an invalid client option), at creation.
 */
export function createHonchoMcpServer(options: HonchoMcpOptions): Server {
  checkInput(SERVER_OPTIONS, options, 'Invalid createHonchoMcpServer() options');
  const connection = new HonchoConnection(options.honcho ?? {});
  return buildServer({ tools: selectTools(options, connection.honcho), connection, onToolError: options.onToolError });
}
