import { parseRetryAfterMs } from '../http/retry-after.js';
import {
  APIError,
  type APIErrorOptions,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
  UnprocessableEntityError,
} from './api-error.js';
import type { ServerFeature } from './server-feature.js';
import { formatValidationIssues, toValidationIssues } from './validation-detail.js';

const REQUEST_ID_HEADERS = ['x-request-id', 'request-id', 'x-amzn-requestid', 'cf-ray'];

/** What the factory needs to know about an error response. */
export interface ErrorResponseInfo {
  status: number;
  /** Parsed JSON body, the raw text when it was not JSON, or `undefined` when empty. */
  body: unknown;
  headers: Headers;
  /** `METHOD path`, used only to make the message readable. Never includes credentials. */
  operation?: string | undefined;
  /**
   * The feature the call needs, when some servers lack it. A route-missing
   * answer (see `ServerFeature.describeMissing`) then gets a message saying
   * this server does not offer it, and `unsupportedFeature` set; the class
   * still follows the status.
   */
  feature?: ServerFeature | undefined;
}

/**
 * The one place that maps an HTTP error status to its error class and builds
 * a readable message from whatever body the server sent: FastAPI's
 * `{"detail": "..."}`, its 422 `{"detail": [{loc, msg, type}]}`, or an HTML
 * error page from a proxy (reduced to its status line).
 */
export function makeAPIError(info: ErrorResponseInfo): APIError {
  const { status, body, headers, feature } = info;
  const requestId = REQUEST_ID_HEADERS.map((name) => headers.get(name)).find((value) => value) ?? undefined;
  const detail = extractDetail(body);
  const issues = toValidationIssues(detail);
  const summary =
    issues.length > 0
      ? `Validation failed: ${formatValidationIssues(issues)}`
      : typeof detail === 'string' && detail.trim() !== ''
        ? detail
        : fallbackMessage(status, body);
  const where = info.operation ? ` (${info.operation})` : '';
  // A named feature's missing route says so (the checks and words load with the feature, not here).
  const unsupported = feature?.describeMissing(status, body, summary, info.operation);
  const message = unsupported ?? `${status} ${summary}${where}`;
  const options: APIErrorOptions = { body, headers, requestId, unsupportedFeature: unsupported && feature?.name };

  switch (status) {
    case 400:
      return new BadRequestError(message, options);
    case 401:
      return new AuthenticationError(message, options);
    case 403:
      return new PermissionDeniedError(message, options);
    case 404:
      return new NotFoundError(message, options);
    case 409:
      return new ConflictError(message, options);
    case 422:
      return new UnprocessableEntityError(message, { ...options, issues });
    case 429: {
      const waitMs = parseRetryAfterMs(headers);
      return new RateLimitError(message, {
        ...options,
        retryAfter: waitMs === undefined ? undefined : waitMs / 1000,
      });
    }
    default:
      if (status >= 500) return new ServerError(message, status, options);
      return new APIError(message, status, options);
  }
}

function extractDetail(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if ('detail' in record) return record.detail;
  if (typeof record.message === 'string') return record.message;
  if (typeof record.error === 'string') return record.error;
  if (typeof record.error === 'object' && record.error !== null) {
    const nested = (record.error as Record<string, unknown>).message;
    if (typeof nested === 'string') return nested;
  }
  return undefined;
}

function fallbackMessage(status: number, body: unknown): string {
  if (typeof body === 'string' && body.trim() !== '') {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(body)?.[1]?.trim();
    if (title) return title;
    if (/^\s*</.test(body)) return `${STATUS_TEXT[status] ?? 'Error'} (the server sent an HTML page)`;
    return body.length > 200 ? `${body.slice(0, 200)}…` : body;
  }
  return STATUS_TEXT[status] ?? 'Request failed';
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
