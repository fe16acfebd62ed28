import { APIUserAbortError } from '@honcho-ai/sdk-core';

/**
 * Waits `ms` milliseconds, or rejects with {@link APIUserAbortError} as soon
 * as `signal` aborts.
 *
 * @internal
 */
export function abortableSleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(new APIUserAbortError('Request was aborted', { cause: signal.reason }));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new APIUserAbortError('Request was aborted', { cause: signal?.reason }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
