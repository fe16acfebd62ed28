/** Where and why a JSON text fails to parse, in the words of Python's `json` module. */
export interface PythonJsonError {
  /** The message Python's decoder raises, e.g. `Expecting ',' delimiter`. */
  message: string;
  /** Offset of the problem in code points (Python counts characters, not UTF-16 units). */
  position: number;
}

/** JSON's insignificant whitespace, as Python's decoder defines it. */
const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]{4}$/;

/** Thrown inside the scanner; carries what the caller reports. */
class DecodeFailure extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
  ) {
    super(reason);
  }
}

/**
 * Why Python's `json.loads` would refuse `text`, or `undefined` when it would
 * accept it. FastAPI puts exactly this message and offset in its 422
 * (`ctx.error` and `loc: ["body", offset]`), so the emulator reports the same
 * thing instead of JavaScript's wording. `NaN` and `Infinity`, which Python
 * reads but JSON forbids, are reported as `Expecting value`.
 */
export function pythonJsonError(text: string): PythonJsonError | undefined {
  const chars = Array.from(text);
  try {
    const end = new Scanner(chars).document();
    if (end !== chars.length) throw new DecodeFailure('Extra data', end);
    return undefined;
  } catch (error) {
    if (error instanceof DecodeFailure) return { message: error.reason, position: error.position };
    throw error;
  }
}

/** A recursive-descent reader that fails where CPython's C scanner fails, with its messages. */
class Scanner {
  constructor(private readonly chars: readonly string[]) {}

  /** Parses one value surrounded by whitespace; returns the offset after the trailing whitespace. */
  document(): number {
    const end = this.value(this.skip(0));
    return this.skip(end);
  }

  private skip(index: number): number {
    let at = index;
    while (at < this.chars.length && WHITESPACE.has(this.chars[at] as string)) at += 1;
    return at;
  }

  private startsWith(word: string, index: number): boolean {
    return this.chars.slice(index, index + word.length).join('') === word;
  }

  /** Reads the value starting exactly at `index`; returns the offset after it. */
  private value(index: number): number {
    const char = this.chars[index];
    if (char === '"') return this.string(index + 1);
    if (char === '{') return this.object(index + 1);
    if (char === '[') return this.array(index + 1);
    for (const word of ['null', 'true', 'false']) if (this.startsWith(word, index)) return index + word.length;
    const end = this.number(index);
    if (end !== undefined) return end;
    throw new DecodeFailure('Expecting value', index);
  }

  private number(index: number): number | undefined {
    const digitsFrom = (from: number) => {
      let at = from;
      while (at < this.chars.length && /[0-9]/.test(this.chars[at] as string)) at += 1;
      return at;
    };
    let at = index;
    if (this.chars[at] === '-') at += 1;
    if (this.chars[at] === '0') at += 1;
    else if (/[1-9]/.test(this.chars[at] ?? '')) at = digitsFrom(at + 1);
    else return undefined;
    if (this.chars[at] === '.' && /[0-9]/.test(this.chars[at + 1] ?? '')) at = digitsFrom(at + 1);
    if (this.chars[at] === 'e' || this.chars[at] === 'E') {
      let exponent = at + 1;
      if (this.chars[exponent] === '+' || this.chars[exponent] === '-') exponent += 1;
      const end = digitsFrom(exponent);
      // An exponent without digits is not part of the number (Python backs off to before the `e`).
      if (end > exponent) at = end;
    }
    return at;
  }

  /** `begin` is the offset after the opening quote. */
  private string(begin: number): number {
    let at = begin;
    for (;;) {
      const char = this.chars[at];
      if (char === undefined) throw new DecodeFailure('Unterminated string starting at', begin - 1);
      if (char === '"') return at + 1;
      if (char === '\\') {
        const escape = this.chars[at + 1];
        if (escape === undefined) throw new DecodeFailure('Unterminated string starting at', begin - 1);
        if (escape === 'u') {
          // Four hex digits, and something after them (CPython insists on room for the closing quote).
          if (at + 6 >= this.chars.length || !HEX.test(this.chars.slice(at + 2, at + 6).join(''))) {
            throw new DecodeFailure('Invalid \\uXXXX escape', at + 1);
          }
          at += 6;
          continue;
        }
        if (!ESCAPES.has(escape)) throw new DecodeFailure('Invalid \\escape', at);
        at += 2;
        continue;
      }
      if ((char.codePointAt(0) as number) < 0x20) throw new DecodeFailure('Invalid control character at', at);
      at += 1;
    }
  }

  /** `index` is the offset after `{`. */
  private object(index: number): number {
    let at = this.skip(index);
    if (this.chars[at] === '}') return at + 1;
    for (;;) {
      if (this.chars[at] !== '"') throw new DecodeFailure('Expecting property name enclosed in double quotes', at);
      at = this.skip(this.string(at + 1));
      if (this.chars[at] !== ':') throw new DecodeFailure("Expecting ':' delimiter", at);
      at = this.skip(this.value(this.skip(at + 1)));
      if (this.chars[at] === '}') return at + 1;
      if (this.chars[at] !== ',') throw new DecodeFailure("Expecting ',' delimiter", at);
      at = this.skip(at + 1);
    }
  }

  /** `index` is the offset after `[`. */
  private array(index: number): number {
    let at = this.skip(index);
    if (this.chars[at] === ']') return at + 1;
    for (;;) {
      at = this.skip(this.value(at));
      if (this.chars[at] === ']') return at + 1;
      if (this.chars[at] !== ',') throw new DecodeFailure("Expecting ',' delimiter", at);
      at = this.skip(at + 1);
    }
  }
}
