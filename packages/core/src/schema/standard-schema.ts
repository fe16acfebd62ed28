// The Standard Schema authors ask libraries to carry these few interfaces
// themselves instead of depending on a package for types alone. This is our
// own rendering of version 1 of the spec (https://standardschema.dev), kept
// structurally identical so any conforming library's schemas fit it.

/** A schema that can validate values, following Standard Schema version 1. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  /** The properties every Standard Schema exposes. */
  readonly '~standard': StandardSchemaV1.Props<Input, Output>;
}

/** The types that make up {@link StandardSchemaV1}. */
export declare namespace StandardSchemaV1 {
  /** What a Standard Schema exposes under `~standard`. */
  export interface Props<Input = unknown, Output = Input> {
    /** Version of the spec; always `1`. */
    readonly version: 1;
    /** Name of the library that made the schema, e.g. `zod` or `valibot`. */
    readonly vendor: string;
    /** Checks a value; may answer synchronously or with a promise. */
    readonly validate: (
      value: unknown,
      options?: Options | undefined,
    ) => Result<Output> | Promise<Result<Output>>;
    /** Carries the input and output types for inference; absent at runtime. */
    readonly types?: Types<Input, Output> | undefined;
  }

  /** Options the caller may pass to `validate`. */
  export interface Options {
    /** Settings specific to the library that made the schema. */
    readonly libraryOptions?: Record<string, unknown> | undefined;
  }

  /** What `validate` answers. */
  export type Result<Output> = SuccessResult<Output> | FailureResult;

  /** The value passed; `value` is the (possibly transformed) output. */
  export interface SuccessResult<Output> {
    /** The validated output value. */
    readonly value: Output;
    /** Absent on success. */
    readonly issues?: undefined;
  }

  /** The value failed; `issues` says why. */
  export interface FailureResult {
    /** Each reason the value was refused. */
    readonly issues: ReadonlyArray<Issue>;
  }

  /** One reason a value was refused. */
  export interface Issue {
    /** What went wrong, in words. */
    readonly message: string;
    /** Where in the value it went wrong, outermost key first. */
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }

  /** A path step given as an object rather than a bare key. */
  export interface PathSegment {
    /** The key of this step. */
    readonly key: PropertyKey;
  }

  /** Phantom holder of a schema's input and output types. */
  export interface Types<Input = unknown, Output = Input> {
    /** The type the schema accepts. */
    readonly input: Input;
    /** The type the schema produces. */
    readonly output: Output;
  }

  /** The input type of a Standard Schema. */
  export type InferInput<Schema extends StandardSchemaV1> = NonNullable<
    Schema['~standard']['types']
  >['input'];

  /** The output type of a Standard Schema. */
  export type InferOutput<Schema extends StandardSchemaV1> = NonNullable<
    Schema['~standard']['types']
  >['output'];
}

/**
 * A schema that can describe itself as JSON Schema, following the Standard
 * JSON Schema extension of Standard Schema version 1. A library may implement
 * this alone or together with {@link StandardSchemaV1}.
 */
export interface StandardJSONSchemaV1<Input = unknown, Output = Input> {
  /** The properties every Standard JSON Schema exposes. */
  readonly '~standard': StandardJSONSchemaV1.Props<Input, Output>;
}

/** The types that make up {@link StandardJSONSchemaV1}. */
export declare namespace StandardJSONSchemaV1 {
  /** What a Standard JSON Schema exposes under `~standard`. */
  export interface Props<Input = unknown, Output = Input> {
    /** Version of the spec; always `1`. */
    readonly version: 1;
    /** Name of the library that made the schema. */
    readonly vendor: string;
    /** Carries the input and output types for inference; absent at runtime. */
    readonly types?: StandardSchemaV1.Types<Input, Output> | undefined;
    /** Produces JSON Schema for the schema's input or output side. */
    readonly jsonSchema: Converter;
  }

  /** The two conversions; each may throw when it cannot honour the options. */
  export interface Converter {
    /** JSON Schema of the values the schema accepts. */
    readonly input: (options: Options) => Record<string, unknown>;
    /** JSON Schema of the values the schema produces. */
    readonly output: (options: Options) => Record<string, unknown>;
  }

  /**
   * The JSON Schema dialect wanted. Libraries are urged to support
   * `draft-2020-12` and `draft-07` and to throw on a target they cannot emit.
   */
  export type Target = 'draft-2020-12' | 'draft-07' | 'openapi-3.0' | (string & {});

  /** Options of a conversion. */
  export interface Options {
    /** The dialect to emit. */
    readonly target: Target;
    /** Settings specific to the library that made the schema. */
    readonly libraryOptions?: Record<string, unknown> | undefined;
  }
}
