export { HonchoError, type HonchoErrorOptions } from './honcho-error.js';
export {
  APIError,
  type APIErrorOptions,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
  UnprocessableEntityError,
  type ValidationIssue,
} from './api-error.js';
export {
  APIConnectionError,
  type APIConnectionErrorOptions,
  APIResponseError,
  APITimeoutError,
  APIUserAbortError,
  HonchoValidationError,
  type InputIssue,
} from './client-errors.js';
export { makeAPIError, type ErrorResponseInfo } from './make-api-error.js';
export type { ServerFeature } from './server-feature.js';
