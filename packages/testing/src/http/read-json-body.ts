import { issue, RequestValidationError } from '../validation/validation-issue.js';
import { parse, type Validator } from '../validation/validators.js';
import { httpError } from './http-error.js';
import { pythonJsonError } from './python-json-error.js';

/**
 * Whether FastAPI reads a body with this `Content-Type` as JSON:
 * `application/json` or any `application/*+json`, parameters and case
 * ignored. Without a header it does not (its strict content-type default).
 */
export function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type = '', subtype = ''] = (contentType.split(';')[0] as string).trim().toLowerCase().split('/');
  return type === 'application' && (subtype === 'json' || subtype.endsWith('+json'));
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const LENIENT_UTF8 = new TextDecoder('utf-8');

/**
 * What a request body holds before validation, as FastAPI hands it to
 * pydantic: `undefined` when there are no bytes at all, the parsed JSON when
 * the content type is JSON, and otherwise the raw text (which then fails
 * validation against whatever shape the route expects).
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length === 0) return undefined;
  if (!isJsonContentType(request.headers.get('content-type'))) return LENIENT_UTF8.decode(bytes);
  let text: string;
  try {
    // A byte-order mark is dropped, as Python's json.loads does for UTF-8.
    text = UTF8.decode(bytes);
  } catch {
    throw httpError(400, 'There was an error parsing the body');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Python's decoder words the problem (and counts its offset) differently from JavaScript's.
    const problem = pythonJsonError(text) ?? { message: 'Expecting value', position: 0 };
    throw new RequestValidationError([issue(['body', problem.position], 'json_invalid', 'JSON decode error', {}, { error: problem.message })]);
  }
}

/**
 * Reads and validates a JSON body. A missing required body (no bytes, or
 * JSON `null`) is FastAPI's `missing` at `["body"]`; an optional one
 * (`Body(None)`) validates as `{}` so defaults apply.
 */
export async function parseJsonBody<T>(request: Request, validate: Validator<T>, options: { required: boolean }): Promise<T> {
  const body = await readJsonBody(request);
  if (body === undefined || body === null) {
    if (options.required) throw new RequestValidationError([issue(['body'], 'missing', 'Field required', null)]);
    return parse(validate, {}, ['body']);
  }
  return parse(validate, body, ['body']);
}
