import { HonchoError } from '@honcho-ai/sdk-core';

/**
 * What turn memory was doing when a memory call failed:
 *
 * - `'context'`: fetching memory before a generation (it went ahead without it);
 * - `'persist'`: saving a turn after a generation (the generation's result was kept);
 * - `'tool'`: running one of the Honcho tools (the error is thrown on to the framework, which passes it to the model).
 */
export type HonchoMemoryOperation = 'context' | 'persist' | 'tool';

/** Where a {@link HonchoMemoryError} happened. */
export interface HonchoMemoryErrorDetails {
  /** What was being done. */
  operation: HonchoMemoryOperation;
  /** The user the call was about. */
  userId: string;
  /** The session, when there was one. */
  sessionId?: string | undefined;
  /** The tool, for `'tool'` failures. */
  toolName?: string | undefined;
  /** The original error (an `APIError`, `APITimeoutError`, `APIConnectionError`, ...). */
  cause: unknown;
}

/**
 * A memory call failed. Turn memory (and every integration built on it,
 * such as `@honcho-ai/ai-sdk`) never lets one break a generation: it
 * reports the failure to `onError` (a warning on the console by default)
 * and carries on without memory. The message names the user and session,
 * never the API key.
 *
 * `cause` holds the original error; `status` is its HTTP status (`0` when no
 * response arrived, e.g. a timeout or a refused connection).
 *
 * @example
 * ```ts
 * const memory = createTurnMemory({
 *   onError: (error) => {
 *     metrics.increment('honcho.failure', { operation: error.operation, status: error.status });
 *   },
 * });
 * ```
 */
export class HonchoMemoryError extends HonchoError {
  static override readonly kind: string = 'HonchoMemoryError';
  /** What was being done. */
  readonly operation: HonchoMemoryOperation;
  /** The user the call was about. */
  readonly userId: string;
  /** The session, when there was one. */
  readonly sessionId: string | undefined;
  /** The tool, for `'tool'` failures. */
  readonly toolName: string | undefined;

  constructor(details: HonchoMemoryErrorDetails) {
    const cause = details.cause;
    const reason = cause instanceof Error ? cause.message : String(cause);
    const status = HonchoError.isInstance(cause) ? cause.status : 0;
    super(`${describeOperation(details)}: ${reason}`, status, { code: 'memory_unavailable', cause });
    this.operation = details.operation;
    this.userId = details.userId;
    this.sessionId = details.sessionId;
    this.toolName = details.toolName;
  }
}

/**
 * Hands `error` to `onError`. An `onError` that throws is ignored: a broken
 * logger must not break the generation either.
 *
 * @example
 * ```ts
 * reportMemoryError(onError, new HonchoMemoryError({ operation: 'tool', toolName: 'honcho_chat', userId: 'alice', cause }));
 * ```
 */
export function reportMemoryError(onError: (error: HonchoMemoryError) => void, error: HonchoMemoryError): void {
  try {
    onError(error);
  } catch {
    // Deliberately swallowed: the caller carries on without memory either way.
  }
}

function describeOperation(details: HonchoMemoryErrorDetails): string {
  const where = details.sessionId === undefined ? `user '${details.userId}'` : `user '${details.userId}' in session '${details.sessionId}'`;
  switch (details.operation) {
    case 'context':
      return `Honcho memory unavailable for ${where}; generating without it`;
    case 'persist':
      return `Could not save the turn of ${where} to Honcho`;
    case 'tool':
      return `Honcho tool ${details.toolName ?? ''} failed for ${where}`;
  }
}
