import * as z from './zod.js';
import { describeValue } from './describe-value.js';
import { HONCHO_ID_MAX_LENGTH, HONCHO_ID_PATTERN } from './honcho-id.js';
import type { InputSpec } from './input-spec.js';

// The vocabulary's leaves: zod mini schemas whose messages name the rule
// and describe the value given. Every check aborts on failure, so a field
// reports the first rule it breaks, once.

/** zod's error parameter for a message built from the value given. */
function says(message: (input: unknown) => string): { error: (issue: { input?: unknown }) => string; abort: true } {
  return { error: (issue) => message(issue.input), abort: true };
}

/** A Honcho id: letters, digits, `_` and `-`, 1..512 characters. */
export function honchoId(): InputSpec<string> {
  return z.string(says((value) => `must be a string id, got ${describeValue(value)}`)).check(
    z.refine((value: string) => value.length > 0, says(() => 'must not be empty')),
    z.refine(
      (value: string) => value.length <= HONCHO_ID_MAX_LENGTH,
      says((value) => `must be at most ${HONCHO_ID_MAX_LENGTH} characters (got ${(value as string).length})`),
    ),
    z.refine(
      (value: string) => HONCHO_ID_PATTERN.test(value),
      says((value) => `must contain only letters, digits, "_" and "-" (map emails and other external ids to that alphabet), got ${describeValue(value)}`),
    ),
  );
}

/** A string of `min..max` characters. */
export function text(min: number, max: number): InputSpec<string> {
  return z.string(says((value) => `must be a string, got ${describeValue(value)}`)).check(
    z.refine((value: string) => value.length >= min, says(() => (min === 1 ? 'must not be empty' : `must be at least ${min} characters`))),
    z.refine((value: string) => value.length <= max, says((value) => `must be at most ${max} characters (got ${(value as string).length})`)),
  );
}

/** An integer within `min..max`. */
export function integer(min: number, max: number): InputSpec<number> {
  return z.number(says((value) => `must be an integer, got ${describeValue(value)}`)).check(
    z.refine(Number.isInteger, says((value) => `must be an integer, got ${describeValue(value)}`)),
    z.refine((value: number) => value >= min && value <= max, says((value) => `must be between ${min} and ${max} (got ${String(value)})`)),
  );
}

/** A finite number within `min..max`. */
export function finiteNumber(min: number, max: number): InputSpec<number> {
  return z.number(says((value) => `must be a finite number, got ${describeValue(value)}`)).check(
    z.refine((value: number) => value >= min && value <= max, says((value) => `must be between ${min} and ${max} (got ${String(value)})`)),
  );
}

/** One of `allowed`. */
export function oneOf<const T extends string>(allowed: readonly T[]): InputSpec<T> {
  const list = allowed.map((item) => JSON.stringify(item)).join(', ');
  return z.enum(allowed as unknown as [T, ...T[]], says((value) => `must be one of ${list}, got ${describeValue(value)}`)) as unknown as InputSpec<T>;
}

/** `true` or `false`. */
export function flag(): InputSpec<boolean> {
  return z.boolean(says((value) => `must be true or false, got ${describeValue(value)}`));
}

/** A function (a callback option). */
export function callback<T extends (...args: never[]) => unknown = (...args: never[]) => unknown>(): InputSpec<T> {
  return z.custom<T>((value) => typeof value === 'function', says((value) => `must be a function, got ${describeValue(value)}`));
}

/** An integer of at least `min`, with no upper bound but the safe-integer range. */
export function atLeast(min: number): InputSpec<number> {
  return z.number(says((value) => `must be an integer, got ${describeValue(value)}`)).check(
    z.refine(Number.isSafeInteger, says((value) => `must be an integer, got ${describeValue(value)}`)),
    z.refine((value: number) => value >= min, says((value) => `must be at least ${min} (got ${String(value)})`)),
  );
}

/** `spec`, and "is required" for a missing value (`undefined` or `null`). */
export function required<T>(spec: InputSpec<T>): InputSpec<T> {
  return z.pipe(
    z.custom((value) => value !== undefined && value !== null, says(() => 'is required')),
    spec,
  ) as unknown as InputSpec<T>;
}

/**
 * An object with rules for some of its keys (others pass), refusing what
 * is not an object with "must be `noun`, got ...".
 */
export function fields<Shape extends Record<string, InputSpec<unknown>>>(shape: Shape, noun = 'an object'): ReturnType<typeof z.looseObject<Shape>> {
  return z.looseObject(shape, says((value) => `must be ${noun}, got ${describeValue(value)}`));
}
