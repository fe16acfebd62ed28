import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorClient, type EmulatorClient } from '../client/test-support/emulator-client.js';
import { createTurnMemory, type TurnMemoryOptions } from './create-turn-memory.js';
import type { HonchoMemoryError } from './honcho-memory-error.js';
import type { MemoryBlockStore, StoredMemoryBlock } from './memory-block-store.js';

// A turn's memory within a deadline, against the emulator over HTTP with its latency faults: the
// server takes 30 s, the hook has 4 s (scaled down by 10 here: 3 s and 400 ms).

let env: EmulatorClient;
beforeAll(async () => {
  env = await startEmulatorClient();
});
afterEach(() => env.emulator.faults.clear());
afterAll(async () => {
  await env.close();
});

const SERVER_TAKES_MS = 3_000;
const DEADLINE_MS = 400;
// One session's context route: a slow request left over from another test must not take the fault.
const contextOf = (sessionId: string) => ({ method: 'GET', path: new RegExp(`/sessions/${sessionId}/context$`) });
// The turns that set the scene wait as long as they need: only the turn under test has the short deadline.
const PATIENT = { deadline: 10_000 };
let workspaces = 0;

function memoryOnEmulator(options: TurnMemoryOptions = {}): { errors: HonchoMemoryError[]; memory: ReturnType<typeof createTurnMemory>; workspaceId: string } {
  workspaces += 1;
  const workspaceId = `deadline-${workspaces}`;
  const errors: HonchoMemoryError[] = [];
  const memory = createTurnMemory({ baseURL: env.emulator.url, workspaceId, maxRetries: 0, timeout: 10_000, deadline: DEADLINE_MS, onError: (error) => errors.push(error), ...options });
  return { errors, memory, workspaceId };
}

/** Resolves when `check` holds, polling; fails after `ms`. */
async function eventually(check: () => boolean, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('memoryBlock with a deadline', () => {
  it('serves the last good block, marked stale with its age, while the server is slow; the refresh goes on and the next turn gets it', async () => {
    const saved = new Map<string, StoredMemoryBlock>();
    const { memory, errors } = memoryOnEmulator({ blockStore: { get: (key) => saved.get(key), set: (key, block) => void saved.set(key, block) } });
    const conversation = memory.conversation({ userId: 'alice', sessionId: 'hook' });
    await conversation.saveTurn({ key: 't1', userText: 'I keep bees on my roof.' }, 'Lovely!');
    const first = await conversation.memoryBlock({ key: 't2', userText: 'hi' }, PATIENT);
    expect(first).toMatch(/^<honcho_memory>\n/);
    expect(first).toContain('I keep bees on my roof.');

    await conversation.saveTurn({ key: 't2', userText: 'I also grow tomatoes.' }, 'Nice.');
    env.emulator.faults.set({ latencyMs: SERVER_TAKES_MS, times: 1, match: contextOf('hook') });
    const started = Date.now();
    const stale = await conversation.memoryBlock({ key: 't3', userText: 'what do I grow?' });
    const waited = Date.now() - started;

    expect(stale).toMatch(/^<honcho_memory stale="true" age_seconds="\d+">\n/);
    expect(stale).toContain('I keep bees on my roof.');
    expect(stale).not.toContain('I also grow tomatoes.');
    // Answered at the deadline, long before the server (a loose bound: a busy machine can only make it later).
    expect(waited).toBeLessThan(SERVER_TAKES_MS);

    // The fetch the deadline left behind lands in the background, within `timeout`...
    await eventually(() => [...saved.values()].some((block) => block.text.includes('I also grow tomatoes.')));
    // ...so the next turn, with the server slow again, is served that refreshed block.
    env.emulator.faults.set({ latencyMs: SERVER_TAKES_MS, times: 1, match: contextOf('hook') });
    const next = await conversation.memoryBlock({ key: 't4', userText: 'and now?' });
    expect(next).toMatch(/^<honcho_memory stale="true" age_seconds="\d+">\n/);
    expect(next).toContain('I also grow tomatoes.');
    // And once the server is fast, turns are fresh again.
    await eventually(() => env.emulator.stats.delayedRequests >= 2);
    env.emulator.faults.clear();
    expect(await conversation.memoryBlock({ key: 't5', userText: 'hello' }, PATIENT)).toMatch(/^<honcho_memory>\n/);
    expect(errors).toEqual([]);
  });

  it('a 4 s hook is answered within its deadline while the server takes 30 s', async () => {
    const { memory } = memoryOnEmulator({ timeout: 35_000, deadline: 4_000 });
    const conversation = memory.conversation({ userId: 'dana', sessionId: 'prompt-hook' });
    await conversation.saveTurn({ key: 't1', userText: 'My cat is called Miso.' }, 'Cute!');
    await conversation.memoryBlock({ key: 't2', userText: 'hi' }, PATIENT);
    env.emulator.faults.set({ latencyMs: 30_000, times: 1, match: contextOf('prompt-hook') });

    const started = Date.now();
    const block = await conversation.memoryBlock({ key: 't3', userText: "what is my cat's name?" });
    const waited = Date.now() - started;

    // It waited for the deadline and answered at it: the hook's 4 s, not the server's 30 s (a second
    // of slack for a busy machine).
    expect(waited).toBeGreaterThanOrEqual(3_990);
    expect(waited).toBeLessThan(5_000);
    expect(block).toMatch(/^<honcho_memory stale="true"/);
    expect(block).toContain('My cat is called Miso.');
  });

  it('with no earlier block, the turn has no memory and onError is told', async () => {
    const { memory, errors } = memoryOnEmulator();
    const conversation = memory.conversation({ userId: 'bob', sessionId: 'first-turn' });
    await conversation.saveTurn({ key: 't1', userText: 'I am bob.' }, 'Hi bob.');
    env.emulator.faults.set({ latencyMs: SERVER_TAKES_MS, times: 1, match: contextOf('first-turn') });

    expect(await conversation.memoryBlock({ key: 't2', userText: 'who am I?' })).toBeUndefined();

    expect(errors).toHaveLength(1);
    expect(errors[0]?.operation).toBe('context');
    expect(errors[0]?.message).toContain(`did not answer within the ${DEADLINE_MS} ms deadline, and no earlier memory block is kept`);
  });

  it('keeps blocks in the store it is given (a Map-backed async store, as a serverless app would give)', async () => {
    const saved = new Map<string, StoredMemoryBlock>();
    const blockStore: MemoryBlockStore = {
      get: async (key) => saved.get(key),
      set: async (key, block) => {
        saved.set(key, block);
      },
    };
    const { memory, workspaceId, errors } = memoryOnEmulator({ blockStore });
    const conversation = memory.conversation({ userId: 'carol', sessionId: 'lambda' });
    await conversation.saveTurn({ key: 't1', userText: 'I live in Lisbon.' }, 'Olá!');
    await conversation.memoryBlock({ key: 't2', userText: 'hi' }, PATIENT);
    expect([...saved.keys()]).toEqual([JSON.stringify([workspaceId, 'assistant', 'carol', 'lambda'])]);

    // A new process (a new turn memory) with the same store, and a slow server: the stored block is served.
    const { memory: coldStart } = memoryOnEmulator({ blockStore, workspaceId });
    env.emulator.faults.set({ latencyMs: SERVER_TAKES_MS, times: 1, match: contextOf('lambda') });
    const stale = await coldStart.conversation({ userId: 'carol', sessionId: 'lambda' }).memoryBlock({ key: 't3', userText: 'where do I live?' });
    expect(stale).toMatch(/^<honcho_memory stale="true"/);
    expect(stale).toContain('I live in Lisbon.');
    expect(errors).toEqual([]);
  });

  it('refuses a deadline longer than the timeout, and a store without get and set, before any request', () => {
    const before = env.emulator.stats.requests;
    expect(() => createTurnMemory({ baseURL: env.emulator.url, workspaceId: 'w', timeout: 2_000, deadline: 3_000 })).toThrow(HonchoValidationError);
    expect(() => createTurnMemory({ baseURL: env.emulator.url, workspaceId: 'w', timeout: 2_000, deadline: 3_000 })).toThrow(/deadline/);
    expect(() => createTurnMemory({ baseURL: env.emulator.url, workspaceId: 'w', blockStore: { get: () => undefined } as unknown as MemoryBlockStore })).toThrow(
      'blockStore: must be an object with get(key) and set(key, block) methods',
    );
    expect(env.emulator.stats.requests).toBe(before);
  });
});
