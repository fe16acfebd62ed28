import { describe, expect, it } from 'vitest';
import { APIResponseError, HonchoValidationError } from '../errors/client-errors.js';
import { StructuredOutputError } from './structured-output-error.js';

describe('StructuredOutputError', () => {
  const error = new StructuredOutputError([{ path: 'preferences[0].food', message: 'Required' }], { preferences: [{}] });

  it('is a response error, not an input validation error', () => {
    expect(StructuredOutputError.isInstance(error)).toBe(true);
    expect(APIResponseError.isInstance(error)).toBe(true);
    expect(HonchoValidationError.isInstance(error)).toBe(false);
    expect(error.name).toBe('StructuredOutputError');
    expect(error.code).toBe('structured_output_mismatch');
  });

  it('names the failing field and keeps the answer', () => {
    expect(error.message).toBe('Structured answer does not match the response format: preferences[0].food: Required');
    expect(error.issues).toEqual([{ path: 'preferences[0].food', message: 'Required' }]);
    expect(error.value).toEqual({ preferences: [{}] });
  });
});
