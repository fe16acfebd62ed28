import { raceSignal } from '../abort/race-signal.js';
import { APIUserAbortError } from '../errors/client-errors.js';

/**
 * Settles with `promise`, or rejects with {@link APIUserAbortError} as soon as
 * `signal` aborts, so that a caller's abort is honoured even by work that
 * ignores its signal.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  return raceSignal(promise, signal, () => new APIUserAbortError('Request was aborted', { cause: signal.reason }));
}
