import { honchoId, HONCHO_ID_MAX_LENGTH, HONCHO_ID_PATTERN, inputIssues } from '@honcho-ai/sdk-core';

// The id rule and its messages come from core, shared with the SDK and the AI SDK integration; the
// constants stay exported here because this package published them first.
export { HONCHO_ID_MAX_LENGTH, HONCHO_ID_PATTERN };

const HONCHO_ID = honchoId();

/**
 * What is wrong with `value` as a Honcho id, or `undefined` when it is fine.
 *
 * @internal
 */
export function honchoIdProblem(value: unknown): string | undefined {
  return inputIssues(HONCHO_ID, value)[0]?.message;
}

/** Long values are cut in messages, so an error never carries a whole request body. @internal */
export function shorten(value: string, max = 80): string {
  return value.length <= max ? value : `${value.slice(0, max)}…`;
}
