import { BatchWriteError } from './batch-write-error.js';

/**
 * The {@link BatchWriteError} for a batched write that failed before its
 * first request (the workspace get-or-create failed, or an exactly-once
 * write's look-up of earlier writes): every item is
 * not written, in the same terms as a failure part-way.
 *
 * @internal
 */
export function nothingSentError<TInput, TResult>(
  items: readonly TInput[],
  error: unknown,
  batchSize: number,
  what: string,
): BatchWriteError<TInput, TResult> {
  return new BatchWriteError<TInput, TResult>(
    {
      total: items.length,
      written: [],
      writtenIndices: [],
      notWritten: items.map((input, index) => ({ index, input })),
      unknown: [],
      failures: [{ batchIndex: 0, start: 0, end: Math.min(batchSize, items.length), outcome: 'not-written', error }],
    },
    { what },
  );
}
