import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Honcho } from '@honcho-ai/sdk';
import { HONCHO_TOOL_SPECS } from '@honcho-ai/sdk/integrations';
import { serveFetchHandler, startEmulator, type RunningEmulator, type RunningServer } from '@honcho-ai/testing/node';
import { createMcpHandler } from '../src/http/create-mcp-handler.js';
import { connectHttp, connectStdio, resultJson, type McpClientSession } from '../src/test-support/mcp-clients.js';

// The six memory tools, through the built command over stdio and through the handler over
// Streamable HTTP, each against its own workspace of one emulator: what the client lists is the
// SDK's catalogue, and every tool reads or writes what the emulator holds.
const WORKSPACES = { stdio: 'mcp-memory-stdio', http: 'mcp-memory-http' } as const;

let emulator: RunningEmulator;
let handlerServer: RunningServer;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  handlerServer = await serveFetchHandler(
    createMcpHandler({ honcho: { baseURL: emulator.url, workspaceId: WORKSPACES.http, maxRetries: 0 }, peerId: 'alice', assistantPeerId: 'assistant', sessionId: 'chat-1' }),
  );
  // What the user said before: alice's messages in the session both servers are bound to.
  for (const workspaceId of Object.values(WORKSPACES)) {
    const honcho = new Honcho({ baseURL: emulator.url, workspaceId });
    const [alice, assistant, session] = await Promise.all([honcho.peer('alice'), honcho.peer('assistant'), honcho.session('chat-1')]);
    await session.addMessages([alice.message('I am training for the Lisbon marathon in October.'), assistant.message('Great, how far do you run each week?'), alice.message('About 50 km, mostly trail running.')]);
  }
});

afterAll(async () => {
  await handlerServer.close();
  await emulator.close();
});

const transports = [
  ['stdio (the built honcho-mcp command)', 'stdio', () => connectStdio(['--peer', 'alice', '--assistant-peer', 'assistant', '--session', 'chat-1', '--max-retries', '0'], { HONCHO_URL: emulator.url, HONCHO_WORKSPACE_ID: WORKSPACES.stdio })],
  ['Streamable HTTP (createMcpHandler)', 'http', () => connectHttp(`${handlerServer.url}/mcp`, 'caller-key')],
] as const;

describe.each(transports)('over %s', (_label, kind, connect) => {
  const workspaceId = WORKSPACES[kind];
  let session: McpClientSession;
  beforeAll(async () => {
    session = await connect();
  });
  afterAll(async () => {
    await session.close();
  });

  it('lists the catalogue: the same names, descriptions and input schemas as the AI SDK and OpenAI adapters', async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema }))).toEqual(
      Object.values(HONCHO_TOOL_SPECS).map((spec) => ({ name: spec.name, description: spec.description, inputSchema: spec.inputSchema })),
    );
    expect(tools.find((tool) => tool.name === 'honcho_save_conclusion')?.annotations).toMatchObject({ readOnlyHint: false, openWorldHint: false });
    expect(tools.find((tool) => tool.name === 'honcho_chat')?.annotations).toMatchObject({ readOnlyHint: true });
    expect(tools.every((tool) => typeof tool.title === 'string' && tool.title.length > 0)).toBe(true);
  });

  it('honcho_save_conclusion stores the assistant’s conclusion about the user, linked to the session', async () => {
    const saved = resultJson(await session.client.callTool({ name: 'honcho_save_conclusion', arguments: { content: 'Runs about 50 km a week' } })) as { saved: { id: string; content: string } };
    expect(saved.saved.content).toBe('Runs about 50 km a week');
    const stored = emulator.store.conclusions(workspaceId).find((conclusion) => conclusion.id === saved.saved.id);
    expect(stored).toMatchObject({ content: 'Runs about 50 km a week', observer_id: 'assistant', observed_id: 'alice', session_id: 'chat-1' });
  });

  it('honcho_search_conclusions finds it', async () => {
    const found = resultJson(await session.client.callTool({ name: 'honcho_search_conclusions', arguments: { query: 'running distance per week', limit: 3 } })) as { conclusions: { content: string }[] };
    expect(found.conclusions.map((conclusion) => conclusion.content)).toContain('Runs about 50 km a week');
  });

  it("honcho_search finds the user's own words, not the assistant's", async () => {
    const found = resultJson(await session.client.callTool({ name: 'honcho_search', arguments: { query: 'marathon' } })) as { messages: { content: string; sessionId: string }[] };
    expect(found.messages).toEqual([expect.objectContaining({ content: 'I am training for the Lisbon marathon in October.', sessionId: 'chat-1' })]);
  });

  it('honcho_context gives the session summary slot and its recent messages with roles', async () => {
    const context = resultJson(await session.client.callTool({ name: 'honcho_context', arguments: {} })) as { recentMessages: { role: string; peerId: string; content: string }[]; representation: unknown };
    expect(context.recentMessages.map((message) => [message.role, message.peerId])).toEqual([
      ['user', 'alice'],
      ['assistant', 'assistant'],
      ['user', 'alice'],
    ]);
    expect(context).toHaveProperty('summary');
  });

  it('honcho_get_representation includes the saved conclusion', async () => {
    const { representation } = resultJson(await session.client.callTool({ name: 'honcho_get_representation', arguments: { topic: 'running', maxConclusions: 10 } })) as { representation: string };
    expect(representation).toContain('Runs about 50 km a week');
  });

  it('honcho_chat answers from what Honcho holds about the user', async () => {
    const { answer } = resultJson(await session.client.callTool({ name: 'honcho_chat', arguments: { query: 'How far does alice run?', reasoningLevel: 'low' } })) as { answer: string };
    expect(typeof answer).toBe('string');
    expect(answer.length).toBeGreaterThan(0);
  });

  it('made the peers and the session it is bound to in its own workspace only', () => {
    expect(emulator.store.peers(workspaceId).map((peer) => peer.id).sort()).toEqual(['alice', 'assistant']);
    expect(emulator.store.sessions(workspaceId).map((stored) => stored.id)).toEqual(['chat-1']);
  });
});
