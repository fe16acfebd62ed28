/** A JSON scalar. */
export type JsonPrimitive = string | number | boolean | null;

/** Any value that survives `JSON.stringify` / `JSON.parse` unchanged. */
export type JsonValue = JsonPrimitive | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The primitive type names JSON Schema's `type` keyword can hold. */
export type JsonSchemaType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/**
 * A JSON Schema document or subschema.
 *
 * The named keywords are the ones the Honcho server understands (plus the
 * common constraint hints); any other keyword is allowed through the index
 * signature, since JSON Schema is open-ended. Use `satisfies JsonSchema` on a
 * literal so `type` keeps its literal type.
 *
 * @example
 * ```ts
 * const schema = {
 *   type: 'object',
 *   properties: { foods: { type: 'array', items: { type: 'string' } } },
 *   required: ['foods'],
 * } satisfies JsonSchema;
 * ```
 */
export interface JsonSchema {
  /** Dialect URI. Not needed by the server, so conversions drop it. */
  $schema?: string;
  /** Reference to a definition, e.g. `#/$defs/Address`. */
  $ref?: string;
  /** Reusable definitions (draft 2019-09 and later). */
  $defs?: { readonly [name: string]: JsonSchema };
  /** Reusable definitions (draft-07 and earlier). */
  definitions?: { readonly [name: string]: JsonSchema };
  /** The allowed type, or a list of allowed types. */
  type?: JsonSchemaType | readonly JsonSchemaType[];
  /** Short name shown to humans and models. */
  title?: string;
  /** Explanation the model sees when it fills the field. */
  description?: string;
  /** Value used when the field is omitted. */
  default?: JsonValue;
  /** Example values (a hint only). */
  examples?: readonly JsonValue[];
  /** The only values allowed. */
  enum?: readonly JsonValue[];
  /** The single value allowed. */
  const?: JsonValue;
  /** Schemas of an object's named properties. */
  properties?: { readonly [name: string]: JsonSchema };
  /** Names of the properties that must be present. */
  required?: readonly string[];
  /** Whether unlisted properties are allowed (the server accepts booleans only). */
  additionalProperties?: boolean | JsonSchema;
  /** Schema of every element of an array. */
  items?: JsonSchema | boolean;
  /** The value must match at least one of these schemas. */
  anyOf?: readonly JsonSchema[];
  /** The value must match exactly one of these schemas. */
  oneOf?: readonly JsonSchema[];
  /** The value must match all of these schemas (rejected by the server). */
  allOf?: readonly JsonSchema[];
  /** The value must not match this schema (rejected by the server). */
  not?: JsonSchema;
  /** Minimum number of array elements (a hint only). */
  minItems?: number;
  /** Maximum number of array elements (a hint only). */
  maxItems?: number;
  /** Minimum string length (a hint only). */
  minLength?: number;
  /** Maximum string length (a hint only). */
  maxLength?: number;
  /** Inclusive lower bound (a hint only). */
  minimum?: number;
  /** Inclusive upper bound (a hint only). */
  maximum?: number;
  /** Regular expression a string must match (a hint only). */
  pattern?: string;
  /** Semantic format of a string, e.g. `date-time` (a hint only). */
  format?: string;
  /** Any other keyword. */
  [keyword: string]: unknown;
}
