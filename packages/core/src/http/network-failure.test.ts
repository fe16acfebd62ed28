import { describe, expect, it } from 'vitest';
import { classifyNetworkError, describeNetworkError } from './network-failure.js';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('classifyNetworkError', () => {
  it.each(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT', 'ConnectionRefused'])(
    'knows %s means nothing was sent',
    (code) => {
      expect(classifyNetworkError(new TypeError('fetch failed', { cause: withCode('x', code) }))).toBe('not-sent');
    },
  );

  it("looks inside AggregateError (Node's happy-eyeballs connect)", () => {
    const aggregate = new AggregateError([withCode('a', 'ECONNREFUSED'), withCode('b', 'ECONNREFUSED')], 'all failed');
    expect(classifyNetworkError(new TypeError('fetch failed', { cause: aggregate }))).toBe('not-sent');
  });

  it("reads Deno's message-only connection errors", () => {
    expect(
      classifyNetworkError(
        new TypeError('error sending request: client error (Connect): tcp connect error: Connection refused (os error 111)'),
      ),
    ).toBe('not-sent');
  });

  it.each([
    ['a reset socket', new TypeError('fetch failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
    ['a closed socket', new TypeError('fetch failed', { cause: withCode('other side closed', 'UND_ERR_SOCKET') })],
    ["a browser's bare TypeError", new TypeError('Failed to fetch')],
    ['something that is not an error', 'boom'],
  ])('treats %s as maybe sent', (_name, error) => {
    expect(classifyNetworkError(error)).toBe('maybe-sent');
  });

  it('does not loop on a cyclic cause chain', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(classifyNetworkError(a)).toBe('maybe-sent');
  });
});

describe('describeNetworkError', () => {
  it('combines the outer message, the innermost cause and the code', () => {
    const error = new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED') });
    expect(describeNetworkError(error)).toBe('fetch failed: connect ECONNREFUSED 127.0.0.1:9');
    expect(describeNetworkError(new TypeError('fetch failed', { cause: withCode('other side closed', 'UND_ERR_SOCKET') }))).toBe(
      'fetch failed: other side closed (UND_ERR_SOCKET)',
    );
    expect(describeNetworkError('weird')).toBe('network error');
  });
});
