import type { ResponseFormat } from '@honcho-ai/api-types';
import { checkServerSchema, SchemaValidationError } from '@honcho-ai/core';
import { issue, messages, RequestValidationError, type Loc, type ValidationIssue } from '../validation/validation-issue.js';

/** `#/properties/tags/items` as location tokens: `["properties", "tags", "items"]` (list indexes as numbers). */
export function pointerToLoc(pointer: string): (string | number)[] {
  if (pointer === '#' || pointer === '') return [];
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((token) => (/^\d+$/.test(token) ? Number(token) : token));
}

/** The subschema at a pointer, for the `input` of an issue. */
function at(schema: unknown, loc: readonly (string | number)[]): unknown {
  let node = schema;
  for (const token of loc) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[token];
  }
  return node;
}

/**
 * Checks a `response_format` with the same rules as the clients (core's
 * `checkServerSchema`) and returns it with `$ref`s inlined. An unsupported
 * schema is a 422 with one entry per problem, each located inside the schema:
 * `["body", "response_format", "properties", "tags"]`.
 */
export function checkResponseFormat(schema: Record<string, unknown>, base: Loc = ['body', 'response_format']): ResponseFormat {
  try {
    return checkServerSchema(schema) as ResponseFormat;
  } catch (error) {
    if (!SchemaValidationError.isInstance(error)) throw error;
    const issues: ValidationIssue[] = error.issues.map((problem) => {
      const loc = pointerToLoc(problem.path);
      return issue([...base, ...loc], 'value_error', messages.valueError(problem.message), at(schema, loc), { error: {} });
    });
    throw new RequestValidationError(issues);
  }
}
