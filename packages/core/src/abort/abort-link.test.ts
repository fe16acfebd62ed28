import { describe, expect, it } from 'vitest';
import { linkAbortSignal } from './abort-link.js';

/** How many 'abort' listeners a signal has, counted by wrapping add/removeEventListener. */
function countListeners(signal: AbortSignal): () => number {
  let count = 0;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  const listeners = new Set<unknown>();
  signal.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: AddEventListenerOptions) => {
    if (type === 'abort' && !listeners.has(listener)) {
      listeners.add(listener);
      count++;
    }
    add(type, listener, options);
  }) as typeof signal.addEventListener;
  signal.removeEventListener = ((type: string, listener: EventListenerOrEventListenerObject) => {
    if (type === 'abort' && listeners.delete(listener)) count--;
    remove(type, listener);
  }) as typeof signal.removeEventListener;
  return () => count;
}

describe('linkAbortSignal', () => {
  it('follows the parent signal, with its reason', () => {
    const parent = new AbortController();
    const link = linkAbortSignal(parent.signal);
    parent.abort('why');
    expect(link.signal.aborted).toBe(true);
    expect(link.signal.reason).toBe('why');
  });

  it('aborts on release without aborting the parent, and stops listening to it', () => {
    const parent = new AbortController();
    const listeners = countListeners(parent.signal);
    const link = linkAbortSignal(parent.signal);
    expect(listeners()).toBe(1);
    link.release();
    expect(link.signal.aborted).toBe(true);
    expect(parent.signal.aborted).toBe(false);
    expect(listeners()).toBe(0);
  });

  it('starts aborted when the parent already is, and works without a parent', () => {
    const already = linkAbortSignal(AbortSignal.abort('early'));
    expect(already.signal.aborted).toBe(true);
    expect(already.signal.reason).toBe('early');
    const orphan = linkAbortSignal(undefined);
    expect(orphan.signal.aborted).toBe(false);
    orphan.release();
    expect(orphan.signal.aborted).toBe(true);
  });

  it('follows several parents: the first to abort names the reason, and the others are let go', () => {
    const first = new AbortController();
    const second = new AbortController();
    const firstListeners = countListeners(first.signal);
    const secondListeners = countListeners(second.signal);
    const link = linkAbortSignal(first.signal, undefined, second.signal);
    expect([firstListeners(), secondListeners()]).toEqual([1, 1]);
    second.abort('second');
    first.abort('first');
    expect(link.signal.reason).toBe('second');
    expect([firstListeners(), secondListeners()]).toEqual([0, 0]);
  });

  it('takes the reason of an already aborted parent among several, and follows none of them', () => {
    const live = new AbortController();
    const listeners = countListeners(live.signal);
    const link = linkAbortSignal(live.signal, AbortSignal.abort('done'));
    expect(link.signal.reason).toBe('done');
    expect(listeners()).toBe(0);
    live.abort('later');
    expect(link.signal.reason).toBe('done');
  });

  it('lets go of every parent on release', () => {
    const first = new AbortController();
    const second = new AbortController();
    const counts = [countListeners(first.signal), countListeners(second.signal)];
    const link = linkAbortSignal(first.signal, second.signal);
    link.release();
    expect(counts.map((count) => count())).toEqual([0, 0]);
    first.abort('after');
    expect(link.signal.reason).not.toBe('after');
  });
});
