/** The version of `@honcho-ai/mcp`, reported to MCP clients in the server's `initialize` answer. */
export const VERSION = '0.0.0';
