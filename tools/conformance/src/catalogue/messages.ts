import type { Exchange, ExchangeGroup } from '../exchange.js';
import { ex, get, id, pageEdges, post, put, quietWorkspace, workspacePath } from './builders.js';

const W = workspacePath('messages');
const S = `${W}/sessions/${id('s1')}`;
const alice = id('alice');
const bob = id('bob');

const message = (content: string, peer = alice, extra: Record<string, unknown> = {}) => ({ content, peer_id: peer, ...extra });

function upload(name: string, fields: { file?: { text: string; filename: string; type: string }; peer?: string | null; metadata?: string; configuration?: string; created_at?: string }): Exchange {
  const multipart = [
    ...(fields.file !== undefined ? [{ name: 'file', value: fields.file.text, filename: fields.file.filename, contentType: fields.file.type }] : []),
    ...(fields.peer !== null ? [{ name: 'peer_id', value: fields.peer ?? alice }] : []),
    ...(fields.metadata !== undefined ? [{ name: 'metadata', value: fields.metadata }] : []),
    ...(fields.configuration !== undefined ? [{ name: 'configuration', value: fields.configuration }] : []),
    ...(fields.created_at !== undefined ? [{ name: 'created_at', value: fields.created_at }] : []),
  ];
  return ex(name, 'POST', `${S}/messages/upload`, { multipart });
}

const note = { text: 'Alice likes green tea.\nShe lives in Lisbon.\n', filename: 'notes.txt', type: 'text/plain' };

/** Messages: batches and their limits, list with filters and paging, get, update, upload. */
export const messagesGroup: ExchangeGroup = {
  name: 'messages',
  description: 'Message batches (1..100, content 0..25000), list with filters and paging, get and update by id, file upload (multipart).',
  exchanges: [
    quietWorkspace('messages'),
    post('setup: session', `${W}/sessions`, { id: id('s1'), peers: { [alice]: {}, [bob]: {} } }),
    post('create: one message', `${S}/messages`, { messages: [message('Hello, I like green tea.')] }, { capture: { m1: '0.id' } }),
    post('create: two messages with metadata', `${S}/messages`, {
      messages: [message('Bob here.', bob, { metadata: { kind: 'greeting', n: 1 } }), message('Alice again.', alice, { metadata: { kind: 'reply', n: 2 } })],
    }, { capture: { m2: '0.id', m3: '1.id' } }),
    post('create: with created_at', `${S}/messages`, { messages: [message('From the past.', alice, { created_at: '2021-06-01T12:00:00Z' })] }),
    post('create: with message configuration', `${S}/messages`, { messages: [message('Do not reason about this.', alice, { configuration: { reasoning: { enabled: false } } })] }),
    post('create: trailing slash route', `${S}/messages/`, { messages: [message('Via the slash route.')] }),
    post('create: empty content', `${S}/messages`, { messages: [message('')] }),
    post('create: content of 25000 characters', `${S}/messages`, { messages: [message('a'.repeat(25_000))] }),
    post('create: content of 25001 characters', `${S}/messages`, { messages: [message('a'.repeat(25_001))] }),
    post('create: content with a NUL byte', `${S}/messages`, { messages: [message('nul\u0000here')] }),
    post('create: 100 messages', `${S}/messages`, { messages: Array.from({ length: 100 }, (_, index) => message(`bulk ${index}`, bob)) }),
    post('create: 101 messages', `${S}/messages`, { messages: Array.from({ length: 101 }, (_, index) => message(`bulk ${index}`, bob)) }),
    post('create: empty batch', `${S}/messages`, { messages: [] }),
    post('create: messages missing', `${S}/messages`, {}),
    post('create: peer_id missing', `${S}/messages`, { messages: [{ content: 'who am I' }] }),
    post('create: content missing', `${S}/messages`, { messages: [{ peer_id: alice }] }),
    post('create: content is a number', `${S}/messages`, { messages: [{ content: 12, peer_id: alice }] }),
    post('create: created_at not a date', `${S}/messages`, { messages: [message('x', alice, { created_at: 'yesterday' })] }),
    post('create: metadata is a string', `${S}/messages`, { messages: [message('x', alice, { metadata: 'meta' })] }),
    post('create: an extra field on a message', `${S}/messages`, { messages: [message('extra field', alice, { mood: 'happy' })] }),
    post('create: a peer not in the session', `${S}/messages`, { messages: [message('newcomer', id('newcomer'))] }),
    post('create: in a session that does not exist', `${W}/sessions/${id('nope')}/messages`, { messages: [message('x')] }),
    get('get: by id', `${S}/messages/{{m1}}`),
    get('get: with metadata', `${S}/messages/{{m2}}`),
    get('get: an id that does not exist', `${S}/messages/cf-{run}-no-message`),
    get('get: from another session', `${W}/sessions/${id('nope')}/messages/{{m1}}`),
    put('update: metadata', `${S}/messages/{{m1}}`, { metadata: { edited: true } }),
    get('update then get', `${S}/messages/{{m1}}`),
    put('update: metadata wrong type', `${S}/messages/{{m1}}`, { metadata: 3 }),
    put('update: content is not updatable', `${S}/messages/{{m1}}`, { content: 'rewritten' }),
    put('update: an id that does not exist', `${S}/messages/cf-{run}-no-message`, { metadata: {} }),
    post('list: first page', `${S}/messages/list`, {}, { query: { size: 5 } }),
    post('list: reversed', `${S}/messages/list`, {}, { query: { size: 5, reverse: true } }),
    post('list: by peer', `${S}/messages/list`, { filters: { peer_id: bob } }, { query: { size: 3 } }),
    post('list: by metadata', `${S}/messages/list`, { filters: { metadata: { kind: 'reply' } } }),
    post('list: by metadata number gte', `${S}/messages/list`, { filters: { metadata: { n: { gte: 2 } } } }),
    post('list: created before 2022', `${S}/messages/list`, { filters: { created_at: { lt: '2022-01-01T00:00:00Z' } } }),
    post('list: no match', `${S}/messages/list`, { filters: { metadata: { kind: 'never' } } }),
    ...pageEdges('list', 'POST', `${S}/messages/list`, {}),
    post('list: last page of size 50', `${S}/messages/list`, {}, { query: { size: 50, page: 3 } }),
    post('list: session that does not exist', `${W}/sessions/${id('nope')}/messages/list`, {}),
    upload('upload: a text file', { file: note }),
    upload('upload: with metadata and configuration', {
      file: note,
      metadata: '{"source": "upload"}',
      configuration: '{"reasoning": {"enabled": false}}',
    }),
    upload('upload: with created_at', { file: note, created_at: '2020-02-02T02:02:02Z' }),
    upload('upload: unparsable metadata is ignored', { file: note, metadata: '{not json' }),
    upload('upload: a JSON file', { file: { text: '{"favourite": "tea"}', filename: 'prefs.json', type: 'application/json' } }),
    upload('upload: a markdown file', { file: { text: '# Notes\n\nTea.\n', filename: 'notes.md', type: 'text/markdown' } }),
    upload('upload: an empty file', { file: { text: '', filename: 'empty.txt', type: 'text/plain' } }),
    upload('upload: unsupported type', { file: { text: 'GIF89a', filename: 'pic.gif', type: 'image/gif' } }),
    upload('upload: file missing', {}),
    upload('upload: peer_id missing', { file: note, peer: null }),
    ex('upload: JSON body instead of multipart', 'POST', `${S}/messages/upload`, { json: { peer_id: alice } }),
  ],
};
