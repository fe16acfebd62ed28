export { bearerToken } from './bearer-token.js';
export { buildPath, type PathParams } from './build-path.js';
export { HttpClient, type BodylessRequestDefinition, type HttpClientOptions } from './http-client.js';
export { IDEMPOTENT_POST_ROUTES, isIdempotentRequest, type IdempotentRoute } from './idempotency.js';
export { classifyNetworkError } from './network-failure.js';
export { appendQuery } from './query-string.js';
export type {
  FetchLike,
  HeaderValues,
  HttpMethod,
  QueryParams,
  QueryValue,
  RequestDefinition,
  RequestOptions,
} from './request-options.js';
export { parseRetryAfterMs } from './retry-after.js';
export {
  backoffDelayMs,
  decideRetry,
  DEFAULT_BACKOFF,
  MAX_RETRY_AFTER_MS,
  RETRYABLE_STATUSES,
  UNPROCESSED_STATUSES,
  type BackoffOptions,
  type NetworkFailurePhase,
  type RetryDecision,
  type RetryFailure,
  type RetryInput,
} from './retry-policy.js';
export {
  DEFAULT_PRODUCT,
  detectRuntime,
  HOST_HEADER,
  identityHeaders,
  RETRY_COUNT_HEADER,
  type RuntimeInfo,
} from './runtime-identity.js';
export { sleep } from './sleep.js';
