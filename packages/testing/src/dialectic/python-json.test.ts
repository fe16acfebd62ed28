import { describe, expect, it } from 'vitest';
import { pythonFloatRepr, pythonJsonDumps } from './python-json.js';

// Expected strings were produced by CPython 3's json.dumps with default arguments.
describe('pythonJsonDumps', () => {
  it.each<[string, unknown, string]>([
    ['a content event', { delta: { content: 'x' }, done: false }, '{"delta": {"content": "x"}, "done": false}'],
    ['the final event', { done: true }, '{"done": true}'],
    ['arrays and empties', [1, 2, [], {}, null, true, false], '[1, 2, [], {}, null, true, false]'],
    ['nesting', { a: { b: [1, { c: 'd' }] }, e: '' }, '{"a": {"b": [1, {"c": "d"}]}, "e": ""}'],
    [
      'escapes',
      'quote " backslash \\ newline \n tab \t cr \r bs \b ff \f ctl \x01 del \x7f',
      '"quote \\" backslash \\\\ newline \\n tab \\t cr \\r bs \\b ff \\f ctl \\u0001 del \\u007f"',
    ],
    ['non-ASCII with ensure_ascii', 'café ☕ 😀 日本', '"caf\\u00e9 \\u2615 \\ud83d\\ude00 \\u65e5\\u672c"'],
    ['non-ASCII keys', { 'clé': 1 }, '{"cl\\u00e9": 1}'],
    ['a half', 0.5, '0.5'],
    ['float noise', 0.1 + 0.2, '0.30000000000000004'],
    ['a decimal', 123.456, '123.456'],
    ['a negative', -2.5, '-2.5'],
    ['small exponent', 1e-5, '1e-05'],
    ['smaller exponent', 1e-7, '1e-07'],
    ['mantissa and exponent', 1.5e-10, '1.5e-10'],
    ['fixed down to 1e-4', 0.0001, '0.0001'],
    ['fixed below 1e16', 1234567890123456.8, '1234567890123456.8'],
    ['integers as ints', 10 ** 22, '10000000000000000000000'],
    ['negative zero as an int', -0, '0'],
    ['bigint', 12345678901234567890n, '12345678901234567890'],
    ['NaN', Number.NaN, 'NaN'],
    ['Infinity', Infinity, 'Infinity'],
    ['-Infinity', -Infinity, '-Infinity'],
  ])('%s', (_name, value, expected) => {
    expect(pythonJsonDumps(value)).toBe(expected);
  });

  it("writes sort_keys=True, separators=(',', ':') as the server signs webhook bodies", () => {
    // json.dumps({"type": "queue.empty", "data": {"workspace_id": "w", "observer": None, "b": [1, 2]}, "timestamp": "t"}, separators=(",", ":"), sort_keys=True)
    const value = { type: 'queue.empty', data: { workspace_id: 'w', observer: null, b: [1, 2] }, timestamp: 't' };
    expect(pythonJsonDumps(value, { sortKeys: true, separators: [',', ':'] })).toBe('{"data":{"b":[1,2],"observer":null,"workspace_id":"w"},"timestamp":"t","type":"queue.empty"}');
  });

  it('sorts keys by code point, as Python does (an astral character after U+FFFF-range ones)', () => {
    // sorted(["\uffff", "\U0001f600", "a", "B"]) == ["B", "a", "\uffff", "\U0001f600"]
    expect(pythonJsonDumps({ '😀': 1, '\uffff': 2, a: 3, B: 4 }, { sortKeys: true, separators: [',', ':'], ensureAscii: false })).toBe('{"B":4,"a":3,"\uffff":2,"😀":1}');
  });

  it('skips undefined properties and keeps insertion order', () => {
    expect(pythonJsonDumps({ z: 1, a: undefined, m: 2 })).toBe('{"z": 1, "m": 2}');
  });

  it('rejects what Python cannot encode', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => pythonJsonDumps(cycle)).toThrow(TypeError);
    expect(() => pythonJsonDumps(() => 1)).toThrow(TypeError);
    expect(() => pythonJsonDumps([undefined])).toThrow(TypeError);
  });

  it('allows the same object twice when it is not a cycle', () => {
    const shared = { a: 1 };
    expect(pythonJsonDumps([shared, shared])).toBe('[{"a": 1}, {"a": 1}]');
  });

  it('round-trips through JSON.parse', () => {
    const value = { text: 'é\u2028😀"\\', list: [1.25, -3, null], nested: { ok: true } };
    expect(JSON.parse(pythonJsonDumps(value))).toEqual(value);
  });

  it('writes non-ASCII text as it is with ensureAscii: false, still escaping control characters', () => {
    expect(pythonJsonDumps({ city: 'Lisboa ☕', tab: '\t' }, { ensureAscii: false })).toBe('{"city": "Lisboa ☕", "tab": "\\t"}');
  });

  it('exposes Python float repr', () => {
    expect([1.5, 1e16, 1e-5, 0.0001].map(pythonFloatRepr)).toEqual(['1.5', '1e+16', '1e-05', '0.0001']);
  });
});
