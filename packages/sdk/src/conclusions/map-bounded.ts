import { APIUserAbortError } from '@honcho-ai/sdk-core';

/**
 * Runs `task` over `items` with at most `concurrency` in flight, resolving to
 * the results in input order. The first failure aborts the signal handed to
 * the other tasks, stops starting new ones and rejects with that failure; a
 * caller's abort does the same with {@link APIUserAbortError}.
 *
 * @internal
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, signal: AbortSignal) => Promise<R>,
  callerSignal?: AbortSignal | undefined,
): Promise<R[]> {
  if (callerSignal?.aborted === true) throw new APIUserAbortError('Request was aborted', { cause: callerSignal.reason });
  const controller = new AbortController();
  const follow = (): void => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', follow, { once: true });
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  let firstError: unknown;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index] as T, controller.signal);
      } catch (error) {
        if (!failed) {
          failed = true;
          firstError = error;
          controller.abort(error);
        }
      }
    }
  };
  try {
    const workers = Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, () => worker());
    await Promise.all(workers);
  } finally {
    callerSignal?.removeEventListener('abort', follow);
  }
  if (failed) throw firstError;
  return results;
}
