import type { JsonSchema } from './json-schema.js';
import type { StandardJSONSchemaV1, StandardSchemaV1 } from './standard-schema.js';

// zod is an optional peer: these shapes name only the members we rely on, so
// nothing here needs zod's own types to compile.

/**
 * The parts of a zod 4 schema (classic or mini) this package relies on.
 * `_zod.output` is a type-only member zod uses for inference.
 */
export interface Zod4SchemaLike<Output = unknown> {
  /** zod 4 internals. */
  readonly _zod: {
    /** The schema definition. */
    readonly def: unknown;
    /** Phantom: the parsed type. */
    readonly output: Output;
  };
}

/**
 * The parts of a zod 3 schema this package relies on. `_output` is a
 * type-only member zod uses for inference.
 */
export interface Zod3SchemaLike<Output = unknown> {
  /** The schema definition. */
  readonly _def: unknown;
  /** Phantom: the parsed type. */
  readonly _output: Output;
}

/**
 * Everything a response format may be given as: a zod 3 or zod 4 schema, a
 * Standard Schema that can also produce JSON Schema, or a plain JSON Schema
 * object.
 */
export type ResponseFormatInput =
  | Zod4SchemaLike
  | Zod3SchemaLike
  | StandardSchemaV1
  | StandardJSONSchemaV1
  | JsonSchema;

/**
 * The type a response format parses answers into: the output type of a zod 3,
 * zod 4 or Standard Schema, and `Record<string, unknown>` for a plain JSON
 * Schema (or a Standard JSON Schema that cannot validate, whose answers are
 * only checked to be objects).
 *
 * @example
 * ```ts
 * const Food = z.object({ food: z.string() });
 * type Food = InferSchemaOutput<typeof Food>; // { food: string }
 * ```
 */
export type InferSchemaOutput<S> = S extends { readonly _zod: { readonly output: infer Output } }
  ? Output
  : S extends { readonly _output: infer Output }
    ? Output
    : S extends StandardSchemaV1
      ? StandardSchemaV1.InferOutput<S>
      : Record<string, unknown>;
