import { beforeAll, describe, expect, it } from 'vitest';
import { issues, useEmulator } from '../support/http.js';

const { api, emulator } = useEmulator();
const W = '/v3/workspaces/pw';

beforeAll(async () => {
  await api('POST', '/v3/workspaces', { id: 'pw' });
});

describe('POST .../peers (get or create)', () => {
  it('creates with 201, returns with 200, and applies metadata given for an existing peer', async () => {
    const created = await api('POST', `${W}/peers`, { id: 'alice', metadata: { role: 'user' }, configuration: { observe_me: true } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: 'alice',
      workspace_id: 'pw',
      created_at: expect.any(String),
      metadata: { role: 'user' },
      configuration: { observe_me: true },
    });
    const again = await api('POST', `${W}/peers`, { id: 'alice' });
    expect(again.status).toBe(200);
    expect(again.body.metadata).toEqual({ role: 'user' });
    const overwritten = await api('POST', `${W}/peers`, { id: 'alice', metadata: { role: 'admin' } });
    expect(overwritten.status).toBe(200);
    expect(overwritten.body.metadata).toEqual({ role: 'admin' });
  });

  it('creates the workspace too, as the server does', async () => {
    expect((await api('POST', '/v3/workspaces/fresh-ws/peers', { id: 'p' })).status).toBe(201);
    expect(emulator().store.workspace('fresh-ws')).toBeDefined();
  });

  it.each<[string, unknown, string]>([
    ['bad pattern', { id: 'al ice' }, 'string_pattern_mismatch'],
    ['too long', { id: 'p'.repeat(513) }, 'string_too_long'],
    ['missing id', { metadata: {} }, 'missing'],
    ['configuration that is not an object', { id: 'ok', configuration: 'fast' }, 'dict_type'],
  ])('rejects %s', async (_name, body, type) => {
    const reply = await api('POST', `${W}/peers`, body);
    expect(reply.status).toBe(422);
    expect(reply.body.detail[0].type).toBe(type);
  });

  it('stores configuration as given: the server does not check observe_me', async () => {
    const reply = await api('POST', '/v3/workspaces/pw-config/peers', { id: 'dave', configuration: { observe_me: 'sometimes', colour: ['red'] } });
    expect(reply.status).toBe(201);
    expect(reply.body.configuration).toEqual({ observe_me: 'sometimes', colour: ['red'] });
  });
});

describe('POST .../peers/list', () => {
  it('lists ordinary peers, scopes only with kind, filters and pages', async () => {
    await api('POST', `${W}/peers`, { id: 'bob', metadata: { role: 'agent' } });
    await api('POST', `${W}/scopes`, { id: 'team' });
    const plain = await api('POST', `${W}/peers/list`);
    expect(plain.body.items.map((p: { id: string }) => p.id)).toEqual(['alice', 'bob']);
    const scopes = await api('POST', `${W}/peers/list`, { kind: 'scope' });
    expect(scopes.body.items.map((p: { id: string }) => p.id)).toEqual(['scope.team']);
    const all = await api('POST', `${W}/peers/list`, { kind: 'all' });
    expect(all.body.total).toBe(3);
    const filtered = await api('POST', `${W}/peers/list?size=1`, { filters: { metadata: { role: 'agent' } } });
    expect(filtered.body).toMatchObject({ total: 1, size: 1, pages: 1, items: [{ id: 'bob' }] });
    expect(issues(await api('POST', `${W}/peers/list`, { kind: 'robots' }))).toEqual([{ type: 'literal_error', loc: ['body', 'kind'] }]);
    expect(await api('POST', '/v3/workspaces/nope/peers/list')).toMatchObject({ status: 200, body: { items: [], total: 0, page: 1, size: 50, pages: 0 } });
    expect(emulator().store.workspace('nope')).toBeUndefined();
  });
});

describe('PUT .../peers/{peer_id}', () => {
  it('replaces the metadata and configuration given', async () => {
    const reply = await api('PUT', `${W}/peers/bob`, { configuration: { observe_me: false } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: 'bob', metadata: { role: 'agent' }, configuration: { observe_me: false } });
  });

  it('creates an unknown peer, and an unknown workspace, like the server\'s get-or-create update', async () => {
    expect((await api('PUT', `${W}/peers/newcomer`, { metadata: { x: 1 } })).status).toBe(200);
    expect(emulator().store.peers('pw').map((peer) => peer.id)).toContain('newcomer');
    expect(await api('PUT', '/v3/workspaces/put-made/peers/x', { metadata: {} })).toMatchObject({ status: 200, body: { id: 'x', workspace_id: 'put-made' } });
    expect(emulator().store.workspace('put-made')).toBeDefined();
  });

  it('refuses to update a scope, in the server\'s words', async () => {
    await api('POST', `${W}/scopes`, { id: 'crew' });
    expect(await api('PUT', `${W}/peers/scope.crew`, { metadata: {} })).toMatchObject({
      status: 422,
      body: { detail: "Peer 'scope.crew' is a scope. Use the scopes routes to manage scopes." },
    });
  });
});

describe('POST .../peers/{peer_id}/sessions', () => {
  it('lists the sessions the peer belongs to', async () => {
    await api('POST', `${W}/sessions`, { id: 'with-alice', peers: { alice: {} } });
    await api('POST', `${W}/sessions`, { id: 'without-alice', peers: { bob: {} } });
    const reply = await api('POST', `${W}/peers/alice/sessions`);
    expect(reply.body.items.map((s: { id: string }) => s.id)).toEqual(['with-alice']);
    const filtered = await api('POST', `${W}/peers/alice/sessions`, { filters: { id: 'nothing' } });
    expect(filtered.body.total).toBe(0);
    expect(await api('POST', '/v3/workspaces/nope/peers/alice/sessions')).toMatchObject({ status: 200, body: { items: [], total: 0 } });
    await api('DELETE', `${W}/sessions/with-alice/peers`, ['alice']);
    expect((await api('POST', `${W}/peers/alice/sessions`)).body.items.map((s: { id: string }) => s.id)).toEqual(['with-alice']);
  });
});

describe('peer cards, representation and context', () => {
  beforeAll(async () => {
    await api('POST', `${W}/conclusions`, {
      conclusions: [
        { observer_id: 'alice', observed_id: 'alice', content: 'Alice drinks dark roast coffee', session_id: 'with-alice' },
        { observer_id: 'alice', observed_id: 'alice', content: 'Alice has a cat named Miso' },
        { observer_id: 'alice', observed_id: 'bob', content: 'Bob is always late' },
      ],
    });
  });

  it('gets null before a card exists, then the card as set, per target', async () => {
    expect((await api('GET', `${W}/peers/alice/card`)).body).toEqual({ peer_card: null });
    const set = await api('PUT', `${W}/peers/alice/card`, { peer_card: ['Likes coffee'] });
    expect(set).toMatchObject({ status: 200, body: { peer_card: ['Likes coffee'] } });
    await api('PUT', `${W}/peers/alice/card?target=bob`, { peer_card: ['Late'] });
    expect((await api('GET', `${W}/peers/alice/card`)).body).toEqual({ peer_card: ['Likes coffee'] });
    expect((await api('GET', `${W}/peers/alice/card?target=bob`)).body).toEqual({ peer_card: ['Late'] });
    expect(issues(await api('PUT', `${W}/peers/alice/card`, { peer_card: 'x' }))).toEqual([{ type: 'list_type', loc: ['body', 'peer_card'] }]);
  });

  it('404s the card of a peer that does not exist, in a workspace that does or does not, as the server does', async () => {
    expect(await api('GET', `${W}/peers/nobody/card`)).toMatchObject({ status: 404, body: { detail: `Peer nobody not found in workspace ${W.split('/').pop()}` } });
    expect(await api('GET', '/v3/workspaces/no-such-ws/peers/nobody/card?target=x')).toMatchObject({
      status: 404,
      body: { detail: 'Peer nobody not found in workspace no-such-ws' },
    });
  });

  it('renders the observer\'s conclusions about the target as bullet text', async () => {
    const self = await api('POST', `${W}/peers/alice/representation`, {});
    expect(self.status).toBe(200);
    expect(self.body.representation).toBe('## Explicit Observations\n\n- Alice drinks dark roast coffee\n- Alice has a cat named Miso');
    const aboutBob = await api('POST', `${W}/peers/alice/representation`, { target: 'bob' });
    expect(aboutBob.body.representation).toContain('Bob is always late');
    const searched = await api('POST', `${W}/peers/alice/representation`, { search_query: 'cat', max_conclusions: 1 });
    expect(searched.body.representation).toBe('## Explicit Observations\n\n- Alice has a cat named Miso');
    const inSession = await api('POST', `${W}/peers/alice/representation`, { session_id: 'with-alice' });
    expect(inSession.body.representation).not.toContain('Miso');
    const empty = await api('POST', `${W}/peers/nobody/representation`, {});
    expect(empty.body).toEqual({ representation: '' });
  });

  it('validates representation options', async () => {
    expect(issues(await api('POST', `${W}/peers/alice/representation`, { max_conclusions: 0 }))).toEqual([
      { type: 'greater_than_equal', loc: ['body', 'max_conclusions'] },
    ]);
    expect(issues(await api('POST', `${W}/peers/alice/representation`, { search_max_distance: 1.5 }))).toEqual([
      { type: 'less_than_equal', loc: ['body', 'search_max_distance'] },
    ]);
    const badFilter = await api('POST', `${W}/peers/alice/representation`, { filters: { peer_id: 'x' } });
    expect(badFilter.status).toBe(422);
    expect(badFilter.body).toEqual({ detail: "Unsupported filter key(s) for this endpoint: ['peer_id']. Only 'session_id' is supported." });
  });

  it('returns representation and card together as context', async () => {
    const reply = await api('GET', `${W}/peers/alice/context?target=bob`);
    expect(reply.body).toEqual({ peer_id: 'alice', target_id: 'bob', representation: '## Explicit Observations\n\n- Bob is always late', peer_card: ['Late'] });
    const own = await api('GET', `${W}/peers/alice/context?max_conclusions=1`);
    expect(own.body.target_id).toBe('alice');
    expect(own.body.representation.split('\n- ')).toHaveLength(2);
    expect(issues(await api('GET', `${W}/peers/alice/context?search_top_k=101`))).toEqual([{ type: 'less_than_equal', loc: ['query', 'search_top_k'] }]);
  });

  it('answers 404 for the context of a peer that does not exist, as the server loads it to read its card; a missing target is fine', async () => {
    expect(await api('GET', `${W}/peers/nobody/context`)).toMatchObject({ status: 404, body: { detail: `Peer nobody not found in workspace ${W.split('/').at(-1)}` } });
    expect(await api('GET', '/v3/workspaces/no-ctx-ws/peers/alice/context')).toMatchObject({ status: 404, body: { detail: 'Peer alice not found in workspace no-ctx-ws' } });
    expect((await api('GET', `${W}/peers/alice/context?target=nobody`)).body).toEqual({ peer_id: 'alice', target_id: 'nobody', representation: '', peer_card: null });
  });
});

describe('POST .../peers/{peer_id}/search', () => {
  it('finds only what the peer said', async () => {
    await api('POST', `${W}/sessions/with-alice/messages`, {
      messages: [
        { peer_id: 'alice', content: 'coffee time' },
        { peer_id: 'bob', content: 'coffee for me too' },
      ],
    });
    const reply = await api('POST', `${W}/peers/alice/search`, { query: 'coffee' });
    expect(reply.body.map((m: { content: string }) => m.content)).toEqual(['coffee time']);
    expect(issues(await api('POST', `${W}/peers/alice/search`, {}))).toEqual([{ type: 'missing', loc: ['body', 'query'] }]);
  });
});
