// Real MCP clients (the protocol SDK's own Client) connected to this package's servers, for tests.
import { serveFetchHandler, startEmulator, type RunningEmulator, type RunningServer } from '@honcho-ai/testing/node';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { fileURLToPath } from 'node:url';
import { createMcpHandler, type McpHandlerOptions } from '../http/create-mcp-handler.js';

/** The built command, as `npx @honcho-ai/mcp` runs it (build first: the test run's build step does). */
export const BIN_PATH = fileURLToPath(new URL('../../dist/bin.js', import.meta.url));

/** A connected MCP client and how to end it. */
export interface McpClientSession {
  readonly client: Client;
  close(): Promise<void>;
}

/** A client of the `honcho-mcp` command, spawned with `args` and `env` (nothing of this process's environment but PATH). */
export async function connectStdio(args: readonly string[], env: Record<string, string> = {}, cwd?: string): Promise<McpClientSession & { stderr: () => string }> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN_PATH, ...args], env: { PATH: process.env.PATH ?? '', ...env }, stderr: 'pipe', ...(cwd !== undefined && { cwd }) });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const client = new Client({ name: 'honcho-mcp-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

/** A client of a Streamable HTTP endpoint; `apiKey` is sent as the bearer token. */
export async function connectHttp(url: string, apiKey?: string): Promise<McpClientSession> {
  const transport = new StreamableHTTPClientTransport(new URL(url), apiKey === undefined ? {} : { requestInit: { headers: { Authorization: `Bearer ${apiKey}` } } });
  const client = new Client({ name: 'honcho-mcp-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, close: () => client.close() };
}

/** An emulator and `createMcpHandler` in front of it on a local HTTP server, at `${url}/mcp`. */
export interface HttpMcpStack {
  readonly emulator: RunningEmulator;
  readonly server: RunningServer;
  /** The MCP endpoint. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Starts an emulator (requiring `emulatorKey` when given) and the handler on
 * a local server; `handler` options are merged over a base URL pointing at
 * the emulator and no retries (so injected faults surface at once).
 */
export async function startHttpMcp(handler: Omit<McpHandlerOptions, 'honcho'> & { honcho?: McpHandlerOptions['honcho'] }, emulatorKey?: string): Promise<HttpMcpStack> {
  const emulator = await startEmulator({ port: 0, ...(emulatorKey === undefined ? {} : { apiKey: emulatorKey }) });
  const server = await serveFetchHandler(createMcpHandler({ ...handler, honcho: { baseURL: emulator.url, maxRetries: 0, ...handler.honcho } }));
  return {
    emulator,
    server,
    url: `${server.url}/mcp`,
    close: async () => {
      await server.close();
      await emulator.close();
    },
  };
}

/** The text of a tool result's single text block. */
export function resultText(result: unknown): string {
  const content = (result as CallToolResult).content;
  const first = content[0];
  if (content.length !== 1 || first?.type !== 'text') throw new Error(`expected one text block, got ${JSON.stringify(content)}`);
  return first.text;
}

/** A successful tool result's text parsed as JSON. */
export function resultJson(result: unknown): unknown {
  if ((result as CallToolResult).isError === true) throw new Error(`the tool failed: ${resultText(result)}`);
  return JSON.parse(resultText(result)) as unknown;
}
