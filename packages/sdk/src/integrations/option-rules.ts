import { describeValue, fields, rule, select, type InputSpec } from '@honcho-ai/sdk-core';
import * as z from 'zod/mini';

// Rules for options objects that zod's `.check()` cannot express: a check
// on an object is skipped once a field fails, and these must be reported
// with the field problems, in one error.

/**
 * Every problem each of `specs` finds in a value, together and in order: a
 * value's unknown keys, its fields, and rules across fields. `T` is the
 * type the value has once it passes.
 *
 * @example
 * ```ts
 * const spec = allOf<MiddlewareConfig>(knownKeys(Object.keys(shape), 'a middleware option'), fields(shape));
 * ```
 */
export function allOf<T = unknown>(...specs: readonly InputSpec<unknown>[]): InputSpec<T> {
  return z.unknown().check(
    z.superRefine((value, context) => {
      for (const spec of specs) {
        const result = z.safeParse(spec, value);
        if (!result.success) for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, input: value, path: [...issue.path] });
      }
    }),
  ) as unknown as InputSpec<T>;
}

/**
 * Each key of an object outside `known`, named at its own path: catches
 * typos (`topK` for `searchTopK`, `userID`) that would otherwise be
 * ignored. `message` words the issue for a key; a string is the noun for a
 * key, as in "is not `a middleware option` (expected one of …)".
 */
export function knownKeys(known: readonly string[], message: string | ((key: string) => string)): InputSpec<unknown> {
  const say = typeof message === 'string' ? () => `is not ${message} (expected one of ${known.join(', ')})` : message;
  return rule((value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
    return Object.keys(value)
      .filter((key) => !known.includes(key))
      .map((key) => ({ path: `${path}.${key}`, message: say(key) }));
  });
}

/**
 * An options object: every key outside `shape` (and `alsoKnown`) refused
 * by name with {@link knownKeys}' `message`, then the rules of `shape`.
 */
export function knownFields<Shape extends Record<string, InputSpec<unknown>>>(
  shape: Shape,
  noun: string,
  message: string | ((key: string) => string),
  alsoKnown: readonly string[] = [],
): InputSpec<z.output<z.ZodMiniObject<Shape, z.core.$loose>>> {
  return allOf(knownKeys([...Object.keys(shape), ...alsoKnown], message), fields(shape, noun));
}

/**
 * A call's options object checked at the top level, its fields named as
 * they are (`userId`, not `options.userId`): `spec` for an object, and
 * "`name`: must be `noun`" for anything else.
 */
export function rootOptions<T>(spec: InputSpec<T>, noun: string, name = 'options'): InputSpec<T> {
  const notObject = rule((value, path) => [{ path: `${path}.${name}`, message: `must be ${noun}, got ${describeValue(value)}` }]);
  return select<T>((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? spec : notObject));
}
