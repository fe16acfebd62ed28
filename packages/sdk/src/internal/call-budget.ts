import { APITimeoutError, APIUserAbortError } from '@honcho-ai/sdk-core';
import { BatchNotSent } from '../batching/index.js';

/**
 * One `timeout` shared by every request of a method that sends several
 * (`getMany`, a batched `create`, `Scope.addSessions`), so the method as a
 * whole settles within the caller's timeout, as a single request does. Each
 * request is given the time left. Without a timeout each request uses the
 * client's own, and the budget does nothing.
 *
 * @internal
 */
export class CallBudget {
  readonly #timeout: number | undefined;
  readonly #deadline: number | undefined;
  /** Only when there is a deadline: without one the caller's signal (or none) is the budget's signal. */
  readonly #controller: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #parent: AbortSignal | undefined;
  /** Follows the caller's signal; made only when there is a deadline to follow it with. */
  #follow: (() => void) | undefined;

  /**
   * @param timeout - The caller's `timeout`. An invalid value is passed on
   *   untouched so the transport reports it as an input error.
   * @param parent - The caller's signal, followed by {@link signal}.
   */
  constructor(timeout: number | undefined, parent?: AbortSignal | undefined) {
    this.#timeout = timeout;
    const valid = typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0;
    this.#deadline = valid ? Date.now() + timeout : undefined;
    this.#parent = parent;
    if (!valid) return;
    const controller = new AbortController();
    this.#controller = controller;
    const follow = (): void => controller.abort(this.#parent?.reason);
    this.#follow = follow;
    if (parent?.aborted === true) follow();
    else parent?.addEventListener('abort', follow, { once: true });
    this.#timer = setTimeout(() => controller.abort(this.#expired()), timeout);
  }

  /**
   * Aborted when the caller's signal aborts or the time is up. Given to a
   * batch runner so that batches not yet started when time runs out are
   * never sent (and so are known not written). Without a timeout it is the
   * caller's own signal, or `undefined` when there is none: nothing could
   * abort it, so no signal is created (one per call is measurable CPU).
   */
  get signal(): AbortSignal | undefined {
    return this.#controller?.signal ?? this.#parent;
  }

  /**
   * The timeout for the next request: the time left, or the caller's value
   * when there is no deadline.
   *
   * @throws {@link APITimeoutError} when the time is used up.
   */
  remaining(): number | undefined {
    if (this.#deadline === undefined) return this.#timeout;
    const left = this.#deadline - Date.now();
    if (left <= 0) throw this.#expired();
    return left;
  }

  /**
   * {@link remaining} for a batch about to be sent: when the time is already
   * used up, throws {@link BatchNotSent} so the batch writer reports the
   * batch as not written (it never left).
   */
  remainingForBatch(): number | undefined {
    try {
      return this.remaining();
    } catch (error) {
      throw new BatchNotSent(error);
    }
  }

  /**
   * The error a request should report: the deadline reaches an in-flight
   * request as an abort of {@link signal}, which is the timeout it stands
   * for unless the caller aborted.
   */
  explain(error: unknown): unknown {
    const reason: unknown = this.signal?.reason;
    const callerAborted = this.#parent?.aborted === true;
    if (APIUserAbortError.isInstance(error) && APITimeoutError.isInstance(reason) && !callerAborted) return reason;
    return error;
  }

  /** Stops the timer and stops following the caller's signal. Call when the method is done. */
  dispose(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#follow !== undefined) this.#parent?.removeEventListener('abort', this.#follow);
    this.#parent = undefined;
  }

  #expired(): APITimeoutError {
    return new APITimeoutError(`Request timed out: the ${String(this.#timeout)} ms timeout for the whole call ran out`);
  }
}
