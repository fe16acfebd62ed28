import { beforeAll, describe, expect, it } from 'vitest';
import type { MemoryStore } from '../../src/store/memory-store.js';
import { issues, useEmulator } from '../support/http.js';

const { api, emulator } = useEmulator();
const W = '/v3/workspaces/cw';

beforeAll(async () => {
  await api('POST', '/v3/workspaces', { id: 'cw' });
  await api('POST', `${W}/sessions/s1/messages`, { messages: [{ peer_id: 'alice', content: 'hi' }] });
  await api('POST', `${W}/sessions/s2/messages`, { messages: [{ peer_id: 'alice', content: 'hello' }] });
});

describe('conclusions', () => {
  let ids: string[] = [];
  const content = (reply: { body: { content: string }[] }) => reply.body.map((c) => c.content);
  const listed = (reply: { body: { items: { content: string }[] } }) => reply.body.items.map((c) => c.content);

  it('creates 1..100 (201), also under the old name "observations", one created_at per call', async () => {
    await api('POST', `${W}/peers`, { id: 'bob' });
    const reply = await api('POST', `${W}/conclusions`, {
      conclusions: [
        { observer_id: 'alice', observed_id: 'alice', content: 'Alice likes green tea', session_id: 's1' },
        { observer_id: 'alice', observed_id: 'bob', content: 'Bob prefers espresso' },
      ],
    });
    expect(reply.status).toBe(201);
    expect(reply.body[0]).toEqual({
      id: expect.any(String),
      content: 'Alice likes green tea',
      observer_id: 'alice',
      observed_id: 'alice',
      session_id: 's1',
      level: 'explicit',
      created_at: expect.any(String),
    });
    // One call is one transaction on the server: one timestamp for all.
    expect(reply.body[1].created_at).toBe(reply.body[0].created_at);
    const legacy = await api('POST', `${W}/conclusions`, { observations: [{ observer_id: 'alice', observed_id: 'alice', content: 'Alice owns a bike', session_id: 's2' }] });
    expect(legacy.status).toBe(201);
    ids = [...reply.body, ...legacy.body].map((c: { id: string }) => c.id);
  });

  it.each<[string, unknown, string, (string | number)[]]>([
    ['an empty list', { conclusions: [] }, 'too_short', ['body', 'conclusions']],
    ['101 conclusions', { conclusions: Array.from({ length: 101 }, () => ({ observer_id: 'a', observed_id: 'a', content: 'x' })) }, 'too_long', ['body', 'conclusions']],
    ['empty content', { conclusions: [{ observer_id: 'a', observed_id: 'a', content: '' }] }, 'string_too_short', ['body', 'conclusions', 0, 'content']],
    ['content over 65,535 characters', { conclusions: [{ observer_id: 'a', observed_id: 'a', content: 'x'.repeat(65_536) }] }, 'string_too_long', ['body', 'conclusions', 0, 'content']],
    ['content over the embedding limit', { conclusions: [{ observer_id: 'a', observed_id: 'a', content: 'x'.repeat(40_000) }] }, 'value_error', ['body', 'conclusions', 0, 'content']],
    ['a missing observer', { conclusions: [{ observed_id: 'a', content: 'x' }] }, 'missing', ['body', 'conclusions', 0, 'observer_id']],
  ])('rejects %s', async (_name, body, type, loc) => {
    const reply = await api('POST', `${W}/conclusions`, body);
    expect(reply.status).toBe(422);
    expect(issues(reply)).toEqual([{ type, loc }]);
  });

  it('404s a session, then a peer, that does not exist, creating nothing (a workspace neither)', async () => {
    const ghostSession = { observer_id: 'nobody', observed_id: 'alice', content: 'x', session_id: 'ghost' };
    expect((await api('POST', `${W}/conclusions`, { conclusions: [ghostSession] })).body).toEqual({ detail: 'Session ghost not found in workspace cw' });
    const ghostPeer = await api('POST', `${W}/conclusions`, { conclusions: [{ observer_id: 'alice', observed_id: 'nobody', content: 'x' }] });
    expect(ghostPeer.status).toBe(404);
    expect(ghostPeer.body).toEqual({ detail: 'Peer nobody not found in workspace cw' });
    expect(emulator().store.peers('cw').map((peer) => peer.id)).not.toContain('nobody');
    const elsewhere = await api('POST', '/v3/workspaces/cw-none/conclusions', { conclusions: [{ observer_id: 'a', observed_id: 'a', content: 'x' }] });
    expect(elsewhere.body).toEqual({ detail: 'Peer a not found in workspace cw-none' });
    expect(emulator().store.workspace('cw-none')).toBeUndefined();
  });

  it('refuses a scope as the observed peer (422), not as the observer', async () => {
    await api('POST', `${W}/scopes`, { id: 'about' });
    const about = await api('POST', `${W}/conclusions`, { conclusions: [{ observer_id: 'alice', observed_id: 'scope.about', content: 'x' }] });
    expect(about.status).toBe(422);
    expect(about.body).toEqual({ detail: "Peer name(s) ['scope.about'] are scopes. No conclusion is ever formed about a scope." });
    const held = await api('POST', `${W}/conclusions`, { conclusions: [{ observer_id: 'scope.about', observed_id: 'alice', content: 'x' }] });
    expect(held.status).toBe(201);
    expect((await api('DELETE', `${W}/conclusions/${held.body[0].id}`)).status).toBe(204);
  });

  it('lists newest first, one call in the order given whichever the direction; reverse oldest first', async () => {
    const newest = await api('POST', `${W}/conclusions/list`);
    expect(newest.body.items.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[0], ids[1]]);
    const oldest = await api('POST', `${W}/conclusions/list?reverse=true`);
    expect(oldest.body.items.map((c: { id: string }) => c.id)).toEqual(ids);
    expect((await api('POST', `${W}/conclusions/list?reverse=true&size=1`)).body).toMatchObject({ total: 3, pages: 3, items: [{ id: ids[0] }] });
  });

  it('filters on the API names and on the table columns (content, observer, observed, session_name)', async () => {
    const pair = await api('POST', `${W}/conclusions/list`, { filters: { observer_id: 'alice', observed_id: 'alice' } });
    expect(pair.body.total).toBe(2);
    expect(listed(await api('POST', `${W}/conclusions/list`, { filters: { session_id: null } }))).toEqual(['Bob prefers espresso']);
    expect(listed(await api('POST', `${W}/conclusions/list`, { filters: { content: { icontains: 'ESPRESSO' } } }))).toEqual(['Bob prefers espresso']);
    expect(listed(await api('POST', `${W}/conclusions/list`, { filters: { observer: 'alice', observed: 'bob' } }))).toEqual(['Bob prefers espresso']);
    expect(listed(await api('POST', `${W}/conclusions/list`, { filters: { session_name: 's2' } }))).toEqual(['Alice owns a bike']);
    expect((await api('POST', `${W}/conclusions/list`, { filters: { colour: 'red' } })).status).toBe(422);
  });

  it('lists nothing, with no 404, in a workspace that does not exist', async () => {
    const reply = await api('POST', '/v3/workspaces/cw-none/conclusions/list', {});
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ items: [], total: 0, page: 1, size: 50, pages: 0 });
  });

  it('queries need the observer and the observed peer in the filters (either spelling)', async () => {
    const refused = await api('POST', `${W}/conclusions/query`, { query: 'tea' });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatch(/^observer and observed must be specified for semantic search/);
    expect((await api('POST', `${W}/conclusions/query`, { query: 'tea', filters: { observer: 'alice' } })).status).toBe(422);
    expect((await api('POST', `${W}/conclusions/query`, { query: 'tea', filters: { observer: 'alice', observed_id: '' } })).status).toBe(422);
    expect(content(await api('POST', `${W}/conclusions/query`, { query: 'tea', filters: { observer: 'alice', observed: 'alice' } }))).toEqual([
      'Alice likes green tea',
      'Alice owns a bike',
    ]);
    expect(content(await api('POST', `${W}/conclusions/query`, { query: 'tea', filters: { observer_id: 'alice', observed_id: 'bob' } }))).toEqual([
      'Bob prefers espresso',
    ]);
    expect((await api('POST', '/v3/workspaces/cw-none/conclusions/query', { query: 'tea', filters: { observer: 'a', observed: 'a' } })).body).toEqual([]);
  });

  it('returns the nearest top_k however far, unless distance caps the cosine distance', async () => {
    const self = { observer: 'alice', observed: 'alice' };
    expect(content(await api('POST', `${W}/conclusions/query`, { query: 'tea', top_k: 1, filters: self }))).toEqual(['Alice likes green tea']);
    // "tea" against "Alice likes green tea": one shared word of 1 and 4, a distance of 0.5.
    expect((await api('POST', `${W}/conclusions/query`, { query: 'tea', distance: 0.49, filters: self })).body).toEqual([]);
    expect(content(await api('POST', `${W}/conclusions/query`, { query: 'tea', distance: 0.5, filters: self }))).toEqual(['Alice likes green tea']);
    expect(content(await api('POST', `${W}/conclusions/query`, { query: 'bike', filters: { ...self, session_id: 's1' } }))).toEqual(['Alice likes green tea']);
    expect(issues(await api('POST', `${W}/conclusions/query`, { query: 'x', top_k: 0 }))).toEqual([{ type: 'greater_than_equal', loc: ['body', 'top_k'] }]);
    expect(issues(await api('POST', `${W}/conclusions/query`, { query: 'x', distance: 2 }))).toEqual([{ type: 'less_than_equal', loc: ['body', 'distance'] }]);
    const long = await api('POST', `${W}/conclusions/query`, { query: 'word '.repeat(9000), filters: self });
    expect(long.body).toEqual({ detail: 'Query exceeds maximum token limit of 8192.' });
  });

  it('gets one, deletes it (204), then 404s as the server words it', async () => {
    const id = ids[1] as string;
    expect((await api('GET', `${W}/conclusions/${id}`)).body).toMatchObject({ id, content: 'Bob prefers espresso' });
    const deleted = await api('DELETE', `${W}/conclusions/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await api('GET', `${W}/conclusions/${id}`)).status).toBe(404);
    const again = await api('DELETE', `${W}/conclusions/${id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: `Document ${id} not found or does not belong to workspace cw` });
    expect((await api('DELETE', '/v3/workspaces/cw-none/conclusions/x')).body).toEqual({ detail: 'Document x not found or does not belong to workspace cw-none' });
    expect(emulator().store.counts().conclusions).toBe(2);
  });
});

describe('scopes (all seven routes)', () => {
  it('gets or creates (201 then 200, new metadata replacing the old), gets and lists', async () => {
    const created = await api('POST', `${W}/scopes`, { id: 'team', metadata: { owner: 'alice' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: 'team', metadata: { owner: 'alice' }, created_at: expect.any(String) });
    const again = await api('POST', `${W}/scopes`, { id: 'team' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(created.body);
    const renamed = await api('POST', `${W}/scopes`, { id: 'team', metadata: { owner: 'bob' } });
    expect(renamed.body).toEqual({ ...created.body, metadata: { owner: 'bob' } });
    await api('POST', `${W}/scopes`, { id: 'team', metadata: { owner: 'alice' } });
    await api('POST', `${W}/scopes`, { id: 'other' });
    expect((await api('GET', `${W}/scopes/team`)).body).toEqual(created.body);
    expect((await api('GET', `${W}/scopes/nope`)).body).toEqual({ detail: 'Scope nope not found in workspace cw' });
    const list = await api('POST', `${W}/scopes/list?reverse=true`);
    // 'about' was made by the conclusions tests above.
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual(['other', 'team', 'about']);
  });

  it('stores a scope as a peer that is never observed', async () => {
    const peers = await api('POST', `${W}/peers/list`, { kind: 'scope' });
    expect(peers.body.items).toContainEqual(expect.objectContaining({ id: 'scope.team', metadata: { owner: 'alice' }, configuration: { observe_me: false } }));
  });

  it.each<[string, string, string]>([
    ['a name with a dot', 'a.b', 'Value error, Scope name must match pattern ^[a-zA-Z0-9_-]+$'],
    ['the reserved prefix', 'scope.x', "Value error, Scope name must not start with the reserved prefix 'scope.' (scope names are unprefixed)"],
    ['507 characters', 's'.repeat(507), 'Value error, Scope name must be between 1 and 506 characters'],
  ])('rejects %s with the server’s value_error', async (_name, id, msg) => {
    const reply = await api('POST', `${W}/scopes`, { id });
    expect(reply.status).toBe(422);
    expect(reply.body.detail).toEqual([{ type: 'value_error', loc: ['body', 'id'], msg, input: id, ctx: { error: {} } }]);
  });

  it('rejects an empty name as too short', async () => {
    expect(issues(await api('POST', `${W}/scopes`, { id: '' }))).toEqual([{ type: 'string_too_short', loc: ['body', 'id'] }]);
  });

  it('accepts 506-character names', async () => {
    expect((await api('POST', `${W}/scopes`, { id: 's'.repeat(506) })).status).toBe(201);
  });

  it('adds sessions (204), lists them, reports backfill only for sessions with messages, and removes them (204)', async () => {
    await api('POST', `${W}/sessions`, { id: 'empty' });
    const added = await api('POST', `${W}/scopes/team/sessions`, { session_ids: ['s1', 'empty', 's1'] });
    expect(added.status).toBe(204);
    expect(added.headers.get('content-type')).toBe('application/json');
    await api('POST', `${W}/scopes/team/sessions`, { session_ids: ['s2'] });
    const sessions = await api('POST', `${W}/scopes/team/sessions/list`);
    // One call's members tie on the server; here the newer session comes first.
    expect(sessions.body.items.map((s: { id: string }) => s.id)).toEqual(['empty', 's1', 's2']);
    const reversed = await api('POST', `${W}/scopes/team/sessions/list?reverse=true`);
    expect(reversed.body.items.map((s: { id: string }) => s.id)).toEqual(['s2', 's1', 'empty']);
    // Naming a member again stamps it anew, as the server does: it moves to the end.
    await api('POST', `${W}/scopes/team/sessions`, { session_ids: ['s1'] });
    const rejoined = await api('POST', `${W}/scopes/team/sessions/list`);
    expect(rejoined.body.items.map((s: { id: string }) => s.id)).toEqual(['empty', 's2', 's1']);
    const status = await api('GET', `${W}/scopes/team/status`);
    // Each holds messages and one explicit conclusion of a peer about itself: what the server copies. 'empty' has no entry.
    expect(status.body).toEqual({
      backfill_status: {
        s1: { state: 'completed', updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?\+00:00$/), docs_copied: 1 },
        s2: { state: 'completed', updated_at: expect.any(String), docs_copied: 1 },
      },
    });
    expect((await api('DELETE', `${W}/scopes/team/sessions/s2`)).status).toBe(204);
    // Not a member any more: still 204, as on the server.
    expect((await api('DELETE', `${W}/scopes/team/sessions/s2`)).status).toBe(204);
    expect((await api('DELETE', `${W}/scopes/team/sessions/ghost`)).body).toEqual({ detail: 'Session ghost not found in workspace cw' });
    expect(emulator().store.scopeSessions('cw', 'team')).toEqual(['empty', 's1']);
    expect(Object.keys((await api('GET', `${W}/scopes/team/status`)).body.backfill_status)).toEqual(['s1']);
  });

  it('validates session lists and 404s unknown sessions and scopes', async () => {
    expect(issues(await api('POST', `${W}/scopes/team/sessions`, { session_ids: [] }))).toEqual([{ type: 'too_short', loc: ['body', 'session_ids'] }]);
    const ghosts = await api('POST', `${W}/scopes/team/sessions`, { session_ids: ['s1', 'zed', 'ghost'] });
    expect(ghosts.status).toBe(404);
    expect(ghosts.body).toEqual({ detail: "Session(s) ['ghost', 'zed'] not found in workspace cw" });
    expect((await api('POST', `${W}/scopes/nope/sessions`, { session_ids: ['s1'] })).body).toEqual({ detail: 'Scope nope not found in workspace cw' });
    expect((await api('POST', `${W}/scopes/nope/sessions/list`)).status).toBe(404);
    expect((await api('GET', `${W}/scopes/nope/status`)).status).toBe(404);
    expect((await api('DELETE', `${W}/scopes/nope/sessions/s1`)).status).toBe(404);
  });

  it('session creation get-or-creates the scopes it names, and checks the names as one list', async () => {
    const created = await api('POST', `${W}/sessions`, { id: 's-new', scopes: ['fresh', 'team'] });
    expect(created.status).toBe(201);
    expect((await api('GET', `${W}/scopes/fresh`)).status).toBe(200);
    expect(emulator().store.scopeSessions('cw', 'fresh')).toEqual(['s-new']);
    expect(emulator().store.scopeSessions('cw', 'team')).toContain('s-new');
    const bad = await api('POST', `${W}/sessions`, { id: 's-bad', scopes: ['ok', 'a.b'] });
    expect(bad.body.detail).toEqual([
      { type: 'value_error', loc: ['body', 'scopes'], msg: 'Value error, Scope name must match pattern ^[a-zA-Z0-9_-]+$', input: ['ok', 'a.b'], ctx: { error: {} } },
    ]);
  });

  it('before the workspace exists: lists nothing, knows no scope, and creating one creates the workspace', async () => {
    expect((await api('POST', '/v3/workspaces/cw-later/scopes/list')).body).toEqual({ items: [], total: 0, page: 1, size: 50, pages: 0 });
    for (const [method, path] of [
      ['GET', 'scopes/sc'],
      ['GET', 'scopes/sc/status'],
      ['POST', 'scopes/sc/sessions/list'],
      ['DELETE', 'scopes/sc/sessions/s'],
    ] as const) {
      expect((await api(method, `/v3/workspaces/cw-later/${path}`)).body).toEqual({ detail: 'Scope sc not found in workspace cw-later' });
    }
    expect((await api('POST', '/v3/workspaces/cw-later/scopes', { id: 'sc' })).status).toBe(201);
    expect(emulator().store.workspace('cw-later')).toBeDefined();
  });

  it('409s when a peer already holds the reserved name', async () => {
    // Only reachable through an older server's data: the API's ID pattern forbids dots, so plant the peer directly.
    const store = emulator().store as MemoryStore;
    store.ensurePeer(store.requireWorkspace('cw'), 'scope.taken');
    const reply = await api('POST', `${W}/scopes`, { id: 'taken' });
    expect(reply.status).toBe(409);
    expect(reply.body.detail).toBe("A peer named 'scope.taken' already exists in workspace cw but is not a scope. Rename or delete that peer before creating this scope.");
  });
});
