import { APITimeoutError } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { Deadline } from './deadline.js';

describe('Deadline', () => {
  it('passes results and failures through', async () => {
    const deadline = new Deadline(1_000);
    await expect(deadline.bound(Promise.resolve('ok'))).resolves.toBe('ok');
    await expect(deadline.bound(Promise.reject(new Error('no')))).rejects.toThrow('no');
  });

  it('fails work that outlives the budget with APITimeoutError', async () => {
    const deadline = new Deadline(10);
    const never = new Promise<never>(() => {});
    const error: unknown = await deadline.bound(never).catch((caught: unknown) => caught);
    expect(APITimeoutError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe('Honcho did not answer within 10 ms');
  });

  it('never gives a call less than 1 ms, so an exhausted budget reads as a timeout', () => {
    const deadline = new Deadline(1);
    const spent = Date.now() + 5;
    while (Date.now() < spent) {
      // Let the budget run out.
    }
    expect(deadline.remaining()).toBe(1);
    expect(new Deadline(5_000).remaining()).toBeLessThanOrEqual(5_000);
  });
});
