import { run, setTracingDisabled } from '@openai/agents';
import { Honcho, HonchoMemoryError, HonchoValidationError, type StoredMemoryBlock } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { honchoAgentTools, honchoMemoryFilter, HonchoSession, type HonchoMemoryFilterOptions, type HonchoRunContext } from '../src/index.js';
import { recordRequests, type RecordedRequest } from '@honcho-ai/testing';
import { callTool, inputItems, reply, scriptedAgent } from '../src/test-support/scripted-agent.js';

// The Agents SDK's own Agent and run(), its scripted model, and the filter against the emulator
// over HTTP. @openai/agents 0.20 needs Node 22 (through openai 7): run by vitest.node22.config.ts.
const API_KEY = 'hch-memory-filter-secret-0123456789';
const WORKSPACE = 'memory-filter';
const INSTRUCTIONS = 'You are a helpful assistant.';
let emulator: RunningEmulator;
let sessions = 0;

beforeAll(async () => {
  setTracingDisabled(true);
  emulator = await startEmulator({ port: 0, apiKey: API_KEY });
});
afterAll(async () => {
  await emulator?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A client on the emulator that notes every request, and a new session id. */
function setup(): { honcho: Honcho; requests: RecordedRequest[]; sessionId: string } {
  const { requests, fetch } = recordRequests();
  const honcho = new Honcho({ baseURL: emulator.url, apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0, fetch });
  return { honcho, requests, sessionId: `filter-${(sessions += 1)}` };
}

/** The reads the memory block is made from. */
const memoryReads = (requests: readonly RecordedRequest[]) => requests.filter((request) => request.method === 'GET' && /\/(context|representation)$/.test(request.path));

describe('run(agent, input, { session, callModelInputFilter: honchoMemoryFilter() })', () => {
  it("puts what the user said in an earlier run after the agent's instructions, leaving the input alone", async () => {
    const { honcho, sessionId } = setup();
    const session = new HonchoSession({ client: honcho, sessionId, userId: 'ada' });
    const callModelInputFilter = honchoMemoryFilter({ client: honcho, userId: 'ada', sessionId });

    const first = scriptedAgent([reply('Nice to meet you, Ada.', 'msg_a')]);
    await run(first.agent, 'My name is Ada and I live in Lisbon.', { session, callModelInputFilter });
    // Honcho knows nothing the model does not already see: the instructions stay the agent's.
    expect(first.model.calls[0]!.request.systemInstructions).toBe(INSTRUCTIONS);

    // The model gets only the new message; the earlier turn reaches it through the memory block.
    const second = scriptedAgent([reply('You live in Lisbon.', 'msg_b')]);
    await run(second.agent, 'Where do I live?', { session, callModelInputFilter, sessionInputCallback: (_history, newItems) => newItems });
    second.model.assertComplete();
    const request = second.model.calls[0]!.request;
    expect(inputItems(request.input)).toMatchObject([{ role: 'user', content: 'Where do I live?' }]);
    expect(inputItems(request.input)).toHaveLength(1);
    const instructions = request.systemInstructions ?? '';
    expect(instructions.startsWith(`${INSTRUCTIONS}\n\n<honcho_memory>\n`)).toBe(true);
    expect(instructions.endsWith('\n</honcho_memory>')).toBe(true);
    expect(instructions).toContain('My name is Ada and I live in Lisbon.');
    expect(instructions).toContain('Nice to meet you, Ada.');
    // HonchoSession stored both runs; the filter saved nothing of its own.
    expect(emulator.store.messages(WORKSPACE, sessionId).map((message) => message.content)).toEqual([
      'My name is Ada and I live in Lisbon.',
      'Nice to meet you, Ada.',
      'Where do I live?',
      'You live in Lisbon.',
    ]);
  });

  it("stores a run's items once when the session's write loses its answer (the connection drops after Honcho stored them)", async () => {
    const { honcho, sessionId } = setup();
    const session = new HonchoSession({ client: honcho, sessionId, userId: 'jo' });
    const callModelInputFilter = honchoMemoryFilter({ client: honcho, userId: 'jo', sessionId });
    await run(scriptedAgent([reply('Hello Jo.', 'msg_a')]).agent, 'Hello', { session, callModelInputFilter });
    const dropped = emulator.stats.droppedAfterHandling;
    emulator.faults.set({ dropConnection: 'after', times: 1, match: { method: 'POST', path: new RegExp(`/sessions/${sessionId}/messages$`) } });
    try {
      await run(scriptedAgent([reply('Porto is lovely.', 'msg_b')]).agent, 'I moved to Porto.', { session, callModelInputFilter });
    } finally {
      emulator.faults.clear();
    }
    expect(emulator.stats.droppedAfterHandling).toBe(dropped + 1);
    expect(emulator.store.messages(WORKSPACE, sessionId).map((message) => message.content)).toEqual(['Hello', 'Hello Jo.', 'I moved to Porto.', 'Porto is lovely.']);
  });

  it('does not repeat in the block what the model already has in its input', async () => {
    const { honcho, sessionId } = setup();
    const session = new HonchoSession({ client: honcho, sessionId, userId: 'ada' });
    const callModelInputFilter = honchoMemoryFilter({ client: honcho, userId: 'ada', sessionId });
    await run(scriptedAgent([reply('Hello, Ada.')]).agent, 'I am Ada.', { session, callModelInputFilter });

    const second = scriptedAgent([reply('Ada.')]);
    await run(second.agent, 'Who am I?', { session, callModelInputFilter });
    const request = second.model.calls[0]!.request;
    expect(inputItems(request.input)).toMatchObject([{ role: 'user', content: 'I am Ada.' }, { role: 'assistant' }, { role: 'user', content: 'Who am I?' }]);
    expect(request.systemInstructions).toBe(INSTRUCTIONS);
  });

  it('fetches the memory once for a turn whose model calls a Honcho tool, and the next turn sees the conclusion', async () => {
    const { honcho, requests, sessionId } = setup();
    const session = new HonchoSession({ client: honcho, sessionId, userId: 'ada' });
    const callModelInputFilter = honchoMemoryFilter({ client: honcho, userId: 'ada', sessionId });
    const tools = honchoAgentTools({ client: honcho, userId: 'ada', sessionId });

    const first = scriptedAgent([callTool('honcho_save_conclusion', { content: 'Ada is vegetarian' }, 'call_1'), reply('Noted.', 'msg_c')], tools);
    await run(first.agent, 'I am vegetarian.', { session, callModelInputFilter });
    first.model.assertComplete();
    expect(first.model.calls).toHaveLength(2);
    expect(memoryReads(requests)).toHaveLength(1);
    expect(first.model.calls[1]!.request.systemInstructions).toBe(first.model.calls[0]!.request.systemInstructions);
    expect(emulator.store.conclusions(WORKSPACE).map((conclusion) => conclusion.content)).toContain('Ada is vegetarian');

    const second = scriptedAgent([reply('A mushroom risotto.', 'msg_d')], tools);
    await run(second.agent, 'What should I cook tonight?', { session, callModelInputFilter });
    expect(memoryReads(requests)).toHaveLength(2);
    const instructions = second.model.calls[0]!.request.systemInstructions ?? '';
    expect(instructions.startsWith(`${INSTRUCTIONS}\n\n<honcho_memory>\n`)).toBe(true);
    expect(instructions).toContain('Ada is vegetarian');
  });

  it("is fail-open: with Honcho unreachable the run completes on the agent's instructions and onError gets a HonchoMemoryError", async () => {
    const errors: unknown[] = [];
    const unreachable = new Honcho({ baseURL: 'http://127.0.0.1:9', apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0 });
    const callModelInputFilter = honchoMemoryFilter({ client: unreachable, userId: 'ada', sessionId: 'offline', timeout: 2_000, onError: (error) => errors.push(error) });
    const { agent, model } = scriptedAgent([reply('Hello.')]);

    const result = await run(agent, 'Hi', { callModelInputFilter });
    expect(result.finalOutput).toBe('Hello.');
    expect(model.calls[0]!.request.systemInstructions).toBe(INSTRUCTIONS);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(HonchoMemoryError);
    expect((errors[0] as HonchoMemoryError).operation).toBe('context');
    expect(String((errors[0] as Error).message)).not.toContain(API_KEY);
  });
});

describe('honchoMemoryFilter with a deadline', () => {
  it('a run whose memory read misses the deadline gets the last good block, marked stale, in its instructions', async () => {
    const { honcho, sessionId } = setup();
    await new HonchoSession({ client: honcho, sessionId, userId: 'ada' }).addItems([{ role: 'user', content: 'I am Ada and I grow tomatoes.' }]);
    const kept = new Map<string, StoredMemoryBlock>();
    const callModelInputFilter = honchoMemoryFilter({
      client: honcho,
      userId: 'ada',
      sessionId,
      timeout: 20_000,
      deadline: 500,
      blockStore: { get: (key) => kept.get(key), set: (key, block) => void kept.set(key, block) },
    });
    const instructions = async (input: string) => {
      const { agent, model } = scriptedAgent([reply('Hello.')]);
      await run(agent, input, { callModelInputFilter });
      return model.calls[0]!.request.systemInstructions ?? '';
    };
    await instructions('Hi.');
    // That run's read keeps the block, in the background if it missed the deadline.
    for (let waited = 0; ![...kept.values()].some((block) => block.text.includes('I grow tomatoes')); waited += 20) {
      if (waited > 15_000) throw new Error('no memory block was kept');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    emulator.faults.set({ latencyMs: 10_000, times: 1, match: { method: 'GET', path: new RegExp(`/sessions/${sessionId}/context$`) } });
    try {
      const started = Date.now();
      const stale = await instructions('What do I grow?');
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(stale).toContain(INSTRUCTIONS);
      expect(stale).toMatch(/<honcho_memory stale="true" age_seconds="\d+">/);
      expect(stale).toContain('I grow tomatoes');
    } finally {
      emulator.faults.clear();
    }
  });

  it('refuses a deadline past the timeout, and a maxTokens below 1, by name, before any request', () => {
    const { honcho, requests } = setup();
    expect(() => honchoMemoryFilter({ client: honcho, userId: 'ada', timeout: 1_000, deadline: 2_000 })).toThrow(/^Invalid honchoMemoryFilter\(\) options: deadline: /);
    expect(() => honchoMemoryFilter({ client: honcho, userId: 'ada', maxTokens: 0 })).toThrow(/^Invalid honchoMemoryFilter\(\) options: maxTokens: /);
    expect(requests).toEqual([]);
  });
});

describe('honchoMemoryFilter with ids from the run context', () => {
  it("serves two users from one filter: each run's block is its own user's", async () => {
    const { honcho, requests } = setup();
    const [adaSession, boSession] = [`filter-${(sessions += 1)}`, `filter-${(sessions += 1)}`];
    await new HonchoSession({ client: honcho, sessionId: adaSession, userId: 'ada' }).addItems([{ role: 'user', content: 'I am Ada and I grow tomatoes.' }]);
    await new HonchoSession({ client: honcho, sessionId: boSession, userId: 'bo' }).addItems([{ role: 'user', content: 'I am Bo and I keep bees.' }]);
    const callModelInputFilter = honchoMemoryFilter({ client: honcho });

    const instructionsOf = async (context: HonchoRunContext) => {
      const { agent, model } = scriptedAgent([reply('Hello.')]);
      await run(agent, 'What do I do in my garden?', { callModelInputFilter, context });
      return model.calls[0]!.request.systemInstructions ?? '';
    };
    const ada = await instructionsOf({ honcho: { userId: 'ada', sessionId: adaSession } });
    const bo = await instructionsOf({ honcho: { userId: 'bo', sessionId: boSession } });
    expect(ada).toContain('I grow tomatoes');
    expect(ada).not.toContain('bees');
    expect(bo).toContain('I keep bees');
    expect(bo).not.toContain('tomatoes');
    expect(memoryReads(requests).length).toBeGreaterThanOrEqual(2);
  });

  it('ends a run with no user anywhere with a HonchoValidationError naming userId, before any request', async () => {
    const { honcho, requests } = setup();
    const callModelInputFilter = honchoMemoryFilter({ client: honcho, sessionId: 'someone' });
    const { agent, model } = scriptedAgent([reply('Hello.')]);
    const failure = await run(agent, 'Hi', { callModelInputFilter, context: {} }).catch((error: unknown) => error);
    expect(HonchoValidationError.isInstance(failure) || HonchoValidationError.isInstance((failure as { cause?: unknown }).cause)).toBe(true);
    expect(String((failure as Error).message)).toMatch(/userId: is required: pass honchoMemoryFilter\(\{ userId \}\) or run\(agent, input, \{ context: \{ honcho: \{ userId \} \} \}\)/);
    expect(model.calls).toHaveLength(0);
    expect(requests).toEqual([]);
  });
});

describe('without a client and without HONCHO_WORKSPACE_ID', () => {
  const entries: [string, () => unknown][] = [
    ['HonchoSession', () => new HonchoSession({ sessionId: 'chat-1', userId: 'ada' })],
    ['honchoAgentTools', () => honchoAgentTools({ userId: 'ada' })],
    ['honchoMemoryFilter', () => honchoMemoryFilter({ userId: 'ada' })],
  ];

  it.each(entries)('%s refuses to guess a workspace, with the one rule every entry point shares', (name, build) => {
    vi.stubEnv('HONCHO_WORKSPACE_ID', '');
    vi.stubEnv('HONCHO_URL', emulator.url);
    vi.stubEnv('HONCHO_API_KEY', API_KEY);
    const before = emulator.stats.requests;
    expect(build).toThrow(HonchoValidationError);
    expect(build).toThrow(new RegExp(`^Invalid ${name}(\\(\\))? options: client: is required when HONCHO_WORKSPACE_ID is not set: pass \\{ client: new Honcho\\(\\{ workspaceId \\}\\) \\} or set HONCHO_WORKSPACE_ID$`));
    expect(emulator.stats.requests).toBe(before);
  });

  it.each(entries)('%s is configured from the environment when it names a workspace', (_name, build) => {
    vi.stubEnv('HONCHO_WORKSPACE_ID', WORKSPACE);
    expect(build).not.toThrow();
  });
});

describe('honchoMemoryFilter(options)', () => {
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['a userId that is not a string', { userId: 7 }, /userId: must be a string id, got number 7/],
    ['a userId that is not a Honcho id', { userId: 'ada lovelace' }, /userId/],
    ['a sessionId that is not a string', { userId: 'ada', sessionId: 42 }, /sessionId/],
    ['the user as the assistant', { userId: 'ada', assistantId: 'ada' }, /assistantId: must differ from userId/],
    ['a zero timeout', { userId: 'ada', timeout: 0 }, /timeout/],
    ['too many context tokens', { userId: 'ada', contextTokens: 100_001 }, /contextTokens/],
    ['an injectHistory that is not a boolean', { userId: 'ada', injectHistory: 'yes' }, /injectHistory: must be true or false/],
    ['an onError that is not a function', { userId: 'ada', onError: 'log' }, /onError/],
    ['an unknown option', { userId: 'ada', sesionId: 'chat-1' }, /sesionId/],
    ['a client that is not a Honcho', { userId: 'ada', client: {} }, /client: must be a Honcho client/],
  ];

  it.each(bad)('refuses %s with a HonchoValidationError naming it, before any request', (_name, options, rule) => {
    const { honcho, requests } = setup();
    const withClient = 'client' in options ? options : { client: honcho, ...options };
    expect(() => honchoMemoryFilter(withClient as unknown as HonchoMemoryFilterOptions)).toThrow(HonchoValidationError);
    expect(() => honchoMemoryFilter(withClient as unknown as HonchoMemoryFilterOptions)).toThrow(rule);
    expect(() => honchoMemoryFilter(withClient as unknown as HonchoMemoryFilterOptions)).toThrow(/^Invalid honchoMemoryFilter\(\) options/);
    expect(requests).toEqual([]);
  });

  it('refuses options that are not an object', () => {
    expect(() => honchoMemoryFilter(null as unknown as HonchoMemoryFilterOptions)).toThrow(/options: must be an object/);
  });

});
