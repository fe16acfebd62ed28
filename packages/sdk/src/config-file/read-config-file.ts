import { readFileSync } from 'node:fs';
import { HonchoConfigFileError } from './honcho-config-file-error.js';
import { locateJson, positionAt, type TextPosition } from './json-locator.js';

const NOT_JSON = Symbol('not JSON');

/** A config file read and parsed: its top-level object, and where each key's value sits in it. */
export interface ParsedConfigFile {
  readonly path: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** The line and column of a key path's value, when the text has it. */
  position(keyPath: string): TextPosition | undefined;
}

/**
 * Reads one config file: `undefined` when there is none at `path`; a
 * {@link HonchoConfigFileError} when there is one that cannot be read, is not
 * JSON, or does not hold an object. Never a silent fallback.
 */
export function readConfigFile(path: string): ParsedConfigFile | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    const why = code === 'EISDIR' ? 'is a directory, not a file' : `cannot be read (${code ?? 'unknown error'})`;
    throw new HonchoConfigFileError({ path }, why);
  }
  const located = locateJson(text);
  let data: unknown = NOT_JSON;
  if (located.problem === undefined) {
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      // Only if the locator and JSON.parse disagree; reported below without a place.
    }
  }
  if (data === NOT_JSON) {
    // The locator's words, not JSON.parse's: those quote the text around the error, which may be a key.
    const place = located.problem === undefined ? {} : positionAt(text, located.problem.offset);
    throw new HonchoConfigFileError({ path, ...place }, `is not valid JSON: ${located.problem?.message ?? 'the parser refused it'}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    const start = text.length - text.trimStart().length;
    const found = Array.isArray(data) ? 'an array' : data === null ? 'null' : `a ${typeof data}`;
    throw new HonchoConfigFileError({ path, ...positionAt(text, start) }, `must hold a JSON object ({ ... }) at the top level, not ${found}`);
  }
  return {
    path,
    data: data as Record<string, unknown>,
    position: (keyPath) => {
      const offset = located.valueOffsets.get(keyPath);
      return offset === undefined ? undefined : positionAt(text, offset);
    },
  };
}
