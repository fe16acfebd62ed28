import { describe, expect, it } from 'vitest';
import { appendQuery } from './query-string.js';

describe('appendQuery', () => {
  it('skips undefined and null, repeats arrays, stringifies the rest', () => {
    const url = appendQuery(new URL('https://h/x'), {
      a: 'b c',
      n: 1,
      t: true,
      u: undefined,
      z: null,
      list: ['x', 'y', 3],
    });
    expect(url.search).toBe('?a=b+c&n=1&t=true&list=x&list=y&list=3');
    expect(url.searchParams.getAll('list')).toEqual(['x', 'y', '3']);
  });

  it('lets later sources override earlier ones key by key', () => {
    const url = appendQuery(new URL('https://h/x'), { a: '1', b: '1' }, { b: '2' }, undefined);
    expect(url.search).toBe('?a=1&b=2');
  });

  it('lets a later undefined drop a default', () => {
    expect(appendQuery(new URL('https://h/x'), { a: '1' }, { a: undefined }).search).toBe('');
  });

  it('encodes reserved characters', () => {
    expect(appendQuery(new URL('https://h/x'), { q: 'a&b=c#d' }).searchParams.get('q')).toBe('a&b=c#d');
  });
});
