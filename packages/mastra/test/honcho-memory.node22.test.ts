import { Agent } from '@mastra/core/agent';
import { RequestContext } from '@mastra/core/request-context';
import { Honcho, HonchoMemoryError, HonchoValidationError } from '@honcho-ai/sdk';
import { HONCHO_TOOL_OUTPUT_SCHEMAS } from '@honcho-ai/sdk/integrations';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HonchoMemory, honchoMastraTools, type HonchoMastraToolsOptions, type HonchoMemoryOptions } from '../src/index.js';
import { recordRequests, type RecordedRequest } from '@honcho-ai/testing';
import { scriptedModel, type ScriptedStep } from '../src/test-support/scripted-model.js';

// Mastra's own Agent with the AI SDK's test model, and the processor against the emulator over
// HTTP. @mastra/core needs Node 22.13: run by vitest.node22.config.ts.
const API_KEY = 'hch-mastra-secret-0123456789';
const WORKSPACE = 'mastra';
const INSTRUCTIONS = 'You suggest dinners.';
let emulator: RunningEmulator;
let threads = 0;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: API_KEY });
});
afterAll(async () => {
  await emulator?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

function setup(): { honcho: Honcho; requests: RecordedRequest[]; thread: string } {
  const { requests, fetch } = recordRequests();
  return { honcho: new Honcho({ baseURL: emulator.url, apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0, fetch }), requests, thread: `thread-${(threads += 1)}` };
}

function agentWith(steps: readonly ScriptedStep[], memory: HonchoMemory, tools = {}) {
  const { model, systems } = scriptedModel(steps);
  const agent = new Agent({ id: 'chef', name: 'Chef', instructions: INSTRUCTIONS, model, inputProcessors: [memory], outputProcessors: [memory], tools });
  return { agent, systems };
}

/** The messages of an error and of each of its causes, outermost first. */
function causeMessages(error: unknown): string[] {
  const messages: string[] = [];
  for (let at: unknown = error; typeof at === 'object' && at !== null; at = (at as { cause?: unknown }).cause) messages.push(String((at as { message?: unknown }).message));
  return messages;
}

/** The part of a Standard Schema with JSON Schema (what Mastra makes of a JSON Schema) this file reads. */
interface StandardJsonSchema {
  readonly '~standard': {
    validate(value: unknown): Promise<{ issues?: readonly unknown[] }> | { issues?: readonly unknown[] };
    jsonSchema: { output(options: { target: string }): Record<string, unknown> };
  };
}

const stored = (thread: string) => emulator.store.messages(WORKSPACE, thread).map((message) => `${message.peer_id}: ${message.content}`);
const memoryReads = (requests: readonly RecordedRequest[]) => requests.filter((request) => request.method === 'GET' && /\/(context|representation)$/.test(request.path));

describe('a Mastra Agent with HonchoMemory in its input and output processors', () => {
  it('saves each turn to the thread, once, and the second turn gets the first in a system message after the instructions', async () => {
    const { honcho, requests, thread } = setup();
    const memory = new HonchoMemory({ client: honcho });
    const { agent, systems } = agentWith([{ text: 'Noted: no meat.' }, { text: 'A mushroom risotto.' }], memory);

    const first = await agent.generate('I am vegetarian.', { memory: { resource: 'ada', thread } });
    expect(first.text).toBe('Noted: no meat.');
    expect(stored(thread)).toEqual(['ada: I am vegetarian.', 'assistant: Noted: no meat.']);
    expect(emulator.store.sessionPeers(WORKSPACE, thread)).toMatchObject({ ada: { observe_me: true }, assistant: { observe_me: false, observe_others: true } });
    expect(systems[0]).toBe(INSTRUCTIONS);

    const second = await agent.generate('What should I cook tonight?', { memory: { resource: 'ada', thread } });
    expect(second.text).toBe('A mushroom risotto.');
    expect(systems[1]).toMatch(/^You suggest dinners\.\n<honcho_memory>\n[\s\S]*\n<\/honcho_memory>$/);
    expect(systems[1]).toContain('[user:ada] I am vegetarian.');
    expect(systems[1]).toContain('[assistant] Noted: no meat.');
    expect(stored(thread)).toEqual(['ada: I am vegetarian.', 'assistant: Noted: no meat.', 'ada: What should I cook tonight?', 'assistant: A mushroom risotto.']);
    expect(memoryReads(requests)).toHaveLength(2);
  });

  it('stores a turn whose save loses its answer (the connection drops after Honcho stored it) once, with nothing reported', async () => {
    const { honcho, thread } = setup();
    const errors: unknown[] = [];
    const memory = new HonchoMemory({ client: honcho, onError: (error) => errors.push(error) });
    const { agent } = agentWith([{ text: 'Hello Jo.' }, { text: 'Porto is lovely.' }], memory);
    await agent.generate('Hello', { memory: { resource: 'jo', thread } });
    const dropped = emulator.stats.droppedAfterHandling;
    emulator.faults.set({ dropConnection: 'after', times: 1, match: { method: 'POST', path: new RegExp(`/sessions/${thread}/messages$`) } });
    try {
      await agent.generate('I moved to Porto.', { memory: { resource: 'jo', thread } });
    } finally {
      emulator.faults.clear();
    }
    expect(emulator.stats.droppedAfterHandling).toBe(dropped + 1);
    expect(stored(thread)).toEqual(['jo: Hello', 'assistant: Hello Jo.', 'jo: I moved to Porto.', 'assistant: Porto is lovely.']);
    expect(errors).toEqual([]);
  });

  it('runs the Honcho tools a scripted model calls, reads the memory once for the whole tool loop and saves the turn once', async () => {
    const { honcho, requests, thread } = setup();
    const memory = new HonchoMemory({ client: honcho });
    const steps: ScriptedStep[] = [{ tool: 'honcho_save_conclusion', input: { content: 'ada is vegetarian' }, id: 'call_1' }, { text: 'Saved.' }];
    const { agent } = agentWith(steps, memory, honchoMastraTools({ client: honcho }));

    const result = await agent.generate('Remember that I am vegetarian.', { memory: { resource: 'ada', thread }, maxSteps: 3 });
    expect(result.text).toBe('Saved.');
    expect(result.toolResults.map((toolResult) => toolResult.payload.toolName)).toEqual(['honcho_save_conclusion']);
    const conclusions = emulator.store.conclusions(WORKSPACE).filter((conclusion) => conclusion.session_id === thread);
    expect(conclusions.map((conclusion) => [conclusion.content, conclusion.observer_id, conclusion.observed_id])).toEqual([['ada is vegetarian', 'assistant', 'ada']]);
    expect(memoryReads(requests)).toHaveLength(1);
    expect(stored(thread)).toEqual(['ada: Remember that I am vegetarian.', 'assistant: Saved.']);
  });

  it('runs all six tools in one call; Mastra checks each output against its output schema and passes it on', async () => {
    const { honcho, thread } = setup();
    // A user of its own: the search tools search every session of the user's.
    const ida = await honcho.peer('ida');
    await (await honcho.session(thread)).addMessages([ida.message('I cook risotto on Sundays.')]);
    const calls: [string, Record<string, unknown>][] = [
      ['honcho_save_conclusion', { content: 'ida cooks on Sundays' }],
      ['honcho_search_conclusions', { query: 'Sundays' }],
      ['honcho_get_representation', {}],
      ['honcho_context', {}],
      ['honcho_search', { query: 'risotto' }],
      ['honcho_chat', { query: 'When does ida cook?' }],
    ];
    const steps: ScriptedStep[] = [...calls.map(([tool, input], index) => ({ tool, input, id: `call_${index}` })), { text: 'Done.' }];
    const tools = honchoMastraTools({ client: honcho });
    // Mastra wraps each JSON Schema as a Standard Schema: it gives back the catalogue's, and refuses what breaks it.
    for (const [name, tool] of Object.entries(tools)) {
      const standard = (tool.outputSchema as unknown as StandardJsonSchema)['~standard'];
      expect(standard.jsonSchema.output({ target: 'draft-07' })).toMatchObject(HONCHO_TOOL_OUTPUT_SCHEMAS[name as keyof typeof HONCHO_TOOL_OUTPUT_SCHEMAS]);
      expect((await standard.validate({ unexpected: true })).issues?.length).toBeGreaterThan(0);
    }
    const { agent } = agentWith(steps, new HonchoMemory({ client: honcho }), tools);
    const result = await agent.generate('Let me cook something.', { memory: { resource: 'ida', thread }, maxSteps: 8 });
    expect(result.text).toBe('Done.');
    const outputs = Object.fromEntries(result.steps.flatMap((step) => step.toolResults).map((toolResult) => [toolResult.payload.toolName, toolResult.payload.result]));
    expect(Object.keys(outputs)).toEqual(calls.map(([tool]) => tool));
    expect(outputs).toMatchObject({
      honcho_save_conclusion: { saved: { content: 'ida cooks on Sundays' } },
      honcho_search_conclusions: { conclusions: [{ content: 'ida cooks on Sundays', level: 'explicit' }] },
      honcho_get_representation: { representation: expect.stringContaining('Sundays') as unknown },
      honcho_context: { peerCard: null, summary: null, recentMessages: [{ role: 'user', peerId: 'ida', content: 'I cook risotto on Sundays.' }] },
      honcho_search: { messages: [{ content: 'I cook risotto on Sundays.', sessionId: thread }] },
      honcho_chat: { answer: expect.any(String) as unknown },
    });
  });

  it('streams, and saves the streamed reply once the stream is done', async () => {
    const { honcho, thread } = setup();
    const memory = new HonchoMemory({ client: honcho });
    const { agent } = agentWith([{ text: 'Hello, Ada.' }], memory);
    const stream = await agent.stream('Hi, I am Ada.', { memory: { resource: 'ada', thread } });
    let text = '';
    for await (const delta of stream.textStream) text += delta;
    expect(text).toBe('Hello, Ada.');
    await vi.waitFor(() => expect(stored(thread)).toEqual(['ada: Hi, I am Ada.', 'assistant: Hello, Ada.']));
  });

  it("takes the ids of a call's request context over its memory and the options", async () => {
    const { honcho, thread } = setup();
    const memory = new HonchoMemory({ client: honcho, userId: 'nobody' });
    const { agent } = agentWith([{ text: 'Hi.' }], memory);
    const requestContext = new RequestContext();
    requestContext.set('honcho', { assistantId: 'chef' });
    await agent.generate('Hello.', { memory: { resource: 'bo', thread }, requestContext });
    expect(stored(thread)).toEqual(['bo: Hello.', 'chef: Hi.']);
  });

  it('is fail-open: with Honcho unreachable the call completes and onError gets a HonchoMemoryError without the key', async () => {
    const errors: HonchoMemoryError[] = [];
    const unreachable = new Honcho({ baseURL: 'http://127.0.0.1:9', apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0 });
    const memory = new HonchoMemory({ client: unreachable, timeout: 2_000, onError: (error) => errors.push(error) });
    const { agent, systems } = agentWith([{ text: 'Hello.' }], memory);
    const result = await agent.generate('Hi', { memory: { resource: 'ada', thread: 'offline' } });
    expect(result.text).toBe('Hello.');
    expect(systems[0]).toBe(INSTRUCTIONS);
    expect(errors.map((error) => error.operation)).toEqual(['context', 'persist']);
    expect(errors.every((error) => HonchoMemoryError.isInstance(error) && !error.message.includes(API_KEY))).toBe(true);
  });

  it("hands the model a tool's Honcho failure as the tool's error, reports it to onError, and the run goes on", async () => {
    const errors: HonchoMemoryError[] = [];
    const unreachable = new Honcho({ baseURL: 'http://127.0.0.1:9', apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0 });
    const tools = honchoMastraTools({ client: unreachable, timeout: 2_000, onError: (error) => errors.push(error) });
    const steps: ScriptedStep[] = [{ tool: 'honcho_chat', input: { query: 'What does ada eat?' }, id: 'call_1' }, { text: 'I could not reach my memory.' }];
    const { agent } = agentWith(steps, new HonchoMemory({ client: unreachable, timeout: 2_000, onError: () => undefined }), tools);
    const result = await agent.generate('What do I eat?', { memory: { resource: 'ada', thread: 'offline-tools' }, maxSteps: 3 });
    expect(result.text).toBe('I could not reach my memory.');
    // The model's next step got the tool result as error text that says which tool failed for whom, and why.
    const toolParts = result.steps.flatMap((step) => step.content).filter((part) => part.type === 'tool-result');
    expect(toolParts).toMatchObject([{ toolName: 'honcho_chat', output: { type: 'error-text', value: expect.stringMatching(/^Honcho tool honcho_chat failed for user 'ada' in session 'offline-tools': Connection error/) as unknown } }]);
    expect(errors.map((error) => [error.operation, error.message.includes(API_KEY)])).toEqual([['tool', false]]);
  });

  it('refuses a call with no user anywhere, naming userId, before any request', async () => {
    const { honcho, requests } = setup();
    const { agent } = agentWith([{ text: 'Hello.' }], new HonchoMemory({ client: honcho }));
    const failure = await agent.generate('Hi').then(
      (result) => result.error ?? result,
      (error: unknown) => error,
    );
    // Mastra wraps it (AGENT_GENERATE_FAILED, then the input processor's error); the reason is in the causes.
    expect((failure as Error).message).toBe('[Agent:Chef] - Input processor error');
    expect(causeMessages(failure).join('\n')).toMatch(/userId: is required: pass HonchoMemory\(\{ userId \}\), or memory: \{ resource \} with the call/);
    expect(requests).toEqual([]);
  });
});

describe('options of HonchoMemory and honchoMastraTools', () => {
  const shared: [string, Record<string, unknown> | string, RegExp][] = [
    ['options that are not an object', 'ada', /options: must be an object/],
    ['a userId that is not a Honcho id', { userId: 'ada lovelace' }, /userId: must contain only/],
    ['a sessionId that is not a Honcho id', { sessionId: 'chat/1' }, /sessionId: must contain only/],
    ['the user as the assistant', { userId: 'ada', assistantId: 'ada' }, /assistantId: must differ from userId/],
    ['a zero timeout', { timeout: 0 }, /timeout: must be/],
    ['too many context tokens', { contextTokens: 100_001 }, /contextTokens: must be/],
    ['an onError that is not a function', { onError: 'log' }, /onError: must be a function/],
    ['an unknown option', { resourceId: 'ada' }, /resourceId: is not a/],
    ['a client that is not a Honcho', { client: {} }, /client: must be a Honcho client/],
    ['a client and client options together', { baseURL: 'http://127.0.0.1:9' }, /client: cannot be combined with client options \(baseURL\)/],
  ];
  const processorOnly: [string, Record<string, unknown>, RegExp][] = [
    ['an injectHistory that is not a boolean', { injectHistory: 'yes' }, /injectHistory: must be true or false/],
    ['a persist that is not a boolean', { persist: 1 }, /persist: must be true or false/],
  ];
  const builders = {
    HonchoMemory: (options: unknown) => new HonchoMemory(options as HonchoMemoryOptions),
    'honchoMastraTools()': (options: unknown) => honchoMastraTools(options as HonchoMastraToolsOptions),
  };
  const cases = [
    ...shared.flatMap(([name, options, rule]) => Object.keys(builders).map((builder) => [builder, name, options, rule] as const)),
    ...processorOnly.map(([name, options, rule]) => ['HonchoMemory', name, options, rule] as const),
  ];

  it.each(cases)('%s refuses %s with a HonchoValidationError naming it, before any request', (builder, _name, options, rule) => {
    const { honcho, requests } = setup();
    const withClient = typeof options === 'object' && !('client' in options) ? { client: honcho, ...options } : options;
    const build = () => builders[builder as keyof typeof builders](withClient);
    expect(build).toThrow(HonchoValidationError);
    expect(build).toThrow(rule);
    expect(build).toThrow(new RegExp(`^Invalid ${builder.replace(/[()]/g, '\\$&')} options: `));
    expect(requests).toEqual([]);
  });

  it('refuses to guess a workspace, for the processor and the tools alike, and takes one from the environment or the options', () => {
    vi.stubEnv('HONCHO_WORKSPACE_ID', '');
    expect(() => new HonchoMemory()).toThrow(/^Invalid HonchoMemory options: workspaceId: is required: pass HonchoMemory\(\{ workspaceId \}\) or set the HONCHO_WORKSPACE_ID environment variable$/);
    expect(() => honchoMastraTools()).toThrow(/workspaceId: is required: pass honchoMastraTools\(\{ workspaceId \}\)/);
    expect(new HonchoMemory({ workspaceId: WORKSPACE, baseURL: emulator.url }).memory.client.workspaceId).toBe(WORKSPACE);
    vi.stubEnv('HONCHO_WORKSPACE_ID', WORKSPACE);
    vi.stubEnv('HONCHO_URL', emulator.url);
    expect(new HonchoMemory().memory.client.baseURL).toBe(emulator.url);
  });

  it('passes a deadline and a block store to turn memory, and refuses a deadline past the timeout by name', () => {
    const blockStore = { get: () => undefined, set: () => undefined };
    const memory = new HonchoMemory({ workspaceId: WORKSPACE, baseURL: emulator.url, timeout: 4_000, deadline: 1_500, blockStore }).memory;
    expect(memory.defaults.deadline).toBe(1_500);
    expect(memory.defaults.blockStore).toBe(blockStore);
    expect(() => new HonchoMemory({ workspaceId: WORKSPACE, baseURL: emulator.url, timeout: 1_000, deadline: 2_000 })).toThrow(/^Invalid HonchoMemory options: deadline: /);
    expect(new HonchoMemory({ workspaceId: WORKSPACE, baseURL: emulator.url, maxTokens: 800 }).memory.defaults.maxTokens).toBe(800);
    expect(() => new HonchoMemory({ workspaceId: WORKSPACE, baseURL: emulator.url, maxTokens: 0 })).toThrow(/^Invalid HonchoMemory options: maxTokens: /);
  });

  it("refuses bad ids in a call's memory or request context, naming Mastra's field, before any request", async () => {
    const { honcho, requests } = setup();
    const { agent } = agentWith([{ text: 'Hello.' }], new HonchoMemory({ client: honcho }));
    const reasons = async (options: { memory: { resource: string; thread: string }; requestContext?: RequestContext }) => {
      const failure = await agent.generate('Hi', options).then((result) => result.error ?? result, (error: unknown) => error);
      return causeMessages(failure).join('\n');
    };
    expect(await reasons({ memory: { resource: 'ada@example.com', thread: 'ok' } })).toMatch(/memory\.resource: must contain only/);
    const requestContext = new RequestContext();
    requestContext.set('honcho', 'ada');
    expect(await reasons({ memory: { resource: 'ada', thread: 'ok' }, requestContext })).toMatch(/requestContext\.honcho: must be an object of Honcho ids/);
    const withUnknown = new RequestContext();
    withUnknown.set('honcho', { user: 'ada' });
    expect(await reasons({ memory: { resource: 'ada', thread: 'ok' }, requestContext: withUnknown })).toMatch(/requestContext\.honcho\.user: is not a requestContext\.honcho field/);
    expect(requests).toEqual([]);
  });
});
