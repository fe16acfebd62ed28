import { HonchoError, type QueueStatus } from '@honcho-ai/sdk';

/**
 * `waitForCompletion()` gave up: background work (the dream, and any other
 * queued work it was waiting on) was still pending when `timeoutMs` ran out.
 * The work itself goes on on the server; wait again or check
 * `getStatus()` later.
 *
 * @example
 * ```ts
 * try {
 *   await agent.waitForCompletion({ timeoutMs: 30_000 });
 * } catch (error) {
 *   if (DreamWaitTimeoutError.isInstance(error)) console.log('still pending:', error.lastStatus?.pendingWorkUnits);
 *   else throw error;
 * }
 * ```
 */
export class DreamWaitTimeoutError extends HonchoError {
  static override readonly kind: string = 'DreamWaitTimeoutError';
  /** The budget that ran out, in milliseconds. */
  readonly timeoutMs: number;
  /** Queue-status requests made before giving up. */
  readonly polls: number;
  /** The last queue status read, or `undefined` when none arrived in time. */
  readonly lastStatus: QueueStatus | undefined;

  constructor(details: { timeoutMs: number; polls: number; lastStatus: QueueStatus | undefined }) {
    const pending = details.lastStatus === undefined ? 'no status read in time' : `${details.lastStatus.pendingWorkUnits} pending, ${details.lastStatus.inProgressWorkUnits} in progress`;
    super(`Honcho's queue did not drain within ${details.timeoutMs} ms (${details.polls} polls; ${pending})`, 0, { code: 'dream_wait_timeout' });
    this.timeoutMs = details.timeoutMs;
    this.polls = details.polls;
    this.lastStatus = details.lastStatus;
  }
}
