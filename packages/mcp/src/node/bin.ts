#!/usr/bin/env node
// `honcho-mcp` (`npx @honcho-ai/mcp`): the Node command. Everything it serves is runtime-neutral;
// only this file reads the process, the terminal and the network.
import { serve, type ServerType } from '@hono/node-server';
import { HonchoError, type HonchoConfig } from '@honcho-ai/sdk';
import { describeSource, loadHonchoConfig, type LoadedHonchoConfig } from '@honcho-ai/sdk/config';
import type { LogSink } from '@honcho-ai/sdk-core';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { cliHelp, CliUsageError, parseCliOptions, type CliOptions } from '../cli/cli-options.js';
import { httpClientInstructions } from '../cli/http-client-instructions.js';
import { createMcpHandler, type McpHandler } from '../http/create-mcp-handler.js';
import { createHonchoMcpServer } from '../server/create-honcho-mcp-server.js';
import { VERSION } from '../version.js';

// Over stdio, stdout is the protocol: every line of text goes to stderr.
const say = (line: string): void => {
  process.stderr.write(`honcho-mcp: ${line}\n`);
};
const stderrLogger: LogSink = {
  debug: (message) => say(message),
  info: (message) => say(message),
  warn: (message) => say(message),
  error: (message) => say(message),
};

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env);
  if (options.help) {
    process.stdout.write(`${cliHelp(VERSION)}\n`);
    return;
  }
  if (options.version) {
    process.stdout.write(`${VERSION}\n`);
    return;
  }
  // The flags alone are the loader's explicit options: it reads HONCHO_URL, HONCHO_API_KEY and
  // HONCHO_WORKSPACE_ID itself, then .honcho/config.json up from here and in the home directory.
  const flags = parseCliOptions(process.argv.slice(2), {});
  const config = loadHonchoConfig({ baseURL: flags.baseURL, apiKey: flags.apiKey, workspaceId: flags.workspaceId });
  for (const warning of config.warnings) say(`config: ${warning}`);
  const fromFile = describeFileSources(config);
  if (fromFile !== undefined) say(`config: ${fromFile}`);
  const honcho: HonchoConfig = {
    ...config.toClientOptions(),
    timeout: options.timeout,
    maxRetries: options.maxRetries,
    logger: stderrLogger,
  };
  const tools = { honcho, tools: options.tools, peerId: options.peerId, assistantPeerId: options.assistantPeerId, sessionId: options.sessionId, maxTokens: options.maxTokens };
  const connected = { ...options, apiKey: config.apiKey, baseURL: config.baseURL, workspaceId: config.workspaceId };
  if (options.transport === 'stdio') await serveStdio(connected, tools);
  else serveHttp(connected, tools);
}

/** Which values a config file gave (never the key itself), or `undefined` when none did. */
function describeFileSources(config: LoadedHonchoConfig): string | undefined {
  const named = { URL: config.sources.baseURL, key: config.sources.apiKey, workspace: config.sources.workspaceId };
  const fromFiles = Object.entries(named).filter(([, source]) => source.kind === 'file');
  return fromFiles.length === 0 ? undefined : fromFiles.map(([name, source]) => `${name} from ${describeSource(source)}`).join('; ');
}

async function serveStdio(options: CliOptions, tools: Parameters<typeof createHonchoMcpServer>[0]): Promise<void> {
  const server = createHonchoMcpServer(tools);
  const transport = new StdioServerTransport();
  let closing = false;
  const close = (): void => {
    if (closing) return;
    closing = true;
    void server.close().finally(() => process.exit(0));
  };
  server.onclose = close;
  // The client closing our stdin is how it says goodbye.
  process.stdin.once('end', close);
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await server.connect(transport);
  say(`serving the ${options.tools} tools over stdio${describeTarget(options)}`);
}

function serveHttp(options: CliOptions, tools: Parameters<typeof createHonchoMcpServer>[0]): void {
  let handler: McpHandler | undefined;
  const loopback = options.host === '127.0.0.1' || options.host === 'localhost' || options.host === '::1';
  const server: ServerType = serve({ fetch: (request: Request) => (handler === undefined ? Promise.resolve(new Response(null, { status: 503 })) : handler(request)), port: options.port, hostname: options.host }, (info) => {
    const port = info.port;
    // On loopback only this machine's own names are accepted, so a web page cannot reach the server through DNS rebinding.
    const allowedHosts = loopback ? [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`] : undefined;
    handler = createMcpHandler({ ...tools, sessions: options.sessions, allowedHosts, allowedOrigins: options.allowedOrigins, onError: (error) => say(`request failed: ${error instanceof Error ? error.message : String(error)}`) });
    // The handler's own test: an empty key is no key, so a request without a token is refused.
    const hasKey = options.apiKey !== undefined && options.apiKey !== '';
    if (!loopback && hasKey) {
      say(`warning: listening on ${options.host} with a Honcho key: any caller that reaches this address without a key of its own uses it. Put the server behind your own authentication, or start it without HONCHO_API_KEY so each caller must bring a key.`);
    }
    say(`serving the ${options.tools} tools at http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/mcp${describeTarget(options)}`);
    say(httpClientInstructions(hasKey));
  });
  const close = (): void => {
    server.close(() => process.exit(0));
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

function describeTarget(options: CliOptions): string {
  const peer = options.tools === 'workspace' ? '' : ` about peer ${options.peerId ?? '?'}`;
  return `${peer} (workspace ${options.workspaceId ?? 'default'}, ${options.baseURL ?? 'https://api.honcho.dev'})`;
}

main().catch((error: unknown) => {
  if (error instanceof CliUsageError || HonchoError.isInstance(error)) {
    say(`${error.message}\nRun \`honcho-mcp --help\` for the options.`);
    process.exit(2);
  }
  say(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
