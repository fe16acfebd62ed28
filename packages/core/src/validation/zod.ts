// The structural part of the validation vocabulary: the zod mini functions
// specs are built with, re-exported so every package builds them from the one
// copy of zod this package carries (bundled into its build: see decision 0032).
export {
  array,
  boolean,
  custom,
  enum,
  looseObject,
  nullable,
  number,
  object,
  optional,
  pipe,
  refine,
  safeParse,
  string,
  superRefine,
  transform,
  unknown,
} from 'zod/mini';
export type { input, output, ZodMiniNullable, ZodMiniObject, ZodMiniOptional, ZodMiniType } from 'zod/mini';
