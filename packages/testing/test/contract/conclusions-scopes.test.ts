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

  it('creates 1..100 (201), also under the old name "observations"', async () => {
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

  it('404s a session that does not exist', async () => {
    const reply = await api('POST', `${W}/conclusions`, { conclusions: [{ observer_id: 'a', observed_id: 'a', content: 'x', session_id: 'ghost' }] });
    expect(reply.status).toBe(404);
  });

  it('lists newest first, reverse oldest first, with filters', async () => {
    const newest = await api('POST', `${W}/conclusions/list`);
    expect(newest.body.items.map((c: { id: string }) => c.id)).toEqual([...ids].reverse());
    const oldest = await api('POST', `${W}/conclusions/list?reverse=true&size=1`);
    expect(oldest.body).toMatchObject({ total: 3, pages: 3, items: [{ id: ids[0] }] });
    const pair = await api('POST', `${W}/conclusions/list`, { filters: { observer_id: 'alice', observed_id: 'alice' } });
    expect(pair.body.total).toBe(2);
    const bySession = await api('POST', `${W}/conclusions/list`, { filters: { session_id: null } });
    expect(bySession.body.items.map((c: { content: string }) => c.content)).toEqual(['Bob prefers espresso']);
    expect(issues(await api('POST', `${W}/conclusions/list`, { filters: { colour: 'red' } }))).toEqual([{ type: 'value_error', loc: ['body', 'filters', 'colour'] }]);
  });

  it('queries lexically with top_k, distance and filters', async () => {
    const reply = await api('POST', `${W}/conclusions/query`, { query: 'green tea', top_k: 5 });
    expect(reply.body.map((c: { content: string }) => c.content)).toEqual(['Alice likes green tea']);
    const half = await api('POST', `${W}/conclusions/query`, { query: 'green coffee', distance: 0.4 });
    expect(half.body).toEqual([]);
    const loose = await api('POST', `${W}/conclusions/query`, { query: 'green coffee', distance: 0.5 });
    expect(loose.body).toHaveLength(1);
    const filtered = await api('POST', `${W}/conclusions/query`, { query: 'espresso tea', filters: { observed_id: 'bob' } });
    expect(filtered.body.map((c: { observed_id: string }) => c.observed_id)).toEqual(['bob']);
    expect(issues(await api('POST', `${W}/conclusions/query`, { query: 'x', top_k: 0 }))).toEqual([{ type: 'greater_than_equal', loc: ['body', 'top_k'] }]);
    expect(issues(await api('POST', `${W}/conclusions/query`, { query: 'x', distance: 2 }))).toEqual([{ type: 'less_than_equal', loc: ['body', 'distance'] }]);
  });

  it('gets one, deletes it (204), then 404s', async () => {
    const id = ids[1] as string;
    expect((await api('GET', `${W}/conclusions/${id}`)).body).toMatchObject({ id, content: 'Bob prefers espresso' });
    const deleted = await api('DELETE', `${W}/conclusions/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await api('GET', `${W}/conclusions/${id}`)).status).toBe(404);
    expect((await api('DELETE', `${W}/conclusions/${id}`)).status).toBe(404);
    expect(emulator().store.counts().conclusions).toBe(2);
  });
});

describe('scopes (all seven routes)', () => {
  it('gets or creates (201 then 200), gets and lists', async () => {
    const created = await api('POST', `${W}/scopes`, { id: 'team', metadata: { owner: 'alice' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: 'team', metadata: { owner: 'alice' }, created_at: expect.any(String) });
    expect((await api('POST', `${W}/scopes`, { id: 'team' })).status).toBe(200);
    await api('POST', `${W}/scopes`, { id: 'other' });
    expect((await api('GET', `${W}/scopes/team`)).body).toEqual(created.body);
    expect((await api('GET', `${W}/scopes/nope`)).status).toBe(404);
    const list = await api('POST', `${W}/scopes/list?reverse=true`);
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual(['other', 'team']);
  });

  it.each<[string, unknown, string]>([
    ['a name with a dot', { id: 'scope.x' }, 'string_pattern_mismatch'],
    ['507 characters', { id: 's'.repeat(507) }, 'string_too_long'],
  ])('rejects %s', async (_name, body, type) => {
    expect(issues(await api('POST', `${W}/scopes`, body))).toEqual([{ type, loc: ['body', 'id'] }]);
  });

  it('accepts 506-character names', async () => {
    expect((await api('POST', `${W}/scopes`, { id: 's'.repeat(506) })).status).toBe(201);
  });

  it('adds sessions (204), lists them, reports backfill status and removes them (204)', async () => {
    const added = await api('POST', `${W}/scopes/team/sessions`, { session_ids: ['s1', 's2', 's1'] });
    expect(added.status).toBe(204);
    const sessions = await api('POST', `${W}/scopes/team/sessions/list`);
    expect(sessions.body.items.map((s: { id: string }) => s.id)).toEqual(['s1', 's2']);
    const status = await api('GET', `${W}/scopes/team/status`);
    expect(status.body).toEqual({
      backfill_status: {
        s1: { state: 'completed', updated_at: expect.any(String), docs_copied: 1 },
        s2: { state: 'completed', updated_at: expect.any(String), docs_copied: 1 },
      },
    });
    expect((await api('DELETE', `${W}/scopes/team/sessions/s2`)).status).toBe(204);
    expect((await api('DELETE', `${W}/scopes/team/sessions/s2`)).status).toBe(404);
    expect(emulator().store.scopeSessions('cw', 'team')).toEqual(['s1']);
  });

  it('validates session lists and 404s unknown sessions and scopes', async () => {
    expect(issues(await api('POST', `${W}/scopes/team/sessions`, { session_ids: [] }))).toEqual([{ type: 'too_short', loc: ['body', 'session_ids'] }]);
    expect((await api('POST', `${W}/scopes/team/sessions`, { session_ids: ['ghost'] })).status).toBe(404);
    expect((await api('POST', `${W}/scopes/nope/sessions/list`)).status).toBe(404);
    expect((await api('GET', `${W}/scopes/nope/status`)).status).toBe(404);
  });

  it('409s when a peer already holds the reserved name', async () => {
    // Only reachable through an older server's data: the API's ID pattern forbids dots, so plant the peer directly.
    const store = emulator().store as MemoryStore;
    store.ensurePeer(store.requireWorkspace('cw'), 'scope.taken');
    const reply = await api('POST', `${W}/scopes`, { id: 'taken' });
    expect(reply.status).toBe(409);
    expect(reply.body.detail).toContain('scope.taken');
  });
});
