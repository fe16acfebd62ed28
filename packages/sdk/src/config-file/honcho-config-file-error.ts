import { HonchoError } from '@honcho-ai/sdk-core';

/** Where in a config file {@link HonchoConfigFileError} points. */
export interface ConfigFileErrorDetail {
  /** The file's path. */
  readonly path: string;
  /** One-based line, when the problem has a place in the text. */
  readonly line?: number | undefined;
  /** One-based column, when the problem has a place in the text. */
  readonly column?: number | undefined;
  /** The dotted key path at fault (`hosts.claude.apiKey`), when one is. */
  readonly keyPath?: string | undefined;
}

/**
 * A Honcho config file exists but cannot be used: it cannot be read, is not
 * valid JSON, or a known key holds the wrong type. The message names the file,
 * the line and column, and the key path where there is one, and never quotes
 * the file's text (it may hold a key). The loader throws it rather than fall
 * back to another file or to the hosted server.
 *
 * @example
 * ```ts
 * try {
 *   loadHonchoConfig();
 * } catch (error) {
 *   if (HonchoConfigFileError.isInstance(error)) console.error(error.message); // ~/.honcho/config.json:4:3: a trailing comma before }
 * }
 * ```
 */
export class HonchoConfigFileError extends HonchoError {
  static override readonly kind: string = 'HonchoConfigFileError';
  /** The file's path. */
  readonly path: string;
  /** One-based line, or `undefined` when the file could not be read at all. */
  readonly line: number | undefined;
  /** One-based column, or `undefined` when the file could not be read at all. */
  readonly column: number | undefined;
  /** The dotted key path at fault, when one is. */
  readonly keyPath: string | undefined;
  /** The problem in words, without the place. */
  readonly problem: string;

  constructor(detail: ConfigFileErrorDetail, problem: string) {
    const place = detail.line === undefined ? detail.path : `${detail.path}:${detail.line}:${detail.column ?? 1}`;
    const key = detail.keyPath === undefined ? '' : `${detail.keyPath} `;
    super(`Honcho config file ${place}: ${key}${problem}`, 0, { code: 'config_file' });
    this.path = detail.path;
    this.line = detail.line;
    this.column = detail.column;
    this.keyPath = detail.keyPath;
    this.problem = problem;
  }
}
