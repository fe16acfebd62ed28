import { describe, expect, it } from 'vitest';
import { splitText } from './split-text.js';

describe('splitText', () => {
  it('keeps short text whole and drops empty text', () => {
    expect(splitText('hello', 10)).toEqual(['hello']);
    expect(splitText('  ', 10)).toEqual([]);
  });

  it('cuts at paragraph, then line, then word boundaries', () => {
    expect(splitText('aaaa\n\nbbbb', 8)).toEqual(['aaaa', 'bbbb']);
    expect(splitText('aaaa\nbbbb', 6)).toEqual(['aaaa', 'bbbb']);
    expect(splitText('aaa bbb ccc', 8)).toEqual(['aaa bbb', 'ccc']);
  });

  it('hard-cuts long words without splitting surrogate pairs', () => {
    expect(splitText('abcdefgh', 3)).toEqual(['abc', 'def', 'gh']);
    const pieces = splitText('a😀😀', 2);
    expect(pieces).toEqual(['a', '😀', '😀']);
  });
});
