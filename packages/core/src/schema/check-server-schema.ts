import type { InputIssue } from '../errors/client-errors.js';
import { inspectServerSchema } from './inspect-server-schema.js';
import type { JsonSchema } from './json-schema.js';
import { SchemaValidationError } from './schema-validation-error.js';

/**
 * Checks a JSON Schema against the subset the Honcho server accepts for
 * structured outputs, and returns it in the form to send: every `$ref`
 * inlined, the root `$defs` / `definitions` removed, `$schema` dropped.
 *
 * The rules are the server's, as it reads a schema (see
 * {@link inspectServerSchema} for which parts it reads):
 * - the root has `type: "object"` (or no `type` and `properties`), and reads
 *   as one object: not a union of several, not an `enum`;
 * - every schema the server reads is an object (not a boolean, not a list)
 *   with a type: a `type` name (string, number, integer, boolean, null,
 *   object, array, alone or in a non-empty list), `properties`, an `enum`,
 *   `anyOf` / `oneOf` or a `$ref`; an empty schema `{}` (zod's `any()` and
 *   `unknown()`) has none and is refused;
 * - `enum` is a non-empty list of strings, integers, booleans or null;
 *   `anyOf` / `oneOf` non-empty lists; `required` a list of names;
 *   `properties` an object whose names are not empty and do not become one
 *   of pydantic's protected methods (`model_dump`, `model_validate`, ...);
 * - `additionalProperties` is not a schema (an empty `{}` is sent as `true`);
 * - `allOf`, `not`, `if` / `then` / `else`, `patternProperties` are refused;
 * - `$ref` names a root definition (`#/$defs/Name` or `#/definitions/Name`,
 *   `~0` / `~1` escapes allowed since the client inlines it) and is not
 *   recursive, directly or through other definitions;
 * - after inlining, at most {@link SERVER_SCHEMA_LIMITS} levels and nodes.
 *
 * What the server does not read passes through untouched and unchecked:
 * `description`, `title`, `examples`, constraint keywords (`minItems`,
 * `maxLength`, `pattern`, `format`, ...), `prefixItems`, and the keywords an
 * `enum` or a union makes irrelevant. A single-value `const` of a kind `enum`
 * allows is sent as a one-member `enum`, which the server enforces (zod emits
 * `const` for literals and discriminators); nested `$defs` are dropped.
 *
 * Issues are reported at the JSON pointer of the schema object holding the
 * offending construct, as written in the input (inside a definition, at the
 * definition); a recursion is reported at the `$ref` closing it. Messages
 * use the server's words, so they read as the 422 the server would answer.
 *
 * @param schema Any value; it is never modified.
 * @returns A fresh, fully inlined copy, safe to serialise and send.
 * @throws {SchemaValidationError} Listing every issue found, not just the first.
 */
export function checkServerSchema(schema: unknown): JsonSchema {
  const report = inspectServerSchema(schema);
  if (report.schema === undefined) throw new SchemaValidationError(dedupe(report.issues));
  return report.schema;
}

/** The issues as `{ path, message }`, each once (a definition used twice is reported once). */
function dedupe(issues: readonly InputIssue[]): InputIssue[] {
  const seen = new Set<string>();
  const result: InputIssue[] = [];
  for (const { path, message } of issues) {
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ path, message });
  }
  return result;
}
