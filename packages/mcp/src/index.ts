/**
 * Honcho memory for every MCP client: a Model Context Protocol server with
 * the six memory tools of `@honcho-ai/sdk`'s catalogue (and, on request, the
 * workspace toolset of the hosted Honcho MCP server), over stdio
 * (`npx @honcho-ai/mcp`) or Streamable HTTP (a Fetch-API handler).
 *
 * @packageDocumentation
 */
export { createHonchoMcpServer } from './server/create-honcho-mcp-server.js';
export { MCP_TOOLSETS, type HonchoMcpOptions, type McpToolset } from './server/honcho-mcp-options.js';
export type { ToolErrorListener } from './server/build-server.js';
export { createMcpHandler, type McpHandler, type McpHandlerOptions, type PeerResolver } from './http/create-mcp-handler.js';
export { SERVER_INSTRUCTIONS } from './server/server-instructions.js';
export { VERSION } from './version.js';
