export { VERSION } from './version.js';
export {
  APIConnectionError,
  APIError,
  APIResponseError,
  APITimeoutError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  HonchoError,
  HonchoValidationError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
  UnprocessableEntityError,
} from '@honcho-ai/core';
