import { Honcho, HonchoError, type HonchoToolName } from '@honcho-ai/sdk';
import { HONCHO_TOOL_SPECS } from '@honcho-ai/sdk/integrations';
import { createScriptedToolModel, type ScriptedToolModel } from '@honcho-ai/testing';
import { serveFetchHandler, startEmulator, type RunningEmulator, type RunningServer } from '@honcho-ai/testing/node';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnknownToolError } from '../errors/unknown-tool-error.js';
import { recordingFetch } from '../test-support/recording-fetch.js';
import { honchoAnthropicTools } from './anthropic-tools.js';
import { honchoOpenAITools } from './openai-tools.js';

const API_KEY = 'hch-tools-secret-key-0123456789';
let emulator: RunningEmulator;
let model: ScriptedToolModel;
let modelServer: RunningServer;
let modelURL: string;
let honcho: Honcho;

const calls = [
  { name: 'honcho_save_conclusion', arguments: JSON.stringify({ content: 'Maya is vegetarian' }) },
  { name: 'honcho_search', arguments: JSON.stringify({ query: 'mushrooms', limit: 3 }) },
  { name: 'get_weather', arguments: JSON.stringify({ city: 'Oslo' }) },
  { name: 'honcho_search_conclusions', arguments: JSON.stringify({ query: 'vegetarian', limit: 50 }) },
];

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: API_KEY });
  model = createScriptedToolModel({ toolCalls: calls });
  // Over real HTTP, as a hosted model would be.
  modelServer = await serveFetchHandler(model.handler);
  modelURL = `${modelServer.url}/v1`;
  honcho = new Honcho({ baseURL: emulator.url, apiKey: API_KEY, workspaceId: 'kitchen', maxRetries: 0 });
  const session = await honcho.session('dinner');
  const [maya, chef] = await Promise.all([honcho.peer('maya'), honcho.peer('chef')]);
  await session.addMessages([maya.message('I could eat mushrooms every day'), chef.message('Mushroom risotto it is')]);
});
afterAll(async () => {
  await Promise.all([emulator?.close(), modelServer?.close()]);
});

describe('honchoOpenAITools with the openai client', () => {
  it('runs a Chat Completions tool loop against Honcho', async () => {
    const openai = new OpenAI({ apiKey: 'model-key', baseURL: modelURL, maxRetries: 0 });
    const tools = honchoOpenAITools({ client: honcho, defaultPeerId: 'maya', defaultObserverPeerId: 'chef', defaultSessionId: 'dinner' });
    const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Plan my dinner' }];
    model.requests.length = 0;

    const first = await openai.chat.completions.create({ model: 'stub', messages, tools: [...tools.definitions, weatherTool] });
    const message = first.choices[0]!.message;
    const results = await tools.executeToolCalls(message.tool_calls);
    messages.push(message, ...results);
    const second = await openai.chat.completions.create({ model: 'stub', messages, tools: tools.definitions });

    // The definitions went over the wire unchanged.
    expect((model.requests[0]!.tools as unknown[]).slice(0, 6)).toEqual(JSON.parse(JSON.stringify(tools.definitions)));
    // Honcho's calls answered, in order; the app's own tool left alone.
    expect(results.map((result) => result.tool_call_id)).toEqual(['call_0', 'call_1', 'call_3']);
    const [saved, searched, refused] = results.map((result) => JSON.parse(result.content) as Record<string, unknown>);
    expect(saved).toMatchObject({ saved: { content: 'Maya is vegetarian', id: expect.any(String) } });
    expect(searched).toEqual({ messages: [{ content: 'I could eat mushrooms every day', sessionId: 'dinner', createdAt: expect.any(String) }] });
    expect(refused).toEqual({ error: 'honcho_search_conclusions failed: Invalid honcho_search_conclusions input: limit: must be between 1 and 20' });
    // The model saw the results, and the conclusion is stored once, from the chef's view of Maya, in the session.
    expect(second.choices[0]!.message.content).toContain('call_1={"messages":[{"content":"I could eat mushrooms every day"');
    expect(emulator.store.conclusions('kitchen')).toMatchObject([{ content: 'Maya is vegetarian', observer_id: 'chef', observed_id: 'maya', session_id: 'dinner' }]);
  });

  it('runs a Responses API function-call loop against Honcho', async () => {
    const openai = new OpenAI({ apiKey: 'model-key', baseURL: modelURL, maxRetries: 0 });
    const tools = honchoOpenAITools({ client: honcho, defaultPeerId: 'maya', defaultObserverPeerId: 'chef' });
    model.requests.length = 0;
    const first = await openai.responses.create({ model: 'stub', input: 'Plan my dinner', tools: tools.responsesDefinitions });
    const outputs = await tools.executeFunctionCalls(first.output);
    expect(outputs.map((output) => output.call_id)).toEqual(['call_0', 'call_1', 'call_3']);
    const input: ResponseInputItem[] = [...(first.output as ResponseInputItem[]), ...outputs];
    const second = await openai.responses.create({ model: 'stub', input, tools: tools.responsesDefinitions });
    expect(second.output_text).toContain('call_3={"error":"honcho_search_conclusions failed: Invalid honcho_search_conclusions input: limit: must be between 1 and 20"}');
    expect(model.requests[0]!.tools).toEqual(JSON.parse(JSON.stringify(tools.responsesDefinitions)));
    // Without a session the conclusion is not linked to one; both saves are stored.
    expect(emulator.store.conclusions('kitchen').filter((conclusion) => conclusion.content === 'Maya is vegetarian')).toHaveLength(2);
  });
});

const weatherTool = {
  type: 'function' as const,
  function: { name: 'get_weather', description: 'Weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } },
};

describe('argument validation', () => {
  const table: [HonchoToolName, unknown, string][] = [
    ['honcho_chat', '{}', 'query: is required'],
    ['honcho_chat', '{"query": ""}', 'query: must not be empty'],
    ['honcho_chat', '{"query": "   "}', 'query: must not be empty'],
    ['honcho_chat', JSON.stringify({ query: 'x'.repeat(10_001) }), 'query: must be at most 10000 characters'],
    ['honcho_chat', '{"query": 42}', 'query: must be a string'],
    ['honcho_chat', '{"query": "x", "reasoningLevel": "ultra"}', 'reasoningLevel: must be one of minimal, low, medium, high, max'],
    ['honcho_chat', '{"query": "x", "target": "bob"}', 'target: is not a field of this tool'],
    ['honcho_chat', '{query: x}', 'arguments: must be JSON text'],
    ['honcho_chat', '[1, 2]', 'input: must be a JSON object'],
    ['honcho_chat', 'null', 'input: must be a JSON object'],
    ['honcho_search', '{"query": "x", "limit": 0}', 'limit: must be between 1 and 20'],
    ['honcho_search', '{"query": "x", "limit": "5"}', 'limit: must be an integer'],
    ['honcho_search', '{"query": "x", "limit": 1.5}', 'limit: must be an integer'],
    ['honcho_context', '{"topic": ""}', 'topic: must not be empty'],
    ['honcho_get_representation', '{"maxConclusions": 101}', 'maxConclusions: must be between 1 and 100'],
    ['honcho_save_conclusion', '', 'content: is required'],
    ['honcho_save_conclusion', JSON.stringify({ content: 'y'.repeat(65_536) }), 'content: must be at most 65535 characters'],
    ['honcho_search_conclusions', { query: 'x', limit: -1 }, 'limit: must be between 1 and 20'],
    ['honcho_search_conclusions', '{"query": "x", "limit": 2, "extra": true}', 'extra: is not a field of this tool'],
  ];

  it.each(table.map(([name, args, rule]) => ({ name, args, rule })))('$name: $rule', async ({ name, args, rule }) => {
    const recorder = recordingFetch();
    const offline = new Honcho({ baseURL: 'http://127.0.0.1:9', workspaceId: 'w', fetch: recorder.fetch, maxRetries: 0 });
    const errors: HonchoError[] = [];
    const tools = honchoOpenAITools({ client: offline, defaultPeerId: 'u', onError: (error) => errors.push(error) });
    const content = JSON.parse(await tools.execute(name, args)) as { error: string };
    expect(content.error).toContain(`${name} failed: Invalid ${name} input: ${rule}`);
    expect(errors).toHaveLength(1);
    expect(recorder.calls).toEqual([]);
  });

  it('rejects unknown tool names with a typed error listing the known ones', async () => {
    const tools = honchoOpenAITools({ client: honcho, defaultPeerId: 'maya' });
    const error = await tools.execute('get_weather', '{}').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnknownToolError);
    expect((error as UnknownToolError).toolName).toBe('get_weather');
    expect((error as Error).message).toContain('name: must be one of honcho_chat, honcho_search');
    expect(tools.handles('get_weather')).toBe(false);
    expect(tools.handles('honcho_chat')).toBe(true);
  });

  it('refuses bad options when the helper is created', () => {
    expect(() => honchoOpenAITools({ client: honcho, defaultPeerId: '../etc' })).toThrow(/peerId: must contain only letters/);
    expect(() => honchoAnthropicTools({ client: honcho, defaultPeerId: 'a', defaultSessionId: 'a b' })).toThrow(/sessionId: must contain only/);
  });

  it("reports Honcho's failures as a result the model can read, never with the API key", async () => {
    const errors: HonchoError[] = [];
    const tools = honchoOpenAITools({ client: honcho, defaultPeerId: 'maya', onError: (error) => errors.push(error) });
    emulator.faults.set({ failRate: 1, failStatus: 500, match: { path: /search$/ } });
    try {
      const content = await tools.execute('honcho_search', { query: 'tea' });
      expect(JSON.parse(content)).toEqual({ error: expect.stringMatching(/^honcho_search failed: .*500/) });
      expect(content).not.toContain(API_KEY);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.status).toBe(500);
    } finally {
      emulator.faults.clear();
    }
  });

  it('an aborted call rejects instead of producing a result', async () => {
    const tools = honchoOpenAITools({ client: honcho, defaultPeerId: 'maya' });
    await expect(tools.execute('honcho_chat', { query: 'x' }, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'APIUserAbortError' });
  });

  it('per-call ids override the defaults', async () => {
    const tools = honchoOpenAITools({ client: honcho, defaultPeerId: 'maya' });
    await tools.execute('honcho_save_conclusion', { content: 'Noor drinks green tea' }, { peerId: 'noor' });
    expect(emulator.store.conclusions('kitchen')).toContainEqual(expect.objectContaining({ content: 'Noor drinks green tea', observer_id: 'noor', observed_id: 'noor' }));
  });
});

describe('one catalogue, every format', () => {
  it('gives identical names, descriptions and schemas to Chat Completions, Responses and Anthropic', () => {
    const openai = honchoOpenAITools({ client: honcho, defaultPeerId: 'maya' });
    const anthropic = honchoAnthropicTools({ client: honcho, defaultPeerId: 'maya' });
    const specs = Object.values(HONCHO_TOOL_SPECS);
    expect(openai.definitions.map((tool) => tool.function)).toEqual(specs.map((spec) => ({ name: spec.name, description: spec.description, parameters: spec.inputSchema })));
    expect(openai.responsesDefinitions).toEqual(specs.map((spec) => ({ type: 'function', name: spec.name, description: spec.description, parameters: spec.inputSchema, strict: false })));
    expect(anthropic.definitions).toEqual(specs.map((spec) => ({ name: spec.name, description: spec.description, input_schema: spec.inputSchema })));
    // Copies: changing one cannot change the catalogue or another format.
    (openai.definitions[0]!.function.parameters.properties as Record<string, unknown>).injected = {};
    expect(HONCHO_TOOL_SPECS.honcho_chat.inputSchema.properties).not.toHaveProperty('injected');
  });
});

describe('honchoAnthropicTools', () => {
  it('answers tool_use blocks with tool_result blocks, marking failures', async () => {
    const tools = honchoAnthropicTools({ client: honcho, defaultPeerId: 'maya', defaultObserverPeerId: 'chef', defaultSessionId: 'dinner' });
    const results = await tools.executeToolUses([
      { type: 'text' },
      { type: 'tool_use', id: 'toolu_1', name: 'honcho_search', input: { query: 'mushrooms' } },
      { type: 'tool_use', id: 'toolu_2', name: 'lookup_recipe', input: {} },
      { type: 'tool_use', id: 'toolu_3', name: 'honcho_chat', input: { query: 7 } },
    ]);
    expect(results).toEqual([
      { type: 'tool_result', tool_use_id: 'toolu_1', content: expect.stringContaining('I could eat mushrooms every day') },
      { type: 'tool_result', tool_use_id: 'toolu_3', content: JSON.stringify({ error: 'honcho_chat failed: Invalid honcho_chat input: query: must be a string' }), is_error: true },
    ]);
  });
});
