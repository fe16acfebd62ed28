import { describe, expect, it } from 'vitest';
import { noContent } from './responses.js';

describe('noContent', () => {
  it('is an empty 204 that still names JSON as its media type, as the server sends it', async () => {
    const response = noContent();
    expect(response.status).toBe(204);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('');
  });
});
