import { describe, expect, it } from 'vitest';
import { issues, useEmulator } from '../support/http.js';

// Raw HTTP against a real server on a random port: what any client would see.
const { api, emulator } = useEmulator();

describe('POST /v3/workspaces', () => {
  it('creates with 201, then returns the same workspace with 200', async () => {
    const created = await api('POST', '/v3/workspaces', { id: 'ws-create', metadata: { plan: 'free' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: 'ws-create', metadata: { plan: 'free' }, configuration: {}, created_at: expect.any(String) });
    const again = await api('POST', '/v3/workspaces', { id: 'ws-create', metadata: { plan: 'paid' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(created.body);
  });

  it.each<[string, unknown, { type: string; loc: (string | number)[] }[]]>([
    ['a missing id', {}, [{ type: 'missing', loc: ['body', 'id'] }]],
    ['an empty id', { id: '' }, [{ type: 'string_too_short', loc: ['body', 'id'] }]],
    ['an id over 512 characters', { id: 'a'.repeat(513) }, [{ type: 'string_too_long', loc: ['body', 'id'] }]],
    ['an id with a dot', { id: 'a.b' }, [{ type: 'string_pattern_mismatch', loc: ['body', 'id'] }]],
    ['a non-string id', { id: 5 }, [{ type: 'string_type', loc: ['body', 'id'] }]],
    ['metadata that is a list', { id: 'ok', metadata: [] }, [{ type: 'dict_type', loc: ['body', 'metadata'] }]],
    ['metadata with 101 keys', { id: 'ok', metadata: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])) }, [{ type: 'value_error', loc: ['body', 'metadata'] }]],
    ['metadata nested 6 deep', { id: 'ok', metadata: { a: { b: { c: { d: { e: { f: 1 } } } } } } }, [{ type: 'value_error', loc: ['body', 'metadata'] }]],
    ['a body that is a list', [], [{ type: 'model_attributes_type', loc: ['body'] }]],
  ])('rejects %s with a 422 detail array', async (_name, body, expected) => {
    const reply = await api('POST', '/v3/workspaces', body);
    expect(reply.status).toBe(422);
    expect(issues(reply)).toEqual(expected);
    expect(reply.body.detail[0].msg).toEqual(expect.any(String));
  });

  it('accepts 512-character ids and metadata nested exactly 5 deep', async () => {
    expect((await api('POST', '/v3/workspaces', { id: 'x'.repeat(512) })).status).toBe(201);
    const reply = await api('POST', '/v3/workspaces', { id: 'deep', metadata: { a: { b: { c: { d: { e: 1 } } } } } });
    expect(reply.status).toBe(201);
  });

  it('words metadata limits as the server does, and counts only objects in objects as levels', async () => {
    const wide = await api('POST', '/v3/workspaces', { id: 'wide', metadata: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])) });
    expect(wide.body.detail[0]).toMatchObject({ msg: 'Value error, Metadata exceeds maximum of 100 top-level keys', ctx: { error: {} } });
    const deep = await api('POST', '/v3/workspaces', { id: 'deep6', metadata: { a: { a: { a: { a: { a: { a: 'leaf' } } } } } } });
    expect(deep.body.detail[0].msg).toBe('Value error, Metadata nesting exceeds maximum depth of 5');
    // Lists are not levels, and objects inside lists are not looked into.
    const listed = await api('POST', '/v3/workspaces', { id: 'listed', metadata: { a: [[[[[[{ b: { c: { d: { e: { f: 1 } } } } }]]]]]] } });
    expect(listed.status).toBe(201);
  });

  it('strips NUL characters from metadata', async () => {
    const reply = await api('POST', '/v3/workspaces', { id: 'nul', metadata: { 'k\u0000ey': 'va\u0000lue' } });
    expect(reply.body.metadata).toEqual({ key: 'value' });
  });

  it('reports a missing body and malformed JSON the way FastAPI does', async () => {
    const missing = await api('POST', '/v3/workspaces');
    expect(missing.status).toBe(422);
    expect(issues(missing)).toEqual([{ type: 'missing', loc: ['body'] }]);
    const malformed = await api('POST', '/v3/workspaces', '{"id": ', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0]).toMatchObject({ type: 'json_invalid', msg: 'JSON decode error' });
  });

  it('validates configuration sections, keeping unknown keys', async () => {
    const bad = await api('POST', '/v3/workspaces', { id: 'cfg', configuration: { summary: { messages_per_short_summary: 5 } } });
    expect(issues(bad)).toEqual([{ type: 'greater_than_equal', loc: ['body', 'configuration', 'summary', 'messages_per_short_summary'] }]);
    const good = await api('POST', '/v3/workspaces', { id: 'cfg', configuration: { reasoning: { enabled: false }, custom: 1 } });
    expect(good.body.configuration).toEqual({ reasoning: { enabled: false }, custom: 1 });
  });
});

describe('POST /v3/workspaces/list', () => {
  it('pages with page, size and reverse, reporting totals', async () => {
    for (const id of ['list-a', 'list-b', 'list-c']) await api('POST', '/v3/workspaces', { id, metadata: { group: 'list' } });
    const filters = { metadata: { group: 'list' } };
    const first = await api('POST', '/v3/workspaces/list?page=1&size=2', { filters });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, size: 2, pages: 2 });
    expect(first.body.items.map((w: { id: string }) => w.id)).toEqual(['list-a', 'list-b']);
    const second = await api('POST', '/v3/workspaces/list?page=2&size=2', { filters });
    expect(second.body.items.map((w: { id: string }) => w.id)).toEqual(['list-c']);
    const reversed = await api('POST', '/v3/workspaces/list?reverse=true&size=2', { filters });
    expect(reversed.body.items.map((w: { id: string }) => w.id)).toEqual(['list-c', 'list-b']);
    const past = await api('POST', '/v3/workspaces/list?page=9&size=2', { filters });
    expect(past.body).toMatchObject({ items: [], total: 3, page: 9, pages: 2 });
  });

  it('takes no body, a null body or an empty filter', async () => {
    expect((await api('POST', '/v3/workspaces/list')).status).toBe(200);
    expect((await api('POST', '/v3/workspaces/list', 'null', { 'content-type': 'application/json' })).status).toBe(200);
    expect((await api('POST', '/v3/workspaces/list', { filters: {} })).status).toBe(200);
  });

  it.each<[string, string]>([
    ['page=0', 'page'],
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['size=ten', 'size'],
    ['reverse=maybe', 'reverse'],
  ])('rejects %s at ["query", ...]', async (query, name) => {
    const reply = await api('POST', `/v3/workspaces/list?${query}`);
    expect(reply.status).toBe(422);
    expect(reply.body.detail[0].loc).toEqual(['query', name]);
  });

  it('rejects malformed filters with the server reason as a plain detail string', async () => {
    const reply = await api('POST', '/v3/workspaces/list', { filters: { OR: [{ id: 'a' }, { id: { like: 'x' } }] } });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      detail: "Invalid filter for column 'id': unsupported operator(s) ['like']. Expected one of ['contains', 'gt', 'gte', 'icontains', 'in', 'lt', 'lte', 'ne'] or a scalar value.",
    });
    const missing = await api('POST', '/v3/workspaces/list', { filters: { peer_id: 'a' } });
    expect(missing.body).toEqual({ detail: "Column 'peer_id' does not exist on Workspace" });
  });
});

describe('PUT and DELETE /v3/workspaces/{workspace_id}', () => {
  it('updates metadata and configuration given, leaving the rest', async () => {
    await api('POST', '/v3/workspaces', { id: 'upd', metadata: { a: 1 }, configuration: { dream: { enabled: true } } });
    const reply = await api('PUT', '/v3/workspaces/upd', { metadata: { b: 2 } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ metadata: { b: 2 }, configuration: { dream: { enabled: true } } });
  });

  it('merges configuration keys into what the workspace has, as the server does', async () => {
    await api('PUT', '/v3/workspaces/upd', { configuration: { reasoning: { enabled: false } } });
    const reply = await api('PUT', '/v3/workspaces/upd', { configuration: { summary: { enabled: false }, dream: null } });
    expect(reply.body.configuration).toEqual({ dream: { enabled: true }, reasoning: { enabled: false }, summary: { enabled: false } });
  });

  it('creates an unknown workspace on PUT (get-or-create, then update), as the server does', async () => {
    const reply = await api('PUT', '/v3/workspaces/put-new', { metadata: { via: 'put' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ id: 'put-new', metadata: { via: 'put' }, configuration: {}, created_at: expect.any(String) });
    expect(emulator().store.workspace('put-new')?.metadata).toEqual({ via: 'put' });
  });

  it('answers DELETE of an unknown workspace with 404 and a detail string', async () => {
    const reply = await api('DELETE', '/v3/workspaces/nope');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ detail: expect.stringContaining('nope') });
  });

  it('refuses with 409 while sessions are active, then accepts with 202', async () => {
    await api('POST', '/v3/workspaces/doomed/sessions', { id: 's' });
    const refused = await api('DELETE', '/v3/workspaces/doomed');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: "Cannot delete workspace 'doomed': active session(s) remain. Delete all sessions first." });
    expect((await api('DELETE', '/v3/workspaces/doomed/sessions/s')).status).toBe(202);
    const accepted = await api('DELETE', '/v3/workspaces/doomed');
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ message: 'Workspace deletion accepted' });
    expect(emulator().store.workspace('doomed')).toBeUndefined();
  });
});

describe('workspace search, queue status and dreams', () => {
  it('searches every session lexically, best match first, within limit and filters', async () => {
    await api('POST', '/v3/workspaces/srch/sessions/one/messages', {
      messages: [
        { peer_id: 'alice', content: 'I drink dark roast coffee every morning' },
        { peer_id: 'bob', content: 'coffee is overrated' },
        { peer_id: 'alice', content: 'my cat is called Miso' },
      ],
    });
    await api('POST', '/v3/workspaces/srch/sessions/two/messages', { messages: [{ peer_id: 'carol', content: 'dark roast coffee please' }] });
    const all = await api('POST', '/v3/workspaces/srch/search', { query: 'dark roast coffee' });
    expect(all.status).toBe(200);
    expect(all.body.map((m: { content: string }) => m.content)).toEqual([
      'dark roast coffee please',
      'I drink dark roast coffee every morning',
      'coffee is overrated',
    ]);
    const limited = await api('POST', '/v3/workspaces/srch/search', { query: 'coffee', limit: 1, filters: { peer_id: 'bob' } });
    expect(limited.body.map((m: { peer_id: string }) => m.peer_id)).toEqual(['bob']);
  });

  it.each([0, 101])('rejects limit=%i', async (limit) => {
    const reply = await api('POST', '/v3/workspaces/srch/search', { query: 'x', limit });
    expect(reply.status).toBe(422);
    expect(reply.body.detail[0].loc).toEqual(['body', 'limit']);
  });

  it('confines search to a scope\'s sessions', async () => {
    await api('POST', '/v3/workspaces/srch/scopes', { id: 'only-two' });
    await api('POST', '/v3/workspaces/srch/scopes/only-two/sessions', { session_ids: ['two'] });
    const reply = await api('POST', '/v3/workspaces/srch/search', { query: 'coffee', scope: 'only-two' });
    expect(reply.body.map((m: { session_id: string }) => m.session_id)).toEqual(['two']);
    expect((await api('POST', '/v3/workspaces/srch/search', { query: 'coffee', scope: 'missing' })).status).toBe(404);
  });

  it('reports every work unit completed, one per reasoned message, by the sessions internal queue id', async () => {
    const reply = await api('GET', '/v3/workspaces/srch/queue/status');
    expect(reply.body).toMatchObject({ total_work_units: 4, completed_work_units: 4, in_progress_work_units: 0, pending_work_units: 0 });
    // The server keys sessions by its internal session id, never the name.
    const sessions = Object.values(reply.body.sessions as Record<string, { session_id: string; total_work_units: number }>);
    expect(sessions.map((entry) => entry.total_work_units).sort()).toEqual([1, 3]);
    expect(Object.keys(reply.body.sessions)).toEqual(sessions.map((entry) => entry.session_id));
    expect(Object.keys(reply.body.sessions)).not.toContain('one');
    const narrowed = await api('GET', '/v3/workspaces/srch/queue/status?session_id=one&sender_id=alice');
    expect(narrowed.body).toEqual({ total_work_units: 2, completed_work_units: 2, in_progress_work_units: 0, pending_work_units: 0, sessions: null });
    expect((await api('GET', '/v3/workspaces/none/queue/status')).body).toEqual({
      total_work_units: 0,
      completed_work_units: 0,
      in_progress_work_units: 0,
      pending_work_units: 0,
      sessions: null,
    });
  });

  it('schedules every dream type with 204 and refreshes the card for card_refresh', async () => {
    await api('POST', '/v3/workspaces/srch/conclusions', { conclusions: [{ observer_id: 'alice', observed_id: 'alice', content: 'Drinks dark roast' }] });
    for (const dream_type of ['omni', 'card_refresh']) {
      const reply = await api('POST', '/v3/workspaces/srch/schedule_dream', { observer: 'alice', dream_type });
      expect(reply.status).toBe(204);
      expect(reply.text).toBe('');
    }
    expect(emulator().store.dreams('srch').map((dream) => dream.dream_type)).toEqual(['omni', 'card_refresh']);
    expect((await api('GET', '/v3/workspaces/srch/peers/alice/card')).body).toEqual({ peer_card: ['Drinks dark roast'] });
    const bad = await api('POST', '/v3/workspaces/srch/schedule_dream', { observer: 'alice', dream_type: 'nap' });
    expect(issues(bad)).toEqual([{ type: 'enum', loc: ['body', 'dream_type'] }]);
    // The server queues a dream without looking anything up: an unknown observer or workspace is still 204.
    expect((await api('POST', '/v3/workspaces/srch/schedule_dream', { observer: 'ghost', dream_type: 'omni' })).status).toBe(204);
    // An unknown workspace is a 404; server 3.0.12 fails the queue insert with a 500 instead (a server defect).
    expect(await api('POST', '/v3/workspaces/no-dreams-ws/schedule_dream', { observer: 'ghost', dream_type: 'omni' })).toMatchObject({
      status: 404,
      body: { detail: 'Workspace no-dreams-ws not found' },
    });
    expect(emulator().store.workspace('no-dreams-ws')).toBeUndefined();
  });

  it('searches nothing, rather than 404, in a workspace that does not exist; a scope there is not found', async () => {
    expect(await api('POST', '/v3/workspaces/no-search-ws/search', { query: 'x' })).toMatchObject({ status: 200, body: [] });
    expect(await api('POST', '/v3/workspaces/no-search-ws/search', { query: 'x', scope: 'sc' })).toMatchObject({
      status: 404,
      body: { detail: 'Scope sc not found in workspace no-search-ws' },
    });
    expect(await api('POST', '/v3/workspaces/srch/search', { query: 'x', scope: 'only-two', filters: { session_id: 'one' } })).toMatchObject({
      status: 422,
      body: { detail: "`scope` and a 'session_id' filter are mutually exclusive" },
    });
  });

  it('reads peer_perspective in search filters as the sessions that peer is in', async () => {
    const reply = await api('POST', '/v3/workspaces/srch/search', { query: 'coffee', filters: { peer_perspective: 'carol' } });
    expect(reply.body.map((m: { session_id: string }) => m.session_id)).toEqual(['two']);
    expect((await api('POST', '/v3/workspaces/srch/search', { query: 'coffee', filters: { peer_perspective: 'nobody' } })).body).toEqual([]);
  });
});
