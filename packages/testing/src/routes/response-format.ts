import type { ResponseFormat } from '@honcho-ai/api-types';
import { inspectServerSchema } from '@honcho-ai/sdk-core';
import { httpError } from '../http/http-error.js';

/** What the server's 422 `detail` starts with when it refuses a `response_format`. */
const REFUSED_PREFIX = 'Invalid response_format: ';

/**
 * Checks a `response_format` as the server does when it turns it into the
 * model the LLM fills: core's `inspectServerSchema` on the schema as written
 * (`normalize: false`, since a raw HTTP client sends it unprepared). Returns
 * it with the `$ref`s the server follows inlined.
 *
 * A schema the server refuses is its 422 with a string `detail` naming the
 * first problem it meets, in its words and at its location:
 * `{"detail": "Invalid response_format: unsupported construct 'allOf' at properties.tags"}`.
 * A `type` that is an object, which server 3.0.12 fails on with a 500 (a
 * server defect, not contract: see "Known server defects and quirks" in the
 * README), is refused here as a correct server would, with a 422 naming it.
 * A chain of `$ref`s long enough to exhaust the server's stack is its bare 500.
 *
 * @throws {HttpError} 422 or 500, as above.
 */
export function checkResponseFormat(schema: Readonly<Record<string, unknown>>): ResponseFormat {
  const report = inspectServerSchema(schema, { normalize: false });
  const first = report.issues[0];
  if (first === undefined && report.schema !== undefined) return report.schema as ResponseFormat;
  if (first?.outcome === 'refused' && first.serverMessage !== undefined) {
    throw httpError(422, `${REFUSED_PREFIX}${first.serverMessage}`);
  }
  if (first?.outcome === 'crash' && first.message.startsWith('type ')) {
    // The location in the server's words: `#/properties/a` is `properties.a`.
    const at = first.path.replace(/^#\/?/, '').split('/').join('.') || 'root';
    throw httpError(422, `${REFUSED_PREFIX}type must be a type name, not an object, at ${at}`);
  }
  throw httpError(500, 'An unexpected error occurred');
}
