/**
 * Settles like `promise`, but rejects as soon as `signal` aborts (with
 * `abortError()`, by default the signal's reason), even when the work behind
 * `promise` ignores the signal. The listener is removed once either side
 * settles, and the losing promise's rejection is swallowed so it cannot
 * surface as an unhandled rejection.
 *
 * Shared by the packages for work that cannot itself be cancelled: a
 * get-or-create other callers also wait for, or a read behind a lock.
 */
export function raceSignal<T>(
  promise: Promise<T>,
  signal: AbortSignal,
  abortError: () => unknown = () => signal.reason,
): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(abortError());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      promise.catch(() => undefined);
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
