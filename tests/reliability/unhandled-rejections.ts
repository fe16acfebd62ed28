import { afterAll, beforeAll, expect } from 'vitest';

/**
 * Fails the calling test file if any promise rejection goes unhandled while
 * it runs. A client that leaves a rejected promise behind (a late response
 * nobody awaits, a body read after an abort) crashes processes that run with
 * `--unhandled-rejections=strict`, the default since Node 15.
 *
 * The check runs in `afterAll`, after a short pause so rejections from the
 * last test's stragglers still land.
 */
export function failOnUnhandledRejections(): void {
  const seen: unknown[] = [];
  const onRejection = (reason: unknown): void => {
    seen.push(reason);
  };
  beforeAll(() => {
    process.on('unhandledRejection', onRejection);
  });
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.off('unhandledRejection', onRejection);
    expect(seen.map((reason) => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)))).toEqual([]);
  });
}
