import type { ExchangeGroup } from '../exchange.js';
import { del, get, id, pageEdges, post, quietWorkspace, workspacePath } from './builders.js';

const W = workspacePath('conclusions');
const alice = id('alice');
const bob = id('bob');
const conclusion = (content: string, extra: Record<string, unknown> = {}) => ({ content, observer_id: alice, observed_id: bob, ...extra });
const extension = {
  kind: 'emulator-extension',
  reason: 'GET .../conclusions/{id} is newer than server 3.0.12; @honcho-ai/sdk 2.5 calls it (server-contract.md).',
} as const;

/** Conclusions: create and its limits, list with filters and paging, query, get, delete. */
export const conclusionsGroup: ExchangeGroup = {
  name: 'conclusions',
  description: 'Conclusions created directly (1..100, content limits, the observations alias), listed, queried, fetched and deleted.',
  exchanges: [
    quietWorkspace('conclusions'),
    post('setup: peer alice', `${W}/peers`, { id: alice }),
    post('setup: peer bob', `${W}/peers`, { id: bob }),
    post('setup: session', `${W}/sessions`, { id: id('s1'), peers: { [alice]: {}, [bob]: {} } }),
    post('create: two', `${W}/conclusions`, {
      conclusions: [conclusion('Bob prefers green tea.'), conclusion('Bob lives in Lisbon.', { session_id: id('s1') })],
    }, { capture: { c1: '0.id', c2: '1.id' } }),
    post('create: about oneself', `${W}/conclusions`, { conclusions: [{ content: 'Alice is a morning person.', observer_id: alice, observed_id: alice }] }, { capture: { c3: '0.id' } }),
    post('create: with the observations alias', `${W}/conclusions`, { observations: [conclusion('Bob plays chess.')] }),
    post('create: empty list', `${W}/conclusions`, { conclusions: [] }),
    post('create: 101 conclusions', `${W}/conclusions`, { conclusions: Array.from({ length: 101 }, (_, index) => conclusion(`fact ${index}`)) }),
    post('create: empty content', `${W}/conclusions`, { conclusions: [conclusion('')] }),
    post('create: content of 65536 characters', `${W}/conclusions`, { conclusions: [conclusion('a'.repeat(65_536))] }),
    post('create: observer missing', `${W}/conclusions`, { conclusions: [{ content: 'x', observed_id: bob }] }),
    post('create: observed missing', `${W}/conclusions`, { conclusions: [{ content: 'x', observer_id: alice }] }),
    post('create: content is a number', `${W}/conclusions`, { conclusions: [conclusion('x', { content: 1 })] }),
    post('create: observer that does not exist', `${W}/conclusions`, { conclusions: [conclusion('x', { observer_id: id('nobody') })] }),
    post('create: session that does not exist', `${W}/conclusions`, { conclusions: [conclusion('x', { session_id: id('nope') })] }),
    post('create: body missing the list', `${W}/conclusions`, {}),
    post('list: all', `${W}/conclusions/list`, {}),
    post('list: no body', `${W}/conclusions/list`),
    post('list: reversed', `${W}/conclusions/list`, {}, { query: { reverse: true } }),
    post('list: by observer and observed', `${W}/conclusions/list`, { filters: { observer_id: alice, observed_id: bob } }),
    post('list: by session', `${W}/conclusions/list`, { filters: { session_id: id('s1') } }),
    post('list: about oneself', `${W}/conclusions/list`, { filters: { observed_id: alice } }),
    post('list: content icontains', `${W}/conclusions/list`, { filters: { content: { icontains: 'LISBON' } } }),
    ...pageEdges('list', 'POST', `${W}/conclusions/list`, {}),
    // The server searches one observer/observed pair: without both in the filters it refuses.
    post('query: without observer and observed', `${W}/conclusions/query`, { query: 'tea' }),
    post('query: observed only', `${W}/conclusions/query`, { query: 'tea', filters: { observed_id: bob } }),
    post('query: a pair', `${W}/conclusions/query`, { query: 'tea', filters: { observer: alice, observed: bob } }, { compare: 'shape' }),
    post('query: a pair by the _id keys', `${W}/conclusions/query`, { query: 'tea', filters: { observer_id: alice, observed_id: bob } }, { compare: 'shape' }),
    post('query: top_k 1', `${W}/conclusions/query`, { query: 'tea', top_k: 1, filters: { observer: alice, observed: bob } }, { compare: 'shape' }),
    post('query: distance 0.5', `${W}/conclusions/query`, { query: 'tea', distance: 0.5, filters: { observer: alice, observed: bob } }, { compare: 'shape' }),
    post('query: a pair with nothing', `${W}/conclusions/query`, { query: 'tea', filters: { observer: bob, observed: alice } }),
    post('query: top_k 0', `${W}/conclusions/query`, { query: 'tea', top_k: 0 }),
    post('query: top_k 101', `${W}/conclusions/query`, { query: 'tea', top_k: 101 }),
    post('query: distance 1.5', `${W}/conclusions/query`, { query: 'tea', distance: 1.5 }),
    post('query: query missing', `${W}/conclusions/query`, {}),
    get('get: by id', `${W}/conclusions/{{c1}}`, { divergence: extension }),
    get('get: an id that does not exist', `${W}/conclusions/cf-{run}-no-conclusion`, { divergence: extension }),
    del('delete: one', `${W}/conclusions/{{c2}}`),
    del('delete: the same again', `${W}/conclusions/{{c2}}`),
    del('delete: an id that does not exist', `${W}/conclusions/cf-{run}-no-conclusion`),
    post('list: after delete', `${W}/conclusions/list`, {}),
  ],
};
