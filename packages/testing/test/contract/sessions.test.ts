import { beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { issues, useEmulator } from '../support/http.js';

const { api, emulator } = useEmulator();
const W = '/v3/workspaces/sw';
const ids = (reply: { body: { items?: { id: string }[] } | { id: string }[] }) =>
  (Array.isArray(reply.body) ? reply.body : (reply.body.items ?? [])).map((item) => item.id);

beforeAll(async () => {
  await api('POST', '/v3/workspaces', { id: 'sw' });
});

describe('POST .../sessions (get or create)', () => {
  it('creates with peers and scopes (201), returns with 200 and adds peers named later', async () => {
    await api('POST', `${W}/scopes`, { id: 'support' });
    const created = await api('POST', `${W}/sessions`, {
      id: 'chat',
      metadata: { topic: 'coffee' },
      peers: { alice: { observe_me: true }, bot: { observe_others: false } },
      scopes: ['support'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: 'chat',
      is_active: true,
      workspace_id: 'sw',
      metadata: { topic: 'coffee' },
      configuration: {},
      created_at: expect.any(String),
    });
    expect(emulator().store.sessionPeers('sw', 'chat')).toEqual({ alice: { observe_me: true }, bot: { observe_others: false } });
    expect(emulator().store.scopeSessions('sw', 'support')).toEqual(['chat']);
    const again = await api('POST', `${W}/sessions`, { id: 'chat', peers: { carol: {} } });
    expect(again.status).toBe(200);
    expect(Object.keys(emulator().store.sessionPeers('sw', 'chat'))).toEqual(['alice', 'bot', 'carol']);
  });

  it.each<[string, unknown, { type: string; loc: (string | number)[] }[]]>([
    ['a bad id', { id: 'no/slash' }, [{ type: 'string_pattern_mismatch', loc: ['body', 'id'] }]],
    ['peers as a list', { id: 'ok', peers: ['alice'] }, [{ type: 'dict_type', loc: ['body', 'peers'] }]],
    ['a bad peer setting', { id: 'ok', peers: { alice: { observe_me: 'yes please' } } }, [{ type: 'bool_parsing', loc: ['body', 'peers', 'alice', 'observe_me'] }]],
    ['101 scopes', { id: 'ok', scopes: Array.from({ length: 101 }, (_, i) => `s${i}`) }, [{ type: 'too_long', loc: ['body', 'scopes'] }]],
    // The server checks scope names with one validator over the whole list.
    ['a scope name with a dot', { id: 'ok', scopes: ['fine', 'scope.x'] }, [{ type: 'value_error', loc: ['body', 'scopes'] }]],
    ['a scope name that is not a string', { id: 'ok', scopes: [1] }, [{ type: 'string_type', loc: ['body', 'scopes', 0] }]],
  ])('rejects %s', async (_name, body, expected) => {
    const reply = await api('POST', `${W}/sessions`, body);
    expect(reply.status).toBe(422);
    expect(issues(reply)).toEqual(expected);
  });

  it('get-or-creates a scope it names, as the server does', async () => {
    expect((await api('POST', '/v3/workspaces/sw-scopes/sessions', { id: 'x', scopes: ['new-scope'] })).status).toBe(201);
    expect(emulator().store.scopeSessions('sw-scopes', 'new-scope')).toEqual(['x']);
  });
});

describe('session list, update and delete', () => {
  it('lists with filters, pages and reverse', async () => {
    await api('POST', `${W}/sessions`, { id: 'other', metadata: { topic: 'tea' } });
    expect(ids(await api('POST', `${W}/sessions/list`))).toEqual(['chat', 'other']);
    expect(ids(await api('POST', `${W}/sessions/list?reverse=true`))).toEqual(['other', 'chat']);
    expect(ids(await api('POST', `${W}/sessions/list`, { filters: { metadata: { topic: 'tea' } } }))).toEqual(['other']);
    expect(ids(await api('POST', `${W}/sessions/list`, { filters: { is_active: true, id: { in: ['chat'] } } }))).toEqual(['chat']);
  });

  it('updates metadata and configuration', async () => {
    const reply = await api('PUT', `${W}/sessions/other`, { configuration: { summary: { enabled: false } } });
    expect(reply.body).toMatchObject({ id: 'other', metadata: { topic: 'tea' }, configuration: { summary: { enabled: false } } });
  });

  it('merges configuration keys on PUT and on get-or-create, as the server does', async () => {
    const put = await api('PUT', `${W}/sessions/other`, { configuration: { reasoning: { enabled: true } } });
    expect(put.body.configuration).toEqual({ summary: { enabled: false }, reasoning: { enabled: true } });
    const again = await api('POST', `${W}/sessions`, { id: 'other', configuration: { dream: { enabled: false }, reasoning: null } });
    expect(again.body.configuration).toEqual({ summary: { enabled: false }, reasoning: { enabled: true }, dream: { enabled: false } });
  });

  it('creates an unknown session (and its workspace) on PUT, as the server does', async () => {
    const reply = await api('PUT', `${W}/sessions/ghost`, { metadata: { via: 'put' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: 'ghost', is_active: true, workspace_id: 'sw', metadata: { via: 'put' }, configuration: {} });
    const elsewhere = await api('PUT', '/v3/workspaces/sw-put/sessions/s', {});
    expect(elsewhere.status).toBe(200);
    expect(emulator().store.sessions('sw-put').map((session) => session.id)).toEqual(['s']);
    await api('DELETE', `${W}/sessions/ghost`);
  });

  it('deletes with 202 and a message; the session is then gone', async () => {
    await api('POST', `${W}/sessions`, { id: 'temp' });
    const reply = await api('DELETE', `${W}/sessions/temp`);
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ message: 'Session deleted successfully' });
    expect((await api('DELETE', `${W}/sessions/temp`)).status).toBe(404);
    // Summaries are read from the session's rows: a deleted session has none, and the server answers 200.
    expect((await api('GET', `${W}/sessions/temp/summaries`)).body).toEqual({ id: 'temp', short_summary: null, long_summary: null });
  });
});

describe('sessions whose deletion has begun, and unknown workspaces', () => {
  it('leaves inactive sessions out of lists and answers 404 for them, as the server does', async () => {
    const seeded = createEmulator({ seed: { workspaces: [{ id: 'w', sessions: [{ id: 'live' }, { id: 'dying', is_active: false }] }] } });
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await seeded.fetch(path, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: response.status, body: (await response.text()) || undefined };
    };
    expect(JSON.parse((await call('POST', '/v3/workspaces/w/sessions/list')).body ?? '{}').items.map((s: { id: string }) => s.id)).toEqual(['live']);
    const gone = JSON.stringify({ detail: 'Session dying not found in workspace w' });
    expect(await call('PUT', '/v3/workspaces/w/sessions/dying', { metadata: {} })).toEqual({ status: 404, body: gone });
    expect(await call('POST', '/v3/workspaces/w/sessions', { id: 'dying' })).toEqual({ status: 404, body: gone });
    expect(await call('DELETE', '/v3/workspaces/w/sessions/dying')).toEqual({ status: 404, body: gone });
    expect(await call('POST', '/v3/workspaces/w/sessions/dying/clone')).toEqual({ status: 404, body: JSON.stringify({ detail: 'Original session not found' }) });
  });

  it('lists no sessions, rather than 404, in a workspace that does not exist', async () => {
    expect(await api('POST', '/v3/workspaces/no-such-ws/sessions/list')).toMatchObject({ status: 200, body: { items: [], total: 0, page: 1, size: 50, pages: 0 } });
    expect(emulator().store.workspace('no-such-ws')).toBeUndefined();
  });
});

describe('session peers', () => {
  it('adds, sets, removes and lists members', async () => {
    await api('POST', `${W}/sessions`, { id: 'members' });
    const added = await api('POST', `${W}/sessions/members/peers`, { alice: {}, bob: { observe_me: false } });
    expect(added).toMatchObject({ status: 200, body: { id: 'members' } });
    expect(ids(await api('GET', `${W}/sessions/members/peers`))).toEqual(['alice', 'bob']);
    await api('PUT', `${W}/sessions/members/peers`, { bob: {}, carol: {} });
    expect(ids(await api('GET', `${W}/sessions/members/peers`))).toEqual(['bob', 'carol']);
    const removed = await api('DELETE', `${W}/sessions/members/peers`, ['carol']);
    expect(removed.status).toBe(200);
    const page = await api('GET', `${W}/sessions/members/peers?size=1`);
    expect(page.body).toMatchObject({ total: 1, size: 1, items: [{ id: 'bob' }] });
    expect(issues(await api('DELETE', `${W}/sessions/members/peers`, { bob: {} }))).toEqual([{ type: 'list_type', loc: ['body'] }]);
  });

  it('gets and sets a member\'s config (204, merging what is not null), 404 for unknown peers', async () => {
    // Setting the members made bob rejoin with the settings given ({}), as on the server.
    expect((await api('GET', `${W}/sessions/members/peers/bob/config`)).body).toEqual({ observe_me: null, observe_others: null });
    const set = await api('PUT', `${W}/sessions/members/peers/bob/config`, { observe_others: true });
    expect(set).toMatchObject({ status: 204, text: '' });
    expect(set.headers.get('content-type')).toBe('application/json');
    await api('PUT', `${W}/sessions/members/peers/bob/config`, { observe_me: false, observe_others: null });
    expect((await api('GET', `${W}/sessions/members/peers/bob/config`)).body).toEqual({ observe_me: false, observe_others: true });
    expect(await api('GET', `${W}/sessions/members/peers/zed/config`)).toMatchObject({ status: 404, body: { detail: 'Peer zed not found in workspace sw' } });
    expect(await api('PUT', `${W}/sessions/members/peers/zed/config`, {})).toMatchObject({ status: 404, body: { detail: 'Peer zed not found in workspace sw' } });
  });

  it('keeps a current member\'s settings on add, and gives a returning one the settings it rejoins with', async () => {
    await api('POST', `${W}/sessions`, { id: 'rejoin', peers: { dana: { observe_me: false }, eve: { observe_others: true } } });
    await api('POST', `${W}/sessions/rejoin/peers`, { dana: { observe_others: true } });
    expect((await api('GET', `${W}/sessions/rejoin/peers/dana/config`)).body).toEqual({ observe_me: false, observe_others: null });
    await api('DELETE', `${W}/sessions/rejoin/peers`, ['eve']);
    // A member who left still has a membership row, so its config is still answered.
    expect((await api('GET', `${W}/sessions/rejoin/peers/eve/config`)).body).toEqual({ observe_me: null, observe_others: true });
    await api('POST', `${W}/sessions/rejoin/peers`, { eve: { observe_me: true } });
    expect((await api('GET', `${W}/sessions/rejoin/peers/eve/config`)).body).toEqual({ observe_me: true, observe_others: null });
  });

  it('answers the config of a peer that never joined with a 404 naming the membership', async () => {
    await api('POST', `${W}/peers`, { id: 'stranger' });
    expect(await api('GET', `${W}/sessions/rejoin/peers/stranger/config`)).toMatchObject({
      status: 404,
      body: { detail: 'Session peer stranger not found in session rejoin in workspace sw' },
    });
    // Setting it makes the peer a member, as the server's upsert does.
    expect((await api('PUT', `${W}/sessions/rejoin/peers/stranger/config`, { observe_me: false })).status).toBe(204);
    expect(ids(await api('GET', `${W}/sessions/rejoin/peers`))).toContain('stranger');
  });

  it('treats an unknown session as the server\'s queries do', async () => {
    expect(await api('GET', `${W}/sessions/nowhere/peers`)).toMatchObject({ status: 200, body: { items: [], total: 0, page: 1, size: 50, pages: 0 } });
    expect(await api('GET', '/v3/workspaces/no-ws/sessions/nowhere/peers')).toMatchObject({ status: 200, body: { items: [] } });
    expect(await api('GET', `${W}/sessions/nowhere/peers/dana/config`)).toMatchObject({
      status: 404,
      body: { detail: 'Session peer dana not found in session nowhere in workspace sw' },
    });
    expect(await api('PUT', `${W}/sessions/nowhere/peers`, { dana: {} })).toMatchObject({ status: 404, body: { detail: 'Session nowhere not found in workspace sw' } });
    expect(await api('DELETE', `${W}/sessions/nowhere/peers`, ['dana'])).toMatchObject({ status: 404, body: { detail: 'Session nowhere not found in workspace sw' } });
    // Adding members is a get-or-create of the session, so it creates one.
    expect(await api('POST', '/v3/workspaces/sw-add/sessions/made-by-add/peers', { dana: {} })).toMatchObject({ status: 200, body: { id: 'made-by-add', workspace_id: 'sw-add' } });
    expect(Object.keys(emulator().store.sessionPeers('sw-add', 'made-by-add'))).toEqual(['dana']);
  });
});

describe('session context', () => {
  beforeAll(async () => {
    // token_count is ceil(characters / 4): 1, 2, 3, 4 tokens.
    await api('POST', `${W}/sessions/ctx/messages`, {
      messages: [
        { peer_id: 'alice', content: 'abcd' },
        { peer_id: 'bot', content: 'abcdefgh' },
        { peer_id: 'alice', content: 'abcdefghijkl' },
        { peer_id: 'bot', content: 'abcdefghijklmnop' },
      ],
    });
    await api('POST', `${W}/conclusions`, { conclusions: [{ observer_id: 'bot', observed_id: 'alice', content: 'Alice writes the alphabet', session_id: 'ctx' }] });
    await api('PUT', `${W}/peers/bot/card?target=alice`, { peer_card: ['Alphabet fan'] });
  });

  it('packs the newest messages that fit the token budget, oldest first', async () => {
    const contents = async (query: string) => (await api('GET', `${W}/sessions/ctx/context${query}`)).body.messages.map((m: { token_count: number }) => m.token_count);
    expect(await contents('')).toEqual([1, 2, 3, 4]);
    expect(await contents('?tokens=7')).toEqual([3, 4]);
    expect(await contents('?tokens=9')).toEqual([2, 3, 4]);
    expect(await contents('?tokens=3')).toEqual([]);
    expect(await contents('?tokens=100000')).toEqual([1, 2, 3, 4]);
  });

  it('rejects a budget over 100,000 tokens', async () => {
    const reply = await api('GET', `${W}/sessions/ctx/context?tokens=100001`);
    expect(issues(reply)).toEqual([{ type: 'less_than_equal', loc: ['query', 'tokens'] }]);
  });

  it('adds the representation and card of peer_target from peer_perspective', async () => {
    const reply = await api('GET', `${W}/sessions/ctx/context?tokens=4&peer_target=alice&peer_perspective=bot`);
    expect(reply.body).toMatchObject({
      id: 'ctx',
      summary: null,
      peer_representation: '## Explicit Observations\n\n- Alice writes the alphabet',
      peer_card: ['Alphabet fan'],
    });
    const bare = await api('GET', `${W}/sessions/ctx/context`);
    expect(bare.body).toMatchObject({ peer_representation: null, peer_card: null });
    const alone = await api('GET', `${W}/sessions/ctx/context?peer_perspective=bot`);
    expect(alone).toMatchObject({ status: 422, body: { detail: 'peer_target must be provided if peer_perspective is provided' } });
  });

  it('refuses contradictory options with the server words, in its order', async () => {
    const detail = async (query: string) => (await api('GET', `${W}/sessions/ctx/context?${query}`)).body.detail;
    expect(await detail('scope=team')).toBe('peer_target must be provided if scope is provided');
    expect(await detail('scope=team&peer_target=alice&peer_perspective=bot')).toBe('`scope` and `peer_perspective` are mutually exclusive');
    expect(await detail('sessions=ctx')).toBe('peer_target must be provided if sessions is provided');
    expect(await detail('sessions=ctx&peer_target=alice&scope=team')).toBe('`sessions` and `scope` are mutually exclusive');
    expect(await detail('sessions=ctx&peer_target=alice&limit_to_session=true')).toBe('`sessions` and `limit_to_session` are mutually exclusive');
    expect(await detail('sessions=other&peer_target=alice')).toBe('session_id must be included in sessions');
    expect(await detail('sessions=a.b&peer_target=alice')).toBe("Invalid session id in sessions: 'a.b'. Session ids match ^[a-zA-Z0-9_-]+$");
  });

  it('answers an empty context for a session that does not exist; a target needs its observer peer', async () => {
    expect((await api('GET', `${W}/sessions/never/context`)).body).toEqual({ id: 'never', messages: [], summary: null, peer_representation: null, peer_card: null });
    expect((await api('GET', `${W}/sessions/never/context?peer_target=alice`)).body).toEqual({ id: 'never', messages: [], summary: null, peer_representation: '', peer_card: null });
    expect(await api('GET', `${W}/sessions/never/context?peer_target=alice&peer_perspective=nobody`)).toMatchObject({
      status: 404,
      body: { detail: 'Peer nobody not found in workspace sw' },
    });
    // Narrowed to sessions, the card is left out, and with it the observer lookup.
    expect((await api('GET', `${W}/sessions/never/context?peer_target=nobody&limit_to_session=true`)).body).toMatchObject({ peer_representation: '', peer_card: null });
    expect((await api('GET', `${W}/sessions/ctx/context?peer_target=alice&peer_perspective=bot&sessions=ctx`)).body).toMatchObject({ peer_card: null });
  });

  it('returns empty summaries: nothing runs in the background', async () => {
    expect((await api('GET', `${W}/sessions/ctx/summaries`)).body).toEqual({ id: 'ctx', short_summary: null, long_summary: null });
  });

  it('searches one session: word prefixes match, equal scores newest first, within limit', async () => {
    const reply = await api('POST', `${W}/sessions/ctx/search`, { query: 'abcd', limit: 2 });
    expect(reply.status).toBe(200);
    expect(reply.body.map((m: { content: string }) => m.content)).toEqual(['abcdefghijklmnop', 'abcdefghijkl']);
    // The server searches rows: an unknown session finds nothing, and its own scope overrides a session_id filter.
    expect(await api('POST', `${W}/sessions/none/search`, { query: 'x' })).toMatchObject({ status: 200, body: [] });
    expect((await api('POST', `${W}/sessions/ctx/search`, { query: 'abcd', filters: { session_id: 5 } })).body).toHaveLength(4);
  });
});

describe('POST .../sessions/{session_id}/clone', () => {
  it('copies the session (201), all messages or up to message_id', async () => {
    const listed = await api('POST', `${W}/sessions/ctx/messages/list`);
    const second = listed.body.items[1].id as string;
    const full = await api('POST', `${W}/sessions/ctx/clone`);
    expect(full.status).toBe(201);
    expect(full.body.id).not.toBe('ctx');
    expect(emulator().store.messages('sw', full.body.id).map((m) => m.content)).toEqual(['abcd', 'abcdefgh', 'abcdefghijkl', 'abcdefghijklmnop']);
    const partial = await api('POST', `${W}/sessions/ctx/clone?message_id=${second}`);
    expect(emulator().store.messages('sw', partial.body.id).map((m) => m.content)).toEqual(['abcd', 'abcdefgh']);
    expect(Object.keys(emulator().store.sessionPeers('sw', partial.body.id))).toEqual(['alice', 'bot']);
    expect(await api('POST', `${W}/sessions/ctx/clone?message_id=nope`)).toMatchObject({ status: 404, body: { detail: 'Session not found' } });
    expect(await api('POST', `${W}/sessions/ghost/clone`)).toMatchObject({ status: 404, body: { detail: 'Original session not found' } });
  });

  it('writes the copies anew, as the server does: the clone\'s time, no token count, members who left included', async () => {
    await api('POST', `${W}/sessions`, { id: 'to-clone', peers: { ann: { observe_me: false }, ben: {} } });
    await api('POST', `${W}/sessions/to-clone/messages`, { messages: [{ peer_id: 'ann', content: 'hello there' }] });
    await api('DELETE', `${W}/sessions/to-clone/peers`, ['ben']);
    const clone = await api('POST', `${W}/sessions/to-clone/clone`);
    const [copy] = emulator().store.messages('sw', clone.body.id);
    expect(copy).toMatchObject({ content: 'hello there', token_count: 0, created_at: clone.body.created_at });
    expect(emulator().store.sessionPeers('sw', clone.body.id)).toEqual({ ann: { observe_me: false }, ben: {} });
  });

  it('answers 201 for the clone of a session without messages but keeps nothing, as the server never commits it', async () => {
    await api('POST', `${W}/sessions`, { id: 'empty-original', metadata: { topic: 'tea' } });
    const clone = await api('POST', `${W}/sessions/empty-original/clone`);
    expect(clone).toMatchObject({ status: 201, body: { is_active: true, workspace_id: 'sw', metadata: { topic: 'tea' }, configuration: {} } });
    expect(emulator().store.sessions('sw').map((session) => session.id)).not.toContain(clone.body.id);
    expect((await api('POST', `${W}/sessions/list`, { filters: { id: clone.body.id } })).body.total).toBe(0);
  });
});
