import { APIResponseError, type InputIssue } from '../errors/client-errors.js';

/**
 * The server's structured answer does not satisfy the caller's schema (or is
 * not a JSON object at all). The request itself succeeded, so this is a
 * response problem, not an input one: it extends {@link APIResponseError}.
 *
 * Each issue's `path` names the failing field of the answer in
 * `preferences[0].food` form (`(root)` for the whole answer).
 */
export class StructuredOutputError extends APIResponseError {
  static override readonly kind: string = 'StructuredOutputError';

  /** Each field of the answer that failed and why. */
  readonly issues: readonly InputIssue[];
  /** The answer that failed validation. */
  readonly value: unknown;

  constructor(issues: readonly InputIssue[], value: unknown, options: { cause?: unknown } = {}) {
    const detail = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    super(`Structured answer does not match the response format: ${detail}`, 0, {
      code: 'structured_output_mismatch',
      cause: options.cause,
    });
    this.issues = issues;
    this.value = value;
  }
}
