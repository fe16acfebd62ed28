import { MemorySession, run, setTracingDisabled, type AgentInputItem, type Session } from '@openai/agents';
import { Honcho, HonchoError, HonchoValidationError, type HonchoToolName } from '@honcho-ai/sdk';
import { HONCHO_TOOL_SPECS } from '@honcho-ai/sdk/integrations';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { honchoAgentTools, HonchoSession, STORED_ITEM_KEY, type HonchoAgentToolsOptions, type HonchoRunContext } from '../src/index.js';
import { callTool, inputItems, reply, scriptedAgent, weatherTool } from '../src/test-support/scripted-agent.js';

// The Agents SDK's own Agent and run(), with its own scripted model, against the emulator over
// HTTP. @openai/agents 0.20 needs Node 22 (through openai 7): run by vitest.node22.config.ts.
const API_KEY = 'hch-agents-run-secret-0123456789';
const WORKSPACE = 'agents-run';
let emulator: RunningEmulator;
let honcho: Honcho;
let sessions = 0;

const newSessionId = () => `run-${(sessions += 1)}`;
const honchoSession = (sessionId = newSessionId()) => new HonchoSession({ client: honcho, sessionId, userId: 'ada' });
const stored = (sessionId: string) => emulator.store.messages(WORKSPACE, sessionId);

beforeAll(async () => {
  setTracingDisabled(true);
  emulator = await startEmulator({ port: 0, apiKey: API_KEY });
  honcho = new Honcho({ baseURL: emulator.url, apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0 });
});
afterAll(async () => {
  await emulator?.close();
});

/** `message:<role>` for a message, its `type` for any other item. */
const kindOf = (item: AgentInputItem): string => ('role' in item ? `message:${item.role}` : String(item.type));

/** Runs the same scripted turns with a session, returning the input of each model call. */
async function converse(session: Session, turns: { input: string; steps: Parameters<typeof scriptedAgent>[0] }[], stream = false): Promise<AgentInputItem[][]> {
  const inputs: AgentInputItem[][] = [];
  for (const turn of turns) {
    const { agent, model } = scriptedAgent(turn.steps, [weatherTool]);
    if (stream) {
      const result = await run(agent, turn.input, { session, stream: true });
      let text = '';
      for await (const delta of result.toTextStream()) text += delta;
      await result.completed;
      expect(text).toBe(String(result.finalOutput));
    } else {
      await run(agent, turn.input, { session });
    }
    model.assertComplete();
    inputs.push(...model.calls.map((call) => inputItems(call.request.input)));
  }
  return inputs;
}

const twoTurns = [
  { input: 'My name is Ada and I live in Lisbon.', steps: [reply('Nice to meet you, Ada.', 'msg_a')] },
  { input: 'What is my name?', steps: [reply('Your name is Ada.', 'msg_b')] },
];

const toolTurns = [
  { input: 'Is it warm in Lisbon?', steps: [callTool('get_weather', { city: 'Lisbon' }, 'call_w'), reply('Yes, 21 degrees.', 'msg_c')] },
  { input: 'And tomorrow?', steps: [reply('Probably the same.', 'msg_d')] },
];

describe('run(agent, input, { session: HonchoSession })', () => {
  it('resumes a two-turn conversation exactly as MemorySession does, and Honcho holds what was said', async () => {
    const session = honchoSession();
    const honchoInputs = await converse(session, twoTurns);
    const memoryInputs = await converse(new MemorySession(), twoTurns);

    expect(honchoInputs).toStrictEqual(memoryInputs);
    // The second run saw the first turn.
    expect(honchoInputs[1]).toMatchObject([{ role: 'user', content: 'My name is Ada and I live in Lisbon.' }, { role: 'assistant', id: 'msg_a' }, { role: 'user', content: 'What is my name?' }]);
    expect(stored(session.sessionId).map((message) => [message.peer_id, message.content])).toEqual([
      ['ada', 'My name is Ada and I live in Lisbon.'],
      ['assistant', 'Nice to meet you, Ada.'],
      ['ada', 'What is my name?'],
      ['assistant', 'Your name is Ada.'],
    ]);
  });

  it('round-trips tool calls and their outputs exactly, so the next run sends the model what MemorySession would', async () => {
    const session = honchoSession();
    const memory = new MemorySession();
    const honchoInputs = await converse(session, toolTurns);
    const memoryInputs = await converse(memory, toolTurns);

    expect(honchoInputs).toStrictEqual(memoryInputs);
    const items = await session.getItems();
    expect(items).toStrictEqual(await memory.getItems());
    expect(items.map(kindOf)).toEqual([
      'message:user',
      'function_call',
      'function_call_result',
      'message:assistant',
      'message:user',
      'message:assistant',
    ]);
    // The call and its output are the assistant's, with no text for Honcho to model; their JSON rides in metadata.
    const messages = stored(session.sessionId);
    expect(messages.map((message) => [message.peer_id, message.content])).toEqual([
      ['ada', 'Is it warm in Lisbon?'],
      ['assistant', ''],
      ['assistant', ''],
      ['assistant', 'Yes, 21 degrees.'],
      ['ada', 'And tomorrow?'],
      ['assistant', 'Probably the same.'],
    ]);
    expect(JSON.parse((messages[2]!.metadata[STORED_ITEM_KEY] as { item: string }).item)).toStrictEqual(items[2]);
  });

  it('after popItem and clearSession, the next run sees what MemorySession would', async () => {
    const session = honchoSession();
    const memory = new MemorySession();
    await converse(session, toolTurns);
    await converse(memory, toolTurns);

    expect(await session.popItem()).toStrictEqual(await memory.popItem());
    expect(await session.popItem()).toStrictEqual(await memory.popItem());
    const afterPop = [{ input: 'Again?', steps: [reply('Still warm.', 'msg_e')] }];
    expect(await converse(session, afterPop)).toStrictEqual(await converse(memory, afterPop));

    await session.clearSession();
    await memory.clearSession();
    const afterClear = [{ input: 'Who am I?', steps: [reply('I do not know yet.', 'msg_f')] }];
    const inputs = await converse(session, afterClear);
    expect(inputs).toStrictEqual(await converse(memory, afterClear));
    expect(inputs).toStrictEqual([[{ type: 'message', role: 'user', content: 'Who am I?' }]]);
    // Nothing was deleted: every turn is still in Honcho.
    expect(stored(session.sessionId).filter((message) => message.peer_id === 'ada').map((message) => message.content)).toEqual([
      'Is it warm in Lisbon?',
      'And tomorrow?',
      'Again?',
      'Who am I?',
    ]);
  });

  it('streams with the session: run(agent, input, { stream: true, session }) stores and resumes as MemorySession does', async () => {
    const session = honchoSession();
    const memory = new MemorySession();
    const honchoInputs = await converse(session, [...toolTurns, ...twoTurns], true);
    const memoryInputs = await converse(memory, [...toolTurns, ...twoTurns], true);
    expect(honchoInputs).toStrictEqual(memoryInputs);
    expect(await session.getItems()).toStrictEqual(await memory.getItems());
    expect(stored(session.sessionId).filter((message) => message.peer_id === 'ada').map((message) => message.content)).toEqual([
      'Is it warm in Lisbon?',
      'And tomorrow?',
      'My name is Ada and I live in Lisbon.',
      'What is my name?',
    ]);
  });
});

describe('honchoAgentTools in a run', () => {
  it('gives the model the catalogue’s names, descriptions and schemas', async () => {
    const tools = honchoAgentTools({ client: honcho, userId: 'ada', sessionId: newSessionId() });
    const { agent, model } = scriptedAgent([reply('ok')], tools);
    await run(agent, 'hi');
    const sent = model.calls[0]!.request.tools;
    expect(sent.map((item) => ('name' in item ? item.name : undefined))).toEqual(Object.keys(HONCHO_TOOL_SPECS));
    for (const item of sent) {
      const spec = HONCHO_TOOL_SPECS[(item as { name: HonchoToolName }).name];
      expect(item).toMatchObject({ type: 'function', name: spec.name, description: spec.description, parameters: JSON.parse(JSON.stringify(spec.inputSchema)), strict: false });
    }
  });

  it('runs a Honcho tool the scripted model calls, in the session, and the output reaches the model', async () => {
    const sessionId = newSessionId();
    const session = honchoSession(sessionId);
    const tools = honchoAgentTools({ client: honcho, userId: 'ada', sessionId });
    const { agent, model } = scriptedAgent([callTool('honcho_save_conclusion', { content: 'Ada lives in Lisbon' }, 'call_s'), reply('Saved.')], tools);
    const result = await run(agent, 'Remember that I live in Lisbon.', { session });

    expect(result.finalOutput).toBe('Saved.');
    const conclusions = emulator.store.conclusions(WORKSPACE).filter((conclusion) => conclusion.session_id === sessionId);
    expect(conclusions.map((conclusion) => [conclusion.content, conclusion.observer_id, conclusion.observed_id])).toEqual([['Ada lives in Lisbon', 'assistant', 'ada']]);
    const output = inputItems(model.calls[1]!.request.input).find((item) => 'type' in item && item.type === 'function_call_result') as { output: { text: string } };
    expect(JSON.parse(output.output.text)).toEqual({ saved: { id: conclusions[0]!.id, content: 'Ada lives in Lisbon' } });
    // The call and its output are in the session's history too.
    expect((await session.getItems()).map(kindOf)).toEqual(['message:user', 'function_call', 'function_call_result', 'message:assistant']);
  });

  it('sends the model its own argument errors and Honcho’s failures as results; only Honcho’s go to onError', async () => {
    const errors: [HonchoToolName, HonchoError][] = [];
    const tools = honchoAgentTools({ client: honcho, userId: 'ada', sessionId: newSessionId(), onError: (error, name) => errors.push([name, error]) });
    emulator.faults.add({ match: { method: 'POST', path: /\/chat$/ }, failRate: 1, failStatus: 500, times: 1 });
    const before = emulator.stats.requests;
    const { agent, model } = scriptedAgent([callTool('honcho_search', { query: 'diet', limit: 500 }, 'call_bad'), callTool('honcho_chat', { query: 'What does Ada eat?' }, 'call_down'), reply('Sorry.')], tools);
    await run(agent, 'What do I eat?');

    const outputs = inputItems(model.calls[2]!.request.input)
      .filter((item) => 'type' in item && item.type === 'function_call_result')
      .map((item) => JSON.parse((item as { output: { text: string } }).output.text) as { error: string });
    expect(outputs[0]!.error).toMatch(/^honcho_search was called with invalid arguments: Invalid honcho_search input: limit: must be between 1 and 20$/);
    expect(outputs[1]!.error).toMatch(/^honcho_chat failed: /);
    expect(JSON.stringify(outputs)).not.toContain(API_KEY);
    expect(errors.map(([name, error]) => [name, error.status])).toEqual([['honcho_chat', 500]]);
    expect(emulator.stats.requests).toBeGreaterThan(before);
  });
});

describe('honchoAgentTools with ids from the run context', () => {
  /** The conclusion a scripted model saves through the tools, in one run with `context`. */
  async function saveInRun(tools: ReturnType<typeof honchoAgentTools>, context: HonchoRunContext, content: string) {
    const { agent, model } = scriptedAgent([callTool('honcho_save_conclusion', { content }, 'call_ctx'), reply('Saved.')], tools);
    await run(agent, 'Remember this.', { context });
    const output = inputItems(model.calls[1]!.request.input).find((item) => 'type' in item && item.type === 'function_call_result') as { output: { text: string } };
    return JSON.parse(output.output.text) as { saved?: { id: string }; error?: string };
  }

  it('serves two users from one agent: each run writes for the user and session its context names', async () => {
    const tools = honchoAgentTools({ client: honcho });
    const [adaSession, boSession] = [newSessionId(), newSessionId()];
    expect((await saveInRun(tools, { honcho: { userId: 'ada', sessionId: adaSession } }, 'Ada cycles to work')).saved).toBeDefined();
    expect((await saveInRun(tools, { honcho: { userId: 'bo', sessionId: boSession, assistantId: 'coach' } }, 'Bo swims')).saved).toBeDefined();

    const saved = (content: string) => emulator.store.conclusions(WORKSPACE).find((conclusion) => conclusion.content === content);
    expect(saved('Ada cycles to work')).toMatchObject({ observer_id: 'assistant', observed_id: 'ada', session_id: adaSession });
    expect(saved('Bo swims')).toMatchObject({ observer_id: 'coach', observed_id: 'bo', session_id: boSession });
  });

  it("lets a run's context replace an option for that run only", async () => {
    const sessionId = newSessionId();
    const tools = honchoAgentTools({ client: honcho, userId: 'ada', sessionId });
    await saveInRun(tools, { honcho: { userId: 'cy' } }, 'Cy reads at night');
    await saveInRun(tools, {}, 'Ada reads at lunch');
    const saved = (content: string) => emulator.store.conclusions(WORKSPACE).find((conclusion) => conclusion.content === content);
    expect(saved('Cy reads at night')).toMatchObject({ observed_id: 'cy', session_id: sessionId });
    expect(saved('Ada reads at lunch')).toMatchObject({ observed_id: 'ada', session_id: sessionId });
  });

  it('tells the model the tool cannot run and onError why, sending nothing, when no user is given anywhere or an id is bad', async () => {
    const errors: HonchoError[] = [];
    const tools = honchoAgentTools({ client: honcho, onError: (error) => errors.push(error) });
    const before = emulator.stats.requests;
    const missing = await saveInRun(tools, {}, 'Nobody said this');
    const bad = await saveInRun(tools, { honcho: { userId: 'ada lovelace' } }, 'Nor this');
    const notObject = await saveInRun(tools, { honcho: 'ada' as never }, 'Nor this either');

    expect(missing.error).toMatch(/^honcho_save_conclusion cannot run: Invalid Honcho ids for this run of honchoAgentTools\(\): userId: is required: pass honchoAgentTools\(\{ userId \}\) or run\(agent, input, \{ context: \{ honcho: \{ userId \} \} \}\)$/);
    expect(bad.error).toMatch(/context\.honcho\.userId: must contain only letters, digits/);
    expect(notObject.error).toMatch(/context\.honcho: must be an object of Honcho ids/);
    expect(errors.map((error) => HonchoValidationError.isInstance(error))).toEqual([true, true, true]);
    expect(emulator.stats.requests).toBe(before);
  });
});

describe('honchoAgentTools options', () => {
  const cases: [string, unknown, RegExp][] = [
    ['options that are not an object', null, /options: must be an object/],
    ['a userId that is not a string', { userId: 42 }, /userId: must be a string id, got number 42/],
    ['a bad userId', { userId: 'ada@example.com' }, /userId: must contain only letters, digits/],
    ['a bad sessionId', { userId: 'ada', sessionId: 'a/b' }, /sessionId: must contain only letters, digits/],
    ['the user as assistant', { userId: 'ada', assistantId: 'ada' }, /assistantId: must differ from userId/],
    ['a zero timeout', { userId: 'ada', timeout: 0 }, /timeout: must be between 1 and/],
    ['too many context tokens', { userId: 'ada', contextTokens: 100_001 }, /contextTokens: must be between 0 and 100000/],
    ['an onError that is not a function', { userId: 'ada', onError: 'log' }, /onError: must be a function/],
    ['a client that is not Honcho', { userId: 'ada', client: 'https://api.honcho.dev' }, /client: must be a Honcho client/],
    ['a typo', { userId: 'ada', sessionID: 'x' }, /sessionID: is not a honchoAgentTools\(\) option/],
  ];

  it.each(cases)('refuses %s before any request, naming the field and the rule', (_label, options, message) => {
    const before = emulator.stats.requests;
    let thrown: unknown;
    try {
      honchoAgentTools(options as HonchoAgentToolsOptions);
    } catch (error) {
      thrown = error;
    }
    expect(HonchoValidationError.isInstance(thrown)).toBe(true);
    expect((thrown as Error).message).toMatch(/^Invalid honchoAgentTools\(\) options: /);
    expect((thrown as Error).message).toMatch(message);
    expect(emulator.stats.requests).toBe(before);
  });

  it('builds tools with no ids at all (each run gives them), without a request', () => {
    const before = emulator.stats.requests;
    expect(honchoAgentTools({ client: honcho }).map((item) => item.name)).toEqual(Object.keys(HONCHO_TOOL_SPECS));
    expect(emulator.stats.requests).toBe(before);
  });

  it('builds the tools without a request', () => {
    const before = emulator.stats.requests;
    expect(honchoAgentTools({ client: honcho, userId: 'ada', sessionId: 'lazy', assistantId: 'coach' }).map((item) => item.name)).toEqual(Object.keys(HONCHO_TOOL_SPECS));
    expect(emulator.stats.requests).toBe(before);
  });
});
