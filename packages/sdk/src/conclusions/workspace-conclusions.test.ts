import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { recordingHttp, wireConclusion, wirePage } from './test-support/recording-http.js';
import { WorkspaceConclusions } from './workspace-conclusions.js';

function conclusions(respond?: Parameters<typeof recordingHttp>[0]) {
  const { http, requests } = recordingHttp(respond);
  const ensureWorkspace = vi.fn(() => Promise.resolve());
  return { all: new WorkspaceConclusions(http, 'ws', ensureWorkspace), requests, ensureWorkspace };
}

describe('WorkspaceConclusions', () => {
  it.each<[string, (c: WorkspaceConclusions) => Promise<unknown>, string[]]>([
    ['list', (c) => c.list({ page: -1, size: 1000, filters: 'alice' as never }), ['options.page', 'options.size', 'options.filters']],
    ['list: bad operator', (c) => c.list({ filters: { created_at: { after: '2025' } } }), ['options.filters.created_at.after']],
    ['get', (c) => c.get(''), ['conclusionId']],
    ['getMany', (c) => c.getMany([''], { concurrency: 99 }), ['conclusionIds[0]', 'options.concurrency']],
  ])('validates %s before any request', async (_name, call, expected) => {
    const { all, requests, ensureWorkspace } = conclusions();
    const error = await call(all).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as HonchoValidationError).issues.map((issue) => issue.path)).toEqual(expected);
    expect(requests).toHaveLength(0);
    expect(ensureWorkspace).not.toHaveBeenCalled();
  });

  it('lists with no body when there are no filters, as 2.5', async () => {
    const { all, requests } = conclusions(() => Response.json(wirePage([wireConclusion({ id: 'c1' })])));
    await all.list();
    await all.list({ filters: { observed_id: 'bob' }, reverse: true, size: 10, page: 2 });
    expect(requests.map((r) => [r.body, r.query])).toEqual([
      [
        undefined,
        [
          ['page', '1'],
          ['size', '50'],
        ],
      ],
      [
        { filters: { observed_id: 'bob' } },
        [
          ['page', '2'],
          ['size', '10'],
          ['reverse', 'true'],
        ],
      ],
    ]);
  });

  it('get does not restrict to a pair', async () => {
    const { all } = conclusions(() => Response.json(wireConclusion({ id: 'c1', observer_id: 'x', observed_id: 'y' })));
    await expect(all.get('c1')).resolves.toMatchObject({ id: 'c1', observerId: 'x', observedId: 'y' });
  });

  it('getMany sends only the ids', async () => {
    const { all, requests } = conclusions(() => Response.json(wirePage([wireConclusion({ id: 'b' }), wireConclusion({ id: 'a' })])));
    const found = await all.getMany(['a', 'b']);
    expect(found.map((c) => c.id)).toEqual(['a', 'b']);
    expect(requests[0]?.body).toEqual({ filters: { id: { in: ['a', 'b'] } } });
  });

  it('prints as 2.5', () => {
    const { all } = conclusions();
    expect(String(all)).toBe("WorkspaceConclusions(workspaceId='ws')");
  });
});
