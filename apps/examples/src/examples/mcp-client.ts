/**
 * An MCP client talking to `@honcho-ai/mcp` over stdio, the way Claude
 * Desktop, Cursor or an agent framework does: it starts the `honcho-mcp`
 * command as a child process, lists its tools and calls them. The client is
 * the protocol SDK's own (`@modelcontextprotocol/sdk`), so nothing here is
 * specific to Honcho but the command line and the tool names.
 */
import { join } from 'node:path';
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
function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  return (result.content as CallToolResult['content']).flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
}

/** The `honcho-mcp` command installed beside the examples, as `npm install @honcho-ai/mcp` installs it in a project. */
export const honchoMcpCommand = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'honcho-mcp');

export async function mcpClient({ honcho }: ExampleContext): Promise<McpClientResult> {
  await startConversation(honcho);
  const honchoMcp = honchoMcpCommand;

  // #region connect
  // A desktop client's configuration says `npx -y @honcho-ai/mcp --peer alice`; here, the command installed in the project.
  const transport = new StdioClientTransport({
    command: honchoMcp,
    args: ['--peer', 'alice'],
    // Added to the usual environment (PATH, HOME, ...); the key only for a server that needs one.
    env: { HONCHO_URL: honcho.baseURL, HONCHO_WORKSPACE_ID: honcho.workspaceId, ...(process.env.HONCHO_API_KEY ? { HONCHO_API_KEY: process.env.HONCHO_API_KEY } : {}) },
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
    // #region close
    await client.close(); // closes the server's stdin; the command exits
    // #endregion close
  }
}

if (isMain(import.meta.url)) await runExample(mcpClient);
