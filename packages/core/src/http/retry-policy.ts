import { parseRetryAfterMs } from './retry-after.js';

/** Exponential backoff settings. */
export interface BackoffOptions {
  /** Ceiling of the first retry's delay, in ms. Doubles for each further retry. */
  readonly initialDelayMs: number;
  /** No computed delay exceeds this, in ms. */
  readonly maxDelayMs: number;
}

/** 0.5 s doubling per retry, capped at 8 s. */
export const DEFAULT_BACKOFF: BackoffOptions = Object.freeze({ initialDelayMs: 500, maxDelayMs: 8_000 });

/** Longest server-requested wait (`Retry-After`, `retry-after-ms`) honoured; longer ones fall back to backoff. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Statuses worth another attempt, for requests that are safe to repeat. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 429, 500, 502, 503, 504]);

/**
 * Statuses that say the server did not act on the request — it was turned
 * away before processing — so even a non-idempotent write may be resent.
 */
export const UNPROCESSED_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/**
 * How far a request got before the network failed.
 *
 * - `not-sent`: the connection was never established (refused, DNS failure,
 *   unreachable host, connect timeout). Nothing reached the server.
 * - `maybe-sent`: fetch failed with no proof either way: a reset or closed
 *   socket, or a browser's bare `TypeError: Failed to fetch`.
 * - `response-started`: headers arrived, then the body broke off. The server
 *   certainly processed the request.
 */
export type NetworkFailurePhase = 'not-sent' | 'maybe-sent' | 'response-started';

/** What went wrong with one attempt. */
export type RetryFailure =
  | {
      /** The server answered with an error status. */
      readonly kind: 'status';
      /** The status it answered with. */
      readonly status: number;
      /** Its response headers (`Retry-After`, `x-should-retry`). */
      readonly headers: Headers;
    }
  | {
      /** No usable response: the network failed. */
      readonly kind: 'network';
      /** How far the request got. */
      readonly phase: NetworkFailurePhase;
    };

/** Everything {@link decideRetry} weighs. */
export interface RetryInput {
  /** The attempt that just failed, counting from 1. */
  readonly attempt: number;
  /** Retries allowed after the first attempt. */
  readonly maxRetries: number;
  /** Whether sending the request twice is harmless (see `isIdempotentRequest`). */
  readonly idempotent: boolean;
  /** What went wrong. */
  readonly failure: RetryFailure;
  /** Backoff tuning; {@link DEFAULT_BACKOFF} when omitted. */
  readonly backoff?: BackoffOptions | undefined;
  /** Source of jitter in [0, 1); `Math.random` when omitted. Tests pass a fixed one. */
  readonly random?: (() => number) | undefined;
  /** Current time in ms since the epoch, to read HTTP-date `Retry-After`; `Date.now()` when omitted. */
  readonly now?: number | undefined;
}

/** Whether to try again and, if so, after how long. `reason` is for logs. */
export type RetryDecision =
  | { readonly retry: true; readonly delayMs: number; readonly reason: string }
  | { readonly retry: false; readonly reason: string };

/**
 * Decides whether the attempt that just failed should be retried, and after
 * what delay. This is the whole retry rule; the client only carries it out.
 *
 * 1. No attempts left (`attempt > maxRetries`): stop.
 * 2. Status responses:
 *    - `x-should-retry: false` → stop; `x-should-retry: true` → retry,
 *      whatever the status and method (the server knows whether it acted).
 *    - Otherwise only 408, 409, 429, 500, 502, 503 and 504 are retried.
 *    - A non-idempotent request is retried only on 429 and 503, which say the
 *      request was turned away unprocessed. A 500/502/504 may come after the
 *      server acted (a gateway timing out on a slow write), so it is final.
 * 3. Network failures: `not-sent` is retried for every request;
 *    `maybe-sent` and `response-started` only for idempotent ones.
 * 4. Delay: a `retry-after-ms` or `Retry-After` (seconds or HTTP date) within
 *    0–60 s is used as is. Otherwise exponential backoff with full jitter:
 *    `delay = random() × min(maxDelayMs, initialDelayMs × 2^(attempt − 1))`,
 *    i.e. uniform in [0, 0.5 s), [0, 1 s), [0, 2 s) … [0, 8 s) by default.
 *
 * Timeouts and caller aborts never reach this function: the timeout bounds
 * the whole call, so once it fires there is no time left to retry, and an
 * abort is the caller's final word.
 */
export function decideRetry(input: RetryInput): RetryDecision {
  const { attempt, maxRetries, idempotent, failure } = input;
  if (attempt > maxRetries) {
    return { retry: false, reason: `no retries left (maxRetries ${maxRetries})` };
  }
  if (failure.kind === 'network') {
    if (failure.phase !== 'not-sent' && !idempotent) {
      return {
        retry: false,
        reason: `network failure (${failure.phase}) on a non-idempotent request; the server may have processed it`,
      };
    }
    return { retry: true, delayMs: backoffDelayMs(attempt, input.random, input.backoff), reason: `network failure (${failure.phase})` };
  }

  const { status, headers } = failure;
  const override = headers.get('x-should-retry')?.trim().toLowerCase();
  if (override === 'false') return { retry: false, reason: 'server sent x-should-retry: false' };
  let reason: string;
  if (override === 'true') {
    reason = `status ${status} with x-should-retry: true`;
  } else if (!RETRYABLE_STATUSES.has(status)) {
    return { retry: false, reason: `status ${status} is not retryable` };
  } else if (!idempotent && !UNPROCESSED_STATUSES.has(status)) {
    return { retry: false, reason: `status ${status} on a non-idempotent request; the server may have processed it` };
  } else {
    reason = `status ${status}`;
  }

  const requested = parseRetryAfterMs(headers, input.now ?? Date.now());
  if (requested !== undefined && requested >= 0 && requested <= MAX_RETRY_AFTER_MS) {
    return { retry: true, delayMs: requested, reason: `${reason}, server asked to wait` };
  }
  return { retry: true, delayMs: backoffDelayMs(attempt, input.random, input.backoff), reason };
}

/**
 * Full-jitter exponential backoff for the `retry`-th retry (1 for the first):
 * uniform in `[0, min(maxDelayMs, initialDelayMs × 2^(retry − 1)))`. Full
 * jitter spreads clients that failed together (a deploy, an outage) across the
 * whole window instead of letting them return in lockstep.
 */
export function backoffDelayMs(
  retry: number,
  random: () => number = Math.random,
  backoff: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const ceiling = Math.min(backoff.maxDelayMs, backoff.initialDelayMs * 2 ** Math.max(0, retry - 1));
  const sample = random();
  // A faulty random source must not produce a negative, infinite or oversize wait.
  const unit = Number.isFinite(sample) ? Math.min(Math.max(sample, 0), 1) : 0.5;
  return ceiling * unit;
}
