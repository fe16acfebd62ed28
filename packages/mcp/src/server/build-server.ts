import { linkAbortSignal } from '@honcho-ai/sdk-core';
import { toolInputError, toolInputIssues } from '@honcho-ai/sdk/integrations';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { HonchoConnection } from '../connection/honcho-connection.js';
import type { McpTool } from '../tools/mcp-tool.js';
import { VERSION } from '../version.js';
import { SERVER_INSTRUCTIONS } from './server-instructions.js';
import { errorResult, successResult } from './tool-result.js';

/** Told about every failed tool call (bad arguments or Honcho's errors); the error never carries the API key in its message. */
export type ToolErrorListener = (error: unknown, toolName: string) => void;

/** What one server instance serves and through which connection. @internal */
export interface ServerParts {
  readonly tools: readonly McpTool[];
  readonly connection: HonchoConnection;
  readonly onToolError?: ToolErrorListener | undefined;
  /** Also aborts every call, e.g. the HTTP request of a stateless server. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * A low-level MCP `Server` answering `tools/list` and `tools/call` for
 * `tools`. The low-level class, not `McpServer`, because the tool schemas are
 * the catalogue's JSON Schemas (no zod copy of each) and arguments are checked
 * by the catalogue's own validator, which names every field and rule.
 *
 * @internal
 */
export function buildServer(parts: ServerParts): Server {
  const byName = new Map(parts.tools.map((tool) => [tool.name, tool]));
  const listed: Tool[] = parts.tools.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: { ...tool.inputSchema, required: [...tool.inputSchema.required] },
    annotations: { title: tool.title, ...tool.annotations },
  }));
  const server = new Server({ name: 'honcho', title: 'Honcho', version: VERSION }, { capabilities: { tools: { listChanged: false } }, instructions: SERVER_INSTRUCTIONS });

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const { name } = request.params;
    const tool = byName.get(name);
    if (tool === undefined) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${JSON.stringify(name)}. This server's tools: ${[...byName.keys()].join(', ')}`);
    }
    const input: unknown = request.params.arguments ?? {};
    const issues = toolInputIssues(tool.inputSchema, input);
    if (issues.length > 0) return failed(tool.name, toolInputError(tool.name, issues));
    const linked = parts.signal === undefined ? undefined : linkAbortSignal(extra.signal, parts.signal);
    const signal = linked?.signal ?? extra.signal;
    try {
      return successResult(await tool.run(input as Record<string, unknown>, { signal, workspace: (id) => parts.connection.workspace(id) }));
    } catch (error) {
      // A cancelled call has no one waiting for its result, and is not a failure to report: the
      // protocol layer sends nothing for it. Whatever the error (a batch write wraps its aborts).
      if (signal.aborted) throw error;
      return failed(tool.name, error);
    } finally {
      linked?.release();
    }
  });

  function failed(toolName: string, error: unknown): CallToolResult {
    try {
      parts.onToolError?.(error, toolName);
    } catch {
      // A failing listener must not change the answer.
    }
    return errorResult(toolName, error, parts.connection.apiKey);
  }
  return server;
}
