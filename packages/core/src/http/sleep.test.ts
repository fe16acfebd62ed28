import { describe, expect, it } from 'vitest';
import { sleep } from './sleep.js';

describe('sleep', () => {
  it('waits roughly the given time', async () => {
    const started = Date.now();
    await sleep(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('rejects with the reason as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const pending = sleep(10_000, controller.signal);
    setTimeout(() => controller.abort(new Error('stop')), 10);
    await expect(pending).rejects.toThrow('stop');
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('rejects at once for an already aborted signal', async () => {
    await expect(sleep(10_000, AbortSignal.abort('gone'))).rejects.toBe('gone');
  });
});
