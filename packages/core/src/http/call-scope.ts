import { sleep } from './sleep.js';

/** Why a call's signal fired: the caller aborted, or the call's timeout ran out. */
export type CallEnd = 'user' | 'timeout';

/**
 * The lifetime of one client call: one signal that fires when either the
 * caller's signal aborts or the call's timeout runs out, plus helpers that
 * settle the moment it fires.
 *
 * Every await in the retry loop goes through {@link CallScope.race} or
 * {@link CallScope.sleep}, so an abort or timeout settles the call within a
 * tick even when a custom `fetch`, a mocked response or a stalled body never
 * looks at the signal.
 */
export class CallScope {
  /** Fires on caller abort or timeout. Passed to fetch, so it also cancels the response body. */
  readonly signal: AbortSignal;
  /** The timeout this call was given, in ms. */
  readonly timeoutMs: number;

  readonly #callerSignal: AbortSignal | undefined;
  readonly #deadline = new AbortController();
  readonly #startedAt = Date.now();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #ended: CallEnd | undefined;
  #unlink: (() => void) | undefined;
  /** Removes a listener that only serves the wait for the headers (see #combine). */
  #unlinkOnRelease: (() => void) | undefined;
  /** The promise {@link CallScope.race} is waiting on, and the reject of the race's own promise: whatever ends the call rejects it. */
  #racing: Promise<unknown> | undefined;
  #rejectRace: ((reason: unknown) => void) | undefined;

  /**
   * @param callerSignal - The caller's signal, if any.
   * @param timeoutMs - The whole call's timeout.
   * @param outlivesCall - The signal stays in use after the call returns (a
   *   streamed body): link to the caller's signal weakly, since
   *   {@link CallScope.dispose} will not run to unlink it.
   */
  constructor(callerSignal: AbortSignal | undefined, timeoutMs: number, outlivesCall = false) {
    this.timeoutMs = timeoutMs;
    this.#callerSignal = callerSignal;
    this.signal = this.#combine(callerSignal, outlivesCall);
    if (this.signal.aborted) {
      this.#ended = 'user';
      return;
    }
    this.#timer = setTimeout(() => {
      this.#end('timeout', new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
  }

  /** Why the call ended early, or `undefined` while it is still live. */
  get ended(): CallEnd | undefined {
    if (!this.signal.aborted) return undefined;
    return this.#ended ?? (this.#callerSignal?.aborted ? 'user' : 'timeout');
  }

  /** What the caller passed to `abort()`, for the `cause` of the abort error. */
  get callerReason(): unknown {
    return this.#callerSignal?.reason;
  }

  /** Milliseconds left before the timeout fires. */
  get remainingMs(): number {
    return Math.max(0, this.timeoutMs - (Date.now() - this.#startedAt));
  }

  /** Milliseconds since the call started. */
  get elapsedMs(): number {
    return Date.now() - this.#startedAt;
  }

  /**
   * Resolves or rejects like `promise`, but rejects with the signal's reason
   * as soon as the call is aborted or times out. The losing promise's
   * rejection is swallowed so it cannot surface as unhandled.
   */
  race<T>(promise: Promise<T>): Promise<T> {
    if (this.signal.aborted) {
      promise.catch(noop);
      return Promise.reject(this.signal.reason);
    }
    // One race at a time per call (the retry loop awaits one thing at a
    // time), so what ends the call rejects it directly: no abort listener
    // added and removed per await. Once `promise` has settled the race has
    // too, and a later reject is a no-op, so nothing needs clearing.
    return new Promise<T>((resolve, reject) => {
      this.#racing = promise;
      this.#rejectRace = reject;
      promise.then(resolve, reject);
    });
  }

  /** Waits `ms`, rejecting at once if the call is aborted or times out meanwhile. */
  sleep(ms: number): Promise<void> {
    return sleep(ms, this.signal);
  }

  /**
   * Stops the timeout while leaving the caller's signal linked: a streamed
   * body outlives the timeout (which only bounds getting the headers) but must
   * still stop when the caller aborts.
   */
  releaseDeadline(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#unlinkOnRelease?.();
    this.#unlinkOnRelease = undefined;
  }

  /** Ends the scope: stops the timer and unlinks the caller's signal. */
  dispose(): void {
    this.releaseDeadline();
    this.#racing = undefined;
    this.#rejectRace = undefined;
    this.#unlink?.();
    this.#unlink = undefined;
  }

  /** The call ends early: the first cause names it, the signal fires, and a pending race rejects at once. */
  #end(cause: CallEnd, reason: unknown): void {
    // Whichever fired first names the end; a later abort cannot turn a timeout into a user abort.
    this.#ended ??= cause;
    this.#deadline.abort(reason);
    const racing = this.#racing;
    const reject = this.#rejectRace;
    this.#racing = undefined;
    this.#rejectRace = undefined;
    if (reject !== undefined) {
      racing?.catch(noop);
      reject(reason);
    }
  }

  #combine(callerSignal: AbortSignal | undefined, outlivesCall: boolean): AbortSignal {
    if (callerSignal === undefined) return this.#deadline.signal;
    if (callerSignal.aborted) {
      this.#ended = 'user';
      this.#deadline.abort(callerSignal.reason);
      return this.#deadline.signal;
    }
    const fromCaller = (): void => this.#end('user', callerSignal.reason);
    const any = (AbortSignal as { any?: (signals: AbortSignal[]) => AbortSignal }).any;
    if (outlivesCall && typeof any === 'function') {
      // AbortSignal.any holds its sources weakly, so a long-lived caller
      // signal does not accumulate listeners from streams whose scope is
      // never disposed; the listener below only serves the wait for headers
      // and is removed when the body is handed over (releaseDeadline).
      callerSignal.addEventListener('abort', fromCaller, { once: true });
      this.#unlinkOnRelease = () => callerSignal.removeEventListener('abort', fromCaller);
      return any.call(AbortSignal, [callerSignal, this.#deadline.signal]);
    }
    // Otherwise link by hand (cheaper than AbortSignal.any, which matters per
    // call) and unlink in dispose(): the deadline's controller follows the
    // caller, so one signal fires for either.
    callerSignal.addEventListener('abort', fromCaller, { once: true });
    this.#unlink = () => callerSignal.removeEventListener('abort', fromCaller);
    return this.#deadline.signal;
  }
}

function noop(): void {}
