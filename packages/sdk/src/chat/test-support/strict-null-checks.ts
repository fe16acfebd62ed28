/**
 * `Strict` when the file using it is compiled with `strictNullChecks` on,
 * `Loose` when off. The type tests run in both modes (tsconfig.test.json and
 * tsconfig.test.non-strict.json); a few reference types are only exact in
 * strict mode because the library that infers them requires it (zod 3 makes
 * every key optional without it, and 2.5's zod 4-inferred tuples get optional
 * elements), and this says which one an assertion expects.
 */
export type WhenStrict<Strict, Loose> = null extends string ? Loose : Strict;
