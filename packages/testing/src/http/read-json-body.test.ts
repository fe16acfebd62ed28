import { describe, expect, it } from 'vitest';
import { RequestValidationError } from '../validation/validation-issue.js';
import { object, optional, string } from '../validation/validators.js';
import { HttpError } from './http-error.js';
import { isJsonContentType, parseJsonBody, readJsonBody } from './read-json-body.js';

const post = (body: BodyInit | null, contentType?: string) =>
  new Request('http://emulator.test/v3/workspaces', { method: 'POST', body, headers: contentType === undefined ? {} : { 'content-type': contentType } });

/** The 422 issues a body produces, or `undefined` when it passes. */
async function issuesOf(request: Request, required = true) {
  try {
    await parseJsonBody(request, object({ id: required ? string() : optional(string()) }), { required });
    return undefined;
  } catch (error) {
    if (error instanceof RequestValidationError) return error.issues;
    throw error;
  }
}

describe('isJsonContentType', () => {
  it('takes application/json and application/*+json, ignoring case and parameters', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('APPLICATION/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/vnd.api+json')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('application/x-www-form-urlencoded')).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });
});

describe('readJsonBody and parseJsonBody', () => {
  it('treats no bytes as no body, but whitespace as JSON that fails', async () => {
    expect(await readJsonBody(post(null, 'application/json'))).toBeUndefined();
    expect(await issuesOf(post('', 'application/json'))).toEqual([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
    expect(await issuesOf(post('   ', 'application/json'))).toEqual([
      { type: 'json_invalid', loc: ['body', 3], msg: 'JSON decode error', input: {}, ctx: { error: 'Expecting value' } },
    ]);
  });

  it('reports a JSON null as a missing required body, and applies defaults to an optional one', async () => {
    expect(await issuesOf(post('null', 'application/json'))).toEqual([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
    expect(await issuesOf(post('null', 'application/json'), false)).toBeUndefined();
  });

  it('words malformed JSON as Python does', async () => {
    expect(await issuesOf(post('{"id": "w",', 'application/json'))).toEqual([
      { type: 'json_invalid', loc: ['body', 11], msg: 'JSON decode error', input: {}, ctx: { error: 'Expecting property name enclosed in double quotes' } },
    ]);
  });

  it('hands a body of any other content type (or none) to validation as its text', async () => {
    const expected = (input: string) => [
      { type: 'model_attributes_type', loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', input },
    ];
    expect(await issuesOf(post('id=w', 'application/x-www-form-urlencoded'))).toEqual(expected('id=w'));
    expect(await issuesOf(post('{"id":"w"}', 'text/plain'))).toEqual(expected('{"id":"w"}'));
    expect(await issuesOf(post('{"id":"w"}'))).toEqual(expected('{"id":"w"}'));
    expect(await issuesOf(post('{"id":"w"}', 'application/vnd.api+json'))).toBeUndefined();
  });

  it('refuses JSON that is not UTF-8 with a 400', async () => {
    const error = await readJsonBody(post(new Uint8Array([0x7b, 0xff, 0x7d]), 'application/json')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, body: { detail: 'There was an error parsing the body' } });
  });
});
