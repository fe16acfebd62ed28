import type { ExchangeGroup } from '../exchange.js';
import { del, get, id, idOfLength, pageEdges, post, put, quietWorkspace, workspacePath } from './builders.js';

const W = workspacePath('sessions');
const S = `${W}/sessions/${id('s1')}`;
const alice = id('alice');
const bob = id('bob');
const carol = id('carol');

/** Sessions: get-or-create, members and their configuration, update, list, clone, delete. */
export const sessionsGroup: ExchangeGroup = {
  name: 'sessions',
  description: 'Session get-or-create with peers, members added/set/removed, member configuration, update, list, clone, delete.',
  exchanges: [
    quietWorkspace('sessions'),
    post('setup: peer alice', `${W}/peers`, { id: alice }),
    post('create: first time, with peers', `${W}/sessions`, {
      id: id('s1'),
      metadata: { topic: 'tea' },
      peers: { [alice]: { observe_me: true, observe_others: false }, [bob]: {} },
    }),
    post('create: second time', `${W}/sessions`, { id: id('s1') }),
    post('create: second time with another peer', `${W}/sessions`, { id: id('s1'), peers: { [carol]: {} } }),
    post('create: no peers', `${W}/sessions`, { id: id('s2') }),
    post('create: with configuration', `${W}/sessions`, {
      id: id('s3'),
      configuration: { summary: { enabled: false }, custom: 1 },
    }),
    post('create: peers is a list', `${W}/sessions`, { id: id('s4'), peers: [alice] }),
    post('create: peer config not a boolean', `${W}/sessions`, { id: id('s4'), peers: { [alice]: { observe_others: 'no' } } }),
    post('create: id of 512 characters', `${W}/sessions`, { id: idOfLength(512) }),
    post('create: id of 513 characters', `${W}/sessions`, { id: idOfLength(513) }),
    post('create: id with a hash', `${W}/sessions`, { id: 'cf-{run}-a#b' }),
    post('create: id missing', `${W}/sessions`, { metadata: {} }),
    post('create: summary configuration below its minimum', `${W}/sessions`, {
      id: id('s5'),
      configuration: { summary: { messages_per_long_summary: 3 } },
    }),
    post('create: in a workspace that does not exist', `${workspacePath('sessions-missing')}/sessions`, { id: id('s1') }),
    put('update: metadata', S, { metadata: { topic: 'coffee' } }),
    put('update: configuration', S, { configuration: { reasoning: { enabled: false } } }),
    put('update: metadata wrong type', S, { metadata: ['x'] }),
    put('update: a session that does not exist', `${W}/sessions/${id('nope')}`, { metadata: {} }),
    get('members: list', `${S}/peers`),
    get('members: size 1', `${S}/peers`, { query: { size: 1 } }),
    get('members: size 1 page 2', `${S}/peers`, { query: { size: 1, page: 2 } }),
    get('members: size 0', `${S}/peers`, { query: { size: 0 } }),
    get('members: of a session that does not exist', `${W}/sessions/${id('nope')}/peers`),
    post('members: add', `${S}/peers`, { [id('dave')]: { observe_others: true } }),
    post('members: add, body is a list', `${S}/peers`, [id('dave')]),
    put('members: set', `${S}/peers`, { [alice]: {}, [id('dave')]: { observe_me: false } }),
    get('members: after set', `${S}/peers`),
    del('members: remove', `${S}/peers`, { json: [id('dave')] }),
    del('members: remove, body is an object', `${S}/peers`, { json: { [id('dave')]: {} } }),
    get('members: after remove', `${S}/peers`),
    get('member config: get', `${S}/peers/${alice}/config`),
    put('member config: set', `${S}/peers/${alice}/config`, { observe_others: true }),
    get('member config: after set', `${S}/peers/${alice}/config`),
    put('member config: wrong type', `${S}/peers/${alice}/config`, { observe_me: 'x' }),
    get('member config: a peer not in the session', `${S}/peers/${id('zed')}/config`),
    get('member config: a peer that does not exist', `${S}/peers/${id('nobody')}/config`),
    post('list: all', `${W}/sessions/list`, {}),
    post('list: active only', `${W}/sessions/list`, { filters: { is_active: true } }),
    post('list: by metadata', `${W}/sessions/list`, { filters: { metadata: { topic: 'coffee' } } }),
    ...pageEdges('list', 'POST', `${W}/sessions/list`, {}),
    post('clone: a session without messages', `${S}/clone`, undefined, { capture: { clone: 'id' } }),
    post('clone: a session that does not exist', `${W}/sessions/${id('nope')}/clone`),
    post('clone: at a message that does not exist', `${S}/clone`, undefined, { query: { message_id: 'cf-{run}-no-message' } }),
    post('list: includes the clone', `${W}/sessions/list`, { filters: { id: '{{clone}}' } }),
    get('summaries: none yet', `${S}/summaries`),
    get('summaries: session that does not exist', `${W}/sessions/${id('nope')}/summaries`),
    del('delete: a session', `${W}/sessions/${id('s2')}`),
    del('delete: a session that does not exist', `${W}/sessions/${id('nope')}`),
    post('delete then list: inactive or gone', `${W}/sessions/list`, { filters: { id: id('s2') } }, { delayMs: 500 }),
  ],
};
