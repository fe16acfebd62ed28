import { describe, expect, it } from 'vitest';
import { isIdempotentRequest } from './idempotency.js';

describe('isIdempotentRequest', () => {
  it.each(['GET', 'PUT', 'DELETE', 'get'])('treats %s as idempotent', (method) => {
    expect(isIdempotentRequest(method, '/v3/workspaces/w/sessions/s')).toBe(true);
  });

  it('never treats PATCH as idempotent by default', () => {
    expect(isIdempotentRequest('PATCH', '/v3/workspaces/w')).toBe(false);
  });

  it.each([
    '/v3/workspaces',
    '/v3/workspaces/list',
    '/v3/workspaces/w/peers',
    '/v3/workspaces/w/sessions',
    '/v3/workspaces/w/scopes',
    '/v3/workspaces/w/peers/list',
    '/v3/workspaces/w/sessions/list',
    '/v3/workspaces/w/scopes/list',
    '/v3/workspaces/w/conclusions/list',
    '/v3/workspaces/w/sessions/s/messages/list',
    '/v3/workspaces/w/search',
    '/v3/workspaces/w/peers/p/search',
    '/v3/workspaces/w/sessions/s/search',
    '/v3/workspaces/w/conclusions/query',
    '/v3/workspaces/w/peers/p/representation',
    '/v3/workspaces/w/peers/p/sessions',
    '/v3/workspaces/w/peers/list?page=2',
    '/v3/workspaces/w/chat',
    '/v3/workspaces/w/peers/p/chat',
  ])('treats POST %s as idempotent', (path) => {
    expect(isIdempotentRequest('POST', path)).toBe(true);
  });

  it.each([
    '/v3/workspaces/w/sessions/s/messages',
    '/v3/workspaces/w/sessions/s/messages/upload',
    '/v3/workspaces/w/conclusions',
    '/v3/workspaces/w/sessions/s/clone',
    '/v3/workspaces/w/schedule_dream',
    '/v3/workspaces/w/sessions/s/peers',
    '/v3/workspaces/w/peers/p/search/extra',
    '/v3/workspaces/w/peers/p/chat/extra',
    '/v3/workspaces/w/sessions/s/chat',
  ])('treats POST %s as not idempotent', (path) => {
    expect(isIdempotentRequest('POST', path)).toBe(false);
  });

  it('lets the caller override either way', () => {
    expect(isIdempotentRequest('POST', '/v3/workspaces/w/chat', false)).toBe(false);
    expect(isIdempotentRequest('POST', '/v3/workspaces/w/sessions/s/messages', true)).toBe(true);
    expect(isIdempotentRequest('DELETE', '/v3/workspaces/w', false)).toBe(false);
    expect(isIdempotentRequest('PATCH', '/v3/x', true)).toBe(true);
  });
});
