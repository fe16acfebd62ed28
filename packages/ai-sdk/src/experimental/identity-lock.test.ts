import { describe, expect, it } from 'vitest';
import { pendingIdentityLocks, runExclusive } from './identity-lock.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runExclusive', () => {
  it('runs tasks of one key one at a time, in call order, and tasks of other keys alongside', async () => {
    const log: string[] = [];
    let running = 0;
    let peak = 0;
    const task = (name: string, ms: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      log.push(`start ${name}`);
      await tick(ms);
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([runExclusive('k', task('a', 20)), runExclusive('k', task('b', 1)), runExclusive('k', task('c', 5))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(peak).toBe(1);

    const order: string[] = [];
    await Promise.all([
      runExclusive('x', async () => {
        await tick(30);
        order.push('x');
      }),
      runExclusive('y', async () => {
        order.push('y');
      }),
    ]);
    expect(order).toEqual(['y', 'x']);
  });

  it('rejects as its task does, and a failure does not block the next task', async () => {
    const failed = runExclusive('f', async () => {
      throw new Error('boom');
    });
    const next = runExclusive('f', async () => 'ran');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });

  it('forgets a key once its last task settles, and shares the registry through globalThis', async () => {
    const running = runExclusive('g', () => tick(10));
    expect(pendingIdentityLocks()).toBeGreaterThan(0);
    expect((globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('@honcho-ai/ai-sdk/experimental/identity-locks')]?.has('g')).toBe(true);
    await running;
    await tick(0);
    expect(pendingIdentityLocks()).toBe(0);
  });
});
