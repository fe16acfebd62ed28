import { Honcho, HonchoValidationError } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHoncho } from '../provider/create-honcho.js';
import { createDreamingAgent } from './dreaming-agent.js';
import { compareIdentityPerspectives, createMultiPerspectiveIdentity } from './peer-perspectives.js';
import { createPeerIdentity } from './peer-identity.js';
import { experimentalHarness } from './test-support/experimental-harness.js';

// Code written from the docs of Honcho's own AI SDK plugin
// (github.com/plastic-labs/vercel-ai-sdk: the README's "Dreaming" and
// "Identity" sections and the TSDoc examples of src/dreaming and
// src/identity), run as written against the emulator over HTTP. The plugin
// builds its client from `provider` options and the environment, so the
// environment points at the emulator here.

const KEY = 'hch-plugin-docs-key';
// The emulator's clock runs `offset` ms ahead of real time; a dream stays pending for a minute of it.
const DREAM_MS = 60_000;
let offset = 0;
let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: KEY, now: () => new Date(Date.now() + offset), dreamDurationMs: DREAM_MS });
});
afterAll(async () => {
  await emulator.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function environment(workspaceId: string): void {
  vi.stubEnv('HONCHO_API_KEY', KEY);
  vi.stubEnv('HONCHO_URL', emulator.url);
  vi.stubEnv('HONCHO_WORKSPACE_ID', workspaceId);
}

function completeDreams(): void {
  offset += DREAM_MS + 1_000;
}

function captureLog(): string[] {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
  return lines;
}

describe("the dreaming agent's TSDoc example, as written", () => {
  it('dreams, reports isActive, and iterates reflect() as { query, insight }', async () => {
    environment('unused-default');
    const lines = captureLog();

    const dreamer = await createDreamingAgent({
      provider: { workspaceId: 'ws-1' },
      observerPeerId: 'agent-narrator',
      sessionId: 'session-1',
      webhookUrl: 'https://my-app.dev/webhooks/honcho',
    });

    // Trigger a dream cycle
    await dreamer.dream();

    // Check if dreaming is in progress
    const status = await dreamer.getStatus();
    console.log(status.isActive);

    // Run a self-reflection cycle
    const insights = await dreamer.reflect();
    for (const { query, insight } of insights) {
      console.log(`${query}: ${insight}`);
    }

    completeDreams();
    // Run a full cycle: dream, wait, reflect
    const cycle = dreamer.fullCycle();
    // fullCycle's own dream is pending until the emulator's clock moves past it.
    await vi.waitFor(() => expect(emulator.store.dreams('ws-1')).toHaveLength(2), { timeout: 10_000 });
    completeDreams();
    const results = await cycle;

    // The provider options chose the workspace; the webhook was registered before the dream.
    expect(emulator.store.dreams('ws-1')).toMatchObject([{ observer: 'agent-narrator', observed: 'agent-narrator', session_id: 'session-1' }, {}]);
    expect(emulator.store.webhooks('ws-1').map((endpoint) => endpoint.url)).toEqual(['https://my-app.dev/webhooks/honcho']);
    expect(status).toMatchObject({ pending: 1, inProgress: 0, completed: 0, total: 1, isActive: true });
    expect(lines[0]).toBe('true');
    expect(insights.length).toBeGreaterThan(0);
    expect(lines.slice(1)).toEqual(insights.map((entry) => `${entry.query}: ${entry.insight}`));
    for (const { query, insight } of insights) {
      expect(typeof query).toBe('string');
      expect(typeof insight).toBe('string');
    }
    expect([...results].map(({ query }) => query)).toEqual(insights.map(({ query }) => query));
    for (const { insight } of results) expect(typeof insight).toBe('string');
  });
});

describe("the plugin README's Dreaming section, as written", () => {
  it('fullCycle({ pollIntervalMs, timeoutMs }) resolves to the insights', async () => {
    environment('readme-dreaming');

    const dreamer = await createDreamingAgent({
      provider: { workspaceId: process.env.HONCHO_WORKSPACE_ID! },
      observerPeerId: 'assistant-xyz',
      observedPeerId: 'user-abc',
      sessionId: 'session-123',
    });

    const running = dreamer.fullCycle({
      pollIntervalMs: 3000,
      timeoutMs: 120000,
    });
    await vi.waitFor(() => expect(emulator.store.dreams('readme-dreaming')).toHaveLength(1), { timeout: 10_000 });
    completeDreams();
    const insights = await running;

    expect(emulator.store.dreams('readme-dreaming')).toMatchObject([{ observer: 'assistant-xyz', observed: 'user-abc', session_id: 'session-123' }]);
    expect(insights.length).toBeGreaterThan(0);
    for (const { query, insight } of insights) expect([typeof query, typeof insight]).toEqual(['string', 'string']);
  });
});

describe("the plugin's DreamingAgent interface", () => {
  it('waitForCompletion(pollIntervalMs, timeoutMs), ask(), registerWebhook(url), getRecentConclusions(since, limit), client and workspaceId', async () => {
    environment('interface-dreaming');
    const dreamer = await createDreamingAgent({ provider: { workspaceId: 'interface-dreaming' }, observerPeerId: 'assistant', observedPeerId: 'alice', sessionId: 'chat-1' });
    expect(dreamer.workspaceId).toBe('interface-dreaming');
    expect(dreamer.client.workspaceId).toBe('interface-dreaming');
    expect([dreamer.observerPeerId, dreamer.observedPeerId, dreamer.sessionId]).toEqual(['assistant', 'alice', 'chat-1']);

    await dreamer.dream();
    await expect(dreamer.waitForCompletion(20, 100)).rejects.toMatchObject({ name: 'DreamWaitTimeoutError', timeoutMs: 100 });
    completeDreams();
    await expect(dreamer.waitForCompletion(20, 15_000)).resolves.toMatchObject({ isActive: false, pending: 0, completed: 1 });
    expect((await dreamer.getStatus()).isActive).toBe(false);

    const answer: string = await dreamer.ask('What does alice like?');
    expect(typeof answer).toBe('string');

    const endpoint: { id: string; url: string } = await dreamer.registerWebhook('https://example.com/dreams');
    expect(endpoint).toMatchObject({ id: expect.any(String), url: 'https://example.com/dreams' });

    const observer = await dreamer.client.peer('assistant');
    await observer.conclusionsOf('alice').create([{ content: 'alice likes tea' }, { content: 'alice plays the cello' }, { content: 'alice lives in Porto' }]);
    const recent = await dreamer.getRecentConclusions(new Date(Date.now() + offset - 60_000).toISOString(), 2);
    expect(recent).toHaveLength(2);
    for (const { content, created_at } of recent) {
      expect(typeof content).toBe('string');
      expect(Number.isNaN(Date.parse(created_at))).toBe(false);
    }
    expect(await dreamer.getRecentConclusions()).toHaveLength(3);
    expect(await dreamer.getRecentConclusions(new Date(Date.now() + offset + 60_000).toISOString())).toEqual([]);
  });

  it('refuses bad positional arguments and provider options naming the field, before any request', async () => {
    const h = experimentalHarness(emulator);
    const agent = createDreamingAgent({ client: h.client, observerPeerId: 'assistant', sessionId: 'chat-1' });
    const cases: [Promise<unknown>, RegExp][] = [
      [agent.waitForCompletion(0), /pollIntervalMs: must be between 10/],
      [agent.waitForCompletion(100, 1.5), /timeoutMs: must be an integer/],
      [agent.waitForCompletion('soon' as never), /pollIntervalMs: must be a number of milliseconds or an options object, got "soon"/],
      [(agent.waitForCompletion as (...args: unknown[]) => Promise<unknown>).call(agent, { timeoutMs: 100 }, 200), /timeoutMs: give it inside the options object/],
      [agent.getRecentConclusions('yesterday'), /since: must be a Date or an ISO 8601 date string, got "yesterday"/],
      [agent.getRecentConclusions(undefined, 0), /limit: must be between 1 and 1000/],
      [(agent.getRecentConclusions as (...args: unknown[]) => Promise<unknown>).call(agent, { limit: 5 }, 3), /limit: give it inside the options object/],
    ];
    for (const [call, message] of cases) {
      await expect(call).rejects.toThrow(HonchoValidationError);
      await expect(call).rejects.toThrow(message);
    }
    expect(h.requests).toEqual([]);

    const before = emulator.stats.requests;
    const refused = (options: object): HonchoValidationError => {
      try {
        createDreamingAgent({ observerPeerId: 'assistant', sessionId: 'chat-1', ...options });
      } catch (error) {
        return error as HonchoValidationError;
      }
      throw new Error('not refused');
    };
    expect(refused({ provider: { workspaceId: 'ok', timout: 5 } })).toBeInstanceOf(HonchoValidationError);
    expect(refused({ provider: { workspaceId: 'ok', timout: 5 } }).issues.map((issue) => issue.path)).toEqual(['provider.timout']);
    expect(refused({ provider: { workspaceId: 'has space' } }).message).toMatch(/provider\.workspaceId: /);
    expect(refused({ provider: { workspaceId: 'ok', maxRetries: -1 } }).message).toMatch(/provider\.maxRetries: /);
    expect(refused({ provider: { workspaceId: 'ok', defaultUserId: 'has space' } }).message).toMatch(/provider\.defaultUserId: /);
    expect(refused({ provider: 'ws-1' }).message).toMatch(/provider: must be the options of createHoncho\(\) or a client/);
    expect(refused({ provider: { workspaceId: 'ok' }, client: h.client }).message).toMatch(/provider: cannot be combined with client/);
    expect(refused({ provider: { apiKey: 'hch-SECRET-in-provider', workspaceId: 'has space' } }).message).not.toContain('hch-SECRET-in-provider');
    expect(emulator.stats.requests).toBe(before);
  });
});

describe('where the plugin and this package differ', () => {
  it('registers webhookUrl once, before the first dream; a failed registration fails that dream, and the next one retries', async () => {
    environment('unused-default'); // the harness's client reads the emulator's key from HONCHO_API_KEY
    const h = experimentalHarness(emulator);
    const agent = createDreamingAgent({ client: h.client, observerPeerId: 'assistant', sessionId: 'chat-1', webhookUrl: 'https://example.com/hook' });
    emulator.faults.set({ match: { method: 'POST', path: /\/webhooks$/ }, failRate: 1, failStatus: 500, times: 1 });
    await expect(agent.dream()).rejects.toMatchObject({ status: 500 });
    expect(emulator.store.dreams(h.workspaceId)).toEqual([]);
    emulator.faults.clear();
    await agent.dream();
    await agent.dream();
    expect(emulator.store.webhooks(h.workspaceId).map((endpoint) => endpoint.url)).toEqual(['https://example.com/hook']);
    expect(h.count('/webhooks', 'POST')).toBe(2);
    expect(emulator.store.dreams(h.workspaceId)).toHaveLength(2);
  });

  it("reflect() marks a failed query ok: false with insight '', and says so once through the client's logger", async () => {
    const warnings: unknown[][] = [];
    const sink = { debug: () => undefined, info: () => undefined, warn: (...args: unknown[]) => warnings.push(args), error: () => undefined };
    const client = new Honcho({ baseURL: emulator.url, apiKey: KEY, workspaceId: 'logged', maxRetries: 0, logLevel: 'warn', logger: sink });
    emulator.faults.set({ match: { path: /\/chat$/ }, failRate: 1, failStatus: 503, times: 1 });
    const insights = await createDreamingAgent({ client, observerPeerId: 'assistant', sessionId: 'chat-1' }).reflect(['first?', 'second?'], { concurrency: 1 });
    emulator.faults.clear();
    expect(insights.map(({ query, ok }) => [query, ok])).toEqual([
      ['first?', false],
      ['second?', true],
    ]);
    expect(insights[0]).toMatchObject({ insight: '', error: { status: 503 } });
    expect(typeof insights[1]?.insight).toBe('string');
    expect(insights.failures.map(({ query }) => query)).toEqual(['first?']);
    const reflectWarnings = warnings.filter((args) => String(args[0]).includes('reflect()'));
    expect(reflectWarnings).toHaveLength(1);
    expect(String(reflectWarnings[0]?.[0])).toMatch(/1 of 2 queries failed/);
  });

  it('takes a client (or what createHoncho() returns) as provider, and keeps the client and its key out of JSON', async () => {
    const h = experimentalHarness(emulator);
    const agent = createDreamingAgent({ provider: createHoncho({ client: h.client }), observerPeerId: 'assistant', sessionId: 'chat-1' });
    expect(agent.client).toBe(h.client);
    const identity = createPeerIdentity({ provider: h.client, peerId: 'alice' });
    expect(identity.workspaceId).toBe(h.workspaceId);
    environment('json-check');
    const built = createDreamingAgent({ provider: { workspaceId: 'json-check', apiKey: KEY }, observerPeerId: 'assistant', sessionId: 'chat-1' });
    expect(JSON.stringify(built)).not.toContain(KEY);
    expect(JSON.stringify(createPeerIdentity({ provider: { workspaceId: 'json-check', apiKey: KEY }, peerId: 'alice' }))).not.toContain(KEY);
    expect(Object.keys({ ...built })).not.toContain('client');
  });
});

describe("the plugin's identity docs, as written", () => {
  it("the README's Identity section: merge, snapshot, createMultiPerspectiveIdentity and compareIdentityPerspectives", async () => {
    environment('readme-identity');

    const identity = await createPeerIdentity({
      provider: { workspaceId: process.env.HONCHO_WORKSPACE_ID! },
      peerId: 'assistant-xyz',
      targetPeerId: 'user-abc',
    });

    await identity.merge(['Prefers short responses', 'Works in finance']);
    const snapshot = await identity.snapshot();

    const perspectives = await createMultiPerspectiveIdentity({
      provider: { workspaceId: process.env.HONCHO_WORKSPACE_ID! },
      observerPeerIds: ['assistant-xyz', 'planner-agent', 'critic-agent'],
      targetPeerId: 'user-abc',
    });

    const compared = await compareIdentityPerspectives(perspectives);

    expect(emulator.store.peerCard('readme-identity', 'assistant-xyz', 'user-abc')).toEqual(['Prefers short responses', 'Works in finance']);
    expect(snapshot).toMatchObject({ entries: ['Prefers short responses', 'Works in finance'], observerPeerId: 'assistant-xyz', targetPeerId: 'user-abc' });
    expect(Date.parse(snapshot.timestamp)).not.toBeNaN();
    expect(perspectives).toBeInstanceOf(Map);
    expect([...perspectives.keys()]).toEqual(['assistant-xyz', 'planner-agent', 'critic-agent']);
    expect(compared.perspectives).toBeInstanceOf(Map);
    expect(compared.perspectives.get('assistant-xyz')).toEqual(['Prefers short responses', 'Works in finance']);
    expect(compared.perspectives.get('planner-agent')).toEqual([]);
    expect(compared.consensus).toEqual([]);
    expect(compared.unique).toBeInstanceOf(Map);
    expect(compared.unique.get('assistant-xyz')).toEqual(['Prefers short responses', 'Works in finance']);
    expect(compared.unique.get('critic-agent')).toEqual([]);
  });

  it("createPeerIdentity's TSDoc example: read, append, remove, replace, merge's diff, snapshot", async () => {
    environment('unused-default');

    const identity = await createPeerIdentity({
      provider: { workspaceId: 'ws-1' },
      peerId: 'agent-narrator',
      targetPeerId: 'user-alice',
    });

    // Read current card
    const card = await identity.read();
    console.log(card); // ["Prefers dark themes", "Speaks English and Spanish"]

    // Append facts
    await identity.append(['Works in data science', 'Loves hiking']);

    // Remove outdated facts
    await identity.remove(['Speaks English and Spanish']);

    // Replace the entire card
    await identity.replace(['Completely new identity']);

    // Merge facts (add only new, deduplicated)
    const diff = await identity.merge(['Works in data science', 'Has a dog']);
    console.log(diff.added); // ["Has a dog"]

    // Take a timestamped snapshot
    const snapshot = await identity.snapshot();

    expect(identity.workspaceId).toBe('ws-1');
    expect(identity.client.workspaceId).toBe('ws-1');
    expect(card).toEqual([]);
    expect(diff).toMatchObject({ added: ['Works in data science', 'Has a dog'], removed: [] });
    expect(snapshot.entries).toEqual(['Completely new identity', 'Works in data science', 'Has a dog']);
    expect(emulator.store.peerCard('ws-1', 'agent-narrator', 'user-alice')).toEqual(snapshot.entries);
    expect(await identity.diff(snapshot)).toMatchObject({ added: [], removed: [] });
  });

  it('compareIdentityPerspectives() refuses identities about different peers, before any request', async () => {
    const h = experimentalHarness(emulator);
    const mixed = new Map([
      ['coach', createPeerIdentity({ client: h.client, peerId: 'coach', targetPeerId: 'alice' })],
      ['nutritionist', createPeerIdentity({ client: h.client, peerId: 'nutritionist', targetPeerId: 'bob' })],
    ]);
    await expect(compareIdentityPerspectives(mixed)).rejects.toThrow(/identities: must all be about one peer, got alice and bob/);
    await expect(compareIdentityPerspectives('nope' as never)).rejects.toThrow(HonchoValidationError);
    await expect(compareIdentityPerspectives(new Map())).resolves.toMatchObject({ consensus: [] });
    expect(h.requests).toEqual([]);
  });
});
