import { describe, expect, it } from 'vitest';
import { HonchoError } from '../errors/honcho-error.js';
import { HonchoValidationError } from '../errors/client-errors.js';
import { SchemaValidationError } from './schema-validation-error.js';

describe('SchemaValidationError', () => {
  const error = new SchemaValidationError([
    { path: '#/properties/tags', message: 'allOf is not supported' },
    { path: '#', message: 'the root schema must have type "object", found type "string"' },
  ]);

  it('is a HonchoValidationError carrying every issue', () => {
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect(error).toBeInstanceOf(HonchoError);
    expect(SchemaValidationError.isInstance(error)).toBe(true);
    expect(HonchoValidationError.isInstance(error)).toBe(true);
    expect(error.name).toBe('SchemaValidationError');
    expect(error.code).toBe('invalid_input');
    expect(error.issues).toHaveLength(2);
  });

  it('names each path and construct in its message', () => {
    expect(error.message).toBe(
      'Unsupported response format schema: #/properties/tags: allOf is not supported; ' +
        '#: the root schema must have type "object", found type "string"',
    );
  });

  it('is not mistaken for a plain HonchoValidationError', () => {
    expect(SchemaValidationError.isInstance(new HonchoValidationError([]))).toBe(false);
  });
});
