// A web page must not be able to use the MCP server over HTTP (the transport spec requires servers to
// validate Origin, against DNS rebinding): each case sends a real request with an Origin header to
// the built `honcho-mcp --transport http` (or the handler on a local server) in front of the
// emulator, and reads what the emulator stored.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpCommand, type RunningHttpCommand } from '../src/test-support/http-command.js';
import { resultJson, startHttpMcp, type HttpMcpStack } from '../src/test-support/mcp-clients.js';

// The emulator requires it, so a call is written only when the server really sends its own key.
const COMMAND_KEY = 'hch-v3-origin-check-key-51e0a7';

const FOREIGN = ['http://evil.example', 'https://evil.example:8443', 'http://localhost.evil.example', 'http://127.0.0.1.evil.example'];
const UNNAMEABLE = ['null', 'file://', 'http://localhost:5173/page', 'chrome-extension://abcdefghijklmnop'];
const LOOPBACK = ['http://localhost:5173', 'http://127.0.0.1:3000', 'http://127.8.9.10', 'http://[::1]:6274', 'https://localhost'];

/** A raw Streamable HTTP request, as a page's `fetch` sends it: `Origin` and any other headers given. */
async function send(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; json: () => unknown; text: string }> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as unknown };
}

/** `tools/call` of honcho_save_conclusion: a write with whatever key the server uses. */
const saveConclusion = (content: string): unknown => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'honcho_save_conclusion', arguments: { content } } });

/** A real MCP client sending `headers` on every request it makes, connected. */
async function connectWith(url: string, headers: Record<string, string>): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  const client = new Client({ name: 'origin-check-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
}

const stored = (emulator: RunningEmulator): string[] => emulator.store.conclusions('default').map((conclusion) => conclusion.content);

describe('honcho-mcp --transport http --stateless, with a key of its own', () => {
  let emulator: RunningEmulator;
  let command: RunningHttpCommand;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, apiKey: COMMAND_KEY });
    command = await startHttpCommand(['--peer', 'alice', '--url', emulator.url, '--max-retries', '0', '--stateless'], { HONCHO_API_KEY: COMMAND_KEY });
  });
  afterAll(async () => {
    await command.close();
    await emulator.close();
  });

  it.each(FOREIGN)('refuses a tools/call from %s with 403 naming it and --allow-origin, writing nothing', async (origin) => {
    const before = emulator.stats.requests;
    const { status, json } = await send(command.url, 'POST', { origin }, saveConclusion(`from ${origin}`));
    expect(status).toBe(403);
    const message = (json() as { error: { message: string } }).error.message;
    expect(json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 }, id: null });
    expect(message).toContain(`"${origin}"`);
    expect(message).toContain(`--allow-origin ${origin}`);
    expect(emulator.stats.requests).toBe(before);
    expect(stored(emulator)).not.toContain(`from ${origin}`);
  });

  it.each(UNNAMEABLE)('refuses Origin: %s, which no flag can allow, writing nothing', async (origin) => {
    const before = emulator.stats.requests;
    const { status, json } = await send(command.url, 'POST', { origin }, saveConclusion(`from ${origin}`));
    expect(status).toBe(403);
    expect(json()).toMatchObject({ error: { message: expect.stringContaining(`the origin "${origin}" is not allowed to use this server: it names no http(s) origin`) } });
    expect(json()).toMatchObject({ error: { message: expect.stringContaining('origins allowed with --allow-origin') } });
    expect(emulator.stats.requests).toBe(before);
    expect(stored(emulator)).not.toContain(`from ${origin}`);
  });

  it('refuses GET and DELETE from a foreign origin too', async () => {
    for (const method of ['GET', 'DELETE']) {
      const { status, text } = await send(command.url, method, { origin: 'http://evil.example' });
      expect(status, method).toBe(403);
      expect(text, method).toContain('--allow-origin http://evil.example');
    }
  });

  it('serves a tools/call from a loopback origin on any port, with the key it was started with', async () => {
    for (const origin of LOOPBACK) {
      const { status, json } = await send(command.url, 'POST', { origin }, saveConclusion(`from ${origin}`));
      expect(status, origin).toBe(200);
      expect(json(), origin).toMatchObject({ result: { content: [{ type: 'text', text: expect.stringContaining(`from ${origin}`) }] } });
    }
    expect(stored(emulator)).toEqual(expect.arrayContaining(LOOPBACK.map((origin) => `from ${origin}`)));
  });

  it('serves a request without an Origin header, as MCP clients send them', async () => {
    const { status } = await send(command.url, 'POST', {}, saveConclusion('from no origin'));
    expect(status).toBe(200);
    expect(stored(emulator)).toContain('from no origin');
    expect(stored(emulator).filter((content) => [...FOREIGN, ...UNNAMEABLE].some((origin) => content === `from ${origin}`))).toEqual([]);
  });
});

describe('honcho-mcp --transport http --allow-origin (with sessions)', () => {
  const ALLOWED = ['https://app.example', 'https://b.example', 'http://c.example:8080'];
  let emulator: RunningEmulator;
  let command: RunningHttpCommand;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, apiKey: COMMAND_KEY });
    command = await startHttpCommand(['--peer', 'alice', '--url', emulator.url, '--max-retries', '0', '--allow-origin', 'https://app.example', '--allow-origin=https://b.example,HTTP://C.example:8080'], {
      HONCHO_API_KEY: COMMAND_KEY,
    });
  });
  afterAll(async () => {
    await command.close();
    await emulator.close();
  });

  it.each(ALLOWED)('serves a client whose every request comes from the allowed %s', async (origin) => {
    const { client } = await connectWith(command.url, { Origin: origin });
    try {
      expect(resultJson(await client.callTool({ name: 'honcho_save_conclusion', arguments: { content: `from ${origin}` } }))).toMatchObject({ saved: { content: `from ${origin}` } });
    } finally {
      await client.close();
    }
    expect(stored(emulator)).toContain(`from ${origin}`);
  });

  it('still serves loopback origins', async () => {
    const { client } = await connectWith(command.url, { Origin: 'http://localhost:5173' });
    await client.close();
  });

  it.each(['https://evil.example', 'http://app.example', 'https://app.example:8443', 'https://sub.app.example', 'null'])('still refuses %s: no session is opened and nothing is sent to Honcho', async (origin) => {
    const before = emulator.stats.requests;
    await expect(connectWith(command.url, { Origin: origin })).rejects.toThrow(/Forbidden: the origin/);
    const { status, json } = await send(command.url, 'POST', { origin }, { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'page', version: '1' } } });
    expect(status).toBe(403);
    expect(json()).toMatchObject({ error: { message: expect.stringContaining(`"${origin}"`) } });
    expect(emulator.stats.requests).toBe(before);
  });

  it("refuses a foreign origin's POST, GET and DELETE on an open session, which goes on serving its client", async () => {
    const { client, transport } = await connectWith(command.url, {});
    try {
      const session = { 'mcp-session-id': transport.sessionId ?? '', origin: 'https://evil.example' };
      const before = emulator.stats.requests;
      const posted = await send(command.url, 'POST', session, saveConclusion('through a borrowed session'));
      expect(posted.status).toBe(403);
      expect((await send(command.url, 'GET', session)).status).toBe(403);
      expect((await send(command.url, 'DELETE', session)).status).toBe(403);
      expect(emulator.stats.requests).toBe(before);
      expect(stored(emulator)).not.toContain('through a borrowed session');
      expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('honcho_save_conclusion');
    } finally {
      await client.close();
    }
  });
});

describe('createMcpHandler allowedOrigins', () => {
  let byDefault: HttpMcpStack;
  let allowing: HttpMcpStack;
  beforeAll(async () => {
    byDefault = await startHttpMcp({ peerId: 'alice', sessions: false, honcho: { apiKey: COMMAND_KEY } }, COMMAND_KEY);
    allowing = await startHttpMcp({ peerId: 'alice', sessions: false, honcho: { apiKey: COMMAND_KEY }, allowedOrigins: ['https://App.example'] }, COMMAND_KEY);
  });
  afterAll(async () => {
    await byDefault.close();
    await allowing.close();
  });

  it('serves loopback origins and requests without one, and refuses any other origin, null included, writing nothing', async () => {
    for (const [origin, status] of [['http://localhost:3000', 200], [undefined, 200], ['https://app.example', 403], ['http://evil.example', 403], ['null', 403]] as const) {
      const before = byDefault.emulator.stats.requests;
      const answer = await send(byDefault.url, 'POST', origin === undefined ? {} : { origin }, saveConclusion(`default, from ${origin ?? 'no origin'}`));
      expect(answer.status, origin).toBe(status);
      if (status === 403) {
        expect(answer.text).toContain('allowedOrigins');
        expect(byDefault.emulator.stats.requests).toBe(before);
      }
    }
    expect(stored(byDefault.emulator).sort()).toEqual(['default, from http://localhost:3000', 'default, from no origin']);
  });

  it('serves the origins it is given besides loopback, and no others', async () => {
    for (const [origin, status] of [['https://app.example', 200], ['http://127.0.0.1:8080', 200], ['https://evil.example', 403], ['http://app.example', 403]] as const) {
      const answer = await send(allowing.url, 'POST', { origin }, saveConclusion(`allowing, from ${origin}`));
      expect(answer.status, origin).toBe(status);
    }
    expect(stored(allowing.emulator).sort()).toEqual(['allowing, from http://127.0.0.1:8080', 'allowing, from https://app.example']);
  });
});
