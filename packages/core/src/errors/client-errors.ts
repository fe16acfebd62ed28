import { HonchoError, type HonchoErrorOptions } from './honcho-error.js';

/** No response was received: DNS failure, refused or reset connection, TLS failure. */
export class APIConnectionError extends HonchoError {
  static override readonly kind: string = 'APIConnectionError';
  constructor(message = 'Connection error', options: HonchoErrorOptions = {}) {
    super(message, 0, { code: 'connection_error', ...options });
  }
}

/** The call (or, for a stream, the gap between two events) took longer than its timeout. */
export class APITimeoutError extends APIConnectionError {
  static override readonly kind: string = 'APITimeoutError';
  constructor(message = 'Request timed out', options: HonchoErrorOptions = {}) {
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
  constructor(issues: readonly InputIssue[], options: { cause?: unknown; prefix?: string } = {}) {
    const prefix = options.prefix ?? 'Invalid input';
    const detail = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    super(`${prefix}: ${detail}`, 0, { code: 'invalid_input', cause: options.cause });
    this.issues = issues;
  }
}
