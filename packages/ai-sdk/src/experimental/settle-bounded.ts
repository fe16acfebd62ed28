/** The outcome of one item of {@link settleBounded}. */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Runs `task` over `items` with at most `concurrency` in flight and settles
 * every one, in input order: unlike `Promise.all`, one failure neither stops
 * the others nor hides their results. A caller's abort stops starting new
 * items (those settle as failures with the abort's reason) and is passed to
 * the running ones.
 */
export async function settleBounded<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, signal: AbortSignal | undefined) => Promise<R>,
  signal?: AbortSignal | undefined,
): Promise<Settled<R>[]> {
  const results = new Array<Settled<R>>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      if (signal?.aborted === true) {
        results[index] = { ok: false, error: signal.reason };
        continue;
      }
      try {
        results[index] = { ok: true, value: await task(items[index] as T, signal) };
      } catch (error) {
        results[index] = { ok: false, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, () => worker()));
  return results;
}
