import { describe, expect, it } from 'vitest';
import { splitText } from './split-text.js';

describe('splitText (the server upload chunking)', () => {
  it('keeps short text whole, the empty text too (an empty file is one empty message)', () => {
    expect(splitText('hello', 10)).toEqual(['hello']);
    expect(splitText('', 10)).toEqual(['']);
    expect(splitText('  ', 10)).toEqual(['  ']);
  });

  it('breaks after a paragraph, else a line, a sentence or a word, keeping the delimiter', () => {
    expect(splitText('aaaa\n\nbbbb', 8)).toEqual(['aaaa\n\n', 'bbbb']);
    expect(splitText('aaaa\nbbbb', 6)).toEqual(['aaaa\n', 'bbbb']);
    expect(splitText('aa. bb cc', 7)).toEqual(['aa. ', 'bb cc']);
    expect(splitText('aaa bbb ccc', 8)).toEqual(['aaa bbb ', 'ccc']);
  });

  it('joins back into the text', () => {
    const text = Array.from({ length: 30 }, (_, i) => `line ${i}. ${'word '.repeat(i)}`).join('\n');
    expect(splitText(text, 50).join('')).toBe(text);
    for (const piece of splitText(text, 50)) expect([...piece].length).toBeLessThanOrEqual(50);
  });

  it('cuts hard when no delimiter fits, counting code points as Python does', () => {
    expect(splitText('abcdefgh', 3)).toEqual(['abc', 'def', 'gh']);
    expect(splitText('a😀😀', 2)).toEqual(['a😀', '😀']);
  });

  it('ignores a delimiter at the very start of a window', () => {
    expect(splitText(' abcdef', 4)).toEqual([' abc', 'def']);
  });
});
