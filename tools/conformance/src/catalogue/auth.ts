import type { Exchange, ExchangeGroup } from '../exchange.js';
import { get, id, post, put, quietWorkspace, workspacePath } from './builders.js';

const W = workspacePath('auth');
const OTHER = workspacePath('auth-other');
const ALICE = `${W}/peers/${id('alice')}`;
const BOB = `${W}/peers/${id('bob')}`;
const S1 = `${W}/sessions/${id('s1')}`;
const S2 = `${W}/sessions/${id('s2')}`;

/** The same exchange sent with a key captured earlier in the group instead of the admin key. */
function withKey(key: string, exchange: Exchange): Exchange {
  return { ...exchange, anonymous: true, headers: { ...exchange.headers, authorization: `Bearer {{${key}}}` } };
}

/** The same exchange sent with an `Authorization` header of its own. */
function withHeader(value: string, exchange: Exchange): Exchange {
  return { ...exchange, anonymous: true, headers: { ...exchange.headers, authorization: value } };
}

/** Keys minted by `POST /v3/keys` are JWTs: recorded as text, captured for later exchanges. */
function mint(name: string, capture: string, query: Readonly<Record<string, string>>): Exchange {
  return post(name, '/v3/keys', undefined, { query, text: ['key'], capture: { [capture]: 'key' } });
}

/**
 * Authentication switched on: what a request without a key, with a malformed one, and with keys
 * scoped to a workspace, a peer or a session may and may not do. Recorded with the admin key as
 * the runner's token; the scoped keys are minted by the group itself.
 */
export const authGroup: ExchangeGroup = {
  name: 'auth',
  description: 'Authentication on: missing and malformed keys, keys with an expiry; admin, workspace-, peer- and session-scoped keys and what each may reach.',
  authenticated: true,
  exchanges: [
    get('health needs no key', '/health', { anonymous: true }),
    post('no key: list workspaces', '/v3/workspaces/list', {}, { anonymous: true }),
    post('no key: create a workspace', '/v3/workspaces', { id: id('auth-anon') }, { anonymous: true }),
    withHeader('Bearer not-a-jwt', post('malformed key', '/v3/workspaces/list', {})),
    withHeader('Basic dXNlcjpwYXNz', post('basic scheme instead of bearer', '/v3/workspaces/list', {})),
    withHeader('Bearer ', post('empty bearer token', '/v3/workspaces/list', {})),
    quietWorkspace('auth', 'admin: create workspace'),
    post('admin: create the other workspace', '/v3/workspaces', { id: id('auth-other') }),
    post('admin: create alice', `${W}/peers`, { id: id('alice') }),
    post('admin: create bob', `${W}/peers`, { id: id('bob') }),
    post('admin: create s1 with alice', `${W}/sessions`, { id: id('s1'), peers: { [id('alice')]: {} } }),
    post('admin: create s2 with bob', `${W}/sessions`, { id: id('s2'), peers: { [id('bob')]: {} } }),
    post('admin: a message in s1', `${S1}/messages`, { messages: [{ peer_id: id('alice'), content: 'I keep bees on my roof.' }] }),

    mint('keys: for the workspace', 'workspaceKey', { workspace_id: id('auth') }),
    mint('keys: for alice', 'aliceKey', { workspace_id: id('auth'), peer_id: id('alice') }),
    mint('keys: for s1', 's1Key', { workspace_id: id('auth'), session_id: id('s1') }),
    // The server writes an ISO date into the key's exp claim, which its JWT check then refuses:
    // any key minted with an expiry, past or future, is an invalid JWT.
    mint('keys: with an expiry in the past', 'expiredKey', { workspace_id: id('auth'), expires_at: '2001-01-01T00:00:00Z' }),
    post('keys: session without workspace', '/v3/keys', undefined, { query: { session_id: id('s1') } }),

    withKey('workspaceKey', post('workspace key: list peers of its workspace', `${W}/peers/list`, {})),
    withKey('workspaceKey', post('workspace key: create a peer in its workspace', `${W}/peers`, { id: id('carol') })),
    withKey('workspaceKey', post('workspace key: list sessions of its workspace', `${W}/sessions/list`, {})),
    withKey('workspaceKey', post('workspace key: list peers of another workspace', `${OTHER}/peers/list`, {})),
    withKey('workspaceKey', post('workspace key: list all workspaces', '/v3/workspaces/list', {})),
    withKey('workspaceKey', put('workspace key: update its workspace', W, { metadata: { by: 'workspace key' } })),
    withKey('workspaceKey', post('workspace key: mint a key', '/v3/keys', undefined, { query: { workspace_id: id('auth') } })),

    withKey('aliceKey', post('alice key: chat as alice', `${ALICE}/chat`, { query: 'What does alice keep?' }, { text: ['content'] })),
    withKey('aliceKey', post('alice key: chat as bob', `${BOB}/chat`, { query: 'What does bob keep?' })),
    withKey('aliceKey', put('alice key: update alice', ALICE, { metadata: { by: 'alice key' } })),
    withKey('aliceKey', put('alice key: update bob', BOB, { metadata: { by: 'alice key' } })),
    withKey('aliceKey', post('alice key: list messages of a session alice is in', `${S1}/messages/list`, {})),
    withKey('aliceKey', post('alice key: list messages of a session alice is not in', `${S2}/messages/list`, {})),
    withKey('aliceKey', post('alice key: write to a session alice is in', `${S1}/messages`, { messages: [{ peer_id: id('alice'), content: 'And wasps.' }] })),
    withKey('aliceKey', post('alice key: list peers of the workspace', `${W}/peers/list`, {})),

    withKey('s1Key', post('s1 key: list its messages', `${S1}/messages/list`, {})),
    withKey('s1Key', post('s1 key: write to its session', `${S1}/messages`, { messages: [{ peer_id: id('alice'), content: 'Honey soon.' }] })),
    withKey('s1Key', post('s1 key: list messages of another session', `${S2}/messages/list`, {})),
    withKey('s1Key', post('s1 key: chat as alice', `${ALICE}/chat`, { query: 'What does alice keep?' })),
    withKey('s1Key', get('s1 key: its context', `${S1}/context`)),

    withKey('expiredKey', post('key with a past expiry: list peers', `${W}/peers/list`, {})),
    mint('keys: with an expiry in the future', 'laterKey', { workspace_id: id('auth'), expires_at: '2099-01-01T00:00:00Z' }),
    withKey('laterKey', post('key with a future expiry: list peers', `${W}/peers/list`, {})),
  ],
};
