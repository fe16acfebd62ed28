import { describe, expect, it } from 'vitest';
import { pythonJsonError } from './python-json-error.js';

describe('pythonJsonError', () => {
  it('accepts what Python accepts', () => {
    for (const text of ['{}', ' [1, 2.5e-3, "x\\u00e9", null, true, false] ', '{"a": {"b": []}}', '"str"', '-0']) {
      expect(pythonJsonError(text)).toBeUndefined();
    }
  });

  // Messages and offsets as the server's decoder reports them (recorded against it).
  it.each<[string, string, number]>([
    ['{"id": "x",', 'Expecting property name enclosed in double quotes', 11],
    ['{"a":1,}', 'Expecting property name enclosed in double quotes', 7],
    ["{'id': 1}", 'Expecting property name enclosed in double quotes', 1],
    ['{', 'Expecting property name enclosed in double quotes', 1],
    ['{"id" "x"}', "Expecting ':' delimiter", 6],
    ['{"a"', "Expecting ':' delimiter", 4],
    ['{"id": "x" "y"}', "Expecting ',' delimiter", 11],
    ['{"a":01}', "Expecting ',' delimiter", 6],
    ['{"a":1.}', "Expecting ',' delimiter", 6],
    ['{"a":1e}', "Expecting ',' delimiter", 6],
    ['{"a":1', "Expecting ',' delimiter", 6],
    ['[1', "Expecting ',' delimiter", 2],
    ['{"a":[1 2]}', "Expecting ',' delimiter", 8],
    ['[1,]', 'Expecting value', 3],
    ['{"a":-}', 'Expecting value', 5],
    ['{"a":tru}', 'Expecting value', 5],
    ['nul', 'Expecting value', 0],
    ['   ', 'Expecting value', 3],
    ['\n\n  {"a":}', 'Expecting value', 9],
    ['{"é": [}', 'Expecting value', 7],
    ['{"id": "x"} extra', 'Extra data', 12],
    ['{"id": "a\u0001"}', 'Invalid control character at', 9],
    ['{"a":"x\ty"}', 'Invalid control character at', 7],
    ['{"id": "\\q"}', 'Invalid \\escape', 8],
    ['{"id": "\\u12"}', 'Invalid \\uXXXX escape', 9],
    ['{"id": "abc', 'Unterminated string starting at', 7],
    ['"\\u00e9x', 'Unterminated string starting at', 0],
    ['{"a":"\\', 'Unterminated string starting at', 5],
  ])('%j: %s at %i', (text, message, position) => {
    expect(pythonJsonError(text)).toEqual({ message, position });
  });

  it('counts code points, as Python does, not UTF-16 units', () => {
    expect(pythonJsonError('{"😀": [}')).toEqual({ message: 'Expecting value', position: 7 });
  });
});
