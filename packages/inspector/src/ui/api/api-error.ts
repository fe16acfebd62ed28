import type { ApiErrorBody } from '../../contract/inspector-api.js';

export type ApiErrorKind = ApiErrorBody['error']['kind'];

/** A failed API call, carrying the server's readable message (never a stack). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;

  constructor(kind: ApiErrorKind, message: string, status: number | null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error: unknown = (value as { error?: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}

/** Turns a non-2xx response into an ApiError, whether or not its body is the documented shape. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy or a crash may answer with something that is not JSON; fall back to the status line.
  }
  if (isApiErrorBody(body)) {
    return new ApiError(body.error.kind, body.error.message, body.error.status);
  }
  const kind: ApiErrorKind = response.status === 403 ? 'forbidden' : response.status === 404 ? 'not-found' : 'internal';
  return new ApiError(kind, `The inspector answered ${response.status} ${response.statusText}`.trim(), response.status);
}

/** Any thrown value as an ApiError, so views only ever show readable messages. */
export function toApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiError) return thrown;
  if (thrown instanceof TypeError) {
    return new ApiError('connection', 'Could not reach the inspector. Is it still running?', null);
  }
  return new ApiError('internal', thrown instanceof Error ? thrown.message : String(thrown), null);
}
