import { isPlainObject, StructuredOutputError, type JsonSchema, type ResolvedResponseFormat } from '@honcho-ai/sdk-core';

/**
 * A resolved response format, whatever type it parses to.
 *
 * @internal
 */
export type StructuredFormat = ResolvedResponseFormat<unknown>;

/**
 * Turns a structured answer's JSON text into the value callers get: decoded,
 * then validated by the schema when it can validate (a zod or Standard
 * Schema), else only checked to be a JSON object.
 *
 * The server reports a property the model left out as `null` (see the
 * structured-output docs). Before validating, such `null`s are dropped for
 * properties the JSON Schema neither requires nor lets be `null`, which is
 * exactly how zod's `.optional()` fields arrive, so they parse as absent
 * instead of failing.
 *
 * @throws {StructuredOutputError} The text is not JSON, not an object, or
 *   fails the schema. `value` is always the raw text, so it can be logged or
 *   repaired.
 * @internal
 */
export async function parseStructuredText(text: string, format: StructuredFormat | undefined): Promise<unknown> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StructuredOutputError([{ path: '(root)', message: `the answer is not valid JSON: ${reason}` }], text, {
      cause: error,
    });
  }
  if (format === undefined || !format.parseable) {
    if (!isPlainObject(decoded)) {
      throw new StructuredOutputError([{ path: '(root)', message: 'expected a JSON object' }], text);
    }
    return decoded;
  }
  try {
    return await format.parse(dropOmittedNulls(decoded, format.jsonSchema));
  } catch (error) {
    // Re-raised with the raw text: core's error carries the decoded value.
    if (error instanceof StructuredOutputError) throw new StructuredOutputError(error.issues, text, { cause: error });
    throw error;
  }
}

/**
 * `value` without the `null`s that stand for omitted optional properties,
 * following the schema into nested objects, arrays and unions. Returns a copy
 * where anything changed; `value` itself is never modified.
 *
 * @internal
 */
export function dropOmittedNulls(value: unknown, schema: JsonSchema | boolean | undefined): unknown {
  if (schema === undefined || typeof schema === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = schema.items ?? branchOf(schema, 'array')?.items;
    if (items === undefined || typeof items === 'boolean') return value;
    return value.map((item: unknown) => dropOmittedNulls(item, items));
  }
  if (!isPlainObject(value)) return value;
  const objectSchema = schema.properties === undefined ? branchOf(schema, 'object') : schema;
  const properties = objectSchema?.properties;
  if (properties === undefined) return value;
  const required = new Set(objectSchema?.required ?? []);
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const fieldSchema = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (field === null && fieldSchema !== undefined && !required.has(key) && !allowsNull(fieldSchema)) continue;
    result[key] = dropOmittedNulls(field, fieldSchema);
  }
  return result;
}

/** The first `anyOf`/`oneOf` member that describes values of `kind`. */
function branchOf(schema: JsonSchema, kind: 'object' | 'array'): JsonSchema | undefined {
  for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    if (hasType(member, kind) || (kind === 'object' ? member.properties !== undefined : member.items !== undefined)) {
      return member;
    }
  }
  return undefined;
}

function hasType(schema: JsonSchema, type: string): boolean {
  const declared = schema.type;
  return typeof declared === 'string' ? declared === type : Array.isArray(declared) && declared.includes(type as never);
}

/** Whether `null` is a valid value for `schema` (an unconstrained schema allows anything). */
function allowsNull(schema: JsonSchema | boolean): boolean {
  if (typeof schema === 'boolean') return schema;
  if (hasType(schema, 'null')) return true;
  if (schema.const === null) return true;
  if (schema.enum?.includes(null) === true) return true;
  const members = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (members.some((member) => allowsNull(member))) return true;
  return schema.type === undefined && members.length === 0 && schema.enum === undefined && schema.const === undefined && schema.properties === undefined && schema.items === undefined;
}
