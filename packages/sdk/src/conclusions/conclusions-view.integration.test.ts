import { APIUserAbortError, NotFoundError, UnprocessableEntityError } from '@honcho-ai/sdk-core';
import type { EmulatorSeed } from '@honcho-ai/testing';
import { Honcho as PublishedHoncho } from 'honcho-sdk-published';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Conclusion } from './conclusion.js';
import { ConclusionsView } from './conclusions-view.js';
import { type Harness, startHarness } from './test-support/emulator-harness.js';
import type { RecordedRequest } from './test-support/recording-http.js';

const seed: EmulatorSeed = {
  workspaces: [
    {
      id: 'ws',
      sessions: [
        { id: 's1', peers: ['alice', 'bob'] },
        { id: 's2', peers: ['alice', 'bob'] },
      ],
      conclusions: [
        { id: 'p1', observer_id: 'alice', observed_id: 'bob', content: 'Bob drinks green tea every morning', session_id: 's1', created_at: '2025-01-01T00:00:01Z' },
        { id: 'p2', observer_id: 'alice', observed_id: 'bob', content: 'Bob avoids coffee after noon', session_id: 's2', created_at: '2025-01-01T00:00:02Z' },
        {
          id: 'd1',
          observer_id: 'alice',
          observed_id: 'bob',
          content: 'Bob is careful about caffeine',
          level: 'deductive',
          source_ids: ['p1', 'p2'],
          created_at: '2025-01-01T00:00:03Z',
        },
        { id: 'other', observer_id: 'carol', observed_id: 'bob', content: 'Bob likes tea too', source_ids: ['p1'], level: 'inductive', created_at: '2025-01-01T00:00:04Z' },
      ],
    },
  ],
};

describe('ConclusionsView against the emulator', () => {
  let h: Harness;
  let view: ConclusionsView;

  beforeEach(async () => {
    h = await startHarness({ seed });
    view = new ConclusionsView(h.http, 'ws', 'alice', 'bob', h.ensureWorkspace);
  });
  afterEach(async () => {
    await h.close();
  });

  it('list: newest first, by session, with filters, reversed, across pages', async () => {
    const page = await view.list();
    expect(page.items.map((c) => c.id)).toEqual(['d1', 'p2', 'p1']);
    expect(page.items.every((c) => c instanceof Conclusion)).toBe(true);
    expect((await view.list({ session: 's1' })).items.map((c) => c.id)).toEqual(['p1']);
    expect((await view.list({ filters: { level: 'deductive' } })).items.map((c) => c.id)).toEqual(['d1']);
    expect((await view.list({ reverse: true })).items.map((c) => c.id)).toEqual(['p1', 'p2', 'd1']);
    const small = await view.list({ size: 1 });
    expect(small.pages).toBe(3);
    expect((await small.toArray()).map((c) => c.id)).toEqual(['d1', 'p2', 'p1']);
  });

  it('query: finds by text within the pair only', async () => {
    const found = await view.query('tea');
    expect(found.map((c) => c.id)).toContain('p1');
    expect(found.map((c) => c.observerId)).not.toContain('carol');
    expect(await view.query('tea', { topK: 1 })).toHaveLength(1);
    expect((await view.query('caffeine', 10, undefined, { level: 'deductive' })).map((c) => c.id)).toEqual(['d1']);
  });

  it('get: one conclusion of the pair; another pair is not found', async () => {
    const conclusion = await view.get('p1');
    expect(conclusion).toMatchObject({ id: 'p1', observerId: 'alice', observedId: 'bob', sessionId: 's1', level: 'explicit' });
    await expect(view.get('other')).rejects.toBeInstanceOf(NotFoundError);
    await expect(view.get('nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('getMany: input order, missing and other-pair ids left out', async () => {
    const found = await view.getMany(['p2', 'nope', 'other', 'p1', 'p2']);
    expect(found.map((c) => c.id)).toEqual(['p2', 'p1']);
  });

  it('derived: the conclusions built on a source, within the pair', async () => {
    const derived = await view.derived('p1');
    expect(derived.items.map((c) => c.id)).toEqual(['d1']);
    expect((await view.derived('d1')).items).toEqual([]);
  });

  it('create and delete: stored as sent, then gone', async () => {
    const created = await view.create([{ content: 'Bob plays chess', sessionId: 's1' }, { content: 'Bob lives in Lyon' }]);
    expect(created.map((c) => [c.content, c.sessionId, c.observerId, c.observedId])).toEqual([
      ['Bob plays chess', 's1', 'alice', 'bob'],
      ['Bob lives in Lyon', null, 'alice', 'bob'],
    ]);
    const single = await view.create({ content: 'Bob has a cat' });
    expect(single).toHaveLength(1);
    expect(h.emulator.store.conclusions('ws')).toHaveLength(7);
    await view.delete(single[0]!.id);
    expect(h.emulator.store.conclusions('ws').map((c) => c.id)).not.toContain(single[0]!.id);
    await expect(view.delete(single[0]!.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('create: the server refusing an unknown session stores nothing', async () => {
    await expect(view.create([{ content: 'a' }, { content: 'b', sessionId: 'no-such-session' }])).rejects.toMatchObject({
      notWritten: [expect.objectContaining({ index: 0 }), expect.objectContaining({ index: 1 })],
    });
    expect(h.emulator.store.conclusions('ws')).toHaveLength(4);
  });

  it('representation: the observer’s view of the observed, curated by a query', async () => {
    const text = await view.representation();
    expect(text).toContain('Bob drinks green tea every morning');
    expect(text).not.toContain('Bob likes tea too');
    const curated = await view.representation({ searchQuery: 'coffee', searchTopK: 1, maxConclusions: 1 });
    expect(curated).toContain('coffee');
  });

  it('creates the workspace first, once', async () => {
    const fresh = new ConclusionsView(h.http, 'ws', 'alice', 'bob', h.ensureWorkspace);
    await fresh.list();
    await fresh.list();
    expect(h.requests.filter((r) => r.path === '/v3/workspaces')).toHaveLength(1);
    expect(h.requests[0]?.path).toBe('/v3/workspaces');
  });

  it('per-call signal cancels; server 422s surface as typed errors', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(view.list({ signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(view.list({ filters: { nonsense_field: 1 } })).rejects.toBeInstanceOf(UnprocessableEntityError);
  });
});

describe('ConclusionsView sends what 2.5 sends', () => {
  let ours: Harness;
  let theirs: Harness;

  beforeEach(async () => {
    [ours, theirs] = await Promise.all([startHarness({ seed }), startHarness({ seed })]);
  });
  afterEach(async () => {
    await Promise.all([ours.close(), theirs.close()]);
  });

  const relevant = (requests: RecordedRequest[]) =>
    requests
      .filter((r) => r.path.includes('/conclusions') || r.path.endsWith('/representation'))
      .map((r) => ({ ...r, query: [...r.query].sort() }));

  it('for every method of the view', async () => {
    const view = new ConclusionsView(ours.http, 'ws', 'alice', 'bob', ours.ensureWorkspace);
    const honcho = new PublishedHoncho({ baseURL: theirs.url, workspaceId: 'ws', apiKey: 'k' });
    const peer = await honcho.peer('alice');
    const legacy = peer.conclusionsOf('bob');

    const script = async (v: Pick<ConclusionsView, 'list' | 'query' | 'get' | 'getMany' | 'derived' | 'create' | 'delete' | 'representation'>) => {
      await v.list();
      await v.list({ page: 2, size: 1, session: 's1', filters: { level: 'explicit' }, reverse: true });
      await v.query('tea');
      await v.query('tea', 3, 0.9, { level: 'explicit' });
      await v.get('p1');
      await v.getMany(['p1', 'p2']);
      const derived = v.derived('p1', { size: 5, reverse: true });
      // 2.5 sends the id bare in `source_ids.contains`, which the server refuses (422); ours sends it in a list.
      await (v === view ? derived : derived.catch(() => undefined));
      const created = await v.create([{ content: 'Bob plays chess', sessionId: 's1' }, { content: 'Bob lives in Lyon' }]);
      await v.delete(created[0]!.id);
      await v.representation({ searchQuery: 'tea', searchTopK: 3, searchMaxDistance: 0.5, includeMostFrequent: true, maxConclusions: 10 });
    };
    await script(view);
    await script(legacy as unknown as ConclusionsView);

    expect(relevant(ours.requests)).toHaveLength(10);
    // The one intended difference: the derived filter's id, in a list.
    const listedSource = (request: RecordedRequest): RecordedRequest => {
      const body = request.body as { filters?: { source_ids?: { contains?: unknown } } } | undefined;
      const contains = body?.filters?.source_ids?.contains;
      if (typeof contains !== 'string') return request;
      return { ...request, body: { ...body, filters: { ...body?.filters, source_ids: { contains: [contains] } } } };
    };
    expect(relevant(ours.requests)).toEqual(relevant(theirs.requests).map(listedSource));
    expect(ours.emulator.store.conclusions('ws').map((c) => c.content).sort()).toEqual(
      theirs.emulator.store.conclusions('ws').map((c) => c.content).sort(),
    );
  });
});
