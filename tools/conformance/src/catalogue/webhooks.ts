import type { ExchangeGroup } from '../exchange.js';
import { del, get, post, quietWorkspace, workspacePath } from './builders.js';

const W = workspacePath('webhooks');

/** Webhook endpoints: create and its URL rules, list, delete, test event. */
export const webhooksGroup: ExchangeGroup = {
  name: 'webhooks',
  description: 'Webhook endpoints: accepted and refused URLs (scheme, private addresses), get-or-create, list, delete, test event.',
  exchanges: [
    quietWorkspace('webhooks'),
    post('create: first time (https URL)', `${W}/webhooks`, { url: 'https://hooks.example.com/honcho/{run}' }, { capture: { hook: 'id' } }),
    post('create: second time (same URL)', `${W}/webhooks`, { url: 'https://hooks.example.com/honcho/{run}' }),
    post('create: http URL', `${W}/webhooks`, { url: 'http://hooks.example.com/{run}/plain' }),
    post('create: ftp URL', `${W}/webhooks`, { url: 'ftp://hooks.example.com/{run}' }),
    post('create: not a URL', `${W}/webhooks`, { url: 'hooks example' }),
    post('create: loopback address', `${W}/webhooks`, { url: 'http://127.0.0.1:9000/hook' }),
    post('create: private address', `${W}/webhooks`, { url: 'http://10.1.2.3/hook' }),
    post('create: link-local address', `${W}/webhooks`, { url: 'http://169.254.169.254/latest' }),
    post('create: IPv6 loopback', `${W}/webhooks`, { url: 'http://[::1]/hook' }),
    post('create: url missing', `${W}/webhooks`, {}),
    post('create: url is a number', `${W}/webhooks`, { url: 80 }),
    get('list', `${W}/webhooks`),
    get('list: size 1', `${W}/webhooks`, { query: { size: 1 } }),
    get('list: size 1 page 2', `${W}/webhooks`, { query: { size: 1, page: 2 } }),
    get('list: size 0', `${W}/webhooks`, { query: { size: 0 } }),
    get('list: size 101', `${W}/webhooks`, { query: { size: 101 } }),
    get('list: page 0', `${W}/webhooks`, { query: { page: 0 } }),
    get('test event', `${W}/webhooks/test`),
    del('delete: one', `${W}/webhooks/{{hook}}`),
    del('delete: the same again', `${W}/webhooks/{{hook}}`),
    del('delete: an id that does not exist', `${W}/webhooks/cf-{run}-no-hook`),
    get('list: after delete', `${W}/webhooks`),
    get('list: in a workspace that does not exist', `${workspacePath('webhooks-missing')}/webhooks`),
  ],
};
