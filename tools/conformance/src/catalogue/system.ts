import type { ExchangeGroup } from '../exchange.js';
import { del, get, post } from './builders.js';

/** The routes outside `/v3` and the router's own answers (no route, wrong method). */
export const systemGroup: ExchangeGroup = {
  name: 'system',
  description: 'Health, the root, metrics, the OpenAPI document, and answers for routes that do not exist.',
  exchanges: [
    get('health', '/health', { anonymous: true }),
    get('health with a query string', '/health', { query: { verbose: true } }),
    get('root has no route', '/'),
    get('v3 root has no route', '/v3'),
    get('unknown path under v3', '/v3/nothing-here'),
    get('metrics', '/metrics', { compare: 'status' }),
    get('openapi document', '/openapi.json', { compare: 'status' }),
    get('docs page', '/docs', { compare: 'status' }),
    del('wrong method on health', '/health'),
    get('wrong method on workspaces (GET)', '/v3/workspaces'),
    del('wrong method on workspaces (DELETE)', '/v3/workspaces'),
    post('keys: no scope given', '/v3/keys'),
    // With authentication on, the key is a fresh JWT: recorded as text.
    post('keys: for a workspace', '/v3/keys', undefined, { query: { workspace_id: 'cf-{run}-system' }, text: ['key'] }),
    post('keys: with an expiry', '/v3/keys', undefined, {
      query: { workspace_id: 'cf-{run}-system', expires_at: '2099-01-01T00:00:00Z' },
      text: ['key'],
    }),
    post('keys: expiry not a date', '/v3/keys', undefined, { query: { workspace_id: 'cf-{run}-system', expires_at: 'soon' } }),
    post('keys: peer without workspace', '/v3/keys', undefined, { query: { peer_id: 'cf-{run}-p' } }),
  ],
};
