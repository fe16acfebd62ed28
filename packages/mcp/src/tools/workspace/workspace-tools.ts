import type { McpTool } from '../mcp-tool.js';

/**
 * The workspace toolset, with the hosted Honcho MCP server's tool names and
 * arguments. Every workspace-scoped tool takes an optional `workspace_id`
 * (the configured workspace when omitted).
 *
 * @internal
 */
export function workspaceTools(): McpTool[] {
  return [];
}
