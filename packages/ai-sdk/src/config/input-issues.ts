import { HonchoValidationError } from '@honcho-ai/sdk';

/** One field that failed validation and why (the shape `HonchoValidationError` reports). */
export interface Issue {
  path: string;
  message: string;
}

// Ids, integers, booleans, callbacks, option keys and value descriptions follow the same rules and messages
// as the SDK's (from core), so a bad option fails when the middleware is built, not on the first request.
export {
  booleanIssues,
  describeValue as describe,
  functionIssues,
  honchoIdIssues as idIssues,
  integerIssues,
  isPlainObject,
  optionalHonchoIdIssues as optionalIdIssues,
  unknownKeyIssues,
} from '@honcho-ai/sdk-core';

/** Throws one `HonchoValidationError` listing every issue, if there are any. */
export function throwIfIssues(issues: readonly Issue[], prefix: string): void {
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix });
}
