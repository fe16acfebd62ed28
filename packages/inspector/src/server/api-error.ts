import { APIConnectionError, HonchoError, HonchoValidationError, NotFoundError } from '@honcho-ai/sdk';
import type { ApiErrorBody } from '../contract/inspector-api.js';

type ErrorKind = ApiErrorBody['error']['kind'];

/** An answer the inspector's API gives on purpose (bad request, read-only, not found), with its HTTP status. */
export class InspectorApiError extends Error {
  override readonly name = 'InspectorApiError';
  readonly kind: ErrorKind;
  readonly httpStatus: number;

  constructor(kind: ErrorKind, httpStatus: number, message: string) {
    super(message);
    this.kind = kind;
    this.httpStatus = httpStatus;
  }
}

/**
 * What the browser is told about a failure: the SDK's own message (which names the call and
 * what Honcho said), Honcho's status, and an HTTP status of the inspector's own. Anything
 * unexpected becomes a generic message, so no stack or internal detail reaches the page.
 */
export function errorAnswer(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof InspectorApiError) return answer(error.httpStatus, error.kind, error.message, null);
  if (error instanceof HonchoValidationError) return answer(400, 'bad-request', error.message, null);
  if (error instanceof NotFoundError) return answer(404, 'not-found', error.message, error.status);
  if (error instanceof APIConnectionError) return answer(502, 'connection', `Honcho could not be reached: ${error.message}`, null);
  if (error instanceof HonchoError) return answer(502, 'honcho', error.message, error.status === 0 ? null : error.status);
  return answer(500, 'internal', 'The inspector failed unexpectedly; its terminal has the details.', null);
}

function answer(status: number, kind: ErrorKind, message: string, honchoStatus: number | null): { status: number; body: ApiErrorBody } {
  return { status, body: { error: { kind, message, status: honchoStatus } } };
}
