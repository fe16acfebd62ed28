import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.js';

describe('LruCache', () => {
  it('drops the least recently used entry past its limit', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('creates a value once and returns it afterwards', () => {
    const cache = new LruCache<string, object>(10);
    let created = 0;
    const make = () => {
      created += 1;
      return {};
    };
    expect(cache.getOrCreate('k', make)).toBe(cache.getOrCreate('k', make));
    expect(created).toBe(1);
  });

  it('forgets a promise that rejects, so the next caller tries again', async () => {
    const cache = new LruCache<string, Promise<string>>(10);
    const failed = cache.getOrCreate('k', () => Promise.reject(new Error('down')));
    await expect(failed).rejects.toThrow('down');
    expect(cache.get('k')).toBeUndefined();
    await expect(cache.getOrCreate('k', () => Promise.resolve('up'))).resolves.toBe('up');
    expect(cache.get('k')).toBeDefined();
  });

  it('keeps a promise that succeeded', async () => {
    const cache = new LruCache<string, Promise<string>>(10);
    await cache.getOrCreate('k', () => Promise.resolve('v'));
    let called = false;
    await cache.getOrCreate('k', () => {
      called = true;
      return Promise.resolve('other');
    });
    expect(called).toBe(false);
  });
});
