import { APIResponseError, APIUserAbortError, HonchoError, HonchoValidationError } from '@honcho-ai/core';
import { InputIssues, integerIssues } from '../validation/input-issues.js';
import { BatchWriteError, type BatchFailure, type BatchItem } from './batch-write-error.js';
import { writeOutcome } from './write-outcome.js';

/** Batch requests in flight at once unless the caller says otherwise. */
export const DEFAULT_BATCH_CONCURRENCY = 4;
/** Largest `concurrency` accepted: more would only queue behind the server's rate limits. */
export const MAX_BATCH_CONCURRENCY = 16;

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
  // Itemised only when a value is off: every addMessages call comes through here.
  if (!(Number.isSafeInteger(options.batchSize) && options.batchSize >= 1 && Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= MAX_BATCH_CONCURRENCY)) {
    new InputIssues()
      .addAll(integerIssues(options.batchSize, 'batchSize', 1, Number.MAX_SAFE_INTEGER))
      .addAll(integerIssues(concurrency, 'concurrency', 1, MAX_BATCH_CONCURRENCY))
      .throwIfAny('Invalid batch options');
  }
  if (items.length === 0) return [];

  const { batchSize, signal } = options;
  const batchCount = Math.ceil(items.length / batchSize);
  const results: (readonly TResult[] | undefined)[] = new Array<readonly TResult[] | undefined>(batchCount).fill(undefined);
  const failures: BatchFailure[] = [];
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
      const end = Math.min(start + batchSize, items.length);
      const batch = items.slice(start, end);
      try {
        const written = await send(batch, { batchIndex, start, signal });
        if (!Array.isArray(written) || written.length !== batch.length) {
          const got = Array.isArray(written) ? `${written.length} results` : typeof written;
          // The request succeeded, so something was stored; without a result per item we cannot say what.
          failures.push({
            batchIndex,
            start,
            end,
            outcome: 'unknown',
            error: new APIResponseError(`Sent ${batch.length} ${options.what ?? 'items'} in one request but the server answered with ${got}`),
          });
          stopped = true;
          return;
        }
        results[batchIndex] = written;
      } catch (error) {
        if (error instanceof BatchNotSent) failures.push({ batchIndex, start, end, outcome: 'not-written', error: error.reason });
        else failures.push({ batchIndex, start, end, outcome: writeOutcome(error), error });
        stopped = true;
      }
    }
  };
  if (batchCount === 1) await worker();
  else await Promise.all(Array.from({ length: Math.min(concurrency, batchCount) }, worker));

  if (failures.length === 0 && results.every((result) => result !== undefined)) {
    return batchCount === 1 ? [...(results[0] as readonly TResult[])] : results.flatMap((result) => [...(result as readonly TResult[])]);
  }
  const error = buildError(items, batchSize, results, failures, signal, options.what);
  // Refused before anything was sent (bad per-call options, say): an input error, thrown as one.
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
