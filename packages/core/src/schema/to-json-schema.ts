import { copyJson, defineEntry, isPlainObject } from './copy-json.js';
import { detectSchema, jsonSchemaConverter, type SchemaSource } from './detect-schema.js';
import { hoistLocalRefs } from './hoist-local-refs.js';
import type { ResponseFormatInput } from './infer-schema-output.js';
import type { JsonSchema } from './json-schema.js';
import { SchemaValidationError } from './schema-validation-error.js';

/** A converted schema and the kind of input it came from. */
export interface ConvertedSchema {
  /** Where the schema came from. */
  readonly source: SchemaSource;
  /** The JSON Schema, not yet checked against the server's subset. */
  readonly jsonSchema: JsonSchema;
}

/**
 * What the accepted inputs are, for error messages. Kept in one place so the
 * message and {@link ResponseFormatInput} do not drift apart.
 */
const ACCEPTED =
  'a zod schema (zod 3 or zod 4), a Standard Schema that implements the Standard JSON Schema extension ' +
  '(~standard.jsonSchema), or a plain JSON Schema object';

/**
 * Why a schema whose converter is loaded by name is refused in a bundled app,
 * and what to pass instead.
 */
const UNBUNDLED_ONLY =
  'loaded by name at run time: that works in Node, Bun and Deno, not in a bundled app (browser, edge). ' +
  'Use zod 4.2 or later (`zod`, not `zod/mini`), a Standard Schema that implements ~standard.jsonSchema, ' +
  'or a JSON Schema object';

/**
 * Dialects asked of Standard JSON Schema converters, in order of preference.
 * The server accepts draft 2020-12 or earlier; draft-07 is the fallback every
 * converter is urged to support.
 */
const TARGETS = ['draft-2020-12', 'draft-07'] as const;

/**
 * Turns a response format into JSON Schema.
 *
 * - zod 4: the schema's own converter (`~standard.jsonSchema`, zod 4.2 and
 *   later); older zod 4 releases and zod mini fall back to `toJSONSchema`
 *   from `zod/v4/core`, loaded by name only then.
 * - zod 3: `zod-to-json-schema`, loaded by name only when a zod 3 schema is
 *   given.
 * - any other Standard Schema: its `~standard.jsonSchema` converter.
 * - a plain object: taken as JSON Schema and deep-copied.
 *
 * What is loaded by name needs a runtime that resolves packages itself (Node,
 * Bun, Deno): in a bundled app (browser, edge) zod 3, zod mini and zod 4
 * before 4.2 are refused.
 *
 * Schemas are converted for their *input* side: the server's answer is what
 * gets fed to the schema's parser, so it must look like the parser's input
 * (a field with a default may be omitted; a transform's source type is what
 * the model writes).
 *
 * `$schema` is dropped (the server does not need it), and references library
 * converters write as plain JSON pointers are moved into `$defs`. The result
 * is not checked against the server's subset: see `checkServerSchema`.
 *
 * It is asynchronous because converters for zod 3 and old zod 4 are loaded
 * on demand: importing them up front would make zod a hard requirement of
 * this package.
 *
 * @throws {SchemaValidationError} The input is none of the accepted kinds,
 *   its converter failed (e.g. `z.date()` has no JSON Schema form) or cannot
 *   be loaded (a bundled app), or a plain object holds values that are not
 *   JSON.
 */
export async function toJsonSchema(input: ResponseFormatInput): Promise<JsonSchema> {
  return (await convertSchema(input)).jsonSchema;
}

/**
 * {@link toJsonSchema}, also telling which kind of input was given.
 *
 * @throws {SchemaValidationError} As {@link toJsonSchema}.
 */
export async function convertSchema(input: unknown): Promise<ConvertedSchema> {
  const detected = detectSchema(input);
  switch (detected.source) {
    case 'unsupported':
      throw new SchemaValidationError([
        { path: '#', message: `expected ${ACCEPTED}; got ${detected.description}` },
      ]);
    case 'json-schema':
      return { source: 'json-schema', jsonSchema: stripDialect(copyOrThrow(detected.schema)) };
    case 'zod4':
      return fromLibrary('zod4', 'zod 4', () => zod4ToJsonSchema(detected.schema));
    case 'zod3':
      return fromLibrary('zod3', 'zod 3', () => zod3ToJsonSchema(detected.schema));
    case 'standard-schema':
      return fromLibrary('standard-schema', 'Standard Schema', () => standardToJsonSchema(detected.schema));
  }
}

async function fromLibrary(
  source: SchemaSource,
  label: string,
  convert: () => unknown,
): Promise<ConvertedSchema> {
  let output: unknown;
  try {
    output = await convert();
  } catch (error) {
    if (SchemaValidationError.isInstance(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new SchemaValidationError(
      [{ path: '#', message: `the ${label} schema could not be converted to JSON Schema: ${reason}` }],
      { cause: error },
    );
  }
  const copied = copyOrThrow(output);
  return { source, jsonSchema: stripDialect(hoistLocalRefs(copied)) as JsonSchema };
}

async function zod4ToJsonSchema(schema: object): Promise<unknown> {
  const converter = jsonSchemaConverter(schema);
  if (converter !== undefined) return convertWithTargets(converter);
  const method: unknown = (schema as { toJSONSchema?: unknown }).toJSONSchema;
  if (typeof method === 'function') {
    return (method as (params: unknown) => unknown).call(schema, { target: 'draft-2020-12', io: 'input' });
  }
  // zod mini and zod 4 before 4.2 only offer the module-level converter.
  const core = await importConverter(
    'zod/v4/core',
    "zod mini and zod 4 before 4.2 (zod 3.25's `zod/v4` too) are converted by toJSONSchema from",
  );
  const convert: unknown = (core as { toJSONSchema?: unknown }).toJSONSchema;
  if (typeof convert !== 'function') throw new Error('zod/v4/core has no toJSONSchema (zod older than 3.25?)');
  return (convert as (schema: unknown, params: unknown) => unknown)(schema, {
    target: 'draft-2020-12',
    io: 'input',
  });
}

async function zod3ToJsonSchema(schema: object): Promise<unknown> {
  const module = await importConverter('zod-to-json-schema', 'zod 3 schemas are converted by');
  const convert: unknown = (module as { zodToJsonSchema?: unknown }).zodToJsonSchema;
  if (typeof convert !== 'function') throw new Error('zod-to-json-schema has no zodToJsonSchema export');
  return (convert as (schema: unknown, options: unknown) => unknown)(schema, {
    target: 'jsonSchema7',
    // Repeats and recursion come out as `$ref`s to where the schema was first
    // written; hoistLocalRefs turns those into `$defs` entries. "none" would
    // instead silently turn recursion into an untyped `{}`.
    $refStrategy: 'root',
    definitionPath: '$defs',
    effectStrategy: 'input',
    pipeStrategy: 'input',
  });
}

/**
 * Imports a converter by a specifier bundlers cannot follow, so no app's
 * bundle carries it (zod-to-json-schema and the zod it imports are about
 * 19 KB gzip) and apps without zod still build. Node, Bun and Deno resolve it
 * from this package's dependencies or the app's; a bundled app has nothing to
 * resolve it with.
 *
 * @param usedFor The start of the refusal's message, naming who needs the converter.
 * @throws {SchemaValidationError} The import failed, saying what to pass instead.
 */
async function importConverter(specifier: string, usedFor: string): Promise<unknown> {
  try {
    return (await import(/* webpackIgnore: true */ /* @vite-ignore */ specifier)) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = `${usedFor} ${specifier}, ${UNBUNDLED_ONLY} (${reason})`;
    throw new SchemaValidationError([{ path: '#', message }], { cause: error });
  }
}

function standardToJsonSchema(schema: object): unknown {
  const converter = jsonSchemaConverter(schema);
  if (converter === undefined) {
    const vendor: unknown = (schema as { '~standard': { vendor?: unknown } })['~standard'].vendor;
    const name = typeof vendor === 'string' ? ` (vendor "${vendor}")` : '';
    throw new SchemaValidationError([
      {
        path: '#',
        message:
          `this Standard Schema${name} cannot describe itself as JSON Schema: it does not implement ` +
          `~standard.jsonSchema. Pass ${ACCEPTED}`,
      },
    ]);
  }
  return convertWithTargets(converter);
}

function convertWithTargets(converter: (options: { target: string }) => unknown): unknown {
  let firstError: unknown;
  for (const target of TARGETS) {
    try {
      return converter({ target });
    } catch (error) {
      firstError ??= error;
    }
  }
  throw firstError;
}

function copyOrThrow(value: unknown): Record<string, unknown> {
  const copied = copyJson(value);
  if (copied.issues.length > 0) throw new SchemaValidationError(copied.issues);
  if (!isPlainObject(copied.value)) {
    throw new SchemaValidationError([{ path: '#', message: 'the converter did not return a JSON object' }]);
  }
  return copied.value;
}

/** Drops `$schema` from the root and from root definitions, where converters write it. */
function stripDialect(schema: Readonly<Record<string, unknown>>): JsonSchema {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(schema)) {
    if (key === '$schema') continue;
    const value = schema[key];
    if ((key === '$defs' || key === 'definitions') && isPlainObject(value)) {
      const defs: Record<string, unknown> = {};
      for (const name of Object.keys(value)) {
        const def = value[name];
        defineEntry(defs, name, isPlainObject(def) && '$schema' in def ? omitKey(def, '$schema') : def);
      }
      defineEntry(result, key, defs);
    } else {
      defineEntry(result, key, value);
    }
  }
  return result as JsonSchema;
}

function omitKey(node: Readonly<Record<string, unknown>>, omitted: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(node)) if (key !== omitted) defineEntry(result, key, node[key]);
  return result;
}
