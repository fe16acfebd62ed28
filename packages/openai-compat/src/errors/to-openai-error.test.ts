import {
  APIConnectionError,
  APIResponseError,
  APITimeoutError,
  APIUserAbortError,
  HonchoValidationError,
  makeAPIError,
  SchemaValidationError,
} from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { OpenAICompatError } from './openai-compat-error.js';
import { toOpenAIError } from './to-openai-error.js';

function apiError(status: number, body: unknown, headers: Record<string, string> = {}): Error {
  return makeAPIError({ status, body, headers: new Headers(headers), operation: 'POST /v3/workspaces/w/peers/p/chat' });
}

describe('toOpenAIError', () => {
  it('passes an OpenAICompatError through', () => {
    const error = new OpenAICompatError('nope', { param: 'tools', code: 'unsupported_parameter' });
    expect(toOpenAIError(error)).toBe(error);
  });

  it.each<[string, Error, number, string, string | null, string | null]>([
    ['400', apiError(400, { detail: 'bad' }), 400, 'invalid_request_error', 'invalid_value', null],
    ['401', apiError(401, { detail: 'Invalid API key' }), 401, 'authentication_error', 'invalid_api_key', null],
    ['403', apiError(403, { detail: 'Forbidden' }), 403, 'permission_error', 'permission_denied', null],
    ['404', apiError(404, { detail: 'Workspace w not found' }), 404, 'not_found_error', 'model_not_found', 'model'],
    ['409', apiError(409, { detail: 'busy' }), 409, 'invalid_request_error', 'conflict', null],
    ['418', apiError(418, { detail: 'teapot' }), 418, 'invalid_request_error', null, null],
    ['429', apiError(429, { detail: 'slow down' }), 429, 'rate_limit_error', 'rate_limit_exceeded', null],
    ['500', apiError(500, { detail: 'An unexpected error occurred' }), 500, 'server_error', 'upstream_error', null],
    ['503', apiError(503, { detail: 'overloaded' }), 503, 'server_error', 'upstream_error', null],
  ])('maps a Honcho %s', (_status, error, status, type, code, param) => {
    const mapped = toOpenAIError(error);
    expect(mapped.status).toBe(status);
    expect(mapped.body.error).toMatchObject({ type, code, param });
    expect(mapped.cause).toBe(error);
  });

  it("keeps Honcho's message without the status the response already carries", () => {
    expect(toOpenAIError(apiError(404, { detail: 'Workspace w not found' })).message).toBe('Workspace w not found (POST /v3/workspaces/w/peers/p/chat)');
  });

  it('turns a 422 into a 400 naming the OpenAI field behind the dialectic field', () => {
    const mapped = toOpenAIError(apiError(422, { detail: [{ loc: ['body', 'query'], msg: 'String should have at most 10000 characters', type: 'string_too_long' }] }));
    expect(mapped.status).toBe(400);
    expect(mapped.param).toBe('messages');
    expect(mapped.message).toMatch(/body\.query: String should have at most 10000 characters/);
    const schema = toOpenAIError(apiError(422, { detail: [{ loc: ['body', 'response_format', 'properties', 'tags'], msg: 'unsupported', type: 'value_error' }] }));
    expect(schema.param).toBe('response_format.json_schema.schema.properties.tags');
    expect(toOpenAIError(apiError(422, { detail: [{ loc: ['body', 'target'], msg: 'bad', type: 'x' }] })).param).toBe('X-Honcho-Target');
    expect(toOpenAIError(apiError(422, { detail: [{ loc: ['body', 'elsewhere'], msg: 'bad', type: 'x' }] })).param).toBeNull();
    expect(toOpenAIError(apiError(422, { detail: 'plain' })).param).toBeNull();
  });

  it('passes Retry-After and the request id on', () => {
    const mapped = toOpenAIError(apiError(429, { detail: 'slow down' }, { 'retry-after': '3', 'x-request-id': 'req_123' }));
    expect(mapped.headers).toEqual({ 'retry-after': '3', 'x-request-id': 'req_123' });
    const response = mapped.toResponse();
    expect(response.headers.get('retry-after')).toBe('3');
    expect(response.headers.get('x-request-id')).toBe('req_123');
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('maps client-side refusals to 400s naming the OpenAI field', () => {
    const schema = toOpenAIError(new SchemaValidationError([{ path: '#/properties/tags', message: 'allOf is not supported' }]));
    expect(schema).toMatchObject({ status: 400, param: 'response_format.json_schema.schema', code: 'invalid_value' });
    expect(schema.message).toMatch(/allOf is not supported/);
    const input = toOpenAIError(new HonchoValidationError([{ path: 'session', message: 'must not be empty' }]));
    expect(input).toMatchObject({ status: 400, param: 'X-Honcho-Session-Id' });
  });

  it('maps transport failures to gateway statuses', () => {
    expect(toOpenAIError(new APITimeoutError('Request timed out after 10 ms'))).toMatchObject({ status: 504, type: 'server_error', code: 'upstream_timeout' });
    expect(toOpenAIError(new APIConnectionError('ECONNREFUSED'))).toMatchObject({ status: 502, type: 'server_error', code: 'upstream_connection_error' });
    expect(toOpenAIError(new APIResponseError('not JSON'))).toMatchObject({ status: 502, code: 'upstream_invalid_response' });
    expect(toOpenAIError(new APIUserAbortError())).toMatchObject({ status: 499, code: 'request_aborted' });
  });

  it("hides an unknown error's message, which may carry anything", () => {
    const mapped = toOpenAIError(new Error('password=hunter2'));
    expect(mapped).toMatchObject({ status: 500, type: 'server_error', code: 'internal_error' });
    expect(JSON.stringify(mapped.body)).not.toContain('hunter2');
    expect(toOpenAIError('a string').status).toBe(500);
  });
});

describe('OpenAICompatError', () => {
  it("has OpenAI's body and defaults", async () => {
    const error = new OpenAICompatError('Only n=1 is supported.', { param: 'n', code: 'unsupported_parameter' });
    expect(error).toMatchObject({ status: 400, type: 'invalid_request_error', param: 'n', code: 'unsupported_parameter', name: 'OpenAICompatError' });
    const response = error.toResponse();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: 'Only n=1 is supported.', type: 'invalid_request_error', param: 'n', code: 'unsupported_parameter' } });
    expect(OpenAICompatError.isInstance(error)).toBe(true);
    expect(new OpenAICompatError('x').body.error).toEqual({ message: 'x', type: 'invalid_request_error', param: null, code: null });
  });
});
