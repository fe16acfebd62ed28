import { describe, expect, it } from 'vitest';
import { appendQuery, encodeQuery } from './query-string.js';

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

describe('encodeQuery', () => {
  const cases: (Record<string, unknown> | undefined)[][] = [
    [{ a: 'b c', n: 1, t: true, u: undefined, z: null, list: ['x', 'y', 3] }],
    [{ a: '1', b: '1' }, { b: '2' }, undefined],
    [{ a: '1' }, { a: undefined }],
    [{ q: 'a&b=c#d', e: 'é/ü?+%', s: ' ~*\'()!' }],
    [{ 'k y&': 'v', 'ключ': ['з', 'n.1_-*'] }],
    [undefined],
    [],
  ];

  it.each(cases)('gives what appendQuery gives a URL without a query (%#)', (...sources) => {
    const params = sources as Parameters<typeof encodeQuery>;
    expect(encodeQuery(...params)).toBe(appendQuery(new URL('https://h/x'), ...params).search.slice(1));
  });
});
