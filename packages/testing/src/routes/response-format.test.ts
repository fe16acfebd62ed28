import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { checkResponseFormat } from './response-format.js';

/** The status and body a schema is answered with, when refused. */
function refusal(schema: Record<string, unknown>): { status: number; body: unknown } | undefined {
  try {
    checkResponseFormat(schema);
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, body: error.body };
  }
}

describe('response_format checking', () => {
  it('inlines the $refs the server follows', () => {
    const schema = { type: 'object', properties: { p: { $ref: '#/$defs/P' } }, $defs: { P: { type: 'string' } } };
    expect(checkResponseFormat(schema)).toEqual({ type: 'object', properties: { p: { type: 'string' } } });
  });

  it('refuses as the server does: a 422 whose detail is a string naming the first problem and where it is used', () => {
    expect(
      refusal({
        type: 'object',
        properties: { a: { type: 'array', items: { $ref: '#/$defs/Bad' } }, b: { type: 'date' } },
        $defs: { Bad: { type: 'string', patternProperties: {} } },
      }),
    ).toEqual({ status: 422, body: { detail: "Invalid response_format: unsupported construct 'patternProperties' at properties.a.items" } });
    expect(refusal({ type: 'array' })).toEqual({ status: 422, body: { detail: "Invalid response_format: root schema must have type 'object'" } });
    expect(refusal({ type: 'object', properties: { a: {} } })).toEqual({
      status: 422,
      body: { detail: 'Invalid response_format: schema has no recognizable type at properties.a' },
    });
  });

  it('takes what the server takes, even what a client would prepare first', () => {
    expect(checkResponseFormat({ properties: { a: { type: 'string', description: 3 } } })).toEqual({
      properties: { a: { type: 'string', description: 3 } },
    });
    // Sent as written, {} is a schema-valued additionalProperties: the SDK sends true instead.
    expect(refusal({ type: 'object', additionalProperties: {} })).toEqual({
      status: 422,
      body: { detail: 'Invalid response_format: additionalProperties with a schema is not supported at root' },
    });
  });

  it('refuses a type that is an object with a 422, where server 3.0.12 fails with a 500 (a server defect)', () => {
    expect(refusal({ type: 'object', properties: { a: { type: { name: 'string' } } } })).toEqual({
      status: 422,
      body: { detail: 'Invalid response_format: type must be a type name, not an object, at properties.a' },
    });
  });
});
