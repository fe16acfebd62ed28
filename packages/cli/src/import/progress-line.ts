import type { ImportProgress } from './run-import.js';

const WIDTH = 24;

/**
 * One line of an import's progress: a bar, messages and sessions done, the
 * rate so far and the time left at that rate.
 *
 * @example
 * ```text
 * [############------------] 5,000/10,000 messages · 3/12 sessions · 820 msg/s · about 6 s left
 * ```
 */
export function progressLine(progress: ImportProgress, elapsedMs: number): string {
  const share = progress.messages === 0 ? 1 : progress.messagesDone / progress.messages;
  const filled = Math.round(share * WIDTH);
  const rate = elapsedMs > 0 ? (progress.messagesDone / elapsedMs) * 1000 : 0;
  const left = rate > 0 ? Math.ceil((progress.messages - progress.messagesDone) / rate) : undefined;
  const count = (value: number) => value.toLocaleString('en-US');
  const eta = progress.messagesDone >= progress.messages ? 'done' : left === undefined ? 'estimating' : `about ${left} s left`;
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${count(progress.messagesDone)}/${count(progress.messages)} messages · ${progress.sessionsDone}/${progress.sessions} sessions · ${count(Math.round(rate))} msg/s · ${eta}`;
}
