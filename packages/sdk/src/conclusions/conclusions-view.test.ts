import { APITimeoutError, APIUserAbortError, HonchoValidationError, NotFoundError } from '@honcho-ai/sdk-core';
import { ConclusionsView as PublishedConclusionsView } from 'honcho-sdk-published';
import { describe, expect, it, vi } from 'vitest';
import { BatchWriteError } from '../batching/index.js';
import { ConclusionScope } from './index.js';
import { ConclusionsView } from './conclusions-view.js';
import type { ConclusionCreateParams } from './conclusion-options.js';
import { recordingHttp, wireConclusion, wirePage } from './test-support/recording-http.js';

function view(respond?: Parameters<typeof recordingHttp>[0]) {
  const { http, requests } = recordingHttp(respond);
  const ensureWorkspace = vi.fn(() => Promise.resolve());
  return { view: new ConclusionsView(http, 'ws', 'alice', 'bob', ensureWorkspace), requests, ensureWorkspace };
}

async function validationError(promise: Promise<unknown>): Promise<HonchoValidationError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HonchoValidationError);
  return error as HonchoValidationError;
}

const paths = (error: HonchoValidationError) => error.issues.map((issue) => issue.path);

describe('ConclusionsView validation happens before any request', () => {
  it.each<[string, (v: ConclusionsView) => Promise<unknown>, string[]]>([
    ['list: page, size, reverse, session', (v) => v.list({ page: 0, size: 101, reverse: 'yes' as never, session: 'bad id' }), ['options.page', 'options.size', 'options.reverse', 'options.session']],
    ['list: reserved filter keys', (v) => v.list({ filters: { observer_id: 'x', session_id: 's', level: 'explicit' } }), ['options.filters.observer_id', 'options.filters.session_id']],
    ['list: malformed filter', (v) => v.list({ filters: { level: { equals: 'x' } } }), ['options.filters.level.equals']],
    ['list: options not an object', (v) => v.list('page 2' as never), ['options']],
    ['query: empty text, topK, distance', (v) => v.query('  ', 0, 1.5), ['query', 'topK', 'distance']],
    ['query: topK not an integer', (v) => v.query('tea', 2.5), ['topK']],
    ['query: reserved filter', (v) => v.query('tea', 5, undefined, { observed_id: 'carol' }), ['filters.observed_id']],
    // A key the view manages is refused first and alone, as 2.5 refused it.
    ['query: object form', (v) => v.query('tea', { topK: 500, distance: -1, filters: { observer: 'x' } }), ['options.filters.observer']],
    ['query: object form, other problems', (v) => v.query('tea', { topK: 500, distance: -1, filters: { level: 'x' } }), ['options.topK', 'options.distance']],
    ['query: object form typo', (v) => v.query('tea', { top_k: 5 } as never), ['options.top_k']],
    ['get: empty id', (v) => v.get(''), ['conclusionId']],
    ['get: not a string', (v) => v.get(42 as never), ['conclusionId']],
    ['getMany: bad ids', (v) => v.getMany(['ok', '', 7 as never]), ['conclusionIds[1]', 'conclusionIds[2]']],
    ['getMany: not an array', (v) => v.getMany('abc' as never), ['conclusionIds']],
    ['getMany: concurrency', (v) => v.getMany(['a'], { concurrency: 0 }), ['options.concurrency']],
    ['derived: id and size', (v) => v.derived('', { size: 0 }), ['conclusionId', 'options.size']],
    ['delete: empty id', (v) => v.delete(''), ['conclusionId']],
    [
      'create: every bad item is named',
      (v) =>
        v.create([
          { content: 'fine' },
          { content: '' },
          { content: 'x'.repeat(65_536) },
          { content: 'ok', sessionId: 'has space' },
          { content: 'ok', session_id: 's1' } as never,
          'just text' as never,
        ]),
      ['conclusions[1].content', 'conclusions[2].content', 'conclusions[3].sessionId', 'conclusions[4].session_id', 'conclusions[5]'],
    ],
    ['create: single object', (v) => v.create({ content: 42 as never }), ['conclusion.content']],
    ['create: concurrency', (v) => v.create([{ content: 'a' }], { concurrency: 17 }), ['options.concurrency']],
    [
      'representation: every option',
      (v) =>
        v.representation({ searchQuery: ' ', searchTopK: 0, searchMaxDistance: 2, includeMostFrequent: 'yes' as never, maxConclusions: 101 }),
      ['options.searchQuery', 'options.searchTopK', 'options.searchMaxDistance', 'options.includeMostFrequent', 'options.maxConclusions'],
    ],
    ['representation: search query object', (v) => v.representation({ searchQuery: { content: '' } }), ['options.searchQuery.content']],
    ['representation: unknown option', (v) => v.representation({ topK: 3 } as never), ['options.topK']],
  ])('%s', async (_name, call, expected) => {
    const { view: v, requests, ensureWorkspace } = view();
    const error = await validationError(call(v));
    expect(paths(error)).toEqual(expected);
    expect(requests).toHaveLength(0);
    expect(ensureWorkspace).not.toHaveBeenCalled();
  });

  it('names the rule in the message', async () => {
    const { view: v } = view();
    const error = await validationError(v.query('tea', 0));
    expect(error.message).toContain('topK: must be between 1 and 100 (got 0)');
  });
});

describe('ConclusionsView requests', () => {
  it('list sends the pair, the session and the caller filters, with 2.5 defaults', async () => {
    const { view: v, requests, ensureWorkspace } = view(() => Response.json(wirePage([wireConclusion({ id: 'c1' })])));
    const page = await v.list({ session: { id: 's1' }, filters: { level: 'explicit' }, reverse: true });
    expect(ensureWorkspace).toHaveBeenCalledTimes(1);
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/v3/workspaces/ws/conclusions/list',
      query: [
        ['page', '1'],
        ['size', '50'],
        ['reverse', 'true'],
      ],
      body: { filters: { observer_id: 'alice', observed_id: 'bob', session_id: 's1', level: 'explicit' } },
    });
    expect(page.items.map((c) => c.id)).toEqual(['c1']);
  });

  it('list fetches later pages with the same filters', async () => {
    const { view: v, requests } = view((request) => {
      const page = Number(new Map(request.query).get('page'));
      return Response.json(wirePage([wireConclusion({ id: `c${page}` })], page, 1, 3));
    });
    const first = await v.list({ size: 1 });
    const all = await first.toArray();
    expect(all.map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
    expect(requests.map((r) => r.body)).toEqual(Array(3).fill({ filters: { observer_id: 'alice', observed_id: 'bob' } }));
  });

  it('query sends top_k 10 by default and merges filters over the pair', async () => {
    const { view: v, requests } = view(() => Response.json([wireConclusion({ id: 'c1' })]));
    const found = await v.query('tea');
    await v.query('tea', 3, 0.4, { level: 'deductive' });
    await v.query('tea', { topK: 4, distance: 0.2, filters: { level: 'inductive' }, timeout: 5_000 });
    expect(found.map((c) => c.id)).toEqual(['c1']);
    expect(requests.map((r) => r.body)).toEqual([
      { query: 'tea', top_k: 10, filters: { observer_id: 'alice', observed_id: 'bob' } },
      { query: 'tea', top_k: 3, distance: 0.4, filters: { observer_id: 'alice', observed_id: 'bob', level: 'deductive' } },
      { query: 'tea', top_k: 4, distance: 0.2, filters: { observer_id: 'alice', observed_id: 'bob', level: 'inductive' } },
    ]);
    expect(requests.every((r) => r.path === '/v3/workspaces/ws/conclusions/query')).toBe(true);
  });

  it('get refuses a conclusion of another pair as not found', async () => {
    const { view: v, requests } = view(() => Response.json(wireConclusion({ id: 'c1', observed_id: 'carol' })));
    await expect(v.get('c1')).rejects.toBeInstanceOf(NotFoundError);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/v3/workspaces/ws/conclusions/c1' });
  });

  it('encodes ids in paths', async () => {
    const { view: v, requests } = view(() => new Response(null, { status: 204 }));
    await v.delete('a/b?c');
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/v3/workspaces/ws/conclusions/a%2Fb%3Fc' });
  });

  it('derived lists conclusions whose source_ids contain the id, within the pair', async () => {
    const { view: v, requests } = view(() => Response.json(wirePage([])));
    await v.derived('c1', { size: 10 });
    expect(requests[0]?.body).toEqual({ filters: { source_ids: { contains: ['c1'] }, observer_id: 'alice', observed_id: 'bob' } });
    expect(requests[0]?.query).toEqual([
      ['page', '1'],
      ['size', '10'],
    ]);
  });

  it('representation asks the observer for the observed peer', async () => {
    const { view: v, requests } = view(() => Response.json({ representation: 'Bob likes tea' }));
    const text = await v.representation({ searchQuery: { content: 'tea' }, searchTopK: 5, maxConclusions: 10 });
    expect(text).toBe('Bob likes tea');
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/v3/workspaces/ws/peers/alice/representation',
      query: [],
      body: { target: 'bob', search_query: 'tea', search_top_k: 5, max_conclusions: 10 },
    });
  });

  it('create with an empty list sends nothing', async () => {
    const { view: v, requests, ensureWorkspace } = view();
    await expect(v.create([])).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
    expect(ensureWorkspace).not.toHaveBeenCalled();
  });

  it('create sends the pair and session ids, 100 per request, results in input order', async () => {
    let next = 0;
    const { view: v, requests } = view((request) => {
      const body = request.body as { conclusions: { content: string }[] };
      return Response.json(
        body.conclusions.map((c) => wireConclusion({ id: `id-${next++}`, content: c.content })),
        { status: 201 },
      );
    });
    const inputs: ConclusionCreateParams[] = Array.from({ length: 250 }, (_, i) => ({ content: `fact ${i}`, sessionId: i === 0 ? { id: 's1' } : undefined }));
    const created = await v.create(inputs);
    expect(requests.map((r) => (r.body as { conclusions: unknown[] }).conclusions.length)).toEqual([100, 100, 50]);
    expect(created.map((c) => c.content)).toEqual(inputs.map((i) => i.content));
    expect((requests[0]?.body as { conclusions: unknown[] }).conclusions[0]).toEqual({
      content: 'fact 0',
      session_id: 's1',
      observer_id: 'alice',
      observed_id: 'bob',
    });
    expect((requests[0]?.body as { conclusions: unknown[] }).conclusions[1]).toMatchObject({ session_id: null });
  });

  it('create reports a refused batch as not written, and stops', async () => {
    const { view: v, requests } = view((request) => {
      const body = request.body as { conclusions: { content: string }[] };
      if (requests.length === 2) return Response.json({ detail: 'too many tokens' }, { status: 422 });
      return Response.json(
        body.conclusions.map((c, i) => wireConclusion({ id: `${requests.length}-${i}`, content: c.content })),
        { status: 201 },
      );
    });
    const inputs = Array.from({ length: 300 }, (_, i) => ({ content: `fact ${i}` }));
    const error = await v.create(inputs).catch((caught: unknown) => caught);
    expect(BatchWriteError.isInstance(error)).toBe(true);
    const batchError = error as BatchWriteError<ConclusionCreateParams>;
    expect(batchError.written).toHaveLength(100);
    expect(batchError.notWritten.map((item) => item.index)).toEqual(Array.from({ length: 200 }, (_, i) => i + 100));
    expect(batchError.notWrittenInputs[0]).toBe(inputs[100]);
    expect(batchError.unknown).toEqual([]);
    expect(requests).toHaveLength(2);
  });

  it('a timeout bounds the whole create, and unsent batches are known not written', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const { view: v, requests } = view(async (request) => {
        // Each batch takes 40 ms of server time.
        await new Promise((resolve) => setTimeout(resolve, 40));
        const body = request.body as { conclusions: { content: string }[] };
        return Response.json(body.conclusions.map((c, i) => wireConclusion({ id: `${requests.length}-${i}`, content: c.content })), { status: 201 });
      });
      const inputs = Array.from({ length: 500 }, (_, i) => ({ content: `fact ${i}` }));
      const settled = v.create(inputs, { timeout: 100 }).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(1_000);
      const error = (await settled) as BatchWriteError<ConclusionCreateParams>;
      expect(BatchWriteError.isInstance(error)).toBe(true);
      // Two batches fit in 100 ms; the third was cut off in flight; the rest never left.
      expect(error.written).toHaveLength(200);
      expect(error.unknown.map((item) => item.index)).toEqual(Array.from({ length: 100 }, (_, i) => i + 200));
      expect(error.notWritten.map((item) => item.index)).toEqual(Array.from({ length: 200 }, (_, i) => i + 300));
      expect(requests).toHaveLength(3);
      // The deadline reaches the in-flight request as an abort; it is reported as the timeout it is.
      expect(APITimeoutError.isInstance(error.failures[0]?.error)).toBe(true);
      expect(APITimeoutError.isInstance(error.cause)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('create reports every item not written when the workspace cannot be created', async () => {
    const { http, requests } = recordingHttp();
    const failing = new ConclusionsView(http, 'ws', 'alice', 'bob', () => Promise.reject(new NotFoundError('no workspace')));
    const inputs = Array.from({ length: 150 }, (_, i) => ({ content: `fact ${i}` }));
    const error = (await failing.create(inputs).catch((caught: unknown) => caught)) as BatchWriteError<ConclusionCreateParams>;
    expect(BatchWriteError.isInstance(error)).toBe(true);
    expect(error.notWrittenInputs).toEqual(inputs);
    expect(error.status).toBe(404);
    expect(requests).toHaveLength(0);
  });

  it('getMany looks ids up 100 at a time, in input order, without duplicates', async () => {
    const { view: v, requests } = view((request) => {
      const ids = ((request.body as { filters: { id: { in: string[] } } }).filters.id.in).filter((id) => id !== 'missing');
      // The server answers newest first: reverse order.
      return Response.json(wirePage(ids.reverse().map((id) => wireConclusion({ id })), 1, ids.length));
    });
    const ids = Array.from({ length: 230 }, (_, i) => `c${i}`);
    const found = await v.getMany([...ids, 'c5', 'missing']);
    expect(found.map((c) => c.id)).toEqual(ids);
    expect(requests).toHaveLength(3);
    expect(requests[0]?.body).toEqual({ filters: { observer_id: 'alice', observed_id: 'bob', id: { in: ids.slice(0, 100) } } });
    expect(requests[0]?.query).toEqual([
      ['page', '1'],
      ['size', '100'],
    ]);
  });

  it('getMany of nothing sends nothing', async () => {
    const { view: v, requests } = view();
    await expect(v.getMany([])).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('getMany rejects with the first failure and starts no more requests', async () => {
    const { view: v, requests } = view((request) => {
      const ids = (request.body as { filters: { id: { in: string[] } } }).filters.id.in;
      if (ids[0] === 'c100') return Response.json({ detail: 'boom' }, { status: 404 });
      return Response.json(wirePage(ids.map((id) => wireConclusion({ id }))));
    });
    const ids = Array.from({ length: 1_000 }, (_, i) => `c${i}`);
    await expect(v.getMany(ids, { concurrency: 1 })).rejects.toBeInstanceOf(NotFoundError);
    expect(requests).toHaveLength(2);
  });

  it('passes per-call options to the transport', async () => {
    const controller = new AbortController();
    controller.abort();
    const { view: v, requests } = view(() => Response.json([]));
    await expect(v.query('tea', { signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
    expect(requests).toHaveLength(0);
  });

  it('toString and the deprecated alias match 2.5', () => {
    const { http } = recordingHttp();
    const v = new ConclusionScope(http, 'ws', 'alice', 'bob');
    expect(v).toBeInstanceOf(ConclusionsView);
    expect(String(v)).toBe("ConclusionsView(workspaceId='ws', observer='alice', observed='bob')");
  });
});

describe('getMany with a timeout', () => {
  it('bounds the whole call, not each request', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const { view: v, requests } = view(async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 40));
        const ids = (request.body as { filters: { id: { in: string[] } } }).filters.id.in;
        return Response.json(wirePage(ids.map((id) => wireConclusion({ id }))));
      });
      const ids = Array.from({ length: 1_000 }, (_, i) => `c${i}`);
      const settled = v.getMany(ids, { concurrency: 1, timeout: 100 }).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(APITimeoutError.isInstance(await settled)).toBe(true);
      expect(requests.length).toBeLessThanOrEqual(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('filter keys the view manages are refused with 2.5.0\'s message', () => {
  /** What 2.5.0 throws for the same call (before any request: it never reaches its transport). */
  async function publishedMessage(call: (v: PublishedConclusionsView) => Promise<unknown>): Promise<string> {
    const published = new PublishedConclusionsView(null as never, 'ws', 'alice', 'bob');
    const error: unknown = await call(published).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    return (error as Error).message;
  }

  it.each<[string, Record<string, unknown>]>([
    ['observer', { observer: 'someone-else' }],
    ['observed_id', { observed_id: 'carol', level: 'explicit' }],
    ['session_id and observer_id (sorted)', { session_id: 's1', observer_id: 'x' }],
    ['session', { session: 's1' }],
  ])('list() with %s', async (_name, filters) => {
    const { view: v, requests } = view();
    const error = await validationError(v.list({ filters }));
    expect(error.message).toBe(await publishedMessage((p) => p.list({ filters })));
    expect(error.message).toMatch(/^Filter key\(s\) .* are managed by this conclusions view and cannot be passed in filters\. Choose the peer pair via peer\.conclusions \/ peer\.conclusionsOf\(target\); use the session option to filter by session\.$/);
    expect(paths(error)).toEqual(Object.keys(filters).filter((key) => key !== 'level').sort().map((key) => `options.filters.${key}`));
    expect(requests).toHaveLength(0);
  });

  it('query() in both forms, where the session stays a filter', async () => {
    const { view: v, requests } = view();
    const positional = await validationError(v.query('tea', 5, undefined, { observed: 'carol' }));
    expect(positional.message).toBe(await publishedMessage((p) => p.query('tea', 5, undefined, { observed: 'carol' })));
    expect(positional.message).toBe(
      'Filter key(s) observed are managed by this conclusions view and cannot be passed in filters. Choose the peer pair via peer.conclusions / peer.conclusionsOf(target).',
    );
    expect(paths(positional)).toEqual(['filters.observed']);
    const object = await validationError(v.query('tea', { filters: { observer_id: 'x', observed_id: 'y' } }));
    expect(object.message).toBe(await publishedMessage((p) => p.query('tea', 10, undefined, { observer_id: 'x', observed_id: 'y' })));
    expect(object.issues.map((issue) => issue.message)).toEqual([
      'is managed by this conclusions view and cannot be passed in filters: choose the peer pair via peer.conclusions / peer.conclusionsOf(target)',
      'is managed by this conclusions view and cannot be passed in filters: choose the peer pair via peer.conclusions / peer.conclusionsOf(target)',
    ]);
    expect(requests).toHaveLength(0);
  });
});
