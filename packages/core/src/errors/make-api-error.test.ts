import { inspect } from 'node:util';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
  UnprocessableEntityError,
} from './api-error.js';
import { APIConnectionError, APITimeoutError, APIUserAbortError, HonchoValidationError } from './client-errors.js';
import { HonchoError } from './honcho-error.js';
import { makeAPIError } from './make-api-error.js';

const headers = (init: Record<string, string> = {}) => new Headers(init);

describe('makeAPIError', () => {
  it.each([
    [400, BadRequestError, 'bad_request'],
    [401, AuthenticationError, 'authentication_error'],
    [403, PermissionDeniedError, 'permission_denied'],
    [404, NotFoundError, 'not_found'],
    [409, ConflictError, 'conflict'],
    [422, UnprocessableEntityError, 'unprocessable_entity'],
    [429, RateLimitError, 'rate_limit_exceeded'],
    [500, ServerError, 'server_error'],
    [502, ServerError, 'server_error'],
    [503, ServerError, 'server_error'],
    [504, ServerError, 'server_error'],
  ])('maps %i to its class', (status, errorClass, code) => {
    const error = makeAPIError({ status, body: { detail: 'nope' }, headers: headers() });
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(HonchoError);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).toBe(`${status} nope`);
    expect(error.name).toBe(errorClass.kind);
  });

  it('keeps unlisted statuses as a plain APIError', () => {
    const error = makeAPIError({ status: 418, body: undefined, headers: headers() });
    expect(error.constructor).toBe(APIError);
    expect(error.message).toBe('418 Request failed');
  });

  it('keeps body, headers and the request id', () => {
    const body = { detail: 'Peer not found' };
    const error = makeAPIError({
      status: 404,
      body,
      headers: headers({ 'x-request-id': 'req_123', 'content-type': 'application/json' }),
      operation: 'GET /v3/workspaces/w/peers/p',
    });
    expect(error.body).toBe(body);
    expect(error.requestId).toBe('req_123');
    expect(error.headers.get('content-type')).toBe('application/json');
    expect(error.message).toBe('404 Peer not found (GET /v3/workspaces/w/peers/p)');
  });

  it('turns a FastAPI 422 detail array into a readable message with every field path', () => {
    const body = {
      detail: [
        { loc: ['body', 'messages', 0, 'content'], msg: 'String should have at most 25000 characters', type: 'string_too_long' },
        { loc: ['query', 'size'], msg: 'Input should be less than or equal to 100', type: 'less_than_equal' },
        { weird: { nested: true } },
      ],
    };
    const error = makeAPIError({ status: 422, body, headers: headers() });
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.message).not.toContain('[object Object]');
    expect(error.message).toContain('body.messages.0.content: String should have at most 25000 characters (string_too_long)');
    expect(error.message).toContain('query.size: Input should be less than or equal to 100 (less_than_equal)');
    expect(error.message).toContain('{"weird":{"nested":true}}');
    const issues = (error as UnprocessableEntityError).issues;
    expect(issues).toHaveLength(3);
    expect(issues[0]).toEqual({
      path: 'body.messages.0.content',
      message: 'String should have at most 25000 characters',
      type: 'string_too_long',
    });
  });

  it('reduces an HTML error page to its title', () => {
    const html = '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>';
    const error = makeAPIError({ status: 502, body: html, headers: headers({ 'content-type': 'text/html' }) });
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe('502 502 Bad Gateway');
    expect(error.message).not.toContain('<');
  });

  it('describes an HTML page without a title', () => {
    const error = makeAPIError({ status: 503, body: '<html><body>down</body></html>', headers: headers() });
    expect(error.message).toBe('503 Service Unavailable (the server sent an HTML page)');
  });

  it('truncates a long plain-text body', () => {
    const error = makeAPIError({ status: 500, body: 'x'.repeat(1000), headers: headers() });
    expect(error.message.length).toBeLessThan(220);
  });

  it('reads OpenAI-shaped error bodies', () => {
    const error = makeAPIError({
      status: 400,
      body: { error: { message: 'Only n=1 is supported', type: 'invalid_request_error' } },
      headers: headers(),
    });
    expect(error.message).toBe('400 Only n=1 is supported');
  });

  it.each([
    [{ 'retry-after': '3' }, 3],
    [{ 'retry-after-ms': '1500' }, 1.5],
    [{}, undefined],
  ])('gives RateLimitError the wait the server asked for (%o)', (init, expected) => {
    const error = makeAPIError({ status: 429, body: undefined, headers: headers(init) }) as RateLimitError;
    expect(error.retryAfter).toBe(expected);
  });

  it('exposes InternalServerError as the same class as ServerError', () => {
    expect(InternalServerError).toBe(ServerError);
  });
});

describe('error classes', () => {
  it('are recognised across realms and duplicate package copies', () => {
    // A plain object carrying the registered marker stands for an error built by another copy.
    const foreign = runInNewContext(`
      const e = new Error('x');
      Object.defineProperty(e, Symbol.for('@honcho-ai/sdk-core/error-kinds'), { value: ['NotFoundError', 'APIError', 'HonchoError'] });
      e;
    `) as unknown;
    expect(foreign instanceof Error).toBe(false);
    expect(NotFoundError.isInstance(foreign)).toBe(true);
    expect(foreign instanceof NotFoundError).toBe(true);
    expect(APIError.isInstance(foreign)).toBe(true);
    expect(HonchoError.isInstance(foreign)).toBe(true);
    expect(ConflictError.isInstance(foreign)).toBe(false);
  });

  it('does not confuse siblings', () => {
    const timeout = new APITimeoutError();
    expect(timeout).toBeInstanceOf(APIConnectionError);
    expect(APIUserAbortError.isInstance(timeout)).toBe(false);
    expect(new APIUserAbortError()).not.toBeInstanceOf(APIConnectionError);
    expect(HonchoError.isInstance(new Error('plain'))).toBe(false);
    expect(HonchoError.isInstance(null)).toBe(false);
    expect(HonchoError.isInstance('NotFoundError')).toBe(false);
  });

  it('use status 0 when no response was received, like the published SDK', () => {
    expect(new APIConnectionError().status).toBe(0);
    expect(new APITimeoutError().code).toBe('timeout');
    expect(new APIUserAbortError().code).toBe('aborted');
  });

  it('keep the cause', () => {
    const cause = new TypeError('fetch failed');
    expect(new APIConnectionError('Connection error', { cause }).cause).toBe(cause);
  });

  it('serialise without their internal marker', () => {
    const error = makeAPIError({ status: 404, body: { detail: 'gone' }, headers: headers() });
    expect(Object.keys(error)).not.toContain('Symbol(@honcho-ai/sdk-core/error-kinds)');
    expect(inspect(error)).toContain('NotFoundError');
  });

  it('name each invalid field in HonchoValidationError', () => {
    const error = new HonchoValidationError([
      { path: 'messages[2].content', message: 'must be at most 25000 characters' },
      { path: 'peerId', message: 'must match ^[a-zA-Z0-9_-]+$' },
    ]);
    expect(error.message).toBe(
      'Invalid input: messages[2].content: must be at most 25000 characters; peerId: must match ^[a-zA-Z0-9_-]+$',
    );
    expect(error.issues).toHaveLength(2);
    expect(error.status).toBe(0);
  });

  it('take a whole message when the wording is fixed, keeping the issues', () => {
    const issues = [{ path: 'filters.observer', message: 'is managed by this conclusions view' }];
    const error = new HonchoValidationError(issues, { message: 'Filter key(s) observer are managed by this conclusions view.' });
    expect(error.message).toBe('Filter key(s) observer are managed by this conclusions view.');
    expect(error.issues).toEqual(issues);
  });

  it('carry the text a broken stream delivered, only when there is some', () => {
    expect(new APITimeoutError('idle', { partialText: 'Hel' }).partialText).toBe('Hel');
    expect(new APIConnectionError('cut', { partialText: '' }).partialText).toBe('');
    expect(Object.keys(new APIConnectionError())).not.toContain('partialText');
  });
});
