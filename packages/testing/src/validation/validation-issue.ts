import type { ValidationError } from '@honcho-ai/api-types';

/** Where a problem sits in a request, FastAPI style: `["body", "messages", 0, "content"]`. */
export type Loc = readonly (string | number)[];

/** One problem in a 422 body, shaped like a pydantic v2 error as FastAPI renders it. */
export type ValidationIssue = ValidationError;

/**
 * A request failed validation. The router turns it into the server's 422
 * `{"detail": [...]}` body, so route code can simply throw.
 */
export class RequestValidationError extends Error {
  /** Every problem found, in the order they were found. */
  readonly issues: readonly ValidationIssue[];

  constructor(issues: readonly ValidationIssue[]) {
    super(issues.map((issue) => `${issue.loc.join('.')}: ${issue.msg}`).join('; '));
    this.name = 'RequestValidationError';
    this.issues = issues;
  }
}

/** Builds one issue; `input` and `ctx` are included the way pydantic includes them. */
export function issue(
  loc: Loc,
  type: string,
  msg: string,
  input: unknown,
  ctx?: Record<string, unknown>,
): ValidationIssue {
  const result: ValidationIssue = { type, loc: [...loc], msg, input };
  if (ctx !== undefined) result.ctx = ctx;
  return result;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

// Message texts follow pydantic v2 word for word, so clients that match on
// them (or humans comparing with the real server) see the same thing.
/** The pydantic messages the emulator uses, keyed by error type. */
export const messages = {
  missing: () => 'Field required',
  stringType: () => 'Input should be a valid string',
  stringTooShort: (min: number) => `String should have at least ${plural(min, 'character')}`,
  stringTooLong: (max: number) => `String should have at most ${plural(max, 'character')}`,
  stringPatternMismatch: (pattern: string) => `String should match pattern '${pattern}'`,
  intType: () => 'Input should be a valid integer',
  intParsing: () => 'Input should be a valid integer, unable to parse string as an integer',
  intFromFloat: () => 'Input should be a valid integer, got a number with a fractional part',
  floatType: () => 'Input should be a valid number',
  floatParsing: () => 'Input should be a valid number, unable to parse string as a number',
  boolType: () => 'Input should be a valid boolean',
  boolParsing: () => 'Input should be a valid boolean, unable to interpret input',
  greaterThanEqual: (ge: number) => `Input should be greater than or equal to ${ge}`,
  lessThanEqual: (le: number) => `Input should be less than or equal to ${le}`,
  tooShort: (min: number, actual: number) => `List should have at least ${plural(min, 'item')} after validation, not ${actual}`,
  tooLong: (max: number, actual: number) => `List should have at most ${plural(max, 'item')} after validation, not ${actual}`,
  listType: () => 'Input should be a valid list',
  dictType: () => 'Input should be a valid dictionary',
  modelAttributesType: () => 'Input should be a valid dictionary or object to extract fields from',
  extraForbidden: () => 'Extra inputs are not permitted',
  datetimeParsing: () => 'Input should be a valid datetime, invalid character in year',
  valueError: (message: string) => `Value error, ${message}`,
} as const;

/** `'a', 'b' or 'c'`: how pydantic lists the allowed values of a literal. */
export function expectedList(values: readonly (string | number | boolean)[]): string {
  const quoted = values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value)));
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}
