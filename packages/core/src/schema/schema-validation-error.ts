import { HonchoValidationError, type InputIssue } from '../errors/client-errors.js';

/**
 * A response format schema cannot be sent to the server: it is not a schema
 * the client understands, or it uses JSON Schema the server's subset rejects.
 * Raised before any request, with every problem found.
 *
 * Each issue's `path` is a JSON pointer into the JSON Schema, written as a URI
 * fragment (`#` is the root, `#/properties/tags` a property), pointing at the
 * schema object that holds the offending construct; `message` names the
 * construct, e.g. `allOf is not supported`.
 *
 * @example
 * ```ts
 * try {
 *   await resolveResponseFormat(schema);
 * } catch (error) {
 *   if (SchemaValidationError.isInstance(error)) console.log(error.issues);
 * }
 * ```
 */
export class SchemaValidationError extends HonchoValidationError {
  static override readonly kind: string = 'SchemaValidationError';

  constructor(issues: readonly InputIssue[], options: { cause?: unknown } = {}) {
    super(issues, { ...options, prefix: 'Unsupported response format schema' });
  }
}
