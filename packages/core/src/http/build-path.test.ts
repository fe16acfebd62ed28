import { describe, expect, it } from 'vitest';
import { HonchoValidationError } from '../errors/client-errors.js';
import { buildPath } from './build-path.js';

describe('buildPath', () => {
  it('fills placeholders', () => {
    expect(buildPath('/v3/workspaces/{workspace_id}/peers/{peer_id}', { workspace_id: 'w', peer_id: 'p' })).toBe(
      '/v3/workspaces/w/peers/p',
    );
    expect(buildPath('/v3/x/{n}', { n: 42 })).toBe('/v3/x/42');
    expect(buildPath('/v3/workspaces')).toBe('/v3/workspaces');
  });

  it('encodes every value with encodeURIComponent', () => {
    expect(buildPath('/v3/workspaces/{id}', { id: 'a/b?c#d e%' })).toBe('/v3/workspaces/a%2Fb%3Fc%23d%20e%25');
    expect(buildPath('/v3/workspaces/{id}', { id: 'ünï' })).toBe('/v3/workspaces/%C3%BCn%C3%AF');
  });

  it('cannot be steered to another route by a value', () => {
    const path = buildPath('/v3/workspaces/{id}/peers', { id: '../admin' });
    expect(new URL(path, 'https://h').pathname).toBe('/v3/workspaces/..%2Fadmin/peers');
  });

  it.each([
    [{}, 'id: is required'],
    [{ id: '' }, 'id: must not be empty'],
    [{ id: '..' }, 'id: must not be ".."'],
    [{ id: '.' }, 'id: must not be "."'],
    [{ id: Number.NaN }, 'id: must be a finite number'],
    [{ id: 'x', extra: 'y' }, 'extra: is not a placeholder'],
  ])('rejects %o', (params, message) => {
    expect(() => buildPath('/v3/workspaces/{id}', params)).toThrow(HonchoValidationError);
    expect(() => buildPath('/v3/workspaces/{id}', params)).toThrow(message);
  });

  it('rejects non-string values passed around the types', () => {
    expect(() => buildPath('/v3/{id}', { id: { toString: () => 'x' } } as never)).toThrow('must be a string or number');
  });
});
