import type { Honcho, ToolInputSchema } from '@honcho-ai/sdk';

/** What a tool call gets besides its arguments. */
export interface McpToolCall {
  /** Aborted when the MCP client cancels the call (or its HTTP request goes away). */
  readonly signal: AbortSignal;
  /**
   * The client for a workspace: `workspaceId` when the call names one, else
   * the configured workspace.
   */
  workspace(workspaceId?: string): Honcho;
}

/** MCP's hints about what a tool does, which clients use to decide what to confirm with the user. */
export interface McpToolAnnotations {
  /** The tool changes nothing. */
  readonly readOnlyHint: boolean;
  /** The tool may delete or overwrite data (meaningful only when not read-only). */
  readonly destructiveHint?: boolean;
  /** Calling it twice with the same arguments has no further effect. */
  readonly idempotentHint?: boolean;
  /** The tool reaches beyond Honcho (always `false` here). */
  readonly openWorldHint: false;
}

/**
 * One tool the MCP server offers: what the client lists (`name`,
 * `description`, `inputSchema`, `annotations`) and how it runs. The input is
 * checked against `inputSchema` before `run` is called, so `run` receives
 * valid arguments.
 */
export interface McpTool {
  readonly name: string;
  /** A short human-readable name, shown by clients in their tool lists. */
  readonly title: string;
  readonly description: string;
  readonly inputSchema: ToolInputSchema;
  readonly annotations: McpToolAnnotations;
  /** Runs the call; the result is sent to the model as text (JSON unless it is a string). */
  run(input: Record<string, unknown>, call: McpToolCall): Promise<unknown>;
}

/**
 * Declares a tool with typed arguments. The cast is sound because the server
 * checks every call's arguments against `inputSchema` before `run` sees them.
 */
export function defineTool<Input>(tool: Omit<McpTool, 'run'> & { run(input: Input, call: McpToolCall): Promise<unknown> }): McpTool {
  return tool as McpTool;
}
