import { describe, expect, it } from 'vitest';
import { sleep, untilAborted } from './abortable.js';

describe('untilAborted', () => {
  it('settles as the promise does while the signal stays quiet', async () => {
    const controller = new AbortController();
    await expect(untilAborted(Promise.resolve(1), controller.signal)).resolves.toBe(1);
    await expect(untilAborted(Promise.reject(new Error('no')), controller.signal)).rejects.toThrow('no');
    await expect(untilAborted(Promise.resolve(2), undefined)).resolves.toBe(2);
  });

  it('rejects with the reason as soon as the signal aborts, before the work ends', async () => {
    const controller = new AbortController();
    let finish: (value: string) => void = () => undefined;
    const work = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const waiting = untilAborted(work, controller.signal, () => new Error('gave up'));
    controller.abort();
    await expect(waiting).rejects.toThrow('gave up');
    finish('late');
    await expect(untilAborted(Promise.reject(new Error('ignored')), AbortSignal.abort('stop'))).rejects.toBe('stop');
  });
});

describe('sleep', () => {
  it('resolves after the pause, and rejects at once on abort', async () => {
    const controller = new AbortController();
    await expect(sleep(5, controller.signal)).resolves.toBeUndefined();
    const startedAt = Date.now();
    const long = sleep(60_000, controller.signal);
    controller.abort('stop');
    await expect(long).rejects.toBe('stop');
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    await expect(sleep(5, AbortSignal.abort('already'))).rejects.toBe('already');
  });
});
