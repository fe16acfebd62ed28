import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateText } from '../../packages/ai-sdk/node_modules/ai/dist/index.mjs';
import { MockLanguageModelV3 } from '../../packages/ai-sdk/node_modules/ai/dist/test/index.mjs';
import { aiSdk, sdk, testingNode } from './packages.js';
import { failOnUnhandledRejections } from './unhandled-rejections.js';

// Bulk writes under injected failures neither lose nor duplicate data. After
// each failed call, the BatchWriteError is checked against the emulator's store
// (the ground truth): `written` items are stored exactly once, `notWritten`
// ones are not stored, `unknown` ones are resolved by reading back through the
// SDK, and resending exactly the missing ones completes the set. At the end,
// every item is stored exactly once.
//
// `ai` is the ai-sdk package's own devDependency (v6, LanguageModelV3), imported
// by path because tests/ is not a workspace member.

failOnUnhandledRejections();

type RunningEmulator = Awaited<ReturnType<typeof testingNode.startEmulator>>;

const WS = 'nothing-lost';
const TOTAL = 5_000;
/** Resend rounds allowed before the test gives up: ~20% of 50 batches fail per pass, so a dozen usually do. */
const MAX_ROUNDS = 200;

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await testingNode.startEmulator({
    port: 0,
    seed: { workspaces: [{ id: WS, peers: ['alice', 'assistant'], sessions: [{ id: 'bulk', peers: ['alice', 'assistant'] }] }] },
  });
});
afterEach(() => emulator.faults.clear());
afterAll(async () => {
  await emulator.close();
});

const client = (): sdk.Honcho =>
  new sdk.Honcho({ baseURL: emulator.url, workspaceId: WS, maxRetries: 2, retryBackoff: { initialDelayMs: 1, maxDelayMs: 10 } });

/** 20% of the matching writes fail: half dropped before the server acts, half after it stored the batch. */
function failWrites(path: RegExp): void {
  emulator.faults.set([
    { match: { method: 'POST', path }, dropConnection: 'before', dropRate: 0.1, seed: 41 },
    { match: { method: 'POST', path }, dropConnection: 'after', dropRate: 0.1 / 0.9, seed: 42 },
  ]);
}

/** How many times each content string occurs. */
function tally(contents: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const content of contents) counts.set(content, (counts.get(content) ?? 0) + 1);
  return counts;
}

interface RecoveryReport {
  rounds: number;
  failedCalls: number;
  written: number;
  notWritten: number;
  unknownStored: number;
  unknownNotStored: number;
}

/**
 * Writes `items` with `write`, and after each BatchWriteError checks it against
 * `storedNow()` (the emulator's store), resolves its `unknown` items with
 * `readBack()` (the SDK), and resends only what is missing.
 */
async function writeUntilComplete<T extends { content: string }>(
  items: readonly T[],
  write: (batch: T[]) => Promise<unknown>,
  storedNow: () => Map<string, number>,
  readBack: () => Promise<Set<string>>,
): Promise<RecoveryReport> {
  const report: RecoveryReport = { rounds: 0, failedCalls: 0, written: 0, notWritten: 0, unknownStored: 0, unknownNotStored: 0 };
  let pending = [...items];
  while (pending.length > 0) {
    report.rounds++;
    if (report.rounds > MAX_ROUNDS) throw new Error(`still ${pending.length} items missing after ${MAX_ROUNDS} rounds`);
    try {
      await write(pending);
      report.written += pending.length;
      pending = [];
      continue;
    } catch (error) {
      expect(sdk.BatchWriteError.isInstance(error), `expected a BatchWriteError, got ${String(error)}`).toBe(true);
      const failure = error as sdk.BatchWriteError<T, unknown>;
      report.failedCalls++;

      // The three lists name every index of this call exactly once.
      const indices = [...failure.writtenIndices, ...failure.notWritten.map((item) => item.index), ...failure.unknown.map((item) => item.index)];
      expect(indices.sort((a, b) => a - b)).toEqual(pending.map((_, index) => index));
      expect(failure.total).toBe(pending.length);

      // Precise against the ground truth: written ones are stored once, notWritten ones not at all.
      const stored = storedNow();
      for (const index of failure.writtenIndices) expect(stored.get(pending[index]?.content ?? '')).toBe(1);
      for (const item of failure.notWritten) expect(stored.get(item.input.content) ?? 0).toBe(0);
      for (const item of failure.unknown) expect(stored.get(item.input.content) ?? 0).toBeLessThanOrEqual(1);

      // Unknown ones are resolved the way an app would: by reading back through the SDK.
      const seen = await readBack();
      const unknownMissing = failure.unknown.filter((item) => !seen.has(item.input.content));
      report.written += failure.writtenIndices.length;
      report.notWritten += failure.notWritten.length;
      report.unknownStored += failure.unknown.length - unknownMissing.length;
      report.unknownNotStored += unknownMissing.length;
      pending = [...failure.notWritten, ...unknownMissing].sort((a, b) => a.index - b.index).map((item) => item.input);
    }
  }
  return report;
}

function expectEachStoredOnce(expected: readonly string[], stored: Map<string, number>): void {
  const wrong = expected.filter((content) => stored.get(content) !== 1).map((content) => `${content}×${stored.get(content) ?? 0}`);
  expect(wrong).toEqual([]);
  expect([...stored.values()].reduce((sum, n) => sum + n, 0)).toBe(expected.length);
}

describe('nothing lost, nothing duplicated, under 20% injected failures', () => {
  it(`bulk addMessages of ${TOTAL} messages`, async () => {
    const honcho = client();
    const alice = await honcho.peer('alice');
    const assistant = await honcho.peer('assistant');
    const session = await honcho.session('bulk');
    const messages = Array.from({ length: TOTAL }, (_, i) => (i % 2 === 0 ? alice : assistant).message(`message ${String(i).padStart(5, '0')}`));

    failWrites(/\/sessions\/bulk\/messages$/);
    const report = await writeUntilComplete(
      messages,
      (batch) => session.addMessages(batch, { concurrency: 4 }),
      () => tally(emulator.store.messages(WS, 'bulk').map((message) => message.content)),
      async () => new Set((await (await session.messages({ size: 100 })).toArray()).map((message) => message.content)),
    );
    emulator.faults.clear();

    expectEachStoredOnce(
      messages.map((message) => message.content),
      tally(emulator.store.messages(WS, 'bulk').map((message) => message.content)),
    );
    // The faults really struck, of both kinds, and both kinds of unknown were seen.
    expect(report.failedCalls).toBeGreaterThan(3);
    expect(emulator.stats.droppedBeforeHandling).toBeGreaterThan(0);
    expect(emulator.stats.droppedAfterHandling).toBeGreaterThan(0);
    expect(report.unknownStored).toBeGreaterThan(0);
    expect(report.unknownNotStored).toBeGreaterThan(0);
    console.info(`nothing-lost messages: ${JSON.stringify({ ...report, stats: emulator.stats })}`);
  }, 90_000);

  it(`bulk conclusion creation of ${TOTAL} conclusions`, async () => {
    const honcho = client();
    const alice = await honcho.peer('alice');
    const view = alice.conclusionsOf('assistant');
    const conclusions = Array.from({ length: TOTAL }, (_, i) => ({ content: `conclusion ${String(i).padStart(5, '0')}` }));
    const storedNow = (): Map<string, number> =>
      tally(
        emulator.store
          .conclusions(WS)
          .filter((conclusion) => conclusion.observer_id === 'alice' && conclusion.observed_id === 'assistant')
          .map((conclusion) => conclusion.content),
      );

    const before = { ...emulator.stats };
    failWrites(/\/conclusions$/);
    const report = await writeUntilComplete(
      conclusions,
      (batch) => view.create(batch, { concurrency: 4 }),
      storedNow,
      async () => new Set((await (await view.list({ size: 100 })).toArray()).map((conclusion) => conclusion.content)),
    );
    emulator.faults.clear();

    expectEachStoredOnce(
      conclusions.map((conclusion) => conclusion.content),
      storedNow(),
    );
    expect(report.failedCalls).toBeGreaterThan(3);
    expect(emulator.stats.droppedBeforeHandling).toBeGreaterThan(before.droppedBeforeHandling);
    expect(emulator.stats.droppedAfterHandling).toBeGreaterThan(before.droppedAfterHandling);
    expect(report.unknownStored).toBeGreaterThan(0);
    expect(report.unknownNotStored).toBeGreaterThan(0);
    console.info(`nothing-lost conclusions: ${JSON.stringify(report)}`);
  }, 90_000);

  it('the AI SDK middleware persists every turn exactly once or reports it through onError', async () => {
    const TURNS = 150;
    const errors: aiSdk.HonchoMemoryError[] = [];
    const provider = aiSdk.createHoncho({ client: client(), onError: (error) => errors.push(error) });
    // 20% of message writes fail (before and after the server acted), and 10% of memory reads.
    emulator.faults.set([
      { match: { method: 'POST', path: /\/sessions\/ai-chat\/messages$/ }, dropConnection: 'before', dropRate: 0.1, seed: 51 },
      { match: { method: 'POST', path: /\/sessions\/ai-chat\/messages$/ }, dropConnection: 'after', dropRate: 0.1 / 0.9, seed: 52 },
      { match: { method: 'GET' }, failRate: 0.1, failStatus: 500, seed: 53 },
    ]);

    let reply = '';
    const model = new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [{ type: 'text', text: reply }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } },
        warnings: [],
      }),
    });
    const wrapped = provider.wrap(model, { userId: 'alice', sessionId: 'ai-chat' });

    const reportedTurns: number[] = [];
    for (let turn = 0; turn < TURNS; turn++) {
      reply = `assistant reply ${turn}`;
      const errorsBefore = errors.length;
      const result = await generateText({ model: wrapped, prompt: `user question ${turn}` });
      // Memory failures never break the generation.
      expect(result.text).toBe(reply);
      if (errors.slice(errorsBefore).some((error) => error.operation === 'persist')) reportedTurns.push(turn);
    }
    emulator.faults.clear();

    const stored = tally(emulator.store.messages(WS, 'ai-chat').map((message) => message.content));
    const lostOrDuplicated: string[] = [];
    for (let turn = 0; turn < TURNS; turn++) {
      const user = stored.get(`user question ${turn}`) ?? 0;
      const assistant = stored.get(`assistant reply ${turn}`) ?? 0;
      const reported = reportedTurns.includes(turn);
      // Never twice; missing only when onError said so.
      if (user > 1 || assistant > 1 || (!reported && (user !== 1 || assistant !== 1))) {
        lostOrDuplicated.push(`turn ${turn}: user×${user} assistant×${assistant}${reported ? ' (reported)' : ''}`);
      }
    }
    expect(lostOrDuplicated).toEqual([]);
    expect(errors.every((error) => aiSdk.HonchoMemoryError.isInstance(error))).toBe(true);
    // The faults struck: some turns were reported, and most still made it.
    expect(reportedTurns.length).toBeGreaterThan(0);
    expect(reportedTurns.length).toBeLessThan(TURNS / 2);
    const persistErrors = errors.filter((error) => error.operation === 'persist').length;
    console.info(
      `nothing-lost ai-sdk: ${TURNS} turns, ${reportedTurns.length} reported through onError (persist errors ${persistErrors}, context errors ${errors.length - persistErrors}), ` +
        `stored after the run: ${[...stored.values()].reduce((sum, n) => sum + n, 0)} messages`,
    );
  }, 90_000);
});
