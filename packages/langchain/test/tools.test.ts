import { AIMessage, HumanMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { createAgent } from 'langchain';
import { Honcho, HonchoMemoryError, HonchoValidationError } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { honchoTools, type HonchoToolsOptions } from '../src/index.js';
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
    expect(refused?.text).toMatch(/limit/);
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
