/**
 * An MCP client talking to `@honcho-ai/mcp` over stdio, the way Claude
 * Desktop, Cursor or an agent framework does: it starts the `honcho-mcp`
 * command as a child process, lists its tools and calls them. The client is
 * the protocol SDK's own (`@modelcontextprotocol/sdk`), so nothing here is
 * specific to Honcho but the command line and the tool names.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isMain, runExample, type ExampleContext } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** What the client saw. */
export interface McpClientResult {
  /** The tools the server offers, in its order. */
  readonly tools: readonly string[];
  /** honcho_chat's answer, as JSON text. */
  readonly answer: string;
  /** honcho_save_conclusion's result, as JSON text. */
  readonly saved: string;
  /** A call with a bad argument: refused by the server, with nothing sent to Honcho. */
  readonly refused: { readonly isError: boolean; readonly text: string };
}

/**
 * The installed `honcho-mcp` command (what `npx -y @honcho-ai/mcp` runs), found
 * through the package's manifest so the example runs offline.
 */
export function honchoMcpBin(): string {
  const manifestPath = createRequire(import.meta.url).resolve('@honcho-ai/mcp/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: Record<string, string> };
  return join(dirname(manifestPath), manifest.bin['honcho-mcp'] ?? 'bin/honcho-mcp.js');
}

/** The text of a tool result (the server answers with one text block). */
function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  return (result.content as CallToolResult['content']).flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
}

export async function mcpClient({ honcho, baseURL, apiKey, workspaceId }: ExampleContext): Promise<McpClientResult> {
  await startConversation(honcho);

  // #region connect
  // In an app's MCP configuration this is `npx -y @honcho-ai/mcp --peer alice`; here, the installed command.
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [honchoMcpBin(), '--peer', 'alice'],
    env: { HONCHO_URL: baseURL, HONCHO_WORKSPACE_ID: workspaceId, ...(apiKey === undefined ? {} : { HONCHO_API_KEY: apiKey }) },
    stderr: 'ignore', // the server logs one line there; stdout is the protocol
  });
  const client = new Client({ name: 'my-agent', version: '1.0.0' });
  await client.connect(transport);
  // #endregion connect

  try {
    // #region list
    const { tools } = await client.listTools(); // honcho_chat, honcho_search, ... with their JSON Schemas
    // #endregion list

    // #region call
    const answer = await client.callTool({ name: 'honcho_chat', arguments: { query: 'What coffee does alice drink?' } });
    const saved = await client.callTool({ name: 'honcho_save_conclusion', arguments: { content: 'alice takes her coffee black' } });
    // #endregion call

    // #region refused
    // Checked against the tool's schema before anything is sent: the model reads which field broke which rule.
    const refused = await client.callTool({ name: 'honcho_search', arguments: { query: 'coffee', limit: 99 } });
    // refused.isError === true; its text: 'honcho_search failed: Invalid honcho_search input: limit: must be between 1 and 20'
    // #endregion refused

    return {
      tools: tools.map((tool) => tool.name),
      answer: textOf(answer),
      saved: textOf(saved),
      refused: { isError: refused.isError === true, text: textOf(refused) },
    };
  } finally {
    await client.close(); // closes the server's stdin; the command exits
  }
}

if (isMain(import.meta.url)) await runExample(mcpClient);
