import { APIConnectionError, APITimeoutError, classifyNetworkError, HonchoError, HonchoValidationError } from '@honcho-ai/sdk-core';

/**
 * What a failed write request says about the items it carried.
 *
 * - `not-written`: provably not stored. The request never left the client
 *   (input error, connection refused, aborted before sending) or the server
 *   refused it before acting (a 4xx other than 408, or a 503). Safe to resend.
 * - `unknown`: it may or may not have been stored. The request reached the
 *   server and the answer was lost or unhelpful: a reset connection, a
 *   timeout, a 500/502/504 (which can come after the write committed), or a
 *   success response that could not be read. Reconcile before resending.
 */
export type WriteOutcome = 'not-written' | 'unknown';

/**
 * Classifies the error a write request failed with as {@link WriteOutcome}.
 * Conservative by design: anything that does not prove the server did not act
 * is `unknown`, so an item is never reported resendable when it may exist.
 *
 * @example
 * ```ts
 * writeOutcome(new UnprocessableEntityError(...)); // 'not-written'
 * writeOutcome(new APIConnectionError('socket hang up')); // 'unknown'
 * ```
 */
export function writeOutcome(error: unknown): WriteOutcome {
  if (HonchoValidationError.isInstance(error)) return 'not-written';
  // A timeout bounds the whole call: an attempt may have been processed when it fired.
  if (APITimeoutError.isInstance(error)) return 'unknown';
  if (!HonchoError.isInstance(error)) return 'unknown';
  if (APIConnectionError.isInstance(error)) {
    // Connection errors carry the runtime's error as `cause`; only a connection
    // that was never established proves nothing was sent.
    return classifyNetworkError(error.cause) === 'not-sent' ? 'not-written' : 'unknown';
  }
  const { status } = error;
  // Aborts (and anything else without a response) stay `unknown`: the request may already have been on the wire.
  if (status === 0) return 'unknown';
  // 408 means the server gave up waiting, which some proxies send after forwarding.
  if (status >= 400 && status < 500 && status !== 408) return 'not-written';
  // 503 is the status that says the request was turned away unprocessed (core retries it for that reason).
  if (status === 503) return 'not-written';
  return 'unknown';
}
