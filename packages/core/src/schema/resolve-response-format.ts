import type { InputIssue } from '../errors/client-errors.js';
import { checkServerSchema } from './check-server-schema.js';
import { isPlainObject } from './copy-json.js';
import { standardValidator, type SchemaSource } from './detect-schema.js';
import type { InferSchemaOutput, ResponseFormatInput } from './infer-schema-output.js';
import type { JsonSchema } from './json-schema.js';
import { StructuredOutputError } from './structured-output-error.js';
import { convertSchema } from './to-json-schema.js';

/**
 * A response format ready to use: the JSON Schema to send, and how to turn
 * the server's answer into a typed value.
 *
 * @typeParam T The type {@link parse} resolves to.
 */
export interface ResolvedResponseFormat<T = Record<string, unknown>> {
  /** What to send as `response_format`: checked against the server's subset, `$ref`s inlined. */
  readonly jsonSchema: JsonSchema;
  /** The kind of schema the format was given as. */
  readonly source: SchemaSource;
  /**
   * True when the format can validate answers (a zod or Standard Schema
   * schema): the SDK should hand back {@link parse}'s result. False for a
   * plain JSON Schema, whose answers callers parse themselves.
   */
  readonly parseable: boolean;
  /**
   * Validates an answer. Accepts the answer's JSON text (the `content`
   * string) or the already decoded value; resolves to the schema's output
   * (with its defaults and transforms applied). Without a validating schema
   * it only checks that the answer is a JSON object.
   *
   * @throws {StructuredOutputError} The answer is not JSON, or fails the
   *   schema; `issues` name each failing field.
   */
  parse(value: unknown): Promise<T>;
}

/**
 * Converts a response format to the JSON Schema the server accepts and
 * prepares a parser for the answers: {@link toJsonSchema} followed by
 * {@link checkServerSchema}.
 *
 * @example
 * ```ts
 * const format = await resolveResponseFormat(z.object({ summary: z.string() }));
 * body.response_format = format.jsonSchema;
 * const answer = await format.parse(response.content); // { summary: string }
 * ```
 *
 * @throws {SchemaValidationError} Before any request, when the input is not
 *   an accepted schema or uses JSON Schema the server rejects; every issue
 *   found is listed.
 */
export async function resolveResponseFormat<S extends ResponseFormatInput>(
  input: S,
): Promise<ResolvedResponseFormat<InferSchemaOutput<S>>> {
  const converted = await convertSchema(input);
  const jsonSchema = checkServerSchema(converted.jsonSchema);
  const validate = converted.source === 'json-schema' ? undefined : validatorFor(input);
  const parseValue = validate ?? parseObject;
  return {
    jsonSchema,
    source: converted.source,
    parseable: validate !== undefined,
    async parse(value: unknown): Promise<InferSchemaOutput<S>> {
      return (await parseValue(decode(value))) as InferSchemaOutput<S>;
    },
  };
}

type Validate = (value: unknown) => Promise<unknown>;

/**
 * zod's own `safeParseAsync` when the schema has it (it handles async
 * refinements and keeps zod's messages), else Standard Schema `validate`,
 * whose result may or may not be a promise.
 */
function validatorFor(schema: unknown): Validate | undefined {
  const safeParseAsync: unknown = (schema as { safeParseAsync?: unknown }).safeParseAsync;
  if (typeof safeParseAsync === 'function') {
    return async (value) => {
      const result = (await (safeParseAsync as (value: unknown) => unknown).call(schema, value)) as ZodSafeParseResult;
      if (result.success) return result.data;
      throw new StructuredOutputError(toIssues(result.error?.issues), value, { cause: result.error });
    };
  }
  const validate = standardValidator(schema);
  if (validate === undefined) return undefined;
  return async (value) => {
    const result = (await validate(value)) as { value?: unknown; issues?: unknown };
    if (result.issues === undefined) return result.value;
    throw new StructuredOutputError(toIssues(result.issues), value);
  };
}

interface ZodSafeParseResult {
  readonly success: boolean;
  readonly data?: unknown;
  readonly error?: { readonly issues?: unknown };
}

async function parseObject(value: unknown): Promise<Record<string, unknown>> {
  if (!isPlainObject(value)) {
    throw new StructuredOutputError([{ path: '(root)', message: 'expected a JSON object' }], value);
  }
  return value;
}

/** The answer as a value: JSON text is decoded (a schema's root is an object, never a string). */
function decode(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StructuredOutputError([{ path: '(root)', message: `the answer is not valid JSON: ${reason}` }], value, {
      cause: error,
    });
  }
}

/** zod and Standard Schema issues as `{ path: 'a.b[0]', message }`. */
function toIssues(raw: unknown): InputIssue[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    return [{ path: '(root)', message: 'the answer does not match the schema' }];
  }
  return raw.map((issue: unknown) => {
    const { message, path } = (issue ?? {}) as { message?: unknown; path?: unknown };
    return {
      path: formatPath(Array.isArray(path) ? path : []),
      message: typeof message === 'string' ? message : 'invalid value',
    };
  });
}

function formatPath(segments: readonly unknown[]): string {
  let path = '';
  for (const segment of segments) {
    const key: unknown = typeof segment === 'object' && segment !== null ? (segment as { key?: unknown }).key : segment;
    if (typeof key === 'number') path += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) path += path === '' ? key : `.${key}`;
    else path += `[${typeof key === 'string' ? JSON.stringify(key) : String(key)}]`;
  }
  return path === '' ? '(root)' : path;
}
