import { HonchoError, type HonchoErrorOptions } from './honcho-error.js';

/** What an {@link APIError} knows about the response that caused it. */
export interface APIErrorOptions extends HonchoErrorOptions {
  /** Response headers, as received. */
  headers?: Headers | undefined;
  /** The server's request id, when it sent one. */
  requestId?: string | undefined;
  /** The feature the server does not offer, when the answer says it has no such route. */
  unsupportedFeature?: string | undefined;
}

/**
 * The server answered with an error status. Subclasses name the status;
 * {@link makeAPIError} picks the right one.
 */
export class APIError extends HonchoError {
  static override readonly kind: string = 'APIError';

  /** Response headers, as received. */
  readonly headers: Headers;
  /** The server's request id (`x-request-id` and similar), when it sent one. */
  readonly requestId: string | undefined;
  /**
   * The feature this server does not offer (`workspace chat`, …), when the
   * call needed one that some servers lack and the server answered that it
   * has no such route (FastAPI's bare 404 `Not Found`, or a 405). `undefined`
   * otherwise. Check with `isUnsupportedFeatureError`.
   */
  declare readonly unsupportedFeature: string | undefined;

  constructor(message: string, status: number, options: APIErrorOptions = {}) {
    super(message, status, options);
    this.headers = options.headers ?? new Headers();
    this.requestId = options.requestId;
    // Only set when there is one, so every other error keeps the shape it had.
    if (options.unsupportedFeature) this.unsupportedFeature = options.unsupportedFeature;
  }
}

/** 400: the server rejected the request as malformed. */
export class BadRequestError extends APIError {
  static override readonly kind: string = 'BadRequestError';
  constructor(message = 'Bad request', options: APIErrorOptions = {}) {
    super(message, 400, { code: 'bad_request', ...options });
  }
}

/**
 * 401: the API key is missing, invalid or expired, or it does not reach this
 * resource: Honcho answers 401, not 403, when a key limited to a workspace,
 * peer or session is used beyond it.
 */
export class AuthenticationError extends APIError {
  static override readonly kind: string = 'AuthenticationError';
  constructor(message = 'Authentication failed', options: APIErrorOptions = {}) {
    super(message, 401, { code: 'authentication_error', ...options });
  }
}

/** 403: the key is valid but does not grant access to this resource. */
export class PermissionDeniedError extends APIError {
  static override readonly kind: string = 'PermissionDeniedError';
  constructor(message = 'Permission denied', options: APIErrorOptions = {}) {
    super(message, 403, { code: 'permission_denied', ...options });
  }
}

/** 404: the resource does not exist. */
export class NotFoundError extends APIError {
  static override readonly kind: string = 'NotFoundError';
  constructor(message = 'Resource not found', options: APIErrorOptions = {}) {
    super(message, 404, { code: 'not_found', ...options });
  }
}

/** 409: the request conflicts with the resource's current state. */
export class ConflictError extends APIError {
  static override readonly kind: string = 'ConflictError';
  constructor(message = 'Conflict', options: APIErrorOptions = {}) {
    super(message, 409, { code: 'conflict', ...options });
  }
}

/** One failed rule from a 422 response, in readable form. */
export interface ValidationIssue {
  /** Dotted path of the offending field, e.g. `body.messages.0.content`. */
  path: string;
  /** Human-readable description of the rule that failed. */
  message: string;
  /** The server's machine-readable rule name, e.g. `string_too_long`. */
  type: string | undefined;
}

/** 422: the server's validation rejected the request; {@link issues} lists each field. */
export class UnprocessableEntityError extends APIError {
  static override readonly kind: string = 'UnprocessableEntityError';
  /** Every field that failed, with its path and rule. Empty when the server sent a plain message. */
  readonly issues: readonly ValidationIssue[];
  constructor(
    message = 'Unprocessable entity',
    options: APIErrorOptions & { issues?: readonly ValidationIssue[] } = {},
  ) {
    super(message, 422, { code: 'unprocessable_entity', ...options });
    this.issues = options.issues ?? [];
  }
}

/** 429: rate limited. {@link retryAfter} says how long the server asked to wait. */
export class RateLimitError extends APIError {
  static override readonly kind: string = 'RateLimitError';
  /** Seconds the server asked to wait before retrying, when it said. */
  readonly retryAfter: number | undefined;
  constructor(
    message = 'Rate limit exceeded',
    options: APIErrorOptions & { retryAfter?: number | undefined } = {},
  ) {
    super(message, 429, { code: 'rate_limit_exceeded', ...options });
    this.retryAfter = options.retryAfter;
  }
}

/** 5xx: the server failed. */
export class ServerError extends APIError {
  static override readonly kind: string = 'ServerError';
  constructor(message = 'Server error', status = 500, options: APIErrorOptions = {}) {
    super(message, status, { code: 'server_error', ...options });
  }
}

/**
 * 5xx, under the name openai-node users know. The same class as {@link ServerError}.
 */
export const InternalServerError = ServerError;
/** 5xx, under the name openai-node users know. */
export type InternalServerError = ServerError;
