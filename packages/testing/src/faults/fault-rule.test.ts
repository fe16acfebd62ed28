import { describe, expect, it } from 'vitest';
import { compileMatch } from './fault-rule.js';

const request = (method: string, path: string) => new Request(`http://x${path}`, { method });

describe('compileMatch', () => {
  it('matches everything without a pattern', () => {
    expect(compileMatch(undefined)(request('GET', '/'))).toBe(true);
  });

  it('matches methods case-insensitively and paths by regular expression', () => {
    const match = compileMatch({ method: ['post'], path: '/messages$' });
    expect(match(request('POST', '/v3/w/sessions/s/messages'))).toBe(true);
    expect(match(request('GET', '/v3/w/sessions/s/messages'))).toBe(false);
    expect(match(request('POST', '/v3/w/sessions/s/messages/list'))).toBe(false);
    const global = compileMatch({ path: /health/g });
    expect([global(request('GET', '/health')), global(request('GET', '/health'))]).toEqual([true, true]);
  });
});
