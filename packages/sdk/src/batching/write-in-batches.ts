import { APIResponseError, APIUserAbortError, checkInput, fields, HonchoError, HonchoValidationError, integer, type SpecShape } from '@honcho-ai/sdk-core';
import { BatchWriteError, type BatchFailure, type BatchItem } from './batch-write-error.js';
import { writeOutcome } from './write-outcome.js';

/** Batch requests in flight at once unless the caller says otherwise. */
export const DEFAULT_BATCH_CONCURRENCY = 4;
/** Largest `concurrency` accepted: more would only queue behind the server's rate limits. */
export const MAX_BATCH_CONCURRENCY = 16;

/** `concurrency` is checked once its default is applied. */
const batchOptionsSpec = fields({
  batchSize: integer(1, Number.MAX_SAFE_INTEGER),
  concurrency: integer(1, MAX_BATCH_CONCURRENCY),
} satisfies SpecShape<Pick<WriteInBatchesOptions, 'batchSize' | 'concurrency'>>);

/** Where a batch sits in the caller's input. */
export interface BatchContext {
  /** Which batch (0-based, in input order). */
  readonly batchIndex: number;
  /** Input index of the batch's first item. */
  readonly start: number;
  /** The caller's signal, to pass on to the request. */
  readonly signal: AbortSignal | undefined;
}

/**
 * Thrown by a {@link SendBatch} that fails before its request leaves (a call
 * budget already used up, say), so the batch is reported `notWritten`
 * whatever `cause` is. The caller sees `cause`, never this wrapper.
 *
 * @example
 * ```ts
 * let timeout: number | undefined;
 * try { timeout = budget.remaining(); } catch (error) { throw new BatchNotSent(error); }
 * ```
 */
export class BatchNotSent extends Error {
  constructor(readonly reason: unknown) {
    super('The batch was not sent', { cause: reason });
    this.name = 'BatchNotSent';
  }
}

/**
 * Sends one batch as one request and resolves to one result per item, in the
 * batch's order. It must not retry on its own beyond what the transport does
 * for non-idempotent requests, or items could be written twice.
 */
export type SendBatch<TInput, TResult> = (batch: readonly TInput[], context: BatchContext) => Promise<readonly TResult[]>;

/** Options for {@link writeInBatches}. */
export interface WriteInBatchesOptions {
  /** Items per request: the server's per-request limit (100 for messages and conclusions). */
  batchSize: number;
  /**
   * Batch requests in flight at once, 1–16; default {@link DEFAULT_BATCH_CONCURRENCY}.
   * Batches are started in input order either way, but with more than one in
   * flight the server may store a later batch before an earlier one.
   */
  concurrency?: number | undefined;
  /** Stops starting new batches; requests in flight are aborted through the signal passed to `send`. */
  signal?: AbortSignal | undefined;
  /** Plural noun for error messages, e.g. `messages`. */
  what?: string | undefined;
}

/**
 * Writes any number of items by splitting them into batches of `batchSize`,
 * one request per batch, with at most `concurrency` requests in flight.
 * Resolves to every result in input order.
 *
 * Batches are started in input order. On the first failure no further batch
 * is started; those already in flight are allowed to finish (aborting them
 * would only turn known outcomes into unknown ones). Then it rejects with a
 * {@link BatchWriteError} that places every input index in exactly one of
 * `written`, `notWritten` (provably not stored: safe to resend) and `unknown`
 * (the request reached the server without a usable answer).
 *
 * Nothing is retried here: `send` makes one request per batch, and the
 * transport retries a non-idempotent request only when the server provably
 * did not process it. So no item is written twice by this helper.
 *
 * Validate the items before calling: an invalid item found mid-way would
 * leave a partial write behind. An empty input makes no request.
 *
 * @throws {@link HonchoValidationError} for an invalid `batchSize` or
 *   `concurrency`, before any request; and when `send` is refused as an input
 *   error before anything was written (e.g. invalid per-call options).
 * @throws {@link BatchWriteError} when a batch fails or the signal aborts.
 *
 * @example
 * ```ts
 * const created = await writeInBatches(inputs, (batch, { signal }) =>
 *   http.post<Conclusion[]>(path, { body: { conclusions: batch }, signal, idempotent: false }),
 * { batchSize: 100, what: 'conclusions' });
 * ```
 */
export async function writeInBatches<TInput, TResult>(
  items: readonly TInput[],
  send: SendBatch<TInput, TResult>,
  options: WriteInBatchesOptions,
): Promise<TResult[]> {
  const concurrency = options.concurrency ?? DEFAULT_BATCH_CONCURRENCY;
  checkInput(batchOptionsSpec, { batchSize: options.batchSize, concurrency }, 'Invalid batch options');
  if (items.length === 0) return [];

  const { batchSize, signal, what } = options;
  const batchCount = Math.ceil(items.length / batchSize);
  const failures: BatchFailure[] = [];

  if (batchCount === 1) {
    // The common case (one request): no worker, no copy of the input, no array of results.
    if (signal?.aborted !== true) {
      let outcome: BatchOutcome<TResult>;
      try {
        outcome = answered(await send(items, { batchIndex: 0, start: 0, signal }), items.length, 0, 0, what);
      } catch (error) {
        outcome = refused(error, 0, 0, items.length);
      }
      if (isWritten(outcome)) return [...outcome];
      failures.push(outcome);
    }
    return rejectWith(buildError(items, batchSize, [undefined], failures, signal, what));
  }

  const results: (readonly TResult[] | undefined)[] = new Array<readonly TResult[] | undefined>(batchCount).fill(undefined);
  let nextBatch = 0;
  let stopped = false;
  const worker = async (): Promise<void> => {
    while (!stopped && nextBatch < batchCount) {
      if (signal?.aborted === true) {
        stopped = true;
        return;
      }
      const batchIndex = nextBatch++;
      const start = batchIndex * batchSize;
      const batch = items.slice(start, start + batchSize);
      let outcome: BatchOutcome<TResult>;
      try {
        // A send that throws synchronously stops the run before the next worker starts a batch.
        outcome = answered(await send(batch, { batchIndex, start, signal }), batch.length, batchIndex, start, what);
      } catch (error) {
        outcome = refused(error, batchIndex, start, start + batch.length);
      }
      if (isWritten(outcome)) {
        results[batchIndex] = outcome;
      } else {
        failures.push(outcome);
        stopped = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, batchCount) }, worker));

  if (failures.length === 0 && results.every((result) => result !== undefined)) {
    return results.flatMap((result) => [...(result as readonly TResult[])]);
  }
  return rejectWith(buildError(items, batchSize, results, failures, signal, what));
}

/** What one batch came to: its results, or how it failed. */
type BatchOutcome<TResult> = readonly TResult[] | BatchFailure;

function isWritten<TResult>(outcome: BatchOutcome<TResult>): outcome is readonly TResult[] {
  return Array.isArray(outcome);
}

/** A batch the server answered: its results, or an `unknown` failure when they do not match the batch item for item. */
function answered<TResult>(written: readonly TResult[], sent: number, batchIndex: number, start: number, what: string | undefined): BatchOutcome<TResult> {
  if (Array.isArray(written) && written.length === sent) return written;
  const got = Array.isArray(written) ? `${written.length} results` : typeof written;
  // The request succeeded, so something was stored; without a result per item we cannot say what.
  return {
    batchIndex,
    start,
    end: start + sent,
    outcome: 'unknown',
    error: new APIResponseError(`Sent ${sent} ${what ?? 'items'} in one request but the server answered with ${got}`),
  };
}

/** A batch whose send failed: not written when it never left ({@link BatchNotSent}), otherwise as the error says. */
function refused(error: unknown, batchIndex: number, start: number, end: number): BatchFailure {
  if (error instanceof BatchNotSent) return { batchIndex, start, end, outcome: 'not-written', error: error.reason };
  return { batchIndex, start, end, outcome: writeOutcome(error), error };
}

/** The batch error, or its cause when the write was refused as an input error before anything was sent (bad per-call options, say). */
function rejectWith<TInput, TResult>(error: BatchWriteError<TInput, TResult>): never {
  if (error.written.length === 0 && error.unknown.length === 0 && HonchoValidationError.isInstance(error.cause)) throw error.cause;
  throw error;
}

function buildError<TInput, TResult>(
  items: readonly TInput[],
  batchSize: number,
  results: readonly (readonly TResult[] | undefined)[],
  failures: BatchFailure[],
  signal: AbortSignal | undefined,
  what: string | undefined,
): BatchWriteError<TInput, TResult> {
  failures.sort((a, b) => a.batchIndex - b.batchIndex);
  const failed = new Map(failures.map((failure) => [failure.batchIndex, failure]));
  const written: TResult[] = [];
  const writtenIndices: number[] = [];
  const notWritten: BatchItem<TInput>[] = [];
  const unknown: BatchItem<TInput>[] = [];
  for (let batchIndex = 0; batchIndex < results.length; batchIndex++) {
    const start = batchIndex * batchSize;
    const end = Math.min(start + batchSize, items.length);
    const result = results[batchIndex];
    if (result !== undefined) {
      result.forEach((value, offset) => {
        written.push(value);
        writtenIndices.push(start + offset);
      });
      continue;
    }
    // Never started (after a failure or an abort), or refused: either way not stored.
    const target = failed.get(batchIndex)?.outcome === 'unknown' ? unknown : notWritten;
    for (let index = start; index < end; index++) target.push({ index, input: items[index] as TInput });
  }
  if (failures.length === 0) {
    // Only an abort between batches stops a run without a failed request.
    const batchIndex = results.findIndex((result) => result === undefined);
    const start = batchIndex * batchSize;
    failures.push({
      batchIndex,
      start,
      end: Math.min(start + batchSize, items.length),
      outcome: 'not-written',
      // A signal aborted with a Honcho error (a call budget's timeout) says why better than a bare abort.
      error: HonchoError.isInstance(signal?.reason)
        ? signal.reason
        : new APIUserAbortError('Request was aborted before this batch was sent', { cause: signal?.reason }),
    });
  }
  return new BatchWriteError({ total: items.length, written, writtenIndices, notWritten, unknown, failures }, { what });
}
