import { APIUserAbortError, type QueueStatus } from '@honcho-ai/sdk';
import { sleep, untilAborted } from './abortable.js';
import { DreamWaitTimeoutError } from './dream-wait-timeout-error.js';

/** How {@link waitForQueue} polls. */
export interface QueuePolling {
  pollIntervalMs: number;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

/** Reads the queue status; `signal` aborts the request when the wait ends early. */
export type ReadQueueStatus<Status extends QueueStatus = QueueStatus> = (options: { signal: AbortSignal; timeout: number }) => Promise<Status>;

const TIMED_OUT = Symbol('timed out');

/** Nothing pending and nothing in progress. */
export function isQueueDrained(status: QueueStatus): boolean {
  return status.pendingWorkUnits === 0 && status.inProgressWorkUnits === 0;
}

/**
 * Polls `read` until the queue is drained. One request at a time, each bounded
 * by the time left, so at most `timeoutMs / pollIntervalMs + 1` polls are made.
 * A caller's abort or the timeout stops the wait at once, mid-request or
 * mid-sleep, rejecting with `APIUserAbortError` or {@link DreamWaitTimeoutError}.
 */
export async function waitForQueue<Status extends QueueStatus>(read: ReadQueueStatus<Status>, polling: QueuePolling): Promise<Status> {
  const { pollIntervalMs, timeoutMs, signal } = polling;
  if (signal?.aborted === true) throw new APIUserAbortError('Waiting for the dream was aborted', { cause: signal.reason });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(TIMED_OUT), timeoutMs);
  const follow = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', follow, { once: true });
  const startedAt = Date.now();
  let polls = 0;
  let lastStatus: Status | undefined;
  try {
    for (;;) {
      const timeLeft = Math.max(1, timeoutMs - (Date.now() - startedAt));
      polls += 1;
      lastStatus = await untilAborted(read({ signal: controller.signal, timeout: timeLeft }), controller.signal);
      if (isQueueDrained(lastStatus)) return lastStatus;
      await sleep(pollIntervalMs, controller.signal);
    }
  } catch (error) {
    if (controller.signal.aborted) {
      if (controller.signal.reason === TIMED_OUT) throw new DreamWaitTimeoutError({ timeoutMs, polls, lastStatus });
      throw new APIUserAbortError('Waiting for the dream was aborted', { cause: signal?.reason });
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', follow);
  }
}
