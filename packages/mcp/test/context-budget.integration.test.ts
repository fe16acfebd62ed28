import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Honcho, HonchoValidationError, loadTokenCounter, type CountTokens, type HonchoContextOutput, type MemoryTrim } from '@honcho-ai/sdk';
import { serveFetchHandler, startEmulator, type RunningEmulator, type RunningServer } from '@honcho-ai/testing/node';
import { createMcpHandler } from '../src/http/create-mcp-handler.js';
import { connectHttp, connectStdio, resultJson, resultText, type McpClientSession } from '../src/test-support/mcp-clients.js';

// honcho_context with a maxTokens budget, through the protocol SDK's client over Streamable HTTP and
// over stdio (the built command's --max-tokens), against the emulator: the answer's JSON text, as
// the model reads it, is within the budget counted with o200k_base, and `trimmed` says what went.
const WORKSPACE = 'mcp-context-budget';
type Answer = HonchoContextOutput & { trimmed?: MemoryTrim };

let emulator: RunningEmulator;
let count: CountTokens;
const servers: RunningServer[] = [];
const clients: McpClientSession[] = [];

beforeAll(async () => {
  count = await loadTokenCounter();
  emulator = await startEmulator({ port: 0 });
  const honcho = new Honcho({ baseURL: emulator.url, workspaceId: WORKSPACE });
  const [alice, assistant, session] = await Promise.all([honcho.peer('alice'), honcho.peer('assistant'), honcho.session('chat-1')]);
  await session.addMessages(
    Array.from({ length: 30 }, (_, i) =>
      (i % 2 === 0 ? alice : assistant).message(`Turn ${i}: ${'the Lisbon marathon, trail runs and a 50 km week '.repeat(1 + (i % 3))}`),
    ),
  );
  const facts = Array.from({ length: 10 }, (_, i) => `Alice said ${i}: she runs ${['trails', 'hills', 'the river path'][i % 3]} before work.`);
  await honcho.http.post(`/v3/workspaces/${WORKSPACE}/conclusions`, {
    body: { conclusions: facts.map((content) => ({ content, observer_id: 'assistant', observed_id: 'alice', session_id: 'chat-1' })) },
  });
  await assistant.setCard(['Name: Alice', 'Lives in Lisbon', 'Marathon in October', 'Runs 50 km a week'], 'alice');
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await Promise.all(servers.map((server) => server.close()));
  await emulator.close();
});

/** A client of a handler bound to alice in chat-1, with `maxTokens` (and `countTokens`) when given. */
async function connectWithBudget(maxTokens?: number, countTokens?: CountTokens): Promise<McpClientSession> {
  const budget = { ...(maxTokens === undefined ? {} : { maxTokens }), ...(countTokens === undefined ? {} : { countTokens }) };
  const server = await serveFetchHandler(
    createMcpHandler({ honcho: { baseURL: emulator.url, workspaceId: WORKSPACE, maxRetries: 0 }, peerId: 'alice', assistantPeerId: 'assistant', sessionId: 'chat-1', ...budget }),
  );
  servers.push(server);
  const client = await connectHttp(`${server.url}/mcp`, 'caller-key');
  clients.push(client);
  return client;
}

async function context(client: McpClientSession): Promise<{ text: string; answer: Answer }> {
  const result = await client.client.callTool({ name: 'honcho_context', arguments: {} });
  return { text: resultText(result), answer: resultJson(result) as Answer };
}

describe('honcho_context with maxTokens', () => {
  it('keeps every answer within the budget, counted over the text the model reads, and says what it left out', async () => {
    const unbounded = await context(await connectWithBudget());
    const full = count(unbounded.text);
    expect(unbounded.answer.trimmed).toBeUndefined();
    expect(unbounded.answer.recentMessages).toHaveLength(30);
    expect(full).toBeGreaterThan(1_000);

    const measured: string[] = [];
    for (const maxTokens of [90, 200, 400, 800, full - 1, full, full + 50]) {
      const { text, answer } = await context(await connectWithBudget(maxTokens));
      const tokens = count(text);
      measured.push(`${maxTokens}: ${tokens}`);
      expect(tokens, `maxTokens ${maxTokens}`).toBeLessThanOrEqual(maxTokens);
      if (maxTokens >= full) {
        expect(answer).toEqual(unbounded.answer);
        continue;
      }
      expect(answer.trimmed).toEqual({
        maxTokens,
        tokens,
        tokensBefore: full,
        messages: 30 - answer.recentMessages.length,
        representationLines: (unbounded.answer.representation?.split('\n').length ?? 0) - (answer.representation?.split('\n').length ?? 0),
        cardLines: 4 - (answer.peerCard?.length ?? 0),
        summary: false,
      });
      // The newest messages stay, each whole; representation lines go from the end.
      expect(answer.recentMessages).toEqual(unbounded.answer.recentMessages.slice(answer.trimmed?.messages));
      if (answer.representation !== null) expect(unbounded.answer.representation?.startsWith(answer.representation)).toBe(true);
      if ((answer.trimmed?.representationLines ?? 0) > 0) expect(answer.recentMessages).toEqual([]);
      if ((answer.trimmed?.cardLines ?? 0) > 0) expect(answer.representation).toBeNull();
    }
    console.info(`honcho_context maxTokens (full ${full}):`, measured.join(', '));
  });

  it('answers with a tool error naming maxTokens when even an emptied answer is over it', async () => {
    const result = await (await connectWithBudget(20)).client.callTool({ name: 'honcho_context', arguments: {} });
    expect(result.isError).toBe(true);
    expect(resultText(result)).toMatch(/^honcho_context failed: .*maxTokens: is too small for honcho_context: its answer with everything left out takes \d+ tokens/);
  });

  it('takes the budget from the command line (--max-tokens) over stdio', async () => {
    const client = await connectStdio(['--peer', 'alice', '--assistant-peer', 'assistant', '--session', 'chat-1', '--max-tokens', '300', '--max-retries', '0'], { HONCHO_URL: emulator.url, HONCHO_WORKSPACE_ID: WORKSPACE });
    clients.push(client);
    const { text, answer } = await context(client);
    expect(count(text)).toBeLessThanOrEqual(300);
    expect(answer.trimmed).toMatchObject({ maxTokens: 300, tokens: count(text), summary: false });
    expect(answer.trimmed?.messages).toBeGreaterThan(0);
  });

  it('counts with the countTokens it is given (what a bundled edge handler passes)', async () => {
    const characters: CountTokens = (text) => text.length;
    const { text, answer } = await context(await connectWithBudget(600, characters));
    expect(text.length).toBeLessThanOrEqual(600);
    expect(answer.trimmed).toMatchObject({ maxTokens: 600, tokens: text.length });
  });

  it('refuses a maxTokens that is not a positive integer, or a countTokens without one, when the server is made', () => {
    for (const maxTokens of [0, 2.5, -1, '300']) {
      expect(() => createMcpHandler({ honcho: { baseURL: emulator.url }, peerId: 'alice', maxTokens: maxTokens as number })).toThrow(HonchoValidationError);
      expect(() => createMcpHandler({ honcho: { baseURL: emulator.url }, peerId: 'alice', maxTokens: maxTokens as number })).toThrow(/maxTokens: must be/);
    }
    expect(() => createMcpHandler({ honcho: { baseURL: emulator.url }, peerId: 'alice', countTokens: count })).toThrow(/countTokens: requires maxTokens/);
    expect(() => createMcpHandler({ honcho: { baseURL: emulator.url }, peerId: 'alice', maxTokens: 100, countTokens: 'o200k' as never })).toThrow(/countTokens: must be a function/);
  });
});
