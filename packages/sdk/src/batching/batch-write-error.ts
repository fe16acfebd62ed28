import { HonchoError } from '@honcho-ai/sdk-core';
import type { WriteOutcome } from './write-outcome.js';

/** One input item and its position in the caller's input. */
export interface BatchItem<TInput> {
  /** Position in the array the caller passed (0-based). */
  readonly index: number;
  /** The item as the caller passed it. */
  readonly input: TInput;
}

/** One batch request that failed (or, after an abort between batches, the first batch not sent). */
export interface BatchFailure {
  /** Which batch (0-based, in input order). */
  readonly batchIndex: number;
  /** Input index of the batch's first item. */
  readonly start: number;
  /** Input index one past the batch's last item. */
  readonly end: number;
  /** What the failure says about the batch's items. */
  readonly outcome: WriteOutcome;
  /** The error the request failed with. */
  readonly error: unknown;
}

/** Everything a {@link BatchWriteError} reports. */
export interface BatchWriteReport<TInput, TResult> {
  readonly total: number;
  readonly written: readonly TResult[];
  readonly writtenIndices: readonly number[];
  readonly notWritten: readonly BatchItem<TInput>[];
  readonly unknown: readonly BatchItem<TInput>[];
  readonly failures: readonly BatchFailure[];
}

/**
 * A write split into several requests failed part-way. The error says exactly
 * what happened to every input item; the three lists are disjoint and
 * together name each input index once:
 *
 * - {@link written}: confirmed stored (the server answered with them).
 * - {@link notWritten}: provably not stored — the batch was never sent, or the
 *   server refused it before acting (a 4xx, a 503, a refused connection).
 *   Resending these cannot create duplicates.
 * - {@link unknown}: the request reached the server but the answer was lost
 *   (a reset connection, a timeout, a 500/502/504, an unreadable success).
 *   They may or may not be stored: look before resending, or accept a
 *   possible duplicate.
 *
 * No item is ever sent twice by the SDK itself: creation requests are
 * non-idempotent, so the transport retries them only when the server provably
 * did not process them (429, 503, connection refused).
 *
 * `status` and `code` are those of the first failed batch's error, which is
 * also the `cause`.
 *
 * `instanceof` works across realms and copies of the package, like
 * `BatchWriteError.isInstance()`; it narrows to `BatchWriteError<any, any>`,
 * so the inputs can be passed straight back.
 *
 * @example
 * ```ts
 * try {
 *   await session.addMessages(messages);
 * } catch (error) {
 *   if (!(error instanceof BatchWriteError)) throw error;
 *   console.log(`${error.written.length} stored, ${error.unknown.length} to check`);
 *   // Safe: none of these reached storage.
 *   await session.addMessages(error.notWrittenInputs);
 * }
 * ```
 */
export class BatchWriteError<TInput = unknown, TResult = unknown> extends HonchoError {
  static override readonly kind: string = 'BatchWriteError';

  /** Number of items the call was given. */
  readonly total: number;
  /** Results for the items confirmed stored, in input order. */
  readonly written: readonly TResult[];
  /** Input index of each entry of {@link written}, in the same order. */
  readonly writtenIndices: readonly number[];
  /** Items provably not stored, in input order: safe to resend. */
  readonly notWritten: readonly BatchItem<TInput>[];
  /** Items whose request reached the server without a usable answer, in input order: check before resending. */
  readonly unknown: readonly BatchItem<TInput>[];
  /** Each failed batch request, in batch order; the first one's error is the `cause`. */
  readonly failures: readonly BatchFailure[];

  constructor(report: BatchWriteReport<TInput, TResult>, options: { what?: string } = {}) {
    const first = report.failures[0];
    const cause = first?.error;
    const causeStatus = HonchoError.isInstance(cause) ? cause.status : 0;
    const causeCode = HonchoError.isInstance(cause) ? cause.code : undefined;
    super(describeReport(report, options.what ?? 'items'), causeStatus, {
      code: causeCode ?? 'batch_write_failed',
      body: HonchoError.isInstance(cause) ? cause.body : undefined,
      cause,
    });
    this.total = report.total;
    this.written = Object.freeze([...report.written]);
    this.writtenIndices = Object.freeze([...report.writtenIndices]);
    this.notWritten = Object.freeze([...report.notWritten]);
    this.unknown = Object.freeze([...report.unknown]);
    this.failures = Object.freeze([...report.failures]);
  }

  /** The inputs of {@link notWritten}: what can be resent as is. */
  get notWrittenInputs(): TInput[] {
    return this.notWritten.map((item) => item.input);
  }

  /** The inputs of {@link unknown}: what to look for before resending. */
  get unknownInputs(): TInput[] {
    return this.unknown.map((item) => item.input);
  }
}

function describeReport(report: BatchWriteReport<unknown, unknown>, what: string): string {
  const first = report.failures[0];
  const reason = first === undefined ? 'unknown failure' : describeError(first.error);
  const parts = [`${report.written.length} of ${report.total} ${what} written`];
  if (report.notWritten.length > 0) parts.push(`${report.notWritten.length} not written (safe to resend)`);
  if (report.unknown.length > 0) parts.push(`${report.unknown.length} unknown (sent, no usable answer; check before resending)`);
  const where = first === undefined ? '' : ` at batch ${first.batchIndex} (items ${first.start}–${first.end - 1})`;
  return `Batch write failed${where}: ${parts.join(', ')}. First failure: ${reason}`;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
