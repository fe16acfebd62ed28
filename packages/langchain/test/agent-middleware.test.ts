import { AIMessage, HumanMessage, type BaseMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { createAgent } from 'langchain';
import { Honcho, HonchoMemoryError, HonchoValidationError } from '@honcho-ai/sdk';
import { HONCHO_TOOL_SPECS } from '@honcho-ai/sdk/integrations';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { honchoTools } from '../src/index.js';
import { honchoMiddleware, type HonchoMiddlewareOptions } from '../src/middleware/index.js';
import { emulatorClient, memoryReads, messageWrites } from '../src/test-support/emulator-client.js';

// LangChain's own createAgent and its own scripted chat model (fakeModel of @langchain/core/testing),
// with the middleware and tools against the emulator over HTTP.
const API_KEY = 'hch-langchain-agent-secret-0123456789';
const WORKSPACE = 'langchain-agent';
const SYSTEM = 'You are a helpful assistant.';
let emulator: RunningEmulator;
let sessions = 0;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: API_KEY });
});
afterAll(async () => {
  await emulator?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function setup() {
  return { ...emulatorClient(emulator, WORKSPACE, API_KEY), sessionId: `agent-${(sessions += 1)}` };
}

const stored = (sessionId: string) => emulator.store.messages(WORKSPACE, sessionId).map((message) => [message.peer_id, message.content]);
const systemText = (messages: readonly BaseMessage[]): string => (messages[0]?.type === 'system' ? messages[0].text : '');
const user = (content: string) => ({ messages: [new HumanMessage(content)] });

describe('createAgent({ middleware: [honchoMiddleware()] })', () => {
  it('saves each turn once, and the second turn recalls the first through the memory block, injected once', async () => {
    const { honcho, requests, sessionId } = setup();
    const model = fakeModel().respond(new AIMessage('Nice to meet you, Ada.')).respond(new AIMessage('You live in Lisbon.'));
    const agent = createAgent({ model, systemPrompt: SYSTEM, middleware: [honchoMiddleware({ client: honcho, userId: 'ada', sessionId })] });

    await agent.invoke(user('My name is Ada and I live in Lisbon.'));
    // Honcho knew nothing yet: the agent's own system prompt, unchanged.
    expect(systemText(model.calls[0]!.messages)).toBe(SYSTEM);
    expect(memoryReads(requests)).toHaveLength(1);
    expect(messageWrites(requests)).toHaveLength(1);
    expect(stored(sessionId)).toEqual([
      ['ada', 'My name is Ada and I live in Lisbon.'],
      ['assistant', 'Nice to meet you, Ada.'],
    ]);

    // No checkpointer: the second run sees only its own message; the first turn reaches it through Honcho.
    const result = await agent.invoke(user('Where do I live?'));
    expect(result.messages.at(-1)?.text).toBe('You live in Lisbon.');
    const second = model.calls[1]!.messages;
    expect(second.filter((message) => message.type !== 'system').map((message) => message.text)).toEqual(['Where do I live?']);
    const system = systemText(second);
    expect(system.startsWith(`${SYSTEM}\n\n<honcho_memory>\n`)).toBe(true);
    expect(system.endsWith('\n</honcho_memory>')).toBe(true);
    expect(system).toContain('My name is Ada and I live in Lisbon.');
    expect(system).toContain('Nice to meet you, Ada.');
    expect(system.match(/<honcho_memory>/g)).toHaveLength(1);
    // The block is for the model call only: the agent's state holds no system message of it.
    expect(result.messages.map((message) => message.type)).toEqual(['human', 'ai']);
    expect(memoryReads(requests)).toHaveLength(2);
    expect(messageWrites(requests)).toHaveLength(2);
    expect(stored(sessionId)).toHaveLength(4);
  });

  it('stores a turn whose save loses its answer (the connection drops after Honcho stored it) once, with nothing reported', async () => {
    const { honcho, sessionId } = setup();
    const errors: unknown[] = [];
    const model = fakeModel().respond(new AIMessage('Hello Jo.')).respond(new AIMessage('Porto is lovely.'));
    const agent = createAgent({ model, middleware: [honchoMiddleware({ client: honcho, userId: 'jo', sessionId, onError: (error) => errors.push(error) })] });
    await agent.invoke(user('Hello'));
    const dropped = emulator.stats.droppedAfterHandling;
    emulator.faults.set({ dropConnection: 'after', times: 1, match: { method: 'POST', path: new RegExp(`/sessions/${sessionId}/messages$`) } });
    try {
      await agent.invoke(user('I moved to Porto.'));
    } finally {
      emulator.faults.clear();
    }
    expect(emulator.stats.droppedAfterHandling).toBe(dropped + 1);
    expect(stored(sessionId)).toEqual([
      ['jo', 'Hello'],
      ['assistant', 'Hello Jo.'],
      ['jo', 'I moved to Porto.'],
      ['assistant', 'Porto is lovely.'],
    ]);
    expect(errors).toEqual([]);
  });

  it('fetches the memory once for a turn whose scripted model calls a Honcho tool, saves the turn once, and the next turn sees the conclusion', async () => {
    const { honcho, requests, sessionId } = setup();
    const identity = { client: honcho, userId: 'ada', sessionId };
    const model = fakeModel()
      .respondWithTools([{ name: 'honcho_save_conclusion', args: { content: 'Ada is vegetarian' }, id: 'call_1' }])
      .respond(new AIMessage('Noted.'))
      .respond(new AIMessage('A mushroom risotto.'));
    const agent = createAgent({ model, systemPrompt: SYSTEM, tools: honchoTools(identity), middleware: [honchoMiddleware(identity)] });

    const first = await agent.invoke(user('I am vegetarian.'));
    expect(model.callCount).toBe(2);
    expect(memoryReads(requests)).toHaveLength(1);
    expect(systemText(model.calls[1]!.messages)).toBe(systemText(model.calls[0]!.messages));
    const conclusions = emulator.store.conclusions(WORKSPACE).filter((conclusion) => conclusion.session_id === sessionId);
    expect(conclusions.map((conclusion) => [conclusion.content, conclusion.observer_id, conclusion.observed_id])).toEqual([['Ada is vegetarian', 'assistant', 'ada']]);
    const toolMessage = first.messages.find((message) => message.type === 'tool')!;
    expect(JSON.parse(toolMessage.text)).toEqual({ saved: { id: conclusions[0]!.id, content: 'Ada is vegetarian' } });
    // Saved once: the user's message and the final reply, not the tool call.
    expect(messageWrites(requests)).toHaveLength(1);
    expect(stored(sessionId)).toEqual([
      ['ada', 'I am vegetarian.'],
      ['assistant', 'Noted.'],
    ]);

    await agent.invoke(user('What should I cook tonight?'));
    expect(memoryReads(requests)).toHaveLength(2);
    const system = systemText(model.calls[2]!.messages);
    expect(system.startsWith(`${SYSTEM}\n\n<honcho_memory>\n`)).toBe(true);
    expect(system).toContain('Ada is vegetarian');
  });

  it('gives the model the catalogue’s tool names, descriptions and schemas', async () => {
    const { honcho } = setup();
    const tools = honchoTools({ client: honcho, userId: 'ada' });
    expect(tools.map((tool) => tool.name)).toEqual(Object.keys(HONCHO_TOOL_SPECS));
    for (const tool of tools) {
      const spec = HONCHO_TOOL_SPECS[tool.name as keyof typeof HONCHO_TOOL_SPECS];
      expect(tool.description).toBe(spec.description);
      expect(tool.schema).toEqual(JSON.parse(JSON.stringify(spec.inputSchema)));
    }
  });

  it('streams: agent.stream() injects the block and saves the turn once, as invoke() does', async () => {
    const { honcho, requests, sessionId } = setup();
    const model = fakeModel().respond(new AIMessage('Hello, Ada.')).respond(new AIMessage('You are Ada.'));
    const agent = createAgent({ model, systemPrompt: SYSTEM, middleware: [honchoMiddleware({ client: honcho, userId: 'ada', sessionId })] });

    for (const input of ['I am Ada.', 'Who am I?']) {
      const texts: string[] = [];
      for await (const [message] of await agent.stream(user(input), { streamMode: 'messages' })) {
        if (message.type === 'ai' && message.text !== '') texts.push(message.text);
      }
      expect(texts.length).toBeGreaterThan(0);
    }
    expect(memoryReads(requests)).toHaveLength(2);
    expect(messageWrites(requests)).toHaveLength(2);
    expect(stored(sessionId)).toEqual([
      ['ada', 'I am Ada.'],
      ['assistant', 'Hello, Ada.'],
      ['ada', 'Who am I?'],
      ['assistant', 'You are Ada.'],
    ]);
    expect(systemText(model.calls[1]!.messages)).toContain('I am Ada.');
  });

  it('takes who and where from each run’s configurable.honcho, so one agent serves several users', async () => {
    const { honcho } = setup();
    const model = fakeModel().respond(new AIMessage('Hi Ada.')).respond(new AIMessage('Hi Bo.'));
    const agent = createAgent({ model, middleware: [honchoMiddleware({ client: honcho })] });

    await agent.invoke(user('I am Ada.'), { configurable: { honcho: { userId: 'ada', sessionId: 'per-call-ada' } } });
    await agent.invoke(user('I am Bo.'), { configurable: { honcho: { userId: 'bo', sessionId: 'per-call-bo', assistantId: 'concierge' } } });
    expect(stored('per-call-ada')).toEqual([
      ['ada', 'I am Ada.'],
      ['assistant', 'Hi Ada.'],
    ]);
    expect(stored('per-call-bo')).toEqual([
      ['bo', 'I am Bo.'],
      ['concierge', 'Hi Bo.'],
    ]);
  });

  it('takes a deadline and a block store for its turn memory, and refuses a deadline past the timeout by name', () => {
    const { honcho } = setup();
    const blockStore = { get: () => undefined, set: () => undefined };
    expect(() => honchoMiddleware({ client: honcho, timeout: 4_000, deadline: 1_500, blockStore })).not.toThrow();
    expect(() => honchoMiddleware({ client: honcho, timeout: 1_000, deadline: 2_000 })).toThrow(/^Invalid honchoMiddleware\(\) options: deadline: /);
    expect(() => honchoMiddleware({ client: honcho, blockStore: {} as never })).toThrow(/blockStore: must be an object with get\(key\) and set\(key, block\) methods/);
    expect(() => honchoMiddleware({ client: honcho, maxTokens: 800, onTrim: () => undefined })).not.toThrow();
    expect(() => honchoMiddleware({ client: honcho, maxTokens: -1 })).toThrow(/^Invalid honchoMiddleware\(\) options: maxTokens: /);
  });

  it('refuses a bad identity in the run’s config with a HonchoValidationError naming it, before any request', async () => {
    const { honcho, requests } = setup();
    const agent = createAgent({ model: fakeModel().respond(new AIMessage('unused')), middleware: [honchoMiddleware({ client: honcho })] });
    await expect(agent.invoke(user('Hi'))).rejects.toThrow(/userId: is required: pass honchoMiddleware\(\{ userId \}\) or set configurable\.honcho\.userId/);
    // LangChain wraps a middleware's error in its MiddlewareError, keeping the name, the message and, as cause, the error.
    const refused = await agent.invoke(user('Hi'), { configurable: { honcho: { userId: 'ada lovelace' } } }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: 'HonchoValidationError', message: expect.stringMatching(/^Invalid Honcho identity for this call: configurable\.honcho\.userId: must contain only/) });
    expect(HonchoValidationError.isInstance((refused as Error).cause)).toBe(true);
    await expect(agent.invoke(user('Hi'), { configurable: { honcho: { userId: 'ada', sesionId: 'x' } } })).rejects.toThrow(/sesionId/);
    await expect(agent.invoke(user('Hi'), { configurable: { honcho: 'ada' } })).rejects.toThrow(/configurable\.honcho: must be an object/);
    expect(requests).toEqual([]);
  });

  it('is fail-open: with Honcho unreachable the run completes, and onError hears why (context and persist), never the key', async () => {
    const errors: HonchoMemoryError[] = [];
    const unreachable = new Honcho({ baseURL: 'http://127.0.0.1:9', apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0 });
    const model = fakeModel().respond(new AIMessage('Hello.'));
    const middleware = honchoMiddleware({ client: unreachable, userId: 'ada', sessionId: 'offline', timeout: 2_000, onError: (error) => errors.push(error) });
    const agent = createAgent({ model, systemPrompt: SYSTEM, middleware: [middleware] });

    const result = await agent.invoke(user('Hi'));
    expect(result.messages.at(-1)?.text).toBe('Hello.');
    expect(systemText(model.calls[0]!.messages)).toBe(SYSTEM);
    expect(errors.map((error) => error.operation)).toEqual(['context', 'persist']);
    for (const error of errors) {
      expect(error).toBeInstanceOf(HonchoMemoryError);
      expect(error.message).toMatch(/user 'ada' in session 'offline'/);
      expect(`${error.message} ${JSON.stringify(error)}`).not.toContain(API_KEY);
    }
  });

  it('warns on the console by default when Honcho fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unreachable = new Honcho({ baseURL: 'http://127.0.0.1:9', apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0 });
    const agent = createAgent({ model: fakeModel().respond(new AIMessage('Hello.')), middleware: [honchoMiddleware({ client: unreachable, userId: 'ada', timeout: 2_000 })] });
    await agent.invoke(user('Hi'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[honcho\] Honcho memory unavailable for user 'ada'/);
  });
});

describe('honchoMiddleware(options)', () => {
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['a userId that is not a Honcho id', { userId: 'ada lovelace' }, /userId: must contain only/],
    ['a sessionId that is not a string', { userId: 'ada', sessionId: 42 }, /sessionId: must be a string id/],
    ['the user as the assistant', { userId: 'ada', assistantId: 'ada' }, /assistantId: must differ from userId/],
    ['a zero timeout', { timeout: 0 }, /timeout/],
    ['too many context tokens', { contextTokens: 100_001 }, /contextTokens/],
    ['an injectHistory that is not a boolean', { injectHistory: 'yes' }, /injectHistory: must be true or false/],
    ['a persist that is not a boolean', { persist: 1 }, /persist: must be true or false/],
    ['a formatContext that is not a function', { formatContext: 'plain' }, /formatContext/],
    ['an onError that is not a function', { onError: 'log' }, /onError/],
    ['an unknown option', { sesionId: 'chat-1' }, /sesionId/],
    ['a client that is not a Honcho', { client: {} }, /client: must be a Honcho client/],
  ];

  it.each(bad)('refuses %s with a HonchoValidationError naming it, before any request', (_name, options, rule) => {
    const { honcho, requests } = setup();
    const withClient = 'client' in options ? options : { client: honcho, ...options };
    const create = () => honchoMiddleware(withClient as HonchoMiddlewareOptions);
    expect(create).toThrow(HonchoValidationError);
    expect(create).toThrow(rule);
    expect(create).toThrow(/^Invalid honchoMiddleware\(\) options/);
    expect(requests).toEqual([]);
  });

  it('builds its client from HONCHO_API_KEY, HONCHO_URL and HONCHO_WORKSPACE_ID, and refuses to guess a workspace', async () => {
    vi.stubEnv('HONCHO_WORKSPACE_ID', '');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(() => honchoMiddleware({ userId: 'ada' })).toThrow(/workspaceId: is required: pass honchoMiddleware\(\{ workspaceId \}\)/);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();

    vi.stubEnv('HONCHO_API_KEY', API_KEY);
    vi.stubEnv('HONCHO_URL', emulator.url);
    vi.stubEnv('HONCHO_WORKSPACE_ID', 'langchain-env');
    const agent = createAgent({ model: fakeModel().respond(new AIMessage('Hello.')), middleware: [honchoMiddleware({ userId: 'ada', sessionId: 'from-env' })] });
    await agent.invoke(user('Hi'));
    expect(emulator.store.messages('langchain-env', 'from-env').map((message) => message.content)).toEqual(['Hi', 'Hello.']);
  });
});
