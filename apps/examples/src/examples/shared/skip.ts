/**
 * How an example says "this server lacks a feature I need": it throws
 * {@link ExampleSkipped} (or lets the SDK's unsupported-feature error through),
 * `runExample` prints `skipped: <reason>` and exits with
 * {@link SKIPPED_EXIT_CODE}, and `npm run examples` reports the example as
 * skipped with that reason instead of failed.
 */
import { isUnsupportedFeatureError } from '@honcho-ai/sdk';

/** The exit code of a skipped example: 77, the code automake and TAP harnesses read as "skipped". */
export const SKIPPED_EXIT_CODE = 77;

/** The start of the line a skipped example prints on stdout; the rest of the line is the reason. */
export const SKIPPED_MARKER = 'skipped: ';

/** Thrown by an example that cannot show what it is about on this server. */
export class ExampleSkipped extends Error {
  override readonly name = 'ExampleSkipped';

  /** @param reason What the server lacks, as one line (it ends up in the results table). */
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${SKIPPED_MARKER}${reason}`, options);
  }
}

/** Stops the example as skipped. */
export function skipExample(reason: string, cause?: unknown): never {
  throw new ExampleSkipped(reason, cause === undefined ? undefined : { cause });
}

/**
 * Why `error` means "skipped" rather than "failed", or undefined when it is a
 * real failure: an {@link ExampleSkipped}, or the SDK's error for a route this
 * server does not have (workspace chat, `GET conclusions/{id}` on 3.0.12).
 */
export function skipReason(error: unknown): string | undefined {
  if (error instanceof ExampleSkipped) return error.reason;
  if (isUnsupportedFeatureError(error)) return `this server does not offer ${error.unsupportedFeature}`;
  return undefined;
}

/**
 * The evidence an answer was asked to carry, or a skip when the server sent
 * none (server 3.0.12 ignores `include_evidence`, and the SDK then reports
 * `evidence: null`): printing an empty evidence list would look like success.
 */
export function requireEvidence<T>(evidence: T | null | undefined): T {
  if (evidence === null || evidence === undefined) {
    skipExample('this server sends no evidence with chat answers (includeEvidence)');
  }
  return evidence;
}
