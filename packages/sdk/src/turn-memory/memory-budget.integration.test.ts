import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorClient, type EmulatorClient } from '../client/test-support/emulator-client.js';
import { createTurnMemory } from './create-turn-memory.js';
import type { HonchoMemoryError } from './honcho-memory-error.js';
import type { MemoryTrim } from './memory-budget.js';

// maxTokens against the emulator over HTTP: every block turn memory produces under a budget, fresh
// or served stale past a deadline, is within it when counted with the same tokenizer.

let env: EmulatorClient;
beforeAll(async () => {
  env = await startEmulatorClient();
});
afterAll(async () => {
  await env.close();
});

describe('turn memory with maxTokens', () => {
  it('bounds the whole block, and says what it left out', async () => {
    const trims: MemoryTrim[] = [];
    const errors: HonchoMemoryError[] = [];
    const seed = createTurnMemory({ baseURL: env.emulator.url, workspaceId: 'budget', maxRetries: 0, onError: (error) => errors.push(error) });
    const conversation = seed.conversation({ userId: 'alice', sessionId: 'long' });
    for (let turn = 0; turn < 30; turn++) {
      await conversation.saveTurn({ key: `t${turn}`, userText: `Turn ${turn}: today I tended the bees, repotted basil and read about Porto's tiles.` }, `Reply ${turn}: that sounds like a full and lovely day.`);
    }
    const unbounded = await conversation.memoryBlock({ key: 'look', userText: 'hi' }, { contextTokens: 100_000 });
    const full = countTokens(unbounded as string);
    expect(full).toBeGreaterThan(800);

    for (const maxTokens of [120, 300, 600, full - 1, full + 100]) {
      const memory = createTurnMemory({ baseURL: env.emulator.url, workspaceId: 'budget', maxRetries: 0, contextTokens: 100_000, maxTokens, onTrim: (trim) => trims.push(trim) });
      const block = await memory.conversation({ userId: 'alice', sessionId: 'long' }).memoryBlock({ key: `b${maxTokens}`, userText: 'hi' });
      expect(block === undefined || countTokens(block) <= maxTokens, `maxTokens ${maxTokens}: ${block === undefined ? 0 : countTokens(block)} tokens`).toBe(true);
      expect(trims.at(-1)?.maxTokens).toBe(maxTokens);
    }
    expect(trims.at(-1)).toMatchObject({ messages: 0, summary: false });
    expect(trims[0]?.messages).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('keeps a block served stale, past a deadline, within the budget too', async () => {
    const memory = createTurnMemory({ baseURL: env.emulator.url, workspaceId: 'budget-stale', maxRetries: 0, timeout: 10_000, deadline: 400, maxTokens: 200, contextTokens: 100_000 });
    const conversation = memory.conversation({ userId: 'bob', sessionId: 'stale' });
    for (let turn = 0; turn < 10; turn++) await conversation.saveTurn({ key: `t${turn}`, userText: `Turn ${turn}: I fixed another bicycle in my workshop today.` }, `Reply ${turn}: nice work.`);
    const fresh = await conversation.memoryBlock({ key: 'warm', userText: 'hi' }, { deadline: 10_000 });
    expect(fresh).toBeDefined();
    env.emulator.faults.set({ latencyMs: 3_000, times: 1, match: { method: 'GET', path: /\/sessions\/stale\/context$/ } });
    try {
      const stale = await conversation.memoryBlock({ key: 'slow', userText: 'hi' });
      expect(stale).toMatch(/^<honcho_memory stale="true"/);
      expect(countTokens(stale as string)).toBeLessThanOrEqual(200);
    } finally {
      env.emulator.faults.clear();
    }
  });
});
