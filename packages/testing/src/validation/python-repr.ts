/**
 * Python's `repr()` of a string, as the server's error messages embed names
 * (`f"{name!r}"`, or a `sorted(...)` list of them): single quotes unless the
 * text holds a single quote and no double quote, backslash escapes for the
 * quote, `\\`, `\n`, `\r`, `\t`, and `\xNN` / `\uNNNN` / `\UNNNNNNNN` for
 * characters Python does not print (controls, format characters, separators
 * other than the space). Other non-ASCII characters stay as they are.
 */
export function pythonRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) {
    if (char === quote || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (char !== ' ' && NOT_PRINTABLE.test(char)) out += escapeCodePoint(char.codePointAt(0) ?? 0);
    else out += char;
  }
  return out + quote;
}

/** Python's `repr()` of a list of strings: `['a', 'b']`. */
export function pythonListRepr(items: Iterable<string>): string {
  return `[${Array.from(items, pythonRepr).join(', ')}]`;
}

/** Python's `repr(sorted(set(items)))`, the form the server's messages list names in. */
export function pythonSortedSetRepr(items: Iterable<string>): string {
  return pythonListRepr([...new Set(items)].sort(compareCodePoints));
}

/** Python's string order: by code point (JavaScript's default sort compares UTF-16 units, which differs past U+FFFF). */
function compareCodePoints(x: string, y: string): number {
  const a = Array.from(x, (char) => char.codePointAt(0) ?? 0);
  const b = Array.from(y, (char) => char.codePointAt(0) ?? 0);
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

/** What `str.isprintable()` rejects: every "Other" and "Separator" category (the space is let through by the caller). */
const NOT_PRINTABLE = /^[\p{C}\p{Z}]$/u;

function escapeCodePoint(code: number): string {
  if (code < 0x100) return `\\x${code.toString(16).padStart(2, '0')}`;
  if (code < 0x10000) return `\\u${code.toString(16).padStart(4, '0')}`;
  return `\\U${code.toString(16).padStart(8, '0')}`;
}
