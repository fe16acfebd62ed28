import { describeValue, isPlainObject } from './copy-json.js';

/** What kind of schema a response format was given as. */
export type SchemaSource = 'zod4' | 'zod3' | 'standard-schema' | 'json-schema';

/** The result of {@link detectSchema}. */
export type DetectedSchema =
  | { readonly source: SchemaSource; readonly schema: object }
  | { readonly source: 'unsupported'; readonly description: string };

/**
 * Tells apart the accepted kinds of schema by their shape alone, so that
 * neither zod version has to be imported. Order matters: zod schemas also
 * implement Standard Schema, and a zod 3 schema's `~standard` has no JSON
 * Schema converter, so zod is recognised first.
 */
export function detectSchema(input: unknown): DetectedSchema {
  if ((typeof input === 'object' && input !== null) || typeof input === 'function') {
    if (isZod4Schema(input)) return { source: 'zod4', schema: input };
    if (isZod3Schema(input)) return { source: 'zod3', schema: input };
    if (standardProps(input) !== undefined) return { source: 'standard-schema', schema: input };
    if (isPlainObject(input)) return { source: 'json-schema', schema: input };
  }
  return { source: 'unsupported', description: describeValue(input) };
}

/** The `~standard` properties of a Standard Schema, or `undefined`. */
export function standardProps(input: unknown): Readonly<Record<string, unknown>> | undefined {
  if ((typeof input !== 'object' || input === null) && typeof input !== 'function') return undefined;
  const props: unknown = (input as { '~standard'?: unknown })['~standard'];
  if (typeof props !== 'object' || props === null) return undefined;
  return props as Readonly<Record<string, unknown>>;
}

/**
 * The Standard JSON Schema `input` converter of a schema, or `undefined` when
 * it does not implement that extension.
 */
export function jsonSchemaConverter(
  input: unknown,
): ((options: { target: string; libraryOptions?: Record<string, unknown> }) => unknown) | undefined {
  const converter: unknown = standardProps(input)?.jsonSchema;
  if (typeof converter !== 'object' || converter === null) return undefined;
  const convertInput: unknown = (converter as { input?: unknown }).input;
  if (typeof convertInput !== 'function') return undefined;
  return (options) => (convertInput as (options: unknown) => unknown).call(converter, options);
}

/** The Standard Schema `validate` function of a schema, or `undefined`. */
export function standardValidator(input: unknown): ((value: unknown) => unknown) | undefined {
  const props = standardProps(input);
  const validate: unknown = props?.validate;
  if (typeof validate !== 'function') return undefined;
  return (value) => (validate as (value: unknown) => unknown).call(props, value);
}

function isZod4Schema(input: object): boolean {
  const internals: unknown = (input as { _zod?: unknown })._zod;
  return typeof internals === 'object' && internals !== null && typeof (internals as { def?: unknown }).def === 'object';
}

function isZod3Schema(input: object): boolean {
  const def: unknown = (input as { _def?: unknown })._def;
  return (
    typeof def === 'object' &&
    def !== null &&
    typeof (def as { typeName?: unknown }).typeName === 'string' &&
    typeof (input as { safeParse?: unknown }).safeParse === 'function'
  );
}
