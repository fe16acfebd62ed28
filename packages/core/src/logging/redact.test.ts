import { describe, expect, it } from 'vitest';
import { redact, redactHeaders, redactText, REDACTED } from './redact.js';

const SECRET = 'hch-SECRET-123';

describe('redactText', () => {
  it('replaces every occurrence of a secret, raw and URL-encoded', () => {
    const weird = 'k+y/=&x';
    expect(redactText(`a ${SECRET} b ${SECRET}`, [SECRET])).toBe('a *** b ***');
    expect(redactText(`https://h/x?key=${encodeURIComponent(weird)}`, [weird])).toBe('https://h/x?key=***');
  });

  it('replaces bearer tokens and Authorization values even when the secret is unknown', () => {
    expect(redactText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: ***');
    expect(redactText('sent Bearer abc.def-ghi to server')).toBe('sent Bearer *** to server');
    expect(redactText('{"authorization":"Basic dXNlcjpwdw=="}')).toBe('{"authorization":"***"}');
  });

  it('leaves text without secrets alone and ignores empty secrets', () => {
    expect(redactText('GET /v3/workspaces 200', ['', undefined, null])).toBe('GET /v3/workspaces 200');
  });
});

describe('redactHeaders', () => {
  it('hides credential headers whole and scrubs secrets elsewhere', () => {
    const headers = new Headers({
      Authorization: `Bearer ${SECRET}`,
      'X-Api-Key': 'other',
      Cookie: 'session=1',
      'X-Echo': `key was ${SECRET}`,
      Accept: 'application/json',
    });
    expect(redactHeaders(headers, [SECRET])).toEqual({
      authorization: REDACTED,
      'x-api-key': REDACTED,
      cookie: REDACTED,
      'x-echo': 'key was ***',
      accept: 'application/json',
    });
  });

  it('accepts plain records and pairs, dropping null and undefined', () => {
    expect(redactHeaders({ authorization: 'x', 'x-a': 'b', 'x-null': null, 'x-u': undefined })).toEqual({
      authorization: REDACTED,
      'x-a': 'b',
    });
    expect(redactHeaders([['Authorization', 'x']])).toEqual({ authorization: REDACTED });
  });
});

describe('redact', () => {
  it('deep-copies objects, scrubbing strings and credential-named keys', () => {
    const input = {
      url: `https://h/?k=${SECRET}`,
      nested: { list: [SECRET, 1, true, null], apiKey: 'anything', api_key: 'x', password: 'p' },
      headers: new Headers({ authorization: 'Bearer t' }),
      when: new Date(0),
      fn: () => SECRET,
    };
    const output = redact(input, [SECRET]);
    expect(JSON.stringify(output)).not.toContain(SECRET);
    expect(output).toEqual({
      url: 'https://h/?k=***',
      nested: { list: ['***', 1, true, null], apiKey: REDACTED, api_key: REDACTED, password: REDACTED },
      headers: { authorization: REDACTED },
      when: '1970-01-01T00:00:00.000Z',
      fn: '[Function]',
    });
    expect(input.nested.apiKey).toBe('anything');
  });

  it('reduces errors to name and message', () => {
    const error = Object.assign(new TypeError(`bad ${SECRET}`), { code: 'E_X' });
    expect(redact(error, [SECRET])).toEqual({ name: 'TypeError', message: 'bad ***', code: 'E_X' });
  });

  it('survives cycles and deep nesting', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(redact(cyclic)).toEqual({ a: 1, self: '[Circular]' });
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 20; i++) deep = { deep };
    expect(JSON.stringify(redact(deep))).toContain('[Truncated]');
  });

  it('prints shared (non-cyclic) references each time', () => {
    const shared = { v: 1 };
    expect(redact({ a: shared, b: shared })).toEqual({ a: { v: 1 }, b: { v: 1 } });
  });
});

describe('redactText with short secrets', () => {
  it('replaces a short secret only where it stands alone, so words stay readable', () => {
    expect(redactText('POST /v3/workspaces/k (key k)', ['k'])).toBe('POST /v3/workspaces/*** (key ***)');
    expect(redactText('Bearer dev', ['dev'])).toBe('Bearer ***');
    expect(redactText('devices deliver', ['dev'])).toBe('devices deliver');
    expect(redactText('"dev"', ['dev'])).toBe('"***"');
    expect(redactText('a.b*c', ['b*c'])).toBe('a.b*c');
    expect(redactText('x b*c', ['b*c'])).toBe('x ***');
  });
});
