import {
  APIConnectionError,
  APITimeoutError,
  APIUserAbortError,
  HonchoError,
  HonchoValidationError,
  InternalServerError,
  ServerError,
  UnprocessableEntityError,
} from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { BatchNotSent, BatchWriteError, writeInBatches, type BatchContext } from './index.js';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Every index appears in exactly one of written / notWritten / unknown. */
function expectPartition(error: BatchWriteError<number, string>, total: number): void {
  const seen = [...error.writtenIndices, ...error.notWritten.map((item) => item.index), ...error.unknown.map((item) => item.index)];
  expect(seen.sort((a, b) => a - b)).toEqual(range(total));
  expect(error.total).toBe(total);
  for (const item of [...error.notWritten, ...error.unknown]) expect(item.input).toBe(item.index);
  error.written.forEach((value, i) => expect(value).toBe(`r${error.writtenIndices[i]}`));
}

async function catchBatchError(promise: Promise<unknown>): Promise<BatchWriteError<number, string>> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (thrown: unknown) => thrown,
  );
  expect(BatchWriteError.isInstance(error)).toBe(true);
  return error as BatchWriteError<number, string>;
}

describe('writeInBatches', () => {
  it('splits into batches, keeps input order even when later batches finish first', async () => {
    const calls: BatchContext[] = [];
    const sizes: number[] = [];
    const result = await writeInBatches(
      range(250),
      async (batch, context) => {
        calls.push(context);
        sizes.push(batch.length);
        await delay(30 - context.batchIndex * 10);
        return batch.map((n) => `r${n}`);
      },
      { batchSize: 100 },
    );
    expect(result).toEqual(range(250).map((n) => `r${n}`));
    expect(sizes).toEqual([100, 100, 50]);
    expect(calls.map((c) => [c.batchIndex, c.start])).toEqual([
      [0, 0],
      [1, 100],
      [2, 200],
    ]);
  });

  it('never has more than `concurrency` requests in flight and starts them in order', async () => {
    let inFlight = 0;
    let peak = 0;
    const started: number[] = [];
    await writeInBatches(
      range(1000),
      async (batch, { batchIndex }) => {
        started.push(batchIndex);
        inFlight++;
        peak = Math.max(peak, inFlight);
        await delay(Math.random() * 5);
        inFlight--;
        return batch.map(String);
      },
      { batchSize: 10, concurrency: 3 },
    );
    expect(peak).toBe(3);
    expect(started).toEqual(range(100));
  });

  it('sends one batch at a time with concurrency 1', async () => {
    let inFlight = 0;
    let peak = 0;
    await writeInBatches(
      range(50),
      async (batch) => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await delay(1);
        inFlight--;
        return batch;
      },
      { batchSize: 7, concurrency: 1 },
    );
    expect(peak).toBe(1);
  });

  it('makes no request for an empty input', async () => {
    let calls = 0;
    const result = await writeInBatches([], async () => {
      calls++;
      return [];
    }, { batchSize: 100 });
    expect(result).toEqual([]);
    expect(calls).toBe(0);
  });

  it('refuses bad options before any request, naming each', async () => {
    let calls = 0;
    const send = async (batch: readonly number[]): Promise<number[]> => {
      calls++;
      return [...batch];
    };
    const error = await writeInBatches(range(3), send, { batchSize: 0, concurrency: 17 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as HonchoValidationError).issues.map((issue) => issue.path)).toEqual(['batchSize', 'concurrency']);
    await expect(writeInBatches(range(3), send, { batchSize: 1.5 })).rejects.toBeInstanceOf(HonchoValidationError);
    expect(calls).toBe(0);
  });

  it('stops starting batches after a refusal and reports every item (sequential)', async () => {
    const started: number[] = [];
    const error = await catchBatchError(
      writeInBatches(
        range(450),
        async (batch, { batchIndex }) => {
          started.push(batchIndex);
          if (batchIndex === 2) throw new UnprocessableEntityError('content too long', { body: { detail: 'x' } });
          return batch.map((n) => `r${n}`);
        },
        { batchSize: 100, concurrency: 1, what: 'messages' },
      ),
    );
    expect(started).toEqual([0, 1, 2]);
    expect(error.writtenIndices).toEqual(range(200));
    expect(error.notWritten.map((item) => item.index)).toEqual(range(250).map((n) => n + 200));
    expect(error.unknown).toEqual([]);
    expect(error.failures).toHaveLength(1);
    expect(error.failures[0]).toMatchObject({ batchIndex: 2, start: 200, end: 300, outcome: 'not-written' });
    expect(error.cause).toBeInstanceOf(UnprocessableEntityError);
    expect(error.status).toBe(422);
    expect(error).toBeInstanceOf(HonchoError);
    expect(error.message).toContain('200 of 450 messages written');
    expect(error.message).toContain('250 not written');
    expect(error.notWrittenInputs).toEqual(range(250).map((n) => n + 200));
    expectPartition(error, 450);
  });

  it('lets batches in flight finish after a failure, and marks an ambiguous failure unknown', async () => {
    let failed!: () => void;
    const batchOneFailed = new Promise<void>((resolve) => (failed = resolve));
    const error = await catchBatchError(
      writeInBatches(
        range(1000),
        async (batch, { batchIndex }) => {
          if (batchIndex === 1) {
            await delay(5);
            failed();
            throw new APIConnectionError('Connection error: other side closed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
          }
          // The others are still in flight when batch 1 fails.
          await batchOneFailed;
          await delay(batchIndex === 3 ? 20 : 1);
          return batch.map((n) => `r${n}`);
        },
        { batchSize: 100, concurrency: 4 },
      ),
    );
    // Batches 0, 2 and 3 were in flight with batch 1 and completed; 4..9 were never started.
    expect(error.writtenIndices).toEqual([...range(100), ...range(200).map((n) => n + 200)]);
    expect(error.unknown.map((item) => item.index)).toEqual(range(100).map((n) => n + 100));
    expect(error.notWritten.map((item) => item.index)).toEqual(range(600).map((n) => n + 400));
    expect(error.failures.map((failure) => failure.outcome)).toEqual(['unknown']);
    expect(error.status).toBe(0);
    expectPartition(error, 1000);
  });

  it('reports every failed batch in batch order with the first as cause', async () => {
    const error = await catchBatchError(
      writeInBatches(
        range(400),
        async (batch, { batchIndex }) => {
          await delay(batchIndex === 1 ? 20 : 1);
          if (batchIndex === 1) throw new InternalServerError('boom');
          if (batchIndex === 2) throw new ServerError('unavailable', 503);
          return batch.map((n) => `r${n}`);
        },
        { batchSize: 100, concurrency: 4 },
      ),
    );
    expect(error.failures.map((failure) => [failure.batchIndex, failure.outcome])).toEqual([
      [1, 'unknown'],
      [2, 'not-written'],
    ]);
    expect(error.cause).toBeInstanceOf(InternalServerError);
    expect(error.unknown.map((item) => item.index)).toEqual(range(100).map((n) => n + 100));
    expect(error.notWritten.map((item) => item.index)).toEqual(range(100).map((n) => n + 200));
    expectPartition(error, 400);
  });

  it('treats a result count that does not match the batch as unknown', async () => {
    const error = await catchBatchError(
      writeInBatches(range(150), async (batch) => batch.slice(1).map((n) => `r${n}`), { batchSize: 100, concurrency: 1 }),
    );
    expect(error.unknown.map((item) => item.index)).toEqual(range(100));
    expect(error.notWritten.map((item) => item.index)).toEqual(range(50).map((n) => n + 100));
    expect(String((error.cause as Error).message)).toContain('answered with 99 results');
  });

  it('stops at an abort between batches: the rest are not written', async () => {
    const controller = new AbortController();
    const error = await catchBatchError(
      writeInBatches(
        range(300),
        async (batch, { batchIndex }) => {
          if (batchIndex === 0) controller.abort(new Error('user gave up'));
          return batch.map((n) => `r${n}`);
        },
        { batchSize: 100, concurrency: 1, signal: controller.signal },
      ),
    );
    expect(error.writtenIndices).toEqual(range(100));
    expect(error.notWritten.map((item) => item.index)).toEqual(range(200).map((n) => n + 100));
    expect(error.cause).toBeInstanceOf(APIUserAbortError);
    expectPartition(error, 300);
  });

  it('passes the signal to each request, and an abort in flight is unknown', async () => {
    const controller = new AbortController();
    const seen: (AbortSignal | undefined)[] = [];
    const error = await catchBatchError(
      writeInBatches(
        range(200),
        async (batch, { signal }) => {
          seen.push(signal);
          controller.abort();
          throw new APIUserAbortError();
        },
        { batchSize: 100, signal: controller.signal },
      ),
    );
    expect(seen[0]).toBe(controller.signal);
    expect(error.unknown.map((item) => item.index)).toEqual(range(100));
    expect(error.notWritten.map((item) => item.index)).toEqual(range(100).map((n) => n + 100));
  });

  it('turns a synchronous throw from send into a failure', async () => {
    const error = await catchBatchError(
      writeInBatches(
        range(10),
        (() => {
          throw new InternalServerError('boom');
        }) as never,
        { batchSize: 5 },
      ),
    );
    expect(error.unknown).toHaveLength(5);
    expect(error.notWritten).toHaveLength(5);
  });

  it('throws an input error as itself when nothing was sent', async () => {
    const refused = new HonchoValidationError([{ path: 'timeout', message: 'must be positive' }]);
    await expect(
      writeInBatches(range(10), async () => {
        throw refused;
      }, { batchSize: 5 }),
    ).rejects.toBe(refused);
  });

  it('reports an input error after a partial write as a batch error', async () => {
    const error = await catchBatchError(
      writeInBatches(range(10), async (batch, { batchIndex }) => {
        if (batchIndex === 1) throw new HonchoValidationError([{ path: 'body', message: 'cannot be serialised' }]);
        return batch.map((n) => `r${n}`);
      }, { batchSize: 5, concurrency: 1 }),
    );
    expect(error.writtenIndices).toHaveLength(5);
    expect(error.notWritten).toHaveLength(5);
  });

  it('marks a timeout unknown', async () => {
    const error = await catchBatchError(
      writeInBatches(range(5), async () => {
        throw new APITimeoutError();
      }, { batchSize: 5 }),
    );
    expect(error.unknown).toHaveLength(5);
  });

  it('reports a batch whose send gave up before the request as not written, with the real cause', async () => {
    const timedOut = new APITimeoutError('the whole-call timeout ran out');
    const error = await catchBatchError(
      writeInBatches(range(20), async (batch, { batchIndex }) => {
        if (batchIndex === 1) throw new BatchNotSent(timedOut);
        return batch.map((n) => `r${n}`);
      }, { batchSize: 10, concurrency: 1 }),
    );
    expect(error.notWritten.map((item) => item.index)).toEqual(range(10).map((n) => n + 10));
    expect(error.unknown).toEqual([]);
    expect(error.cause).toBe(timedOut);
  });
});
