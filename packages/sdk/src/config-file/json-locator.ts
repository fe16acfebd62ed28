/** Where a JSON text breaks the grammar, and why, in words. */
export interface JsonSyntaxProblem {
  /** UTF-16 offset into the text. */
  readonly offset: number;
  readonly message: string;
}

/** What {@link locateJson} found: the first syntax problem, and where each object member's value starts. */
export interface JsonLocations {
  readonly problem: JsonSyntaxProblem | undefined;
  /** Offset of each object member's value, by its dotted key path (`hosts.claude.apiKey`). */
  readonly valueOffsets: ReadonlyMap<string, number>;
}

/** A one-based line and column. */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

class ScanFailure {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ['true', 'false', 'null'] as const;

/**
 * Walks a JSON text for positions only: `JSON.parse` gives the value, but its
 * messages differ per runtime (Node 20 often names no position) and quote the
 * text around the error, which in a config file may be an API key. This says
 * where, in its own words, and never quotes the text.
 */
export function locateJson(text: string): JsonLocations {
  const valueOffsets = new Map<string, number>();
  let at = 0;
  const failure = (message: string, offset = at): ScanFailure => new ScanFailure(offset, message);
  const skipSpace = (): void => {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at += 1;
  };
  const describeHere = (): string => {
    const char = text[at];
    if (char === undefined) return 'the end of the file';
    if (char === '/') return 'a comment (JSON has none)';
    if (char === "'") return "a single quote (JSON strings use double quotes)";
    return `the character ${JSON.stringify(char)}`;
  };
  const string = (): string => {
    const start = at;
    at += 1;
    for (;;) {
      const char = text[at];
      if (char === undefined) throw failure('the file ends inside a string (a missing closing ")', start);
      if (char === '"') {
        at += 1;
        return JSON.parse(text.slice(start, at)) as string;
      }
      if (char === '\\') {
        const escape = text[at + 1];
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) throw failure('\\u must be followed by four hex digits');
          at += 6;
        } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) {
          at += 2;
        } else {
          throw failure('an invalid escape in a string');
        }
        continue;
      }
      if (char.charCodeAt(0) < 0x20) throw failure('a control character (such as a line break) inside a string');
      at += 1;
    }
  };
  const value = (path: string): void => {
    skipSpace();
    const char = text[at];
    if (char === '{') return object(path);
    if (char === '[') return array(path);
    if (char === '"') return void string();
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      NUMBER.lastIndex = at;
      if (!NUMBER.test(text)) throw failure('a malformed number');
      at = NUMBER.lastIndex;
      return;
    }
    const literal = LITERALS.find((word) => text.startsWith(word, at));
    if (literal !== undefined) {
      at += literal.length;
      return;
    }
    throw failure(`expected a value, found ${describeHere()}`);
  };
  const object = (path: string): void => {
    at += 1;
    skipSpace();
    if (text[at] === '}') {
      at += 1;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[at] !== '"') throw failure(`expected a "quoted" property name, found ${describeHere()}`);
      const key = string();
      skipSpace();
      if (text[at] !== ':') throw failure(`expected : after "${key}", found ${describeHere()}`);
      at += 1;
      skipSpace();
      const memberPath = path === '' ? key : `${path}.${key}`;
      // JSON.parse keeps the last of duplicate keys; so does this.
      valueOffsets.set(memberPath, at);
      value(memberPath);
      skipSpace();
      if (text[at] === ',') {
        const comma = at;
        at += 1;
        skipSpace();
        if (text[at] === '}') throw failure('a trailing comma before }', comma);
        continue;
      }
      if (text[at] === '}') {
        at += 1;
        return;
      }
      throw failure(`expected , or } after a value, found ${describeHere()}`);
    }
  };
  const array = (path: string): void => {
    at += 1;
    skipSpace();
    if (text[at] === ']') {
      at += 1;
      return;
    }
    for (let index = 0; ; index += 1) {
      value(`${path}[${index}]`);
      skipSpace();
      if (text[at] === ',') {
        const comma = at;
        at += 1;
        skipSpace();
        if (text[at] === ']') throw failure('a trailing comma before ]', comma);
        continue;
      }
      if (text[at] === ']') {
        at += 1;
        return;
      }
      throw failure(`expected , or ] after a value, found ${describeHere()}`);
    }
  };
  try {
    if (text.charCodeAt(0) === 0xfeff) throw failure('the file starts with a byte-order mark (BOM), which JSON does not allow: save it as UTF-8 without BOM', 0);
    skipSpace();
    if (at >= text.length) throw failure('the file is empty: it needs a JSON object such as {}');
    value('');
    skipSpace();
    if (at < text.length) throw failure(`unexpected text after the JSON value: ${describeHere()}`);
    return { problem: undefined, valueOffsets };
  } catch (error) {
    if (error instanceof ScanFailure) return { problem: { offset: error.offset, message: error.message }, valueOffsets };
    throw error;
  }
}

/** The one-based line and column of a UTF-16 offset. */
export function positionAt(text: string, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index += 1) {
    if (text[index] === '\n') {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
