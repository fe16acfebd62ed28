import { issue, RequestValidationError } from '../validation/validation-issue.js';
import { parse, type Validator } from '../validation/validators.js';

/** What a request body holds before validation: parsed JSON, or `undefined` when empty. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    // FastAPI reports the character offset of the syntax error as the location.
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    throw new RequestValidationError([
      issue(['body', position === undefined ? 0 : Number(position)], 'json_invalid', 'JSON decode error', {}, { error: 'Expecting value' }),
    ]);
  }
}

/**
 * Reads and validates a JSON body. A missing required body is FastAPI's
 * `missing` at `["body"]`; an optional one (`Body(None)`) validates as `{}` so
 * defaults apply.
 */
export async function parseJsonBody<T>(request: Request, validate: Validator<T>, options: { required: boolean }): Promise<T> {
  const body = await readJsonBody(request);
  if (body === undefined || (body === null && !options.required)) {
    if (options.required) throw new RequestValidationError([issue(['body'], 'missing', 'Field required', null)]);
    return parse(validate, {}, ['body']);
  }
  return parse(validate, body, ['body']);
}
