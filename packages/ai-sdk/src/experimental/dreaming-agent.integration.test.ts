import { APIUserAbortError, HonchoValidationError } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHoncho } from '../provider/create-honcho.js';
import { createDreamingAgent, DREAM_TYPES, type DreamingAgentOptions } from './dreaming-agent.js';
import { DreamWaitTimeoutError } from './dream-wait-timeout-error.js';
import { experimentalHarness, type ExperimentalHarness } from './test-support/experimental-harness.js';

// The emulator's clock runs `offset` ms ahead of real time; a dream stays pending for a minute of it,
// so a test completes a dream by moving the clock, never by sleeping.
const DREAM_MS = 60_000;
let offset = 0;
let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, now: () => new Date(Date.now() + offset), dreamDurationMs: DREAM_MS });
});
afterAll(async () => {
  await emulator.close();
});
afterEach(() => {
  emulator.faults.clear();
});

function agentFor(h: ExperimentalHarness, extra: Partial<DreamingAgentOptions> = {}) {
  return createDreamingAgent({ client: h.client, observerPeerId: 'assistant', observedPeerId: 'alice', sessionId: 'chat-1', ...extra });
}

/** Resolves once the harness has sent `n` requests ending with `suffix`. */
async function until(h: ExperimentalHarness, suffix: string, n: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (h.count(suffix) < n) {
    if (Date.now() > deadline) throw new Error(`no ${n} requests to ${suffix} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function completeDreams(): void {
  offset += DREAM_MS + 1_000;
}

describe('createDreamingAgent() input', () => {
  it('names every invalid option, before any request', () => {
    const h = experimentalHarness(emulator);
    let error: unknown;
    try {
      createDreamingAgent({
        client: { nope: true } as never,
        observerPeerId: 'a b',
        observedPeerId: '',
        sessionId: 5 as never,
        webhookUrl: 'ftp://example.com',
        reflectionQueries: ['ok', '  '],
        reflectionConcurrency: 0,
        sesionId: 'typo',
      } as DreamingAgentOptions);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as HonchoValidationError).issues.map((issue) => issue.path).sort()).toEqual(
      ['client', 'observedPeerId', 'observerPeerId', 'reflectionConcurrency', 'reflectionQueries[1]', 'sesionId', 'sessionId', 'webhookUrl'].sort(),
    );
    expect((error as Error).message).toMatch(/reflectionConcurrency: must be between 1 and 16/);
    expect(() => createDreamingAgent(undefined as never)).toThrow(HonchoValidationError);
    expect(h.requests).toEqual([]);
  });

  it('rejects bad method input naming the field, before any request', async () => {
    const h = experimentalHarness(emulator);
    const agent = agentFor(h);
    const cases: [Promise<unknown>, RegExp][] = [
      [agent.dream({ type: 'nap' as never }), /type: must be one of omni, card_refresh/],
      [agent.dream({ rebuild: true }), /rebuild: only applies to type 'card_refresh'/],
      [agent.waitForCompletion({ pollIntervalMs: 0 }), /pollIntervalMs: must be between 10/],
      [agent.waitForCompletion({ timeoutMs: 1.5 }), /timeoutMs: must be an integer/],
      [agent.waitForCompletion({ signal: 'stop' as never }), /signal: must be an AbortSignal/],
      [agent.reflect([]), /queries: must hold at least one entry/],
      [agent.reflect(['fine'], { concurrency: 17 }), /concurrency: must be between 1 and 16/],
      [agent.ask(''), /query: must not be empty/],
      [agent.registerWebhook(), /url: is required when the agent has no webhookUrl/],
      [agent.registerWebhook('not a url'), /url: must be an absolute http or https URL/],
      [agent.getRecentConclusions({ limit: 0, since: 'yesterday' }), /since: must be a Date or an ISO 8601 date string, got "yesterday"; limit: must be between 1 and 1000/],
      [agent.getStatus({ timout: 5 } as never), /timout: is not a known option/],
      [agent.fullCycle({ queries: [''] }), /queries\[0\]: must not be empty/],
    ];
    for (const [call, message] of cases) {
      await expect(call).rejects.toThrow(HonchoValidationError);
      await expect(call).rejects.toThrow(message);
    }
    expect(h.requests).toEqual([]);
  });

  it('takes a Honcho client or what createHoncho() returns', async () => {
    const h = experimentalHarness(emulator);
    const provider = createHoncho({ client: h.client });
    const agent = createDreamingAgent({ client: provider, observerPeerId: 'solo', sessionId: 's' });
    expect(agent.observedPeerId).toBe('solo');
    await agent.dream();
    expect(emulator.store.dreams(h.workspaceId)).toMatchObject([{ observer: 'solo', observed: 'solo', session_id: 's', dream_type: 'omni' }]);
  });
});

describe('dream() and getStatus()', () => {
  it('schedules every dream type for the pair and session, creating both peers first', async () => {
    const h = experimentalHarness(emulator);
    const agent = agentFor(h);
    for (const type of DREAM_TYPES) {
      const dream = await agent.dream({ type });
      expect(dream).toMatchObject({ type, observerPeerId: 'assistant', observedPeerId: 'alice', sessionId: 'chat-1', scheduledAt: expect.any(Date) });
    }
    await agent.dream({ type: 'card_refresh', rebuild: true });
    expect(emulator.store.dreams(h.workspaceId).map(({ dream_type, observer, observed, session_id, rebuild }) => ({ dream_type, observer, observed, session_id, rebuild }))).toEqual([
      { dream_type: 'omni', observer: 'assistant', observed: 'alice', session_id: 'chat-1', rebuild: false },
      { dream_type: 'card_refresh', observer: 'assistant', observed: 'alice', session_id: 'chat-1', rebuild: false },
      { dream_type: 'card_refresh', observer: 'assistant', observed: 'alice', session_id: 'chat-1', rebuild: true },
    ]);
    expect(emulator.store.peers(h.workspaceId).map((peer) => peer.id).sort()).toEqual(['alice', 'assistant']);
  });

  it('reports the dream pending, then completed once the server has run it', async () => {
    const h = experimentalHarness(emulator);
    const agent = agentFor(h);
    expect(await agent.getStatus()).toMatchObject({ totalWorkUnits: 0, pendingWorkUnits: 0 });
    await agent.dream();
    expect(await agent.getStatus()).toMatchObject({ totalWorkUnits: 1, pendingWorkUnits: 1, completedWorkUnits: 0 });
    completeDreams();
    expect(await agent.getStatus()).toMatchObject({ totalWorkUnits: 1, pendingWorkUnits: 0, completedWorkUnits: 1 });
    const status = h.requests.find((request) => request.path.endsWith('/queue/status'));
    expect(status).toBeDefined();
  });

  it('sees the dream although it was scheduled in a session (the server queues dreams under none), and the reasoning about the observed peer', async () => {
    const h = experimentalHarness(emulator);
    const agent = agentFor(h);
    const session = await h.client.session('chat-1');
    await session.addMessages([
      { peerId: 'alice', content: 'I like tea' },
      { peerId: 'assistant', content: 'Noted' },
    ]);
    await agent.dream();
    // The dream (pending) and the reasoning about alice's message; the assistant's own message is not about alice.
    expect(await agent.getStatus()).toMatchObject({ totalWorkUnits: 2, pendingWorkUnits: 1, completedWorkUnits: 1 });
    // Narrowed to the session, as getStatus once asked, the server counts no dream at all.
    expect(await h.client.queueStatus({ observer: 'assistant', session: 'chat-1' })).toMatchObject({ totalWorkUnits: 0 });
  });
});

describe('waitForCompletion()', () => {
  it('polls until the queue drains and resolves to the drained status', async () => {
    const h = experimentalHarness(emulator);
    const agent = agentFor(h);
    await agent.dream();
    const waiting = agent.waitForCompletion({ pollIntervalMs: 20, timeoutMs: 15_000 });
    await until(h, '/queue/status', 3);
    completeDreams();
    await expect(waiting).resolves.toMatchObject({ pendingWorkUnits: 0, inProgressWorkUnits: 0, completedWorkUnits: 1 });
    expect(h.count('/queue/status')).toBeGreaterThanOrEqual(3);
  });

  it('resolves after one poll when nothing is queued', async () => {
    const h = experimentalHarness(emulator);
    await expect(agentFor(h).waitForCompletion({ pollIntervalMs: 10_000 })).resolves.toMatchObject({ pendingWorkUnits: 0 });
    expect(h.count('/queue/status')).toBe(1);
  });

  it('gives up after timeoutMs with a DreamWaitTimeoutError, having polled a bounded number of times', async () => {
    const h = experimentalHarness(emulator);
    const agent = agentFor(h);
    await agent.dream();
    const startedAt = Date.now();
    const error = await agent.waitForCompletion({ pollIntervalMs: 50, timeoutMs: 400 }).catch((caught: unknown) => caught);
    const elapsed = Date.now() - startedAt;
    expect(error).toBeInstanceOf(DreamWaitTimeoutError);
    expect(DreamWaitTimeoutError.isInstance(error)).toBe(true);
    const timeout = error as DreamWaitTimeoutError;
    expect(timeout.timeoutMs).toBe(400);
    expect(timeout.lastStatus).toMatchObject({ pendingWorkUnits: 1 });
    expect(timeout.message).toMatch(/did not drain within 400 ms/);
    // At most one poll per interval plus the first; every poll is a request.
    expect(timeout.polls).toBeGreaterThanOrEqual(2);
    expect(timeout.polls).toBeLessThanOrEqual(400 / 50 + 1);
    expect(h.count('/queue/status')).toBe(timeout.polls);
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(8_000);
  });

  it('times out even when the status request itself hangs', async () => {
    const h = experimentalHarness(emulator);
    emulator.faults.set({ match: { path: /\/queue\/status$/ }, latencyMs: 30_000 });
    const error = await agentFor(h).waitForCompletion({ pollIntervalMs: 10, timeoutMs: 300 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DreamWaitTimeoutError);
    expect((error as DreamWaitTimeoutError).lastStatus).toBeUndefined();
    expect((error as DreamWaitTimeoutError).polls).toBe(1);
  });

  it('stops at once when aborted while sleeping between polls', async () => {
    const h = experimentalHarness(emulator);
    const agent = agentFor(h);
    await agent.dream();
    const controller = new AbortController();
    const waiting = agent.waitForCompletion({ pollIntervalMs: 60_000, timeoutMs: 120_000, signal: controller.signal });
    await until(h, '/queue/status', 1);
    const abortedAt = Date.now();
    controller.abort(new Error('user left'));
    const error = await waiting.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect((error as Error).cause).toEqual(new Error('user left'));
    // Far sooner than the minute-long poll interval.
    expect(Date.now() - abortedAt).toBeLessThan(5_000);
    expect(h.count('/queue/status')).toBe(1);
  });

  it('stops at once when aborted during a status request, and sends nothing when already aborted', async () => {
    const h = experimentalHarness(emulator);
    emulator.faults.set({ match: { path: /\/queue\/status$/ }, latencyMs: 30_000 });
    const controller = new AbortController();
    const waiting = agentFor(h).waitForCompletion({ pollIntervalMs: 10, timeoutMs: 120_000, signal: controller.signal });
    await until(h, '/queue/status', 1);
    const abortedAt = Date.now();
    controller.abort();
    await expect(waiting).rejects.toThrow(APIUserAbortError);
    expect(Date.now() - abortedAt).toBeLessThan(5_000);

    const before = h.requests.length;
    await expect(agentFor(h).waitForCompletion({ signal: AbortSignal.abort() })).rejects.toThrow(APIUserAbortError);
    expect(h.requests.length).toBe(before);
  });

  it('passes a server error through instead of polling on', async () => {
    const h = experimentalHarness(emulator);
    emulator.faults.set({ match: { path: /\/queue\/status$/ }, failRate: 1, failStatus: 500 });
    await expect(agentFor(h).waitForCompletion({ pollIntervalMs: 10, timeoutMs: 5_000 })).rejects.toMatchObject({ status: 500 });
    expect(h.count('/queue/status')).toBe(1);
  });
});

describe('reflect() and ask()', () => {
  it('asks the observer each default query about the observed peer', async () => {
    const h = experimentalHarness(emulator);
    const report = await agentFor(h).reflect();
    expect(report.results).toHaveLength(3);
    expect(report.failures).toEqual([]);
    for (const result of report.results) expect(result.ok).toBe(true);
    expect(Object.keys(report.answers)).toEqual(report.results.map((result) => result.query));
    expect(h.count('/peers/assistant/chat', 'POST')).toBe(3);
  });

  it('runs at most `concurrency` chats at once', async () => {
    const h = experimentalHarness(emulator);
    emulator.faults.set({ match: { path: /\/chat$/ }, latencyMs: 60 });
    const queries = ['one?', 'two?', 'three?', 'four?', 'five?', 'six?'];
    const report = await agentFor(h, { reflectionConcurrency: 2 }).reflect(queries);
    expect(report.results.map((result) => result.query)).toEqual(queries);
    expect(h.count('/chat')).toBe(6);
    expect(h.maxInFlight('/chat')).toBe(2);
    const serial = experimentalHarness(emulator);
    await agentFor(serial, { reflectionConcurrency: 4 }).reflect(queries.slice(0, 3), { concurrency: 1 });
    expect(serial.count('/chat')).toBe(3);
    expect(serial.maxInFlight('/chat')).toBe(1);
  });

  it('reports a failed query beside the answers of the others', async () => {
    const h = experimentalHarness(emulator);
    emulator.faults.set({ match: { path: /\/chat$/ }, failRate: 1, failStatus: 503, times: 1 });
    const report = await agentFor(h).reflect(['first?', 'second?', 'third?'], { concurrency: 1 });
    expect(report.results.map((result) => [result.query, result.ok])).toEqual([
      ['first?', false],
      ['second?', true],
      ['third?', true],
    ]);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatchObject({ query: 'first?', error: { status: 503 } });
    expect(Object.keys(report.answers)).toEqual(['second?', 'third?']);
  });

  it('rejects the whole reflection with APIUserAbortError when the caller aborts', async () => {
    const h = experimentalHarness(emulator);
    const agent = agentFor(h);
    await agent.ask('warm up?');
    emulator.faults.set({ match: { path: /\/chat$/ }, latencyMs: 30_000 });
    const controller = new AbortController();
    const reflecting = agent.reflect(['one?', 'two?', 'three?', 'four?'], { concurrency: 2, signal: controller.signal });
    await until(h, '/chat', 3);
    const abortedAt = Date.now();
    controller.abort();
    await expect(reflecting).rejects.toThrow(APIUserAbortError);
    expect(Date.now() - abortedAt).toBeLessThan(5_000);
    // The two queries not yet started were never sent.
    expect(h.count('/chat')).toBe(3);
    const before = h.requests.length;
    await expect(agent.reflect(undefined, { signal: AbortSignal.abort() })).rejects.toThrow(APIUserAbortError);
    expect(h.requests.length).toBe(before);
  });

  it('answers one question, from the observer about the observed peer', async () => {
    const h = experimentalHarness(emulator);
    await h.client.peer('alice');
    const session = await h.client.session('chat-1');
    await session.addMessages([{ peerId: 'alice', content: 'I am learning the cello.' }]);
    const answer = await agentFor(h).ask('What instrument is alice learning?');
    expect(typeof answer).toBe('string');
    expect(answer).toMatch(/cello/);
    expect(h.count('/peers/assistant/chat', 'POST')).toBe(1);
  });
});

describe('registerWebhook()', () => {
  it('registers the agent URL once, and an explicit URL beside it', async () => {
    const h = experimentalHarness(emulator);
    const agent = agentFor(h, { webhookUrl: 'https://example.com/honcho' });
    const first = await agent.registerWebhook();
    const again = await agent.registerWebhook();
    expect(again.id).toBe(first.id);
    expect(first.url).toBe('https://example.com/honcho');
    const other = await agent.registerWebhook(new URL('https://example.com/other'));
    expect(other.id).not.toBe(first.id);
    expect(emulator.store.webhooks(h.workspaceId).map((endpoint) => endpoint.url).sort()).toEqual(['https://example.com/honcho', 'https://example.com/other']);
  });
});

describe('getRecentConclusions()', () => {
  it('walks every page it needs, newest first, up to limit', async () => {
    const h = experimentalHarness(emulator);
    const assistant = await h.client.peer('assistant');
    await h.client.peer('alice');
    const contents = Array.from({ length: 130 }, (_, index) => `fact ${index}`);
    await assistant.conclusionsOf('alice').create(contents.map((content) => ({ content })));
    const agent = agentFor(h);

    const hundredTwenty = await agent.getRecentConclusions({ limit: 120 });
    expect(hundredTwenty).toHaveLength(120);
    expect(h.count('/conclusions/list')).toBe(2);
    expect(new Set(hundredTwenty.map((conclusion) => conclusion.id)).size).toBe(120);
    expect(hundredTwenty.every((conclusion) => conclusion.observerId === 'assistant' && conclusion.observedId === 'alice')).toBe(true);
    const times = hundredTwenty.map((conclusion) => Date.parse(conclusion.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const all = await agent.getRecentConclusions({ limit: 1_000 });
    expect(all.map((conclusion) => conclusion.content).sort()).toEqual([...contents].sort());
    expect(await agent.getRecentConclusions()).toHaveLength(50);
  });

  it('stops at the first conclusion older than since', async () => {
    const h = experimentalHarness(emulator);
    const view = (await h.client.peer('assistant')).conclusionsOf('alice');
    await h.client.peer('alice');
    const base = offset;
    offset = base - 3_600_000;
    await view.create(Array.from({ length: 110 }, (_, index) => ({ content: `old ${index}` })));
    offset = base;
    const since = new Date(Date.now() + offset - 1_000);
    await view.create(Array.from({ length: 105 }, (_, index) => ({ content: `new ${index}` })));
    const recent = await agentFor(h).getRecentConclusions({ since, limit: 1_000 });
    expect(recent.map((conclusion) => conclusion.content).sort()).toEqual(Array.from({ length: 105 }, (_, index) => `new ${index}`).sort());
    // 215 conclusions, pages of 100: the old ones end the walk on the second page.
    expect(h.count('/conclusions/list')).toBe(2);
    expect(await agentFor(h).getRecentConclusions({ since: since.toISOString(), limit: 5 })).toHaveLength(5);
  });
});

describe('fullCycle()', () => {
  it('dreams, waits, reflects, and returns the conclusions made meanwhile', async () => {
    const h = experimentalHarness(emulator);
    const view = (await h.client.peer('assistant')).conclusionsOf('alice');
    await h.client.peer('alice');
    const base = offset;
    offset = base - 3_600_000;
    await view.create([{ content: 'an old conclusion' }]);
    offset = base;
    const agent = agentFor(h, { reflectionQueries: ['What changed?'] });
    const cycle = agent.fullCycle({ pollIntervalMs: 20, timeoutMs: 15_000 });
    await until(h, '/queue/status', 1);
    // What the dream would conclude, then the dream completes.
    await view.create([{ content: 'alice switched from violin to cello' }]);
    completeDreams();
    const result = await cycle;
    expect(result.dream).toMatchObject({ type: 'omni', sessionId: 'chat-1' });
    expect(result.status).toMatchObject({ pendingWorkUnits: 0 });
    expect(result.reflection.results.map((entry) => [entry.query, entry.ok])).toEqual([['What changed?', true]]);
    expect(result.newConclusions.map((conclusion) => conclusion.content)).toEqual(['alice switched from violin to cello']);
  });

  it('stops with the timeout error when the dream does not finish, without reflecting', async () => {
    const h = experimentalHarness(emulator);
    await expect(agentFor(h).fullCycle({ pollIntervalMs: 20, timeoutMs: 200 })).rejects.toThrow(DreamWaitTimeoutError);
    expect(h.count('/chat')).toBe(0);
  });
});
