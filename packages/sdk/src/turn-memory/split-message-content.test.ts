import { describe, expect, it } from 'vitest';
import { splitMessageContent } from './split-message-content.js';

describe('splitMessageContent', () => {
  it('keeps short text whole and drops whitespace-only text', () => {
    expect(splitMessageContent('Hello')).toEqual(['Hello']);
    expect(splitMessageContent(' \n ')).toEqual([]);
  });

  it('splits long text at paragraph, then line, then word boundaries, losing nothing', () => {
    const paragraphs = `${'a'.repeat(60)}\n\n${'b'.repeat(60)}`;
    expect(splitMessageContent(paragraphs, 100)).toEqual([`${'a'.repeat(60)}\n\n`, 'b'.repeat(60)]);
    const words = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ');
    const pieces = splitMessageContent(words, 50);
    expect(pieces.join('')).toBe(words);
    expect(pieces.every((piece) => piece.length <= 50)).toBe(true);
    expect(pieces.slice(0, -1).every((piece) => piece.endsWith(' '))).toBe(true);
  });

  it('cuts text with no boundary at the limit', () => {
    expect(splitMessageContent('x'.repeat(250), 100)).toEqual(['x'.repeat(100), 'x'.repeat(100), 'x'.repeat(50)]);
  });

  it('keeps the server limit of 25,000 characters by default', () => {
    const pieces = splitMessageContent('y'.repeat(60_000));
    expect(pieces.map((piece) => piece.length)).toEqual([25_000, 25_000, 10_000]);
  });
});
