import { HonchoError, type HonchoErrorOptions } from './honcho-error.js';

/** Options of {@link APIConnectionError} and {@link APITimeoutError}. */
export interface APIConnectionErrorOptions extends HonchoErrorOptions {
  /** For a stream that broke off or stalled: the text it had delivered until then. */
  partialText?: string | undefined;
}

/**
 * No response was received: DNS failure, refused or reset connection, TLS
 * failure; or a stream broke off part-way.
 */
export class APIConnectionError extends HonchoError {
  static override readonly kind: string = 'APIConnectionError';
  /**
   * For a dialectic stream that broke off or stalled: the answer text it had
   * delivered before it did (when the stream kept its text; see `keepText`).
   * `undefined` for a call that failed before any answer arrived.
   */
  declare readonly partialText: string | undefined;
  constructor(message = 'Connection error', options: APIConnectionErrorOptions = {}) {
    const { partialText, ...rest } = options;
    super(message, 0, { code: 'connection_error', ...rest });
    // Only set when there is some, so other connection errors keep the shape they had.
    if (partialText !== undefined) this.partialText = partialText;
  }
}

/** The call (or, for a stream, the gap between two events) took longer than its timeout. */
export class APITimeoutError extends APIConnectionError {
  static override readonly kind: string = 'APITimeoutError';
  constructor(message = 'Request timed out', options: APIConnectionErrorOptions = {}) {
    super(message, { code: 'timeout', ...options });
  }
}

/** The caller aborted the call through its `AbortSignal`. Never retried. */
export class APIUserAbortError extends HonchoError {
  static override readonly kind: string = 'APIUserAbortError';
  constructor(message = 'Request was aborted', options: HonchoErrorOptions = {}) {
    super(message, 0, { code: 'aborted', ...options });
  }
}

/**
 * The response could not be understood: a body that is not the JSON the
 * endpoint promises, or a server-sent event that is not well formed.
 */
export class APIResponseError extends HonchoError {
  static override readonly kind: string = 'APIResponseError';
  constructor(message: string, status = 0, options: HonchoErrorOptions = {}) {
    super(message, status, { code: 'invalid_response', ...options });
  }
}

/** One reason client-side validation refused an input. */
export interface InputIssue {
  /** Path of the offending field, e.g. `responseFormat.properties.tags` or `messages[3].content`. */
  path: string;
  /** The rule that failed, in words. */
  message: string;
}

/**
 * Input was rejected by the client before any request was sent. The message
 * names each field and the rule it broke; {@link issues} has them one by one.
 */
export class HonchoValidationError extends HonchoError {
  static override readonly kind: string = 'HonchoValidationError';
  /** Each field that failed and why. */
  readonly issues: readonly InputIssue[];
  /**
   * @param issues - Each field and the rule it broke.
   * @param options - `prefix` starts the message (default `Invalid input`);
   *   `message` replaces the whole message, for an error whose wording code
   *   already matches on (2.5's); `cause` is the underlying error.
   */
  constructor(issues: readonly InputIssue[], options: { cause?: unknown; prefix?: string; message?: string } = {}) {
    const prefix = options.prefix ?? 'Invalid input';
    const detail = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    super(options.message ?? `${prefix}: ${detail}`, 0, { code: 'invalid_input', cause: options.cause });
    this.issues = issues;
  }
}
