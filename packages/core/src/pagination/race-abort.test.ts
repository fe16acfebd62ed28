import { describe, expect, it } from 'vitest';
import { APIUserAbortError } from '../errors/index.js';
import { linkAbortSignal, raceAbort } from './abort-link.js';

describe('linkAbortSignal', () => {
  it('follows the parent signal', () => {
    const parent = new AbortController();
    const link = linkAbortSignal(parent.signal);
    parent.abort('why');
    expect(link.signal.aborted).toBe(true);
    expect(link.signal.reason).toBe('why');
  });

  it('aborts on release without aborting the parent, and stops listening to it', () => {
    const parent = new AbortController();
    const link = linkAbortSignal(parent.signal);
    link.release();
    expect(link.signal.aborted).toBe(true);
    expect(parent.signal.aborted).toBe(false);
  });

  it('starts aborted when the parent already is, and works without a parent', () => {
    expect(linkAbortSignal(AbortSignal.abort()).signal.aborted).toBe(true);
    const orphan = linkAbortSignal(undefined);
    expect(orphan.signal.aborted).toBe(false);
    orphan.release();
    expect(orphan.signal.aborted).toBe(true);
  });
});

describe('raceAbort', () => {
  it('settles with the promise when nothing aborts', async () => {
    await expect(raceAbort(Promise.resolve(1), new AbortController().signal)).resolves.toBe(1);
    await expect(raceAbort(Promise.reject(new Error('x')), undefined)).rejects.toThrow('x');
  });

  it('rejects with APIUserAbortError as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const racing = raceAbort(new Promise(() => {}), controller.signal);
    controller.abort();
    await expect(racing).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(raceAbort(Promise.reject(new Error('late')), AbortSignal.abort())).rejects.toBeInstanceOf(
      APIUserAbortError,
    );
  });
});
