import {
  APIConnectionError,
  APIError,
  APIResponseError,
  APITimeoutError,
  APIUserAbortError,
  HonchoValidationError,
  SchemaValidationError,
  UnprocessableEntityError,
} from '@honcho-ai/sdk-core';
import { OpenAICompatError, type OpenAICompatErrorOptions } from './openai-compat-error.js';

/**
 * Where a field of the dialectic call came from in the OpenAI request, so an
 * error about `target` names `X-Honcho-Target`, the header the caller set.
 * Keys are the SDK's option names and the dialectic's wire names.
 */
const PARAM_OF_FIELD: Readonly<Record<string, string>> = {
  query: 'messages',
  target: 'X-Honcho-Target',
  session: 'X-Honcho-Session-Id',
  session_id: 'X-Honcho-Session-Id',
  reasoningLevel: 'honcho_reasoning_level',
  reasoning_level: 'honcho_reasoning_level',
  responseFormat: 'response_format.json_schema.schema',
  response_format: 'response_format.json_schema.schema',
};

/** Status for a client that went away: nginx's "client closed request". Nobody reads it; logs do. */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * Turns any error into an {@link OpenAICompatError}: the status and
 * OpenAI-shaped body an OpenAI-compatible endpoint answers with.
 *
 * | Error | Status | `type` / `code` |
 * | --- | --- | --- |
 * | `OpenAICompatError` | its own | its own |
 * | `SchemaValidationError`, `HonchoValidationError` (refused before any request) | 400 | `invalid_request_error` / `invalid_value` |
 * | Honcho 400, 422 | 400 | `invalid_request_error` / `invalid_value` |
 * | Honcho 401 | 401 | `authentication_error` / `invalid_api_key` |
 * | Honcho 403 | 403 | `permission_error` / `permission_denied` |
 * | Honcho 404 (unknown session or target) | 404 | `not_found_error` / `model_not_found`, `param: "model"` |
 * | Honcho 409 | 409 | `invalid_request_error` / `conflict` |
 * | Honcho 429 | 429 | `rate_limit_error` / `rate_limit_exceeded`, with `Retry-After` |
 * | Honcho 5xx | same | `server_error` / `upstream_error`, with `Retry-After` |
 * | Honcho unreachable / timed out / unreadable | 502 / 504 / 502 | `server_error` |
 * | The caller aborted | 499 | `invalid_request_error` / `request_aborted` |
 * | anything else | 500 | `server_error` / `internal_error`, with a generic message |
 *
 * Messages of Honcho errors are kept (the SDK never puts an API key in
 * them); an unknown error's message is not, since it may carry anything.
 * The upstream `x-request-id` is passed on, so `error.requestID` in the
 * `openai` client points at the Honcho request.
 *
 * @example
 * ```ts
 * try {
 *   return Response.json(await answer(request));
 * } catch (error) {
 *   return toOpenAIError(error).toResponse();
 * }
 * ```
 */
export function toOpenAIError(error: unknown): OpenAICompatError {
  if (OpenAICompatError.isInstance(error)) return error;
  if (SchemaValidationError.isInstance(error)) {
    return new OpenAICompatError(error.message, { param: 'response_format.json_schema.schema', code: 'invalid_value', cause: error });
  }
  if (HonchoValidationError.isInstance(error)) {
    return new OpenAICompatError(error.message, { param: paramOf(error.issues[0]?.path), code: 'invalid_value', cause: error });
  }
  if (APIError.isInstance(error)) return fromAPIError(error);
  if (APITimeoutError.isInstance(error)) {
    return new OpenAICompatError(`Honcho did not answer in time: ${error.message}`, { status: 504, type: 'server_error', code: 'upstream_timeout', cause: error });
  }
  if (APIConnectionError.isInstance(error)) {
    return new OpenAICompatError(`Could not reach Honcho: ${error.message}`, { status: 502, type: 'server_error', code: 'upstream_connection_error', cause: error });
  }
  if (APIResponseError.isInstance(error)) {
    return new OpenAICompatError(`Honcho sent a response that could not be read: ${error.message}`, { status: 502, type: 'server_error', code: 'upstream_invalid_response', cause: error });
  }
  if (APIUserAbortError.isInstance(error)) {
    return new OpenAICompatError('The request was aborted by the client.', { status: CLIENT_CLOSED_REQUEST, code: 'request_aborted', cause: error });
  }
  return new OpenAICompatError('An unexpected error occurred.', { status: 500, type: 'server_error', code: 'internal_error', cause: error });
}

function fromAPIError(error: APIError): OpenAICompatError {
  const headers: Record<string, string> = {};
  if (error.requestId !== undefined) headers['x-request-id'] = error.requestId;
  const retryAfter = error.headers.get('retry-after');
  if (retryAfter !== null) headers['retry-after'] = retryAfter;
  const base: OpenAICompatErrorOptions = { cause: error, headers };
  // The SDK's message starts with the status, which the response already carries.
  const message = error.message.replace(/^\d{3} /, '');
  switch (error.status) {
    case 400:
      return new OpenAICompatError(message, { ...base, code: 'invalid_value' });
    case 401:
      return new OpenAICompatError(message, { ...base, status: 401, type: 'authentication_error', code: 'invalid_api_key' });
    case 403:
      return new OpenAICompatError(message, { ...base, status: 403, type: 'permission_error', code: 'permission_denied' });
    case 404:
      return new OpenAICompatError(message, { ...base, status: 404, type: 'not_found_error', param: 'model', code: 'model_not_found' });
    case 409:
      return new OpenAICompatError(message, { ...base, status: 409, code: 'conflict' });
    case 422: {
      // Honcho refused the dialectic call built from the request: a problem with the request, hence a 400.
      const issue = UnprocessableEntityError.isInstance(error) ? error.issues[0] : undefined;
      return new OpenAICompatError(message, { ...base, param: paramOf(issue?.path), code: 'invalid_value' });
    }
    case 429:
      return new OpenAICompatError(message, { ...base, status: 429, type: 'rate_limit_error', code: 'rate_limit_exceeded' });
    default:
      if (error.status >= 500 && error.status <= 599) {
        return new OpenAICompatError(message, { ...base, status: error.status, type: 'server_error', code: 'upstream_error' });
      }
      return new OpenAICompatError(message, { ...base, status: validStatus(error.status), code: null });
  }
}

/** The OpenAI request field behind a dialectic field path such as `body.response_format.properties.tags`. */
function paramOf(path: string | undefined): string | null {
  if (path === undefined) return null;
  const parts = path.split('.').filter((part) => part !== 'body');
  const field = parts[0];
  if (field === undefined) return null;
  const param = PARAM_OF_FIELD[field];
  if (param === undefined) return null;
  if (param.startsWith('response_format') && parts.length > 1) return [param, ...parts.slice(1)].join('.');
  return param;
}

function validStatus(status: number): number {
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 502;
}
