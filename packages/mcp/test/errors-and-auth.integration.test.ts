import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHttp, connectStdio, resultText, startHttpMcp, type HttpMcpStack, type McpClientSession } from '../src/test-support/mcp-clients.js';

// The emulator requires this key, so a call only works when the server really sends it.
const HONCHO_KEY = 'hch-v3-mcp-test-key-0f5e2a9c41d7';

const initialize = (id = 1): string =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe('Honcho failing', () => {
  let stack: HttpMcpStack;
  beforeAll(async () => {
    stack = await startHttpMcp({ peerId: 'alice' }, HONCHO_KEY);
  });
  afterAll(async () => {
    await stack.close();
  });

  it.each(['http', 'stdio'] as const)('a Honcho 500 is a readable tool error without the key (%s)', async (kind) => {
    const session: McpClientSession & { stderr?: () => string } =
      kind === 'http' ? await connectHttp(stack.url, HONCHO_KEY) : await connectStdio(['--peer', 'alice', '--url', stack.emulator.url, '--max-retries', '0'], { HONCHO_API_KEY: HONCHO_KEY });
    try {
      // The key works: a call succeeds first.
      expect((await session.client.callTool({ name: 'honcho_search', arguments: { query: 'tea' } })).isError).toBeFalsy();
      stack.emulator.faults.set({ failRate: 1, failStatus: 500 });
      const result = await session.client.callTool({ name: 'honcho_search', arguments: { query: 'tea' } });
      expect(result.isError).toBe(true);
      const text = resultText(result);
      expect(text).toMatch(/^honcho_search failed \(HTTP 500\): /);
      expect(text).not.toContain(HONCHO_KEY);
      expect(JSON.stringify(result)).not.toContain(HONCHO_KEY);
      expect(session.stderr?.() ?? '').not.toContain(HONCHO_KEY);
    } finally {
      stack.emulator.faults.clear();
      await session.close();
    }
  });

  it('a wrong key is Honcho’s 401, passed on as a tool error', async () => {
    const session = await connectHttp(stack.url, 'not-the-key');
    try {
      const result = await session.client.callTool({ name: 'honcho_search', arguments: { query: 'tea' } });
      expect(result.isError).toBe(true);
      expect(resultText(result)).toMatch(/^honcho_search failed \(HTTP 401\): /);
      expect(resultText(result)).not.toContain('not-the-key');
    } finally {
      await session.close();
    }
  });
});

describe('the HTTP handler’s authentication', () => {
  let open: HttpMcpStack;
  let keyed: HttpMcpStack;
  beforeAll(async () => {
    open = await startHttpMcp({ peerId: 'alice' }, HONCHO_KEY);
    keyed = await startHttpMcp({ peerId: 'alice', honcho: { apiKey: HONCHO_KEY } }, HONCHO_KEY);
  });
  afterAll(async () => {
    await open.close();
    await keyed.close();
  });

  it('refuses a request without a key with 401 and WWW-Authenticate, sending nothing to Honcho', async () => {
    const before = open.emulator.stats.requests;
    const response = await fetch(open.url, { method: 'POST', headers: MCP_HEADERS, body: initialize() });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="honcho"');
    expect(await response.json()).toEqual({ jsonrpc: '2.0', error: { code: -32001, message: "This server needs your Honcho API key: send 'Authorization: Bearer <key>'." }, id: null });
    expect(open.emulator.stats.requests).toBe(before);
    // The real client gives up too.
    await expect(connectHttp(open.url)).rejects.toThrow();
  });

  it('refuses a malformed Authorization header without echoing it', async () => {
    const response = await fetch(open.url, { method: 'POST', headers: { ...MCP_HEADERS, authorization: `Basic ${HONCHO_KEY}` }, body: initialize() });
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain(HONCHO_KEY);
  });

  it('uses its own key for requests without one when it was given one', async () => {
    const session = await connectHttp(keyed.url);
    try {
      const result = await session.client.callTool({ name: 'honcho_save_conclusion', arguments: { content: 'Prefers tea' } });
      expect(result.isError).toBeFalsy();
      expect(keyed.emulator.store.conclusions('default').map((conclusion) => conclusion.content)).toEqual(['Prefers tea']);
    } finally {
      await session.close();
    }
  });

  it('binds a session to the key that opened it', async () => {
    const opened = await fetch(open.url, { method: 'POST', headers: { ...MCP_HEADERS, authorization: `Bearer ${HONCHO_KEY}` }, body: initialize() });
    expect(opened.status).toBe(200);
    const sessionId = opened.headers.get('mcp-session-id');
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await opened.body?.cancel();
    const list = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    const stranger = await fetch(open.url, { method: 'POST', headers: { ...MCP_HEADERS, authorization: 'Bearer someone-else', 'mcp-session-id': sessionId ?? '', 'mcp-protocol-version': '2025-06-18' }, body: list });
    expect(stranger.status).toBe(404);
    const owner = await fetch(open.url, { method: 'POST', headers: { ...MCP_HEADERS, authorization: `Bearer ${HONCHO_KEY}`, 'mcp-session-id': sessionId ?? '', 'mcp-protocol-version': '2025-06-18' }, body: list });
    expect(owner.status).toBe(200);
    expect(await owner.text()).toContain('honcho_chat');
  });

  it('answers a request of no session that is not initialize with 400', async () => {
    const response = await fetch(open.url, { method: 'POST', headers: { ...MCP_HEADERS, authorization: `Bearer ${HONCHO_KEY}` }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: -32600 } });
  });
});

describe('the HTTP handler with a user per request', () => {
  let stack: HttpMcpStack;
  beforeAll(async () => {
    // As an app would from its own session: here a header the test sets, standing in for a verified cookie.
    stack = await startHttpMcp({ peerId: (request) => request.headers.get('x-app-user') ?? undefined });
  });
  afterAll(async () => {
    await stack.close();
  });

  const connectAs = async (user: string): Promise<McpClientSession> => {
    const transport = new StreamableHTTPClientTransport(new URL(stack.url), { requestInit: { headers: { authorization: 'Bearer k', 'x-app-user': user } } });
    const client = new Client({ name: 'per-user', version: '1' });
    await client.connect(transport);
    return { client, close: () => client.close() };
  };

  it('binds each caller’s memory tools to the user it resolves to', async () => {
    const [ana, ben] = await Promise.all([connectAs('ana'), connectAs('ben')]);
    try {
      await ana.client.callTool({ name: 'honcho_save_conclusion', arguments: { content: 'Speaks Portuguese' } });
      await ben.client.callTool({ name: 'honcho_save_conclusion', arguments: { content: 'Plays chess' } });
      const byUser = Object.fromEntries(stack.emulator.store.conclusions('default').map((conclusion) => [conclusion.observed_id, conclusion.content]));
      expect(byUser).toEqual({ ana: 'Speaks Portuguese', ben: 'Plays chess' });
    } finally {
      await Promise.all([ana.close(), ben.close()]);
    }
  });

  it('refuses a request it resolves to no user with 401, and an invalid id with 400', async () => {
    const none = await fetch(stack.url, { method: 'POST', headers: { ...MCP_HEADERS, authorization: 'Bearer k' }, body: initialize() });
    expect(none.status).toBe(401);
    const invalid = await fetch(stack.url, { method: 'POST', headers: { ...MCP_HEADERS, authorization: 'Bearer k', 'x-app-user': '../admin' }, body: initialize() });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('not a valid peer id');
  });

  it('keeps a session to the user that opened it', async () => {
    const opened = await fetch(stack.url, { method: 'POST', headers: { ...MCP_HEADERS, authorization: 'Bearer k', 'x-app-user': 'ana' }, body: initialize() });
    const sessionId = opened.headers.get('mcp-session-id') ?? '';
    await opened.body?.cancel();
    const list = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    const asBen = await fetch(stack.url, { method: 'POST', headers: { ...MCP_HEADERS, authorization: 'Bearer k', 'x-app-user': 'ben', 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' }, body: list });
    expect(asBen.status).toBe(404);
  });
});
