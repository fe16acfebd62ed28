/**
 * Which requests a fault rule applies to: a predicate, or a method and/or a
 * path pattern (a `RegExp`, or a string compiled to one) tested against the
 * URL's pathname. Omitted, a rule applies to every request.
 *
 * @example
 * ```ts
 * { method: 'POST', path: /\/messages$/ }
 * { method: ['GET', 'POST'], path: '/peers/[^/]+/chat$' }
 * (request) => request.headers.has('x-flaky')
 * ```
 */
export type FaultMatch =
  | ((request: Request) => boolean)
  | {
      method?: string | readonly string[];
      path?: RegExp | string;
    };

/**
 * One fault-injection rule. Every field is optional; a rule with several
 * faults applies each in turn (latency, then failure, then drops, then stream
 * faults). Random choices come from a PRNG seeded with `seed`, so a test run
 * is reproducible.
 *
 * @example
 * ```ts
 * // Every other POST to messages fails with 503 and Retry-After: 1.
 * { match: { method: 'POST', path: /\/messages$/ }, failRate: 0.5, failStatus: 503, retryAfter: 1, seed: 7 }
 * // The first two requests fail, then everything works.
 * { failRate: 1, failStatus: 500, times: 2 }
 * // Streams stop after 3 events and never finish.
 * { stallStreamAfterChunks: 3 }
 * ```
 */
export interface FaultRule {
  /** Which requests the rule applies to; all when omitted. */
  match?: FaultMatch;
  /** Delay before handling, in milliseconds: fixed, or uniform in `[min, max]` from the seeded PRNG. */
  latencyMs?: number | { min: number; max: number };
  /** Fraction (0..1) of matching requests answered with `failStatus` instead of being handled. */
  failRate?: number;
  /** Status of injected failures; default 503. */
  failStatus?: number;
  /** `Retry-After` header on injected failures: seconds, or an HTTP date. */
  retryAfter?: number | string;
  /**
   * When an injected failure is answered: `before` handling (the default:
   * nothing is written, as a 503 from an overloaded server) or `after` (the
   * request is handled, its writes are made, and the client gets
   * `failStatus` instead of the real answer, as a 500 from a proxy or a crash
   * after the commit).
   */
  failPhase?: 'before' | 'after';
  /**
   * Drop the connection: `before` handling (nothing is written) or `after`
   * (the write happens, the client never hears back). Over HTTP the socket is
   * destroyed; through `emulator.fetch` the call rejects with
   * {@link EmulatorConnectionDrop}; through msw the request errors.
   */
  dropConnection?: 'before' | 'after';
  /** Fraction (0..1) of matching requests to drop; default 1 when `dropConnection` is set. */
  dropRate?: number;
  /**
   * Handle the request (its writes are made), send the status and headers,
   * then break the connection after this many bytes of a response body that
   * is not an event stream: the client sees the body cut short.
   */
  cutBodyAfterBytes?: number;
  /** Break event streams after this many events: the body errors mid-stream, with no final event. */
  cutStreamAfterChunks?: number;
  /** Stall event streams after this many events: nothing more is sent, but the stream stays open. */
  stallStreamAfterChunks?: number;
  /** Stop after injecting this many faults (of any kind); unlimited when omitted. */
  times?: number;
  /** Seed of this rule's PRNG; default 0. */
  seed?: number;
}

/** A request pattern compiled once. */
export function compileMatch(match: FaultMatch | undefined): (request: Request) => boolean {
  if (match === undefined) return () => true;
  if (typeof match === 'function') return match;
  const methods = match.method === undefined ? undefined : (typeof match.method === 'string' ? [match.method] : match.method).map((method) => method.toUpperCase());
  const path = match.path === undefined ? undefined : typeof match.path === 'string' ? new RegExp(match.path) : match.path;
  return (request) => {
    if (methods && !methods.includes(request.method.toUpperCase())) return false;
    if (path) {
      path.lastIndex = 0;
      return path.test(new URL(request.url).pathname);
    }
    return true;
  };
}
