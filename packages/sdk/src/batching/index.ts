/**
 * Writing any number of items through an endpoint that takes a bounded batch
 * per request (messages, conclusions): split, send with bounded concurrency,
 * return results in input order, and on failure say exactly which items were
 * stored, which were not, and which cannot be known.
 *
 * @example
 * ```ts
 * import { BatchWriteError, writeInBatches } from '../batching/index.js';
 *
 * const created = await writeInBatches(inputs, (batch, { signal }) =>
 *   context.http.post<ConclusionResponse[]>(path, { body: { conclusions: batch }, signal, idempotent: false }),
 * { batchSize: LIMITS.conclusionsPerBatch, what: 'conclusions' });
 * ```
 *
 * @module
 */
export {
  BatchWriteError,
  type BatchFailure,
  type BatchItem,
  type BatchWriteReport,
} from './batch-write-error.js';
export {
  BatchNotSent,
  DEFAULT_BATCH_CONCURRENCY,
  MAX_BATCH_CONCURRENCY,
  writeInBatches,
  type BatchContext,
  type SendBatch,
  type WriteInBatchesOptions,
} from './write-in-batches.js';
export { nothingSentError } from './nothing-sent-error.js';
export { writeOutcome, type WriteOutcome } from './write-outcome.js';
export {
  givenWriteId,
  reconcilingSender,
  WRITE_ID_METADATA_KEY,
  WriteLookupError,
  givenWriteIdsSpec,
  writeIdsFor,
  type ExactlyOnceWrite,
  type LookUpWritten,
} from './exactly-once.js';
