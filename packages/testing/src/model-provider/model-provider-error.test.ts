import { describe, expect, it } from 'vitest';
import { invalidField, ModelProviderRequestError } from './model-provider-error.js';

describe('ModelProviderRequestError', () => {
  it('answers in OpenAI error shape and is recognised across realms', async () => {
    const error = invalidField('bad n', 'n');
    expect(error).toBeInstanceOf(ModelProviderRequestError);
    const response = error.toResponse();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: 'bad n', type: 'invalid_request_error', param: 'n', code: 'invalid_value' } });
    // A copy from another package instance carries the same registered marker.
    const foreign = Object.defineProperty(new Error('x'), Symbol.for('@honcho-ai/testing/ModelProviderRequestError'), { value: true });
    expect(ModelProviderRequestError.isInstance(foreign)).toBe(true);
    expect(ModelProviderRequestError.isInstance(new Error('x'))).toBe(false);
  });
});
