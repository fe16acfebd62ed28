// The server keeps metadata in Postgres `jsonb` columns and filters them with
// jsonb operators. These functions give the same answers on JSON values.

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isContainer(value: unknown): value is JsonObject | unknown[] {
  return typeof value === 'object' && value !== null;
}

function sameScalar(left: unknown, right: unknown): boolean {
  return left === right || (left == null && right == null);
}

/** Array containment: every element of `contained` matches an element of `container` of the same kind. */
function arrayContains(container: readonly unknown[], contained: readonly unknown[]): boolean {
  return contained.every((needle) =>
    isContainer(needle)
      ? container.some((element) => isContainer(element) && Array.isArray(element) === Array.isArray(needle) && jsonbContains(element, needle))
      : container.some((element) => !isContainer(element) && sameScalar(element, needle)),
  );
}

/**
 * `container @> contained` for two values of the same structure: objects by a
 * subset of keys whose values match in kind and content, arrays by a subset
 * of elements, scalars by equality. Unlike kinds never contain each other.
 */
export function jsonbContains(container: unknown, contained: unknown): boolean {
  if (Array.isArray(container)) return Array.isArray(contained) && arrayContains(container, contained);
  if (isObject(container)) {
    if (!isObject(contained)) return false;
    return Object.entries(contained).every(([key, value]) => {
      if (!(key in container)) return false;
      const actual = container[key];
      if (!isContainer(value)) return !isContainer(actual) && sameScalar(actual, value);
      return isContainer(actual) && Array.isArray(actual) === Array.isArray(value) && jsonbContains(actual, value);
    });
  }
  return !isContainer(contained) && sameScalar(container, contained);
}

/** JSON equality as `jsonb = jsonb` decides it: arrays element by element, objects key by key in any order. */
export function jsonbEquals(left: unknown, right: unknown): boolean {
  if (Array.isArray(left) || Array.isArray(right)) {
    return Array.isArray(left) && Array.isArray(right) && left.length === right.length && left.every((item, index) => jsonbEquals(item, right[index]));
  }
  if (isObject(left) || isObject(right)) {
    if (!isObject(left) || !isObject(right)) return false;
    const keys = Object.keys(left);
    return keys.length === Object.keys(right).length && keys.every((key) => key in right && jsonbEquals(left[key], right[key]));
  }
  return sameScalar(left, right);
}

function stringLiteral(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '"') out += '\\"';
    else if (char === '\\') out += '\\\\';
    else if (char === '\b') out += '\\b';
    else if (char === '\f') out += '\\f';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return `${out}"`;
}

/** jsonb orders object keys by length, then bytewise. */
function compareKeys(a: string, b: string): number {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  if (left.length !== right.length) return left.length - right.length;
  for (let i = 0; i < left.length; i++) if (left[i] !== right[i]) return (left[i] ?? 0) - (right[i] ?? 0);
  return 0;
}

function numberText(value: number): string {
  // Postgres prints numerics in full, never in exponent form.
  return Number.isInteger(value) && Math.abs(value) >= 1e21 ? BigInt(value).toString() : String(value);
}

/** `value::text` for a jsonb value: `{"a": 1, "bb": [1, 2]}`. */
export function jsonbOutput(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(jsonbOutput).join(', ')}]`;
  const keys = Object.keys(value as JsonObject).sort(compareKeys);
  return `{${keys.map((key) => `${stringLiteral(key)}: ${jsonbOutput((value as JsonObject)[key])}`).join(', ')}}`;
}

/** `object ->> key`: the value as text, strings unquoted; `null` (SQL NULL) when the key is absent or JSON null. */
export function jsonbFieldText(object: unknown, key: string): string | null {
  if (!isObject(object) || !(key in object)) return null;
  const value = object[key];
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : jsonbOutput(value);
}
