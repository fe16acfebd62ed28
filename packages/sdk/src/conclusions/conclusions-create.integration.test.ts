import type { FaultRule } from '@honcho-ai/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchWriteError } from '../batching/index.js';
import type { Conclusion } from './conclusion.js';
import type { ConclusionCreateParams } from './conclusion-options.js';
import { ConclusionsView } from './conclusions-view.js';
import { type Harness, startHarness } from './test-support/emulator-harness.js';

// Batched creation under injected faults. Every input has unique content, so
// the emulator's store can be counted per input: after each failed attempt,
// an item the error calls written is stored exactly once, one it calls not
// written is not stored, and one it calls unknown is stored at most once.
// Resending the not-written (and, after looking, the unknown that are
// missing) must complete the set with no duplicates.

const createRoute = { method: 'POST', path: /\/conclusions$/ } as const;

const inputs = (count: number): ConclusionCreateParams[] =>
  Array.from({ length: count }, (_, i) => ({ content: `fact ${String(i).padStart(4, '0')}`, sessionId: i % 7 === 0 ? 's1' : undefined }));

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function setUp(faults: FaultRule | FaultRule[]): Promise<{ h: Harness; view: ConclusionsView }> {
  const h = await startHarness({ seed: { workspaces: [{ id: 'ws', sessions: [{ id: 's1', peers: ['alice', 'bob'] }] }] } });
  harness = h;
  h.emulator.faults.set(faults);
  return { h, view: new ConclusionsView(h.http, 'ws', 'alice', 'bob', h.ensureWorkspace) };
}

function storedCounts(h: Harness): Map<string, number> {
  const counts = new Map<string, number>();
  for (const conclusion of h.emulator.store.conclusions('ws')) counts.set(conclusion.content, (counts.get(conclusion.content) ?? 0) + 1);
  return counts;
}

/**
 * Creates everything, resending after each failure only what the error (and,
 * for unknown items, a look at the server through the SDK) says is missing.
 * Checks the error's account against the store after every attempt.
 */
async function createAll(h: Harness, view: ConclusionsView, all: ConclusionCreateParams[], concurrency?: number): Promise<{ attempts: number; errors: BatchWriteError<ConclusionCreateParams, Conclusion>[] }> {
  let pending = all;
  const errors: BatchWriteError<ConclusionCreateParams, Conclusion>[] = [];
  for (let attempt = 1; attempt <= 30; attempt++) {
    const before = storedCounts(h);
    try {
      const created = await view.create(pending, { concurrency });
      expect(created.map((c) => c.content)).toEqual(pending.map((p) => p.content));
      return { attempts: attempt, errors };
    } catch (error) {
      if (!BatchWriteError.isInstance(error)) throw error;
      const batchError = error as BatchWriteError<ConclusionCreateParams, Conclusion>;
      errors.push(batchError);
      const after = storedCounts(h);
      const delta = (item: ConclusionCreateParams) => (after.get(item.content) ?? 0) - (before.get(item.content) ?? 0);

      // Every input is accounted for exactly once.
      const indices = [...batchError.writtenIndices, ...batchError.notWritten.map((i) => i.index), ...batchError.unknown.map((i) => i.index)].sort((a, b) => a - b);
      expect(indices).toEqual(pending.map((_, i) => i));
      expect(batchError.total).toBe(pending.length);

      batchError.writtenIndices.forEach((index, position) => {
        expect(delta(pending[index]!)).toBe(1);
        expect(batchError.written[position]?.content).toBe(pending[index]!.content);
      });
      for (const item of batchError.notWritten) expect(delta(item.input)).toBe(0);
      for (const item of batchError.unknown) expect([0, 1]).toContain(delta(item.input));
      expect(batchError.notWritten.every((item) => item.input === pending[item.index])).toBe(true);

      // Unknown items: look at what the server holds (through the SDK) and resend only the missing ones.
      let unknownMissing: ConclusionCreateParams[] = [];
      if (batchError.unknown.length > 0) {
        const storedContents = new Set((await (await view.list({ size: 100 })).toArray()).map((c) => c.content));
        unknownMissing = batchError.unknownInputs.filter((input) => !storedContents.has(input.content));
      }
      pending = [...batchError.notWrittenInputs, ...unknownMissing];
      if (pending.length === 0) return { attempts: attempt, errors };
    }
  }
  throw new Error('did not converge');
}

function expectExactlyOnce(h: Harness, all: ConclusionCreateParams[]): void {
  const counts = storedCounts(h);
  expect(counts.size).toBe(all.length);
  for (const item of all) expect(counts.get(item.content)).toBe(1);
  const stored = h.emulator.store.conclusions('ws');
  expect(stored.filter((c) => c.session_id === 's1')).toHaveLength(all.filter((i) => i.sessionId === 's1').length);
  expect(stored.every((c) => c.observer_id === 'alice' && c.observed_id === 'bob')).toBe(true);
}

describe('ConclusionsView.create with many conclusions', () => {
  it('stores 1,234 conclusions in 13 requests, in input order', async () => {
    const { h, view } = await setUp([]);
    const all = inputs(1_234);
    const created = await view.create(all);
    expect(created.map((c) => c.content)).toEqual(all.map((i) => i.content));
    expect(h.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/conclusions'))).toHaveLength(13);
    expectExactlyOnce(h, all);
    // Sequential batches are stored in input order.
    const stored = (await (await view.list({ reverse: true, size: 100 })).toArray()).map((c) => c.content);
    expect(stored).toEqual(all.map((i) => i.content));
  });

  it('500s (final for a write): failed batches are reported, nothing is duplicated, resending completes the set', async () => {
    const { h, view } = await setUp({ match: createRoute, failRate: 0.5, failStatus: 500, seed: 1 });
    const all = inputs(275);
    const { errors } = await createAll(h, view, all);
    expect(errors.length).toBeGreaterThan(0);
    // A 500 may come after the write committed, so its batch is `unknown`, not resendable blindly.
    expect(errors[0]?.unknown.length).toBeGreaterThan(0);
    // Never retried: each injected 500 is one failed attempt the error reported.
    expect(h.emulator.stats.injectedFailures).toBe(errors.length);
    expectExactlyOnce(h, all);
  });

  it('503s: retried by the transport (provably unprocessed); exhausted retries are not written', async () => {
    const { h, view } = await setUp({ match: createRoute, failRate: 0.75, failStatus: 503, seed: 3 });
    const all = inputs(420);
    const { errors } = await createAll(h, view, all);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.unknown.length === 0)).toBe(true);
    expect(h.emulator.stats.injectedFailures).toBeGreaterThan(errors.length);
    expectExactlyOnce(h, all);
  });

  it('connections dropped before the write: unknown to the client, never stored', async () => {
    const { h, view } = await setUp({ match: createRoute, dropConnection: 'before', dropRate: 0.4, seed: 5 });
    const all = inputs(310);
    const { errors } = await createAll(h, view, all);
    expect(errors.length).toBeGreaterThan(0);
    expect(h.emulator.stats.droppedBeforeHandling).toBeGreaterThan(0);
    expectExactlyOnce(h, all);
  });

  it('connections dropped after the write: unknown to the client, stored once, found before resending', async () => {
    const { h, view } = await setUp({ match: createRoute, dropConnection: 'after', dropRate: 0.4, seed: 9 });
    const all = inputs(310);
    const { errors } = await createAll(h, view, all);
    expect(errors.length).toBeGreaterThan(0);
    expect(h.emulator.stats.droppedAfterHandling).toBeGreaterThan(0);
    // The dropped batches were written: the error could not know, the store does.
    const firstUnknown = errors[0]!.unknown;
    expect(firstUnknown.length).toBeGreaterThan(0);
    expectExactlyOnce(h, all);
  });

  it('mixed faults with four requests in flight', async () => {
    const { h, view } = await setUp([
      { match: createRoute, failRate: 0.2, failStatus: 500, seed: 21 },
      { match: createRoute, failRate: 0.2, failStatus: 503, seed: 22 },
      { match: createRoute, dropConnection: 'after', dropRate: 0.15, seed: 23 },
      { match: createRoute, dropConnection: 'before', dropRate: 0.15, seed: 24 },
    ]);
    const all = inputs(777);
    const { errors } = await createAll(h, view, all, 4);
    expect(errors.length).toBeGreaterThan(0);
    expectExactlyOnce(h, all);
  });
});
