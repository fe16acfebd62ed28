import type { McpToolAnnotations } from '../mcp-tool.js';

// The four kinds of workspace tool, as MCP's hints tell them apart. Clients
// use the hints to decide what to run freely and what to confirm with the
// user, so each tool takes the kind that is true of it, not the most
// permissive one.

/** Reads only. (Like every SDK call, it creates the workspace on first use; nothing a user would see.) @internal */
export const READS: McpToolAnnotations = { readOnlyHint: true, openWorldHint: false };

/** Creates or adds something; calling it again with the same arguments changes nothing more. @internal */
export const ENSURES: McpToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** Adds something new on every call (messages, conclusions, a clone, a dream). @internal */
export const APPENDS: McpToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };

/** Overwrites or deletes what was stored; repeating it changes nothing more. @internal */
export const OVERWRITES: McpToolAnnotations = { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false };
