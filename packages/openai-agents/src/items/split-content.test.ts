import { describe, expect, it } from 'vitest';
import { MESSAGE_CONTENT_MAX_LENGTH, splitContent } from './split-content.js';

describe('splitContent', () => {
  it('keeps short and empty text whole', () => {
    expect(splitContent('hello')).toEqual(['hello']);
    expect(splitContent('')).toEqual(['']);
    expect(splitContent('x'.repeat(MESSAGE_CONTENT_MAX_LENGTH))).toHaveLength(1);
  });

  it('cuts long text into pieces that join back to it', () => {
    const text = 'word '.repeat(12_000);
    const pieces = splitContent(text);
    expect(pieces.map((piece) => piece.length)).toEqual([25_000, 25_000, 10_000]);
    expect(pieces.join('')).toBe(text);
  });

  it('never cuts a surrogate pair in two', () => {
    expect(splitContent('aaaa🍜🍜', 5)).toEqual(['aaaa', '🍜🍜']);
    expect(splitContent('aa🍜b', 3)).toEqual(['aa', '🍜b']);
    expect(splitContent('a🍜🍜', 3)).toEqual(['a🍜', '🍜']);
  });
});
