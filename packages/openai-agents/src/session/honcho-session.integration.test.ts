import type { AgentInputItem } from '@openai/agents';
import { BatchWriteError, Honcho, HonchoError, HonchoValidationError } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoredItemError } from '../errors/stored-item-error.js';
import { STORED_ITEM_KEY } from '../items/stored-item.js';
import { assistantSays, reasoning, toolRoundTrip, userSays } from '../test-support/items.js';
import { recordRequests } from '@honcho-ai/testing';
import { HonchoSession } from './honcho-session.js';
import type { HonchoSessionOptions } from './honcho-session-options.js';

const API_KEY = 'hch-agents-session-secret-0123456789';
const WORKSPACE = 'agents-session';
let emulator: RunningEmulator;
let honcho: Honcho;
let sessions = 0;

/** A HonchoSession on a session of its own, so tests do not see each other's items. */
function freshSession(options: Partial<HonchoSessionOptions> = {}): HonchoSession {
  sessions += 1;
  return new HonchoSession({ client: honcho, sessionId: `chat-${sessions}`, userId: 'ada', ...options });
}

const stored = (sessionId: string) => emulator.store.messages(WORKSPACE, sessionId);
const markerOf = (metadata: Record<string, unknown>) => metadata[STORED_ITEM_KEY] as Record<string, unknown> | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: API_KEY });
  honcho = new Honcho({ baseURL: emulator.url, apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0 });
});
afterAll(async () => {
  await emulator?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('HonchoSession on the emulator', () => {
  it('gives back every item exactly, in order, and stores text as what each peer said', async () => {
    const session = freshSession();
    const [call, result] = toolRoundTrip('call_1');
    const items: AgentInputItem[] = [userSays('Will it rain in Lisbon?'), reasoning('rs_1'), call, result, assistantSays('No: 21 degrees and clear.')];
    await session.addItems(items);

    expect(await session.getItems()).toStrictEqual(items);
    expect(await session.getSessionId()).toBe(session.sessionId);
    const messages = stored(session.sessionId);
    expect(messages.map((message) => [message.peer_id, message.content])).toEqual([
      ['ada', 'Will it rain in Lisbon?'],
      ['assistant', ''],
      ['assistant', ''],
      ['assistant', ''],
      ['assistant', 'No: 21 degrees and clear.'],
    ]);
    // The user is modelled; the assistant is not, and forms its view of the user.
    expect(emulator.store.sessionPeers(WORKSPACE, session.sessionId)).toMatchObject({ ada: { observe_me: true }, assistant: { observe_me: false, observe_others: true } });
  });

  it('asks Honcho not to reason about anything but what the user and the assistant said', async () => {
    const recorder = recordRequests();
    const client = new Honcho({ baseURL: emulator.url, apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0, fetch: recorder.fetch });
    const session = freshSession({ client });
    await session.addItems([userSays('hi'), ...toolRoundTrip('call_2'), assistantSays('hello')]);
    const create = recorder.requests.find((request) => request.method === 'POST' && request.path.endsWith('/messages'));
    const sent = create?.body?.messages as { peer_id: string; configuration?: unknown }[];
    expect(sent.map((message) => [message.peer_id, message.configuration ?? null])).toEqual([
      ['ada', null],
      ['assistant', { reasoning: { enabled: false } }],
      ['assistant', { reasoning: { enabled: false } }],
      ['assistant', null],
    ]);
  });

  it('returns the most recent `limit` items in order, all for undefined, none for 0 or less (as MemorySession does)', async () => {
    const session = freshSession();
    const items = Array.from({ length: 5 }, (_, index) => userSays(`turn ${index}`));
    await session.addItems(items);
    expect(await session.getItems(2)).toStrictEqual(items.slice(3));
    expect(await session.getItems(5)).toStrictEqual(items);
    expect(await session.getItems(50)).toStrictEqual(items);
    expect(await session.getItems(undefined)).toStrictEqual(items);
    const before = emulator.stats.requests;
    expect(await session.getItems(0)).toEqual([]);
    expect(await session.getItems(-3)).toEqual([]);
    expect(emulator.stats.requests).toBe(before);
  });

  it('reads a history longer than one page, and stops reading once it has `limit` items', async () => {
    const recorder = recordRequests();
    const client = new Honcho({ baseURL: emulator.url, apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0, fetch: recorder.fetch });
    const session = freshSession({ client });
    const items = Array.from({ length: 250 }, (_, index) => (index % 2 === 0 ? userSays(`question ${index}`) : assistantSays(`answer ${index}`, `msg_${index}`)));
    await session.addItems(items);
    expect(await session.getItems()).toStrictEqual(items);

    recorder.requests.length = 0;
    expect(await session.getItems(3)).toStrictEqual(items.slice(-3));
    expect(recorder.requests.filter((request) => request.path.endsWith('/messages/list'))).toHaveLength(1);
  });

  it('keeps concurrent calls on one session in the order they were made', async () => {
    const session = freshSession();
    const turns = Array.from({ length: 6 }, (_, index) => [userSays(`q${index}`), assistantSays(`a${index}`, `m${index}`)]);
    const [firstRead] = await Promise.all([session.getItems(), ...turns.map((turn) => session.addItems(turn))]);
    expect(firstRead).toEqual([]);
    expect(await session.getItems()).toStrictEqual(turns.flat());
  });

  it('stores text over 25,000 characters whole, as several messages, and reads it back as one item', async () => {
    const session = freshSession();
    const long = userSays(`${'All about my garden. '.repeat(3_000)}🌻`);
    await session.addItems([long, assistantSays('What a garden.')]);
    const messages = stored(session.sessionId);
    expect(messages.map((message) => [message.peer_id, message.content.length])).toEqual([
      ['ada', 25_000],
      ['ada', 25_000],
      ['ada', 13_002],
      ['assistant', 14],
    ]);
    expect(messages.slice(0, 3).map((message) => message.content).join('')).toBe((long as { content: string }).content);
    expect(await session.getItems()).toStrictEqual([long, assistantSays('What a garden.')]);
    expect(await session.popItem()).toStrictEqual(assistantSays('What a garden.'));
    expect(await session.popItem()).toStrictEqual(long);
    expect(await session.getItems()).toEqual([]);
  });

  it('leaves out messages it did not write', async () => {
    const session = freshSession();
    await session.addItems([userSays('first')]);
    const raw = await honcho.session(session.sessionId);
    await raw.addMessages([{ peerId: 'ada', content: 'written by another integration' }]);
    await session.addItems([assistantSays('second')]);
    expect(await session.getItems()).toStrictEqual([userSays('first'), assistantSays('second')]);
  });
});

describe('popItem', () => {
  it('removes and returns the last item; its message stays in Honcho, marked as popped', async () => {
    const session = freshSession();
    const [call, result] = toolRoundTrip('call_3');
    await session.addItems([userSays('weather?'), call, result]);

    expect(await session.popItem()).toStrictEqual(result);
    expect(await session.getItems()).toStrictEqual([userSays('weather?'), call]);
    await session.addItems([assistantSays('Sunny.')]);
    expect(await session.getItems()).toStrictEqual([userSays('weather?'), call, assistantSays('Sunny.')]);

    const messages = stored(session.sessionId);
    expect(messages).toHaveLength(4);
    expect(messages.map((message) => markerOf(message.metadata)?.popped ?? false)).toEqual([false, false, true, false]);
  });

  it('returns undefined on an empty history, writing nothing', async () => {
    const session = freshSession();
    expect(await session.popItem()).toBeUndefined();
    await session.addItems([userSays('only')]);
    expect(await session.popItem()).toStrictEqual(userSays('only'));
    expect(await session.popItem()).toBeUndefined();
    expect(stored(session.sessionId)).toHaveLength(1);
  });
});

describe('clearSession', () => {
  it('empties the history with one mark; the messages stay in Honcho; new items start a new history', async () => {
    const recorder = recordRequests();
    const client = new Honcho({ baseURL: emulator.url, apiKey: API_KEY, workspaceId: WORKSPACE, maxRetries: 0, fetch: recorder.fetch });
    const session = freshSession({ client });
    await session.addItems([userSays('I like tea.'), assistantSays('Noted.'), userSays('And cake.'), assistantSays('Noted too.')]);
    await session.popItem();

    recorder.requests.length = 0;
    await session.clearSession();
    expect(recorder.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(await session.getItems()).toEqual([]);
    expect(await session.popItem()).toBeUndefined();

    await session.addItems([userSays('Fresh start.')]);
    expect(await session.getItems()).toStrictEqual([userSays('Fresh start.')]);

    const messages = stored(session.sessionId);
    expect(messages.map((message) => message.content)).toEqual(['I like tea.', 'Noted.', 'And cake.', 'Noted too.', 'Fresh start.']);
    expect(messages.map((message) => markerOf(message.metadata)?.cleared ?? false)).toEqual([false, false, false, true, false]);
  });

  it('does nothing on an empty or already cleared history', async () => {
    const session = freshSession();
    await session.clearSession();
    await session.addItems([userSays('x')]);
    await session.clearSession();
    const before = stored(session.sessionId).map((message) => message.metadata);
    await session.clearSession();
    expect(stored(session.sessionId).map((message) => message.metadata)).toEqual(before);
  });
});

describe('bad input', () => {
  const base = { sessionId: 'ok', userId: 'ada' };
  const cases: [string, unknown, RegExp][] = [
    ['no options', undefined, /options: must be an object/],
    ['a string', 'chat-1', /options: must be an object/],
    ['no sessionId', { userId: 'ada' }, /sessionId: must be a string id, got undefined/],
    ['no userId', { sessionId: 's' }, /userId: must be a string id, got undefined/],
    ['a path in sessionId', { ...base, sessionId: '../admin' }, /sessionId: must contain only letters, digits/],
    ['an empty userId', { ...base, userId: '' }, /userId: must not be empty/],
    ['an overlong assistantId', { ...base, assistantId: 'a'.repeat(600) }, /assistantId: must be at most 512 characters/],
    ['the user as assistant', { ...base, assistantId: 'ada' }, /assistantId: must differ from userId/],
    ['a client that is not Honcho', { ...base, client: { apiKey: API_KEY } }, /client: must be a Honcho client/],
    ['a typo', { ...base, userID: 'ada' }, /userID: is not a HonchoSession option \(expected one of client, sessionId, userId, assistantId\)/],
  ];

  it.each(cases)('refuses %s before any request, naming the field and the rule', (_label, options, message) => {
    const before = emulator.stats.requests;
    let thrown: unknown;
    try {
      new HonchoSession(options as HonchoSessionOptions);
    } catch (error) {
      thrown = error;
    }
    expect(HonchoValidationError.isInstance(thrown)).toBe(true);
    expect((thrown as Error).message).toMatch(/^Invalid HonchoSession options: /);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain(API_KEY);
    expect(emulator.stats.requests).toBe(before);
  });

  it('refuses items that are not JSON data, naming each, before any request', async () => {
    const session = freshSession();
    const cyclic: Record<string, unknown> = { role: 'user', content: 'loop' };
    cyclic.self = cyclic;
    const before = emulator.stats.requests;
    await expect(session.addItems('hello' as unknown as AgentInputItem[])).rejects.toThrow(/items: must be an array of items, got "hello"/);
    await expect(session.addItems([userSays('fine'), cyclic as AgentInputItem, 7 as unknown as AgentInputItem])).rejects.toThrow(
      /^Invalid addItems\(\) input: items\[1\]: must be JSON data \(Converting circular structure to JSON\); items\[2\]: must be an item object, got number 7$/,
    );
    await expect(session.getItems('3' as unknown as number)).rejects.toBeInstanceOf(HonchoValidationError);
    expect(emulator.stats.requests).toBe(before);
  });
});

describe('configuration and failures', () => {
  it('is configured from HONCHO_URL, HONCHO_API_KEY and HONCHO_WORKSPACE_ID without a client', async () => {
    vi.stubEnv('HONCHO_URL', emulator.url);
    vi.stubEnv('HONCHO_API_KEY', API_KEY);
    vi.stubEnv('HONCHO_WORKSPACE_ID', 'agents-from-env');
    const session = new HonchoSession({ sessionId: 'env-chat', userId: 'ada' });
    await session.addItems([userSays('configured from the environment')]);
    expect(emulator.store.messages('agents-from-env', 'env-chat').map((message) => message.content)).toEqual(['configured from the environment']);
  });

  it('fails with Honcho’s typed error, never carrying the key, and tries again on the next call', async () => {
    const wrongKey = 'hch-wrong-key-that-must-not-leak-42';
    const client = new Honcho({ baseURL: emulator.url, apiKey: wrongKey, workspaceId: WORKSPACE, maxRetries: 0 });
    const session = new HonchoSession({ client, sessionId: 'denied', userId: 'ada' });
    const failure = await session.getItems().catch((error: unknown) => error);
    expect(HonchoError.isInstance(failure)).toBe(true);
    expect((failure as HonchoError).status).toBe(401);
    expect(`${String(failure)} ${JSON.stringify(failure)} ${(failure as Error).stack ?? ''}`).not.toContain(wrongKey);
    const write = await session.addItems([userSays('x')]).catch((error: unknown) => error);
    expect(HonchoError.isInstance(write)).toBe(true);
    expect(String(write)).not.toContain(wrongKey);
  });

  it('says which items were not written when writes keep failing', async () => {
    const session = freshSession();
    await session.getItems();
    // Every write fails; the look-ups between them answer, so the items are known to be missing.
    emulator.faults.add({ match: { method: 'POST', path: /\/messages$/ }, failRate: 1, failStatus: 500 });
    const failure = await session.addItems([userSays('lost'), assistantSays('lost too')]).catch((error: unknown) => error);
    emulator.faults.clear();
    expect(BatchWriteError.isInstance(failure)).toBe(true);
    expect(await session.getItems()).toEqual([]);
  });

  it.each([
    ['the connection drops after the write', { dropConnection: 'after' as const }],
    ['a 500 comes after the write', { failRate: 1, failStatus: 500, failPhase: 'after' as const }],
  ])('stores each item exactly once when %s', async (_label, fault) => {
    const session = freshSession();
    await session.addItems([userSays('My bees swarmed.')]);
    emulator.faults.set({ ...fault, times: 1, match: { method: 'POST', path: new RegExp(`/sessions/${session.sessionId}/messages$`) } });
    try {
      await session.addItems([userSays('I caught them in a box.'), assistantSays('Well done.')]);
    } finally {
      emulator.faults.clear();
    }
    expect(await session.getItems()).toStrictEqual([userSays('My bees swarmed.'), userSays('I caught them in a box.'), assistantSays('Well done.')]);
    expect(stored(session.sessionId).map((message) => message.content)).toEqual(['My bees swarmed.', 'I caught them in a box.', 'Well done.']);
  });

  it('refuses to hide an item it cannot read back', async () => {
    const session = freshSession();
    await session.addItems([userSays('fine')]);
    const raw = await honcho.session(session.sessionId);
    const [message] = await (await raw.messages()).toArray();
    await raw.updateMessage(message!, { [STORED_ITEM_KEY]: { v: 1, item: '{broken' } });
    const failure = await session.getItems().catch((error: unknown) => error);
    expect(StoredItemError.isInstance(failure)).toBe(true);
    expect(failure).toMatchObject({ messageId: message!.id, sessionId: session.sessionId });
  });
});
