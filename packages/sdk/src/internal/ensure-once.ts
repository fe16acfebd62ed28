import { APIUserAbortError, raceSignal } from '@honcho-ai/sdk-core';

/**
 * What an ensure returns once its action has succeeded: always this one
 * promise, so a hot path can skip awaiting it (`if (ready !== ALREADY_DONE)
 * await ready`), which saves a turn of the microtask queue per call.
 *
 * @internal
 */
export const ALREADY_DONE: Promise<void> = Promise.resolve();

/**
 * Wraps an async action so concurrent callers share one run, a success is
 * remembered, and a failure is forgotten: the next caller tries again. (The
 * 2.5 SDK cached the first promise forever, so one network blip during the
 * workspace get-or-create broke the client for the rest of the process.)
 *
 * A caller's `signal` ends that caller's wait, not the shared run: other
 * callers may still need it, and a get-or-create is safe to finish. Without
 * this, aborting the first call of a client waited for the workspace request
 * to complete (or time out) before rejecting.
 *
 * @internal
 */
export function ensureOnce(action: () => Promise<void>): (options?: { signal?: AbortSignal | undefined }) => Promise<void> {
  let done = false;
  let inFlight: Promise<void> | undefined;
  return (options) => {
    if (done) return ALREADY_DONE;
    const signal = options?.signal;
    if (signal?.aborted) return Promise.reject(new APIUserAbortError('Request was aborted', { cause: signal.reason }));
    inFlight ??= action().then(
      () => {
        done = true;
        inFlight = undefined;
      },
      (error: unknown) => {
        inFlight = undefined;
        throw error;
      },
    );
    return untilAborted(inFlight, signal);
  };
}

function untilAborted(run: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  return signal === undefined ? run : raceSignal(run, signal, () => new APIUserAbortError('Request was aborted', { cause: signal.reason }));
}
