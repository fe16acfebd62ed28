import { NotFoundError } from '@honcho-ai/sdk-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './test-support/emulator-harness.js';
import { WorkspaceConclusions } from './workspace-conclusions.js';

describe('WorkspaceConclusions against the emulator', () => {
  let h: Harness;
  let all: WorkspaceConclusions;

  beforeEach(async () => {
    h = await startHarness({
      seed: {
        workspaces: [
          {
            id: 'ws',
            sessions: [{ id: 's1', peers: ['alice', 'bob'] }],
            conclusions: Array.from({ length: 130 }, (_, i) => ({
              id: `c${String(i).padStart(3, '0')}`,
              observer_id: i % 2 === 0 ? 'alice' : 'carol',
              observed_id: i % 3 === 0 ? 'bob' : 'alice',
              session_id: i % 5 === 0 ? 's1' : null,
              content: `fact ${i}`,
              created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
            })),
          },
        ],
      },
    });
    all = new WorkspaceConclusions(h.http, 'ws', h.ensureWorkspace);
  });
  afterEach(async () => {
    await h.close();
  });

  it('list: every pair, filtered, across pages', async () => {
    const first = await all.list();
    expect(first.total).toBe(130);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.id).toBe('c129');
    expect(await first.toArray()).toHaveLength(130);
    const aboutBob = await (await all.list({ filters: { observed_id: 'bob' }, size: 100 })).toArray();
    expect(aboutBob).toHaveLength(44);
    expect(aboutBob.every((c) => c.observedId === 'bob')).toBe(true);
    expect((await all.list({ filters: { session_id: 's1' }, reverse: true })).items[0]?.id).toBe('c000');
  });

  it('get: anywhere in the workspace', async () => {
    await expect(all.get('c001')).resolves.toMatchObject({ observerId: 'carol', observedId: 'alice' });
    await expect(all.get('missing')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('getMany: more than a page of ids, in input order, with bounded concurrency', async () => {
    const ids = Array.from({ length: 130 }, (_, i) => `c${String(129 - i).padStart(3, '0')}`);
    const found = await all.getMany([...ids, 'missing'], { concurrency: 2 });
    expect(found.map((c) => c.id)).toEqual(ids);
    const lookups = h.requests.filter((r) => r.path.endsWith('/conclusions/list'));
    expect(lookups).toHaveLength(2);
  });
});
