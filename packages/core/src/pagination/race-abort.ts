import { raceSignal } from '../abort/race-signal.js';
import { APIUserAbortError } from '../errors/client-errors.js';

/** A signal of our own that also follows a caller's signal. */
export interface AbortLink {
  /** Aborted when the caller's signal aborts or when {@link release} is called. */
  readonly signal: AbortSignal;
  /** Aborts {@link signal} and stops following the caller's signal. */
  release(): void;
}

/**
 * Creates an {@link AbortLink}. Written out rather than `AbortSignal.any`
 * because that is missing from older Safari and early Node 20 releases,
 * and because the listener on a long-lived caller signal must be removed.
 */
export function linkAbortSignal(parent: AbortSignal | undefined): AbortLink {
  const controller = new AbortController();
  if (parent === undefined) return { signal: controller.signal, release: () => controller.abort() };
  const follow = (): void => controller.abort(parent.reason);
  if (parent.aborted) follow();
  else parent.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    release: () => {
      parent.removeEventListener('abort', follow);
      controller.abort();
    },
  };
}

/**
 * Settles with `promise`, or rejects with {@link APIUserAbortError} as soon as
 * `signal` aborts, so that a caller's abort is honoured even by work that
 * ignores its signal.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  return raceSignal(promise, signal, () => new APIUserAbortError('Request was aborted', { cause: signal.reason }));
}
