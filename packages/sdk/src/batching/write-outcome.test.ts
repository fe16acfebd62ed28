import {
  APIConnectionError,
  APIError,
  APIResponseError,
  APITimeoutError,
  APIUserAbortError,
  BadRequestError,
  ConflictError,
  HonchoValidationError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
  ServerError,
  UnprocessableEntityError,
} from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { writeOutcome } from './write-outcome.js';

const networkError = (code: string): APIConnectionError =>
  new APIConnectionError('Connection error', { cause: new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) }) });

describe('writeOutcome', () => {
  it.each([
    ['input refused by the client', new HonchoValidationError([{ path: 'x', message: 'bad' }])],
    ['400', new BadRequestError()],
    ['404', new NotFoundError()],
    ['409', new ConflictError()],
    ['413', new APIError('too large', 413)],
    ['422', new UnprocessableEntityError('invalid')],
    ['429', new RateLimitError()],
    ['503', new ServerError('unavailable', 503)],
    ['connection refused', networkError('ECONNREFUSED')],
    ['DNS failure', networkError('ENOTFOUND')],
  ])('%s: not written', (_name, error) => {
    expect(writeOutcome(error)).toBe('not-written');
  });

  it.each([
    ['500', new InternalServerError('boom')],
    ['502', new ServerError('bad gateway', 502)],
    ['504', new ServerError('gateway timeout', 504)],
    ['408', new APIError('request timeout', 408)],
    ['reset connection', networkError('ECONNRESET')],
    ['closed socket', networkError('UND_ERR_SOCKET')],
    ["browser's bare TypeError", new APIConnectionError('Connection error', { cause: new TypeError('Failed to fetch') })],
    ['timeout', new APITimeoutError()],
    ['abort', new APIUserAbortError()],
    ['unreadable success body', new APIResponseError('not JSON', 201)],
    ['a foreign error', new Error('something else')],
    ['a thrown string', 'oops'],
  ])('%s: unknown', (_name, error) => {
    expect(writeOutcome(error)).toBe('unknown');
  });
});
