import { describe, expect, it } from 'vitest';
import { pythonListRepr, pythonRepr, pythonSortedSetRepr } from './python-repr.js';

describe('pythonRepr', () => {
  it('quotes as Python does', () => {
    expect(pythonRepr('a.b')).toBe("'a.b'");
    expect(pythonRepr("it's")).toBe('"it\'s"');
    expect(pythonRepr(`it's "x"`)).toBe(`'it\\'s "x"'`);
    expect(pythonRepr('back\\slash')).toBe("'back\\\\slash'");
  });

  it('escapes what Python does not print, and keeps printable non-ASCII text', () => {
    expect(pythonRepr('a\nb\tc\rd')).toBe("'a\\nb\\tc\\rd'");
    expect(pythonRepr('\u0000\u007f\u00a0')).toBe("'\\x00\\x7f\\xa0'");
    expect(pythonRepr('\u200b\u2028')).toBe("'\\u200b\\u2028'");
    expect(pythonRepr('café 😀')).toBe("'café 😀'");
  });

  it('writes lists as Python does', () => {
    expect(pythonListRepr(['peer_id', 'x'])).toBe("['peer_id', 'x']");
    expect(pythonListRepr([])).toBe('[]');
    // sorted(set(...)) orders by code point: U+FFFD before U+1F600, though its UTF-16 units sort after.
    expect(pythonSortedSetRepr(['b', 'a', 'b', '\u{1f600}', '\ufffd'])).toBe("['a', 'b', '\ufffd', '\u{1f600}']");
  });
});
