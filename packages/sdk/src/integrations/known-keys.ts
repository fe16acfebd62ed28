import * as z from 'zod/mini';

/**
 * A check for an options object: each key outside `known` is named at its
 * own path, catching typos (`topK` for `searchTopK`, `userID`) that would
 * otherwise be ignored. It runs even when other fields fail, so one error
 * names every problem. `message` words the issue for a key; a string is the
 * noun for a key, as in "is not `a middleware option` (expected one of …)".
 *
 * @example
 * ```ts
 * const spec = fields(shape, 'an object').check(knownKeys(Object.keys(shape), 'a middleware option'));
 * ```
 */
export function knownKeys(known: readonly string[], message: string | ((key: string) => string)): z.core.$ZodCheck<object> {
  const say = typeof message === 'string' ? () => `is not ${message} (expected one of ${known.join(', ')})` : message;
  return z.superRefine(
    (value: object, context) => {
      for (const [key, given] of Object.entries(value)) {
        if (!known.includes(key)) context.addIssue({ code: 'custom', path: [key], input: given, message: say(key) });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
  );
}
