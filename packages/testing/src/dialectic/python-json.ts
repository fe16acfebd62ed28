/**
 * Serialises `value` exactly as Python's `json.dumps(value)` does with its
 * defaults, which is what the Honcho server writes into dialectic SSE events:
 * `", "` between items, `": "` after keys, and `ensure_ascii=True` (every
 * character outside printable ASCII becomes a lowercase `\uXXXX` escape,
 * astral characters as surrogate pairs).
 *
 * JavaScript cannot tell `1` from `1.0`, so integral numbers are written as
 * Python ints and others as Python's float `repr` (`1e-05`, `1e+16`). Object
 * keys keep insertion order (as Python dicts do), except that JavaScript
 * itself moves integer-like keys first. Properties set to `undefined` are
 * skipped, as `JSON.stringify` does; `NaN` and `Infinity` are written as
 * Python writes them (`NaN`, `Infinity`).
 *
 * @throws TypeError for values Python's encoder would reject: functions,
 *   symbols, `undefined` at the top level or in arrays, and cycles.
 */
export function pythonJsonDumps(value: unknown, options: PythonJsonOptions = {}): string {
  const [item, key] = options.separators ?? [', ', ': '];
  return encode(value, new Set(), { ensureAscii: options.ensureAscii ?? true, sortKeys: options.sortKeys ?? false, item, key });
}

/** Options of {@link pythonJsonDumps}, named after `json.dumps`' own. */
export interface PythonJsonOptions {
  /** `false` writes characters outside ASCII as they are (control characters are still escaped). Default `true`. */
  ensureAscii?: boolean;
  /** `sort_keys=True`: object keys in code point order, as Python sorts strings. Default `false`. */
  sortKeys?: boolean;
  /** `(item_separator, key_separator)`; `[',', ':']` is the compact form. Default `[', ', ': ']`. */
  separators?: readonly [string, string];
}

interface Encoding {
  ensureAscii: boolean;
  sortKeys: boolean;
  item: string;
  key: string;
}

/** Python compares strings by code point; JavaScript's `<` compares UTF-16 units, which differs above U+FFFF. */
function byCodePoint(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

function encode(value: unknown, seen: Set<object>, encoding: Encoding): string {
  const { ensureAscii } = encoding;
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return encodeNumber(value);
    case 'bigint':
      return value.toString();
    case 'string':
      return encodeString(value, ensureAscii);
    case 'object':
      break;
    default:
      throw new TypeError(`Object of type ${typeof value} is not JSON serializable`);
  }
  const object = value as object;
  if (seen.has(object)) throw new TypeError('Circular reference detected');
  seen.add(object);
  let out: string;
  if (Array.isArray(object)) {
    out = `[${object.map((item: unknown) => encode(item, seen, encoding)).join(encoding.item)}]`;
  } else {
    const parts: string[] = [];
    const entries = Object.entries(object);
    if (encoding.sortKeys) entries.sort(([a], [b]) => byCodePoint(a, b));
    for (const [key, item] of entries) {
      if (item === undefined) continue;
      parts.push(`${encodeString(key, ensureAscii)}${encoding.key}${encode(item, seen, encoding)}`);
    }
    out = `{${parts.join(encoding.item)}}`;
  }
  seen.delete(object);
  return out;
}

function encodeString(text: string, ensureAscii: boolean): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) out += '\\"';
    else if (code === 0x5c) out += '\\\\';
    else if (code >= 0x20 && (code <= 0x7e || !ensureAscii)) out += text[i];
    else if (code === 0x0a) out += '\\n';
    else if (code === 0x0d) out += '\\r';
    else if (code === 0x09) out += '\\t';
    else if (code === 0x08) out += '\\b';
    else if (code === 0x0c) out += '\\f';
    // UTF-16 code units are exactly what Python emits for astral characters.
    else out += `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return `${out}"`;
}

function encodeNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  if (Number.isInteger(value)) return Object.is(value, -0) ? '0' : BigInt(value).toString();
  return pythonFloatRepr(value);
}

/** Python's `repr(float)`: shortest round-trip digits, scientific outside 1e-4 <= |x| < 1e16. */
export function pythonFloatRepr(value: number): string {
  // toExponential() without an argument gives the shortest round-trip digits.
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(value.toExponential());
  if (!match) return String(value);
  const [, sign = '', lead = '', rest = '', exponentText = '0'] = match;
  const digits = lead + rest;
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 16) {
    const mantissa = rest === '' ? lead : `${lead}.${rest}`;
    const magnitude = String(Math.abs(exponent)).padStart(2, '0');
    return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${magnitude}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = digits.slice(exponent + 1);
  return `${sign}${whole}.${fraction === '' ? '0' : fraction}`;
}
