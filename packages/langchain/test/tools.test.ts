import { AIMessage, HumanMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { ToolInputParsingException } from '@langchain/core/tools';
import { createAgent, createMiddleware } from 'langchain';
import { Honcho, HonchoMemoryError, HonchoValidationError } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HonchoToolInputError, honchoTools, type HonchoToolsOptions } from '../src/index.js';
import { emulatorClient } from '../src/test-support/emulator-client.js';

// The tools in LangChain's own createAgent, called by its scripted model, against the emulator over HTTP.
const API_KEY = 'hch-langchain-tools-secret-0123456789';
const WORKSPACE = 'langchain-tools';
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: API_KEY });
});
afterAll(async () => {
  await emulator?.close();
});

// What a refusal must not give the model in place of the field and the rule: LangChain's generic
// wording, stack frames, file paths.
const UNHELPFUL = [/did not match expected schema/, /\n\s*at /, /\.[cm]?[jt]s\b/, /node_modules|file:/];

const toolResults = (messages: readonly { type: string; text: string; status?: unknown }[]) =>
  messages.filter((message) => message.type === 'tool').map((message) => ({ text: message.text, status: message.status }));

describe('honchoTools() in createAgent', () => {
  it('resolves whom a call is about from the run’s configurable.honcho, over the options', async () => {
    const { honcho } = emulatorClient(emulator, WORKSPACE, API_KEY);
    const model = fakeModel()
      .respondWithTools([{ name: 'honcho_save_conclusion', args: { content: 'Bo plays chess' }, id: 'call_bo' }])
      .respond(new AIMessage('Saved.'));
    const agent = createAgent({ model, tools: honchoTools({ client: honcho, userId: 'ada' }) });
    await agent.invoke({ messages: [new HumanMessage('I play chess.')] }, { configurable: { honcho: { userId: 'bo', sessionId: 'tools-bo' } } });
    const saved = emulator.store.conclusions(WORKSPACE).filter((conclusion) => conclusion.content === 'Bo plays chess');
    expect(saved.map((conclusion) => [conclusion.observer_id, conclusion.observed_id, conclusion.session_id])).toEqual([['assistant', 'bo', 'tools-bo']]);
  });

  it('refuses arguments that break the schema before any request, and the model reads why', async () => {
    const { honcho, requests } = emulatorClient(emulator, WORKSPACE, API_KEY);
    const model = fakeModel()
      .respondWithTools([{ name: 'honcho_search_conclusions', args: { query: 'chess', limit: 99 }, id: 'call_bad' }])
      .respond(new AIMessage('Let me try again.'));
    const agent = createAgent({ model, tools: honchoTools({ client: honcho, userId: 'ada' }) });
    const result = await agent.invoke({ messages: [new HumanMessage('What do I play?')] });
    const [refused] = toolResults(result.messages);
    expect(refused?.status).toBe('error');
    expect(refused?.text).toContain('Invalid honcho_search_conclusions input: limit: must be between 1 and 20');
    expect(requests).toEqual([]);
  });

  it('refuses an argument of the wrong type naming the field and the rule, which is what the model reads, with no stack or file path', async () => {
    const { honcho, requests } = emulatorClient(emulator, WORKSPACE, API_KEY);
    const model = fakeModel()
      .respondWithTools([{ name: 'honcho_search', args: { query: 42 }, id: 'call_type' }])
      .respond(new AIMessage('Let me try again.'));
    const agent = createAgent({ model, tools: honchoTools({ client: honcho, userId: 'ada' }) });
    await agent.invoke({ messages: [new HumanMessage('What did I say about chess?')] });
    // The model's second call: the tool message it is given to correct itself.
    const [read] = toolResults(model.calls[1]!.messages);
    expect(read?.status).toBe('error');
    // The arguments' echo ({"query":42}) alone does not contain this.
    expect(read?.text).toContain('Invalid honcho_search input: query: must be a string');
    for (const pattern of UNHELPFUL) expect(read?.text).not.toMatch(pattern);
    expect(requests).toEqual([]);
  });

  it('hands the refusal to the model, not to the caller, when a middleware wraps the tool calls', async () => {
    const { honcho, requests } = emulatorClient(emulator, WORKSPACE, API_KEY);
    const passThrough = createMiddleware({ name: 'PassThrough', wrapToolCall: (request, handler) => handler(request) });
    const model = fakeModel()
      .respondWithTools([{ name: 'honcho_save_conclusion', args: { content: '   ' }, id: 'call_blank' }])
      .respond(new AIMessage('Let me try again.'));
    const agent = createAgent({ model, tools: honchoTools({ client: honcho, userId: 'ada' }), middleware: [passThrough] });
    const result = await agent.invoke({ messages: [new HumanMessage('Remember that I play chess.')] });
    expect(result.messages.at(-1)?.text).toBe('Let me try again.');
    const [refused] = toolResults(result.messages);
    expect(refused?.status).toBe('error');
    expect(refused?.text).toContain('Invalid honcho_save_conclusion input: content: must not be empty');
    for (const pattern of UNHELPFUL) expect(refused?.text).not.toMatch(pattern);
    expect(requests).toEqual([]);
  });

  it('reports a Honcho failure to onError as a HonchoMemoryError, and the run goes on with the error as the tool’s result', async () => {
    const errors: HonchoMemoryError[] = [];
    const unreachable = new Honcho({ baseURL: 'http://127.0.0.1:9', apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0 });
    const model = fakeModel()
      .respondWithTools([{ name: 'honcho_chat', args: { query: 'What does ada play?' }, id: 'call_down' }])
      .respond(new AIMessage('Honcho is unavailable.'));
    const agent = createAgent({ model, tools: honchoTools({ client: unreachable, userId: 'ada', timeout: 2_000, onError: (error) => errors.push(error) }) });
    const result = await agent.invoke({ messages: [new HumanMessage('What do I play?')] });
    expect(result.messages.at(-1)?.text).toBe('Honcho is unavailable.');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ operation: 'tool', toolName: 'honcho_chat', userId: 'ada' });
    const [failed] = toolResults(result.messages);
    expect(failed?.status).toBe('error');
    expect(failed?.text).toContain("Honcho tool honcho_chat failed for user 'ada'");
    expect(failed?.text).not.toContain(API_KEY);
  });
});

describe('honchoTools(options)', () => {
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['a userId that is not a Honcho id', { userId: 'ada lovelace' }, /userId: must contain only/],
    ['the user as the assistant', { userId: 'ada', assistantId: 'ada' }, /assistantId: must differ from userId/],
    ['a zero timeout', { timeout: 0 }, /timeout/],
    ['too many context tokens', { contextTokens: 100_001 }, /contextTokens/],
    ['an onError that is not a function', { onError: 'log' }, /onError/],
    ['an option of the middleware', { injectHistory: true }, /injectHistory/],
    ['a client that is not a Honcho', { client: { session: () => undefined } }, /client: must be a Honcho client/],
  ];

  it.each(bad)('refuses %s with a HonchoValidationError naming it, before any request', (_name, options, rule) => {
    const { honcho, requests } = emulatorClient(emulator, WORKSPACE, API_KEY);
    const withClient = 'client' in options ? options : { client: honcho, ...options };
    const create = () => honchoTools(withClient as HonchoToolsOptions);
    expect(create).toThrow(HonchoValidationError);
    expect(create).toThrow(rule);
    expect(create).toThrow(/^Invalid honchoTools\(\) options/);
    expect(requests).toEqual([]);
  });
});

describe('a Honcho tool invoked directly', () => {
  const searchTool = (options: HonchoToolsOptions) => honchoTools(options).find((tool) => tool.name === 'honcho_search')!;

  it.each([
    ['arguments', { query: 42, limit: 0 }],
    ['a tool call', { type: 'tool_call', name: 'honcho_search', id: 'call_direct', args: { query: 42, limit: 0 } }],
  ])('refuses %s breaking the schema with a ToolInputParsingException naming each field and rule, before any request', async (_name, input) => {
    const { honcho, requests } = emulatorClient(emulator, WORKSPACE, API_KEY);
    const error: unknown = await searchTool({ client: honcho, userId: 'ada' })
      .invoke(input)
      .then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
    expect(error).toBeInstanceOf(ToolInputParsingException);
    expect(error).toBeInstanceOf(HonchoToolInputError);
    const refusal = error as HonchoToolInputError;
    expect(refusal.message).toBe('Invalid honcho_search input: query: must be a string; limit: must be between 1 and 20');
    expect(refusal.issues).toEqual([
      { path: 'query', message: 'must be a string' },
      { path: 'limit', message: 'must be between 1 and 20' },
    ]);
    expect(refusal.toolName).toBe('honcho_search');
    expect(refusal.output).toBe(JSON.stringify({ query: 42, limit: 0 }));
    for (const pattern of UNHELPFUL) expect(refusal.stack).not.toMatch(pattern);
    expect(requests).toEqual([]);
  });

  it('names a missing field and one the tool does not have', async () => {
    const { honcho, requests } = emulatorClient(emulator, WORKSPACE, API_KEY);
    await expect(searchTool({ client: honcho, userId: 'ada' }).invoke({ q: 'chess' } as never)).rejects.toThrow(
      'Invalid honcho_search input: query: is required; q: is not a field of this tool (fields: query, limit)',
    );
    expect(requests).toEqual([]);
  });
});
