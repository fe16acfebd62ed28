import type { ExchangeGroup } from '../exchange.js';
import { del, get, id, pageEdges, post, quietWorkspace, workspacePath } from './builders.js';
import { RUN_PLACEHOLDER, RUN_TOKEN_LENGTH } from '../placeholders.js';

const W = workspacePath('scopes');
const scope = id('team');
const SC = `${W}/scopes/${scope}`;
const alice = id('alice');

/** A scope name exactly `length` characters long once the run token is filled in. */
function scopeOfLength(length: number): string {
  const prefix = `sc${RUN_PLACEHOLDER}`;
  return prefix + 'n'.repeat(length - (prefix.length - RUN_PLACEHOLDER.length + RUN_TOKEN_LENGTH));
}

/** Scopes (not in the reference OpenAPI document): create, list, members, status, and their use as `scope`. */
export const scopesGroup: ExchangeGroup = {
  name: 'scopes',
  description: 'Scopes: get-or-create, name limits, sessions added and removed, status, and the scope option on sessions, chat, representation and search.',
  exchanges: [
    quietWorkspace('scopes'),
    post('setup: peer alice', `${W}/peers`, { id: alice }),
    post('setup: session s1', `${W}/sessions`, { id: id('s1'), peers: { [alice]: {} } }),
    post('setup: session s2', `${W}/sessions`, { id: id('s2'), peers: { [alice]: {} } }),
    post('create: first time', `${W}/scopes`, { id: scope, metadata: { team: 'core' } }),
    post('create: second time', `${W}/scopes`, { id: scope }),
    post('create: another', `${W}/scopes`, { id: id('other') }),
    post('create: name of 506 characters', `${W}/scopes`, { id: scopeOfLength(506) }),
    post('create: name of 507 characters', `${W}/scopes`, { id: scopeOfLength(507) }),
    post('create: name starting with scope.', `${W}/scopes`, { id: 'scope.cf-{run}-x' }),
    post('create: name with a dot', `${W}/scopes`, { id: 'cf-{run}-a.b' }),
    post('create: empty name', `${W}/scopes`, { id: '' }),
    post('create: name missing', `${W}/scopes`, {}),
    post('create: the name of an existing peer', `${W}/scopes`, { id: alice }),
    post('list: all', `${W}/scopes/list`),
    post('list: reversed', `${W}/scopes/list`, undefined, { query: { reverse: true } }),
    ...pageEdges('list', 'POST', `${W}/scopes/list`),
    get('get: one', SC),
    get('get: one that does not exist', `${W}/scopes/${id('noscope')}`),
    // One at a time: sessions added in one call share a time, and the server orders such ties at random.
    post('sessions: add one', `${SC}/sessions`, { session_ids: [id('s1')] }),
    post('sessions: add a second', `${SC}/sessions`, { session_ids: [id('s2')] }),
    post('sessions: add again', `${SC}/sessions`, { session_ids: [id('s1')] }),
    post('sessions: add none', `${SC}/sessions`, { session_ids: [] }),
    post('sessions: add 101', `${SC}/sessions`, { session_ids: Array.from({ length: 101 }, (_, index) => id(`x${index}`)) }),
    post('sessions: add one that does not exist', `${SC}/sessions`, { session_ids: [id('nope')] }),
    post('sessions: add to a scope that does not exist', `${W}/scopes/${id('noscope')}/sessions`, { session_ids: [id('s1')] }),
    post('sessions: list', `${SC}/sessions/list`),
    ...pageEdges('sessions list', 'POST', `${SC}/sessions/list`),
    get('status', `${SC}/status`, { delayMs: 500 }),
    get('status of a scope that does not exist', `${W}/scopes/${id('noscope')}/status`),
    del('sessions: remove one', `${SC}/sessions/${id('s2')}`),
    del('sessions: remove one not in the scope', `${SC}/sessions/${id('s2')}`),
    post('sessions: list after remove', `${SC}/sessions/list`),
    post('session create: with scopes', `${W}/sessions`, { id: id('s3'), peers: { [alice]: {} }, scopes: [scope] }),
    post('session create: scope that does not exist', `${W}/sessions`, { id: id('s4'), scopes: [id('noscope')] }),
    post('session create: 101 scopes', `${W}/sessions`, { id: id('s5'), scopes: Array.from({ length: 101 }, (_, index) => id(`sc${index}`)) }),
    post('peers list: kind scope', `${W}/peers/list`, { kind: 'scope' }),
    post('peers list: kind all', `${W}/peers/list`, { kind: 'all' }),
    post('chat: with a scope', `${W}/peers/${alice}/chat`, { query: 'What do I like?', scope }, { text: ['content'] }),
    post('chat: with a list of scopes', `${W}/peers/${alice}/chat`, { query: 'What do I like?', scope: [scope, id('other')] }, { text: ['content'] }),
    post('chat: with an empty list of scopes', `${W}/peers/${alice}/chat`, { query: 'What do I like?', scope: [] }),
    post('chat: scope and session_id together', `${W}/peers/${alice}/chat`, { query: 'x', scope, session_id: id('s1') }),
    post('chat: a scope as the observer', `${W}/peers/scope.${scope}/chat`, { query: 'x' }),
    post('representation: with a scope', `${W}/peers/${alice}/representation`, { scope }, { text: ['representation'] }),
    post('search: workspace search with a scope', `${W}/search`, { query: 'tea', scope }, { compare: 'shape' }),
  ],
};
