import { raceSignal } from '@honcho-ai/sdk-core';

/**
 * `promise`, or a rejection with `reason()` as soon as `signal` aborts, for
 * work that may not notice the signal at once (or that other callers share
 * and so cannot be cancelled). The losing side's rejection is handled, so it
 * never surfaces as an unhandled rejection.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, reason: () => unknown = () => signal?.reason): Promise<T> {
  return signal === undefined ? promise : raceSignal(promise, signal, reason);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts (clearing the timer). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
