import { describe, expect, it } from 'vitest';
import { RouteTable, type Route } from './route-table.js';

const route = (method: Route<null>['method'], path: string): Route<null> => ({ method, path, handler: () => new Response(path) });
const table = new RouteTable<null>([
  route('PUT', '/w/{id}'),
  route('DELETE', '/w/{id}'),
  route('POST', '/w/list'),
  route('POST', '/w/{id}/messages'),
  route('POST', '/w/{id}/messages/'),
  route('GET', '/w/{id}/messages/{message_id}'),
]);

describe('RouteTable', () => {
  it('prefers literal segments over placeholders, whatever the declaration order', () => {
    expect(table.match('POST', '/w/list')).toMatchObject({ kind: 'found', route: { path: '/w/list' } });
    expect(table.match('PUT', '/w/list')).toMatchObject({ kind: 'found', route: { path: '/w/{id}' }, params: { id: 'list' } });
  });

  it('decodes parameters and tells trailing slashes apart', () => {
    expect(table.match('GET', '/w/a%20b/messages/m%2F1')).toMatchObject({ params: { id: 'a b', message_id: 'm/1' } });
    expect(table.match('POST', '/w/a/messages/')).toMatchObject({ kind: 'found', route: { path: '/w/{id}/messages/' } });
    expect(table.match('GET', '/w//messages/x')).toEqual({ kind: 'not-found' });
    expect(table.match('GET', '/w/%E0%A4%A/messages/x')).toEqual({ kind: 'not-found' });
  });

  it('reports the allowed methods for a known path', () => {
    expect(table.match('GET', '/w/x')).toEqual({ kind: 'method-not-allowed', allowed: ['PUT', 'DELETE'] });
    expect(table.match('GET', '/nothing')).toEqual({ kind: 'not-found' });
  });
});
