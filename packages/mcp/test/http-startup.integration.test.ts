// What `honcho-mcp --transport http` prints at start-up is what a client must send: each case starts
// the built command against the emulator, reads its lines, and connects a real MCP client that does
// exactly what they say.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpCommand, type RunningHttpCommand } from '../src/test-support/http-command.js';
import { connectHttp, resultJson, resultText, type McpClientSession } from '../src/test-support/mcp-clients.js';

// The emulator of the key case requires it, so a call works only when the command really sends it.
const COMMAND_KEY = 'hch-v3-http-startup-key-7c21d9e04b';

/** A client sending the headers given (none when empty), connected. */
async function connectWith(url: string, headers: Record<string, string>): Promise<McpClientSession> {
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  const client = new Client({ name: 'http-startup-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, close: () => client.close() };
}

/** The header a start-up line quotes as `e.g. "Name: value"`, as a headers object. */
function exampleHeader(line: string): Record<string, string> {
  const match = /e\.g\. "([\w-]+): ([^"]+)"/.exec(line);
  if (match?.[1] === undefined || match[2] === undefined) throw new Error(`no example header in: ${line}`);
  return { [match[1]]: match[2] };
}

describe('honcho-mcp --transport http without a key, against a Honcho that needs none', () => {
  let emulator: RunningEmulator;
  let command: RunningHttpCommand;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    command = await startHttpCommand(['--peer', 'alice', '--url', emulator.url, '--max-retries', '0']);
  });
  afterAll(async () => {
    await command.close();
    await emulator.close();
  });

  it('prints, on stderr only, where it listens and that a client must send its Honcho key as a bearer token', () => {
    expect(command.startup).toEqual([
      `honcho-mcp: serving the memory tools at ${command.url} about peer alice (workspace default, ${emulator.url})`,
      'honcho-mcp: clients must send "Authorization: Bearer <their Honcho API key>": this command has no key of its own (no HONCHO_API_KEY or --api-key), so a request without one is refused with 401. ' +
        'The token is passed on to Honcho as the key; a Honcho that needs no key (such as the emulator) accepts any token, e.g. "Authorization: Bearer local".',
    ]);
    expect(command.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(command.stdout()).toBe('');
  });

  it('refuses a client that sends no token with 401, as the line says, sending nothing to Honcho', async () => {
    const before = emulator.stats.requests;
    await expect(connectHttp(command.url)).rejects.toThrow(/needs your Honcho API key/);
    const response = await fetch(command.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { message: "This server needs your Honcho API key: send 'Authorization: Bearer <key>'." } });
    expect(emulator.stats.requests).toBe(before);
  });

  it('serves a client that sends exactly the example header of the line: it lists the tools and calls one', async () => {
    const header = exampleHeader(command.startup.at(-1) ?? '');
    expect(header).toEqual({ Authorization: 'Bearer local' });
    const session = await connectWith(command.url, header);
    try {
      expect((await session.client.listTools()).tools.map((tool) => tool.name)).toContain('honcho_save_conclusion');
      expect(resultJson(await session.client.callTool({ name: 'honcho_save_conclusion', arguments: { content: 'Takes the train' } }))).toMatchObject({ saved: { content: 'Takes the train' } });
      expect(emulator.store.conclusions('default').map((conclusion) => conclusion.content)).toEqual(['Takes the train']);
    } finally {
      await session.close();
    }
  });
});

describe('honcho-mcp --transport http with a key, against a Honcho that requires it', () => {
  let emulator: RunningEmulator;
  let command: RunningHttpCommand;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, apiKey: COMMAND_KEY });
    command = await startHttpCommand(['--peer', 'alice', '--url', emulator.url, '--max-retries', '0'], { HONCHO_API_KEY: COMMAND_KEY });
  });
  afterAll(async () => {
    await command.close();
    await emulator.close();
  });

  it('prints that clients need send no token, and never the key', () => {
    expect(command.startup).toEqual([
      `honcho-mcp: serving the memory tools at ${command.url} about peer alice (workspace default, ${emulator.url})`,
      "honcho-mcp: clients need send no token: a request without an Authorization header uses this command's Honcho key (HONCHO_API_KEY or --api-key); " +
        'a client that sends "Authorization: Bearer <its Honcho API key>" uses its own key instead.',
    ]);
    expect(command.stderr()).not.toContain(COMMAND_KEY);
    expect(command.stdout()).toBe('');
  });

  it("serves a client that sends no token with the command's key: it lists the tools and calls one", async () => {
    const session = await connectWith(command.url, {});
    try {
      expect((await session.client.listTools()).tools.map((tool) => tool.name)).toContain('honcho_save_conclusion');
      expect(resultJson(await session.client.callTool({ name: 'honcho_save_conclusion', arguments: { content: 'Works from home' } }))).toMatchObject({ saved: { content: 'Works from home' } });
      expect(emulator.store.conclusions('default').map((conclusion) => conclusion.content)).toEqual(['Works from home']);
    } finally {
      await session.close();
    }
  });

  it("uses a client's own token instead when it sends one, as the line says", async () => {
    // The emulator knows only the command's key, so another one is refused by Honcho, not by the command.
    const session = await connectWith(command.url, { Authorization: 'Bearer someone-elses-key' });
    try {
      const result = await session.client.callTool({ name: 'honcho_search', arguments: { query: 'home' } });
      expect(result.isError).toBe(true);
      expect(resultText(result)).toMatch(/^honcho_search failed \(HTTP 401\): /);
    } finally {
      await session.close();
    }
    expect(command.stderr()).not.toContain(COMMAND_KEY);
  });
});
