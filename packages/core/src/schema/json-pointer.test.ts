import { describe, expect, it } from 'vitest';
import { appendPointer, escapePointerToken, parseLocalPointer, unescapePointerToken } from './json-pointer.js';

describe('JSON pointer tokens', () => {
  it('escapes ~ and / and reverses it', () => {
    expect(escapePointerToken('a/b~c')).toBe('a~1b~0c');
    expect(unescapePointerToken('a~1b~0c')).toBe('a/b~c');
  });

  it('decodes ~01 as ~1, not as /', () => {
    expect(unescapePointerToken('~01')).toBe('~1');
  });

  it('appends escaped tokens to a pointer', () => {
    expect(appendPointer('#', 'properties', 'a/b', 0)).toBe('#/properties/a~1b/0');
  });
});

describe('parseLocalPointer', () => {
  it.each([
    ['#', []],
    ['#/$defs/Node', ['$defs', 'Node']],
    ['#/definitions/a~1b', ['definitions', 'a/b']],
    ['#/properties/x/items', ['properties', 'x', 'items']],
  ])('splits %s', (ref, tokens) => {
    expect(parseLocalPointer(ref)).toEqual(tokens);
  });

  it.each(['https://example.com/schema.json', 'other.json#/a', '#anchor', ''])('refuses %j', (ref) => {
    expect(parseLocalPointer(ref)).toBeUndefined();
  });

  it('does not percent-decode: names are taken literally', () => {
    expect(parseLocalPointer('#/$defs/My%20Type')).toEqual(['$defs', 'My%20Type']);
  });
});
