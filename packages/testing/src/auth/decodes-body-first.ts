import type { RouteMethod } from '../http/route-table.js';
import { OPENAPI_DOCUMENT } from '../openapi/generated/openapi-document.js';

interface Operation {
  requestBody?: { content?: Record<string, unknown> };
}

/**
 * `METHOD path` of the v3 routes with a JSON request body in the contract.
 * FastAPI decodes such a body before it runs any dependency, the key check
 * included, so malformed JSON is a 422 even without a key. `/v1` is left
 * out: it is not the server's, and it words its own errors.
 */
const JSON_BODY_ROUTES: ReadonlySet<string> = new Set(
  Object.entries((OPENAPI_DOCUMENT.paths ?? {}) as Record<string, Record<string, Operation>>).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.requestBody?.content?.['application/json'] !== undefined)
      .filter(() => path.startsWith('/v3/'))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  ),
);

/**
 * Whether the server decodes this route's JSON body before checking the key.
 * The legacy `.../messages/` route is the same operation as `.../messages`.
 */
export function decodesBodyFirst(method: RouteMethod, path: string): boolean {
  return JSON_BODY_ROUTES.has(`${method} ${path.endsWith('/') ? path.slice(0, -1) : path}`);
}
