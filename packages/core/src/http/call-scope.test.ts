import { describe, expect, it } from 'vitest';
import { CallScope } from './call-scope.js';

// Abort and close latency is measured in bench/ (the break row); a test only tells "reacts to the abort"
// from "waits for the server or a timeout", so its bound is one only such a wait would exceed.
const PROMPTLY_MS = 1_000;

const never = new Promise<never>(() => undefined);

describe('CallScope', () => {
  it('ends with timeout when the deadline passes', async () => {
    const scope = new CallScope(undefined, 20);
    await expect(scope.race(never)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(scope.ended).toBe('timeout');
    scope.dispose();
  });

  it('ends with user when the caller aborts, and settles at once', async () => {
    const controller = new AbortController();
    const scope = new CallScope(controller.signal, 10_000);
    const started = Date.now();
    const raced = scope.race(never);
    setTimeout(() => controller.abort(), 5);
    await expect(raced).rejects.toBeDefined();
    expect(Date.now() - started).toBeLessThan(PROMPTLY_MS);
    expect(scope.ended).toBe('user');
    scope.dispose();
  });

  it('keeps the first cause: a later caller abort does not turn a timeout into a user abort', async () => {
    const controller = new AbortController();
    const scope = new CallScope(controller.signal, 10);
    await expect(scope.sleep(1_000)).rejects.toBeDefined();
    controller.abort();
    expect(scope.ended).toBe('timeout');
    scope.dispose();
  });

  it('starts ended when the caller signal is already aborted', () => {
    const scope = new CallScope(AbortSignal.abort('x'), 1_000);
    expect(scope.ended).toBe('user');
    expect(scope.callerReason).toBe('x');
    scope.dispose();
  });

  it('passes through results and errors', async () => {
    const scope = new CallScope(undefined, 1_000);
    await expect(scope.race(Promise.resolve(1))).resolves.toBe(1);
    await expect(scope.race(Promise.reject(new Error('e')))).rejects.toThrow('e');
    scope.dispose();
  });

  it('stops the timer on releaseDeadline but keeps the caller linked', async () => {
    const controller = new AbortController();
    const scope = new CallScope(controller.signal, 10);
    scope.releaseDeadline();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(scope.signal.aborted).toBe(false);
    controller.abort();
    expect(scope.signal.aborted).toBe(true);
    expect(scope.ended).toBe('user');
  });

  it('tracks remaining time', () => {
    const scope = new CallScope(undefined, 1_000);
    expect(scope.remainingMs).toBeGreaterThan(900);
    expect(scope.remainingMs).toBeLessThanOrEqual(1_000);
    scope.dispose();
  });
});
