import type { FaultRule } from '@honcho-ai/testing';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteError } from '../batching/index.js';
import { Honcho } from '../client/honcho.js';
import type { Message } from '../message/message.js';
import type { Session } from './peer-and-session.js';
import type { MessageAdditionItem } from './session-options.js';

// Batched addMessages against the emulator with injected faults, counting what
// the emulator really stored: every message must be stored exactly once or be
// named in the error, and the error must say which is which.

let emulator: RunningEmulator;
let sessionCount = 0;
const CREATE_MESSAGES = { method: 'POST', path: /\/sessions\/[^/]+\/messages$/ } as const;

beforeAll(async () => {
  emulator = await startEmulator();
});
afterEach(() => {
  emulator.faults.clear();
});
afterAll(async () => {
  await emulator.close();
});

async function freshSession(): Promise<{ honcho: Honcho; session: Session; id: string }> {
  sessionCount += 1;
  const id = `import-${sessionCount}`;
  // `retryBackoff` is a transport option HonchoConfig does not declare; it reaches the HttpClient and keeps retries fast here.
  const options = { baseURL: emulator.url, workspaceId: 'batching', retryBackoff: { initialDelayMs: 1, maxDelayMs: 5 } };
  const honcho = new Honcho(options);
  const session = await honcho.session(id);
  return { honcho, session, id };
}

const inputsFor = (count: number, tag = 'msg'): MessageAdditionItem[] =>
  Array.from({ length: count }, (_, i) => ({ peerId: i % 3 === 0 ? 'bot' : 'user', content: `${tag}-${i}`, metadata: { i } }));

/** How many times each content is stored in the session. */
function storedCounts(id: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of emulator.store.messages('batching', id)) counts.set(message.content, (counts.get(message.content) ?? 0) + 1);
  return counts;
}

async function catchBatch(promise: Promise<unknown>): Promise<BatchWriteError<MessageAdditionItem, Message>> {
  const error = await promise.then(
    () => {
      throw new Error('expected addMessages to fail');
    },
    (thrown: unknown) => thrown,
  );
  if (!BatchWriteError.isInstance(error)) throw error;
  return error as BatchWriteError<MessageAdditionItem, Message>;
}

/** The error names every input exactly once, and agrees with what the emulator stored. */
function expectErrorMatchesStore(error: BatchWriteError<MessageAdditionItem, Message>, inputs: MessageAdditionItem[], id: string): void {
  const indices = [...error.writtenIndices, ...error.notWritten.map((item) => item.index), ...error.unknown.map((item) => item.index)].sort((a, b) => a - b);
  expect(indices).toEqual(inputs.map((_, i) => i));
  const counts = storedCounts(id);
  for (const [content, count] of counts) expect(count, `${content} stored ${count} times`).toBe(1);
  for (const index of error.writtenIndices) expect(counts.get(inputs[index]?.content as string)).toBe(1);
  for (const item of error.notWritten) expect(counts.has(item.input.content)).toBe(false);
  // `written` holds the stored messages themselves, in input order.
  expect(error.written.map((message) => message.content)).toEqual(error.writtenIndices.map((index) => inputs[index]?.content));
}

/**
 * What a caller does with the error: resend `notWritten` as is, and for
 * `unknown` look in the session first and resend only what is missing.
 */
async function reconcile(session: Session, error: BatchWriteError<MessageAdditionItem, Message>): Promise<MessageAdditionItem[]> {
  const present = new Set((await (await session.messages({ size: 100 })).toArray()).map((message) => message.content));
  return [...error.notWritten, ...error.unknown].sort((a, b) => a.index - b.index).map((item) => item.input).filter((input) => !present.has(input.content));
}

describe('addMessages under injected faults', () => {
  it('a 500 on one batch: earlier batches written, that batch unknown, later ones not written; reconciling completes the set', async () => {
    const { session, id } = await freshSession();
    const inputs = inputsFor(1000);
    // The fourth create-messages request fails with 500 (which the client cannot tell from a failure after writing).
    let seen = 0;
    emulator.faults.set({ match: (request) => request.method === 'POST' && /\/messages$/.test(new URL(request.url).pathname) && ++seen === 4, failRate: 1, failStatus: 500 });
    const error = await catchBatch(session.addMessages(inputs));
    expect(error.status).toBe(500);
    expect(error.writtenIndices).toEqual(Array.from({ length: 300 }, (_, i) => i));
    expect(error.unknown.map((item) => item.index)).toEqual(Array.from({ length: 100 }, (_, i) => 300 + i));
    expect(error.notWritten.map((item) => item.index)).toEqual(Array.from({ length: 600 }, (_, i) => 400 + i));
    expectErrorMatchesStore(error, inputs, id);
    expect(emulator.stats.injectedFailures).toBeGreaterThan(0);

    emulator.faults.clear();
    const resend = await reconcile(session, error);
    expect(resend).toHaveLength(700);
    await session.addMessages(resend);
    const counts = storedCounts(id);
    expect(counts.size).toBe(1000);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    // Sequential batches and a prefix-shaped failure keep the conversation in order.
    expect(emulator.store.messages('batching', id).map((message) => message.content)).toEqual(inputs.map((input) => input.content));
  });

  it.each([
    ['a connection dropped before the server handled it', { dropConnection: 'before' }],
    ['a connection dropped after the server stored the batch', { dropConnection: 'after' }],
  ] as const)('%s: the batch is unknown and is never resent by the SDK', async (_name, fault) => {
    const { session, id } = await freshSession();
    const inputs = inputsFor(350);
    let seen = 0;
    emulator.faults.set({ match: (request) => request.method === 'POST' && /\/messages$/.test(new URL(request.url).pathname) && ++seen === 2, ...fault });
    const error = await catchBatch(session.addMessages(inputs));
    expect(error.unknown.map((item) => item.index)).toEqual(Array.from({ length: 100 }, (_, i) => 100 + i));
    expect(error.notWritten.map((item) => item.index)).toEqual(Array.from({ length: 150 }, (_, i) => 200 + i));
    expectErrorMatchesStore(error, inputs, id);
    // Exactly one create request carried batch 1: no retry after an ambiguous failure.
    expect(seen).toBe(2);
    const unknownStored = error.unknown.filter((item) => storedCounts(id).has(item.input.content)).length;
    expect(unknownStored).toBe(fault.dropConnection === 'after' ? 100 : 0);

    emulator.faults.clear();
    await session.addMessages(await reconcile(session, error));
    const counts = storedCounts(id);
    expect(counts.size).toBe(350);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  it('503 and 429 (turned away unprocessed) are retried by the transport without duplicates', async () => {
    const { session, id } = await freshSession();
    const inputs = inputsFor(300);
    emulator.faults.set([
      { match: CREATE_MESSAGES, failRate: 1, failStatus: 503, times: 1 },
      { match: CREATE_MESSAGES, failRate: 1, failStatus: 429, retryAfter: 0, times: 1 },
    ]);
    const stored = await session.addMessages(inputs);
    expect(stored.map((message) => message.content)).toEqual(inputs.map((input) => input.content));
    expect(emulator.stats.injectedFailures).toBeGreaterThanOrEqual(2);
    const counts = storedCounts(id);
    expect(counts.size).toBe(300);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  it('a 503 that outlasts the retries is reported as not written', async () => {
    const { session, id } = await freshSession();
    const inputs = inputsFor(250);
    let seen = 0;
    emulator.faults.set({ match: (request) => request.method === 'POST' && /\/messages$/.test(new URL(request.url).pathname) && ++seen >= 2, failRate: 1, failStatus: 503 });
    const error = await catchBatch(session.addMessages(inputs, { maxRetries: 1 }));
    expect(error.status).toBe(503);
    expect(error.writtenIndices).toHaveLength(100);
    expect(error.unknown).toEqual([]);
    expect(error.notWritten).toHaveLength(150);
    expectErrorMatchesStore(error, inputs, id);
    emulator.faults.clear();
    await session.addMessages(error.notWrittenInputs); // no reconciling needed
    expect(storedCounts(id).size).toBe(250);
  });

  it.each([1, 4])(
    'random 500s and drops on about a third of requests, concurrency %i: every message ends up stored exactly once',
    async (concurrency) => {
      const { session, id } = await freshSession();
      const inputs = inputsFor(1200, `c${concurrency}`);
      const faults: FaultRule[] = [
        { match: CREATE_MESSAGES, failRate: 0.1, failStatus: 500, seed: 11 + concurrency },
        { match: CREATE_MESSAGES, dropConnection: 'before', dropRate: 0.1, seed: 23 + concurrency },
        { match: CREATE_MESSAGES, dropConnection: 'after', dropRate: 0.1, seed: 37 + concurrency },
      ];
      emulator.faults.set(faults);
      let pending = inputs;
      let rounds = 0;
      let failures = 0;
      while (pending.length > 0) {
        rounds += 1;
        expect(rounds).toBeLessThan(60);
        try {
          await session.addMessages(pending, { concurrency });
          pending = [];
        } catch (thrown) {
          if (!BatchWriteError.isInstance(thrown)) throw thrown;
          const error = thrown as BatchWriteError<MessageAdditionItem, Message>;
          failures += 1;
          // What the error claims written is stored exactly once; nothing in the store is a duplicate.
          const counts = storedCounts(id);
          for (const [content, count] of counts) expect(count, content).toBe(1);
          for (const message of error.written) expect(counts.get(message.content)).toBe(1);
          for (const item of error.notWritten) expect(counts.has(item.input.content)).toBe(false);
          pending = await reconcile(session, error);
        }
      }
      expect(failures).toBeGreaterThan(0);
      const counts = storedCounts(id);
      expect(counts.size).toBe(1200);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      expect(emulator.stats.droppedAfterHandling + emulator.stats.droppedBeforeHandling + emulator.stats.injectedFailures).toBeGreaterThan(0);
    },
    60_000,
  );

  it('an abort stops after the batch in flight; the rest are not written', async () => {
    const { session, id } = await freshSession();
    const inputs = inputsFor(500);
    const controller = new AbortController();
    let seen = 0;
    emulator.faults.set({
      match: (request) => {
        if (request.method === 'POST' && /\/messages$/.test(new URL(request.url).pathname) && ++seen === 2) controller.abort();
        return false;
      },
    });
    const error = await catchBatch(session.addMessages(inputs, { signal: controller.signal }));
    expect(error.cause).toMatchObject({ name: 'APIUserAbortError' });
    expectErrorMatchesStore(error, inputs, id);
    expect(error.notWritten.length).toBeGreaterThanOrEqual(300);
  });
});
