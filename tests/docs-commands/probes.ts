// What "it works" means for each kind of server the docs start: one real request of the kind
// its users make, over HTTP or over the MCP stdio protocol.
import { expect } from 'vitest';
import type { Probe } from './manifest.js';
import type { Running } from './run-command.js';

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'docs-commands', version: '1.0.0' } } };
const MEMORY_TOOLS = ['honcho_chat', 'honcho_context', 'honcho_get_representation', 'honcho_save_conclusion', 'honcho_search', 'honcho_search_conclusions'];

function urlOf(server: Running): string {
  const url = server.ready.groups?.url;
  if (url === undefined) throw new Error(`the ready pattern of this entry captures no url (matched: ${server.ready[0]})`);
  return url;
}

/** JSON-RPC over the server's stdin/stdout, one message per line (the MCP stdio transport). */
function stdioClient(server: Running): { request(message: Record<string, unknown>): Promise<Record<string, unknown>>; notify(message: Record<string, unknown>): void } {
  let buffer = '';
  const waiting = new Map<unknown, (message: Record<string, unknown>) => void>();
  server.child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!line.startsWith('{')) continue;
      const message = JSON.parse(line) as Record<string, unknown>;
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    }
  });
  return {
    request: (message) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no answer to ${String(message.method)} within 30 s; output:\n${server.output()}`)), 30_000);
        waiting.set(message.id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        server.child.stdin.write(`${JSON.stringify(message)}\n`);
      }),
    notify: (message) => void server.child.stdin.write(`${JSON.stringify(message)}\n`),
  };
}

async function mcpOverStdio(server: Running, againstEmulator: boolean): Promise<void> {
  const client = stdioClient(server);
  const init = await client.request(INITIALIZE);
  expect(init.result).toMatchObject({ serverInfo: { name: 'honcho' } });
  client.notify({ jsonrpc: '2.0', method: 'notifications/initialized' });
  const listed = await client.request({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} });
  const tools = ((listed.result as { tools: { name: string }[] }).tools ?? []).map((tool) => tool.name).sort();
  expect(tools).toEqual(MEMORY_TOOLS);
  if (againstEmulator) {
    // A call that reaches the Honcho server the command was pointed at, and writes to it.
    const saved = await client.request({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'honcho_save_conclusion', arguments: { content: 'Likes green tea' } } });
    const result = saved.result as { isError?: boolean; content: { text: string }[] };
    expect(result.isError, result.content[0]?.text).not.toBe(true);
  }
}

/** Checks that a started server answers as its users expect. */
export async function probe(kind: Probe, server: Running): Promise<void> {
  switch (kind) {
    case 'none':
      return;
    case 'health': {
      const response = await fetch(`${urlOf(server)}/health`);
      expect(response.status).toBe(200);
      return;
    }
    case 'cors-preflight': {
      const response = await fetch(`${urlOf(server)}/v3/workspaces`, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
      return;
    }
    case 'model-provider': {
      const response = await fetch(`${urlOf(server)}/models`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ object: 'list' });
      return;
    }
    case 'page': {
      const response = await fetch(`${urlOf(server)}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/<html/i);
      return;
    }
    case 'inspector': {
      // The printed URL opens the page, and its token opens the API; without the token the API refuses.
      const url = new URL(urlOf(server));
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<div id="app">/);
      const info = await fetch(new URL('/api/info', url), { headers: { 'x-honcho-inspector-token': url.searchParams.get('token') ?? '' } });
      expect(info.status).toBe(200);
      expect(await info.json()).toMatchObject({ workspaceId: expect.any(String), allowWrites: false });
      expect((await fetch(new URL('/api/info', url))).status).toBe(403);
      return;
    }
    case 'mcp-stdio':
      return mcpOverStdio(server, false);
    case 'mcp-stdio-emulator':
      return mcpOverStdio(server, true);
    case 'mcp-http': {
      const response = await fetch(urlOf(server), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: 'Bearer docs-commands-key' },
        body: JSON.stringify(INITIALIZE),
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('"serverInfo"');
      return;
    }
  }
}
