import { z, type InputSpec } from '@honcho-ai/sdk-core';

/**
 * Every issue of each spec in turn, all checking the same value. zod skips
 * an object's own `.check()`s once one of its fields has failed; here a
 * cross-field rule (after the fields) or an unknown-key rule (before them)
 * is reported together with the fields' problems, so one error names them
 * all.
 *
 * @internal
 */
export function everyIssue<T = unknown>(...specs: readonly InputSpec[]): InputSpec<T> {
  return z.optional(z.unknown()).check(
    z.superRefine((value, context) => {
      for (const spec of specs) {
        const result = z.safeParse(spec, value);
        if (result.success) continue;
        for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, input: value, path: [...issue.path] });
      }
    }),
  ) as unknown as InputSpec<T>;
}
