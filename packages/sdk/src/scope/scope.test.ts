import { APITimeoutError, APIUserAbortError, HonchoValidationError } from '@honcho-ai/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { recordingHttp } from '../conclusions/test-support/recording-http.js';
import { Scope } from './scope.js';

function scope(respond?: Parameters<typeof recordingHttp>[0]) {
  const { http, requests } = recordingHttp(respond ?? (() => new Response(null, { status: 204 })));
  const ensureWorkspace = vi.fn(() => Promise.resolve());
  return { scope: new Scope('therapy', 'ws', http, { topic: 'care' }, ensureWorkspace, '2025-01-01T00:00:00Z'), requests, ensureWorkspace };
}

describe('Scope validation happens before any request', () => {
  it.each<[string, (s: Scope) => Promise<unknown>, string[]]>([
    ['addSessions: bad ids', (s) => s.addSessions(['ok', '', 'a b', { id: '' }, undefined as never]), ['sessions[1]', 'sessions[2]', 'sessions[3].id', 'sessions[4]']],
    ['addSessions: not an array', (s) => s.addSessions('s1' as never), ['sessions']],
    ['addSessions: concurrency', (s) => s.addSessions(['s1'], { concurrency: 0 }), ['options.concurrency']],
    ['addSessions: one bad id among many', (s) => s.addSessions([...Array.from({ length: 250 }, (_, i) => `s${i}`), 'x/y']), ['sessions[250]']],
    ['removeSession: missing', (s) => s.removeSession(undefined as never), ['session']],
    ['removeSession: path-changing id', (s) => s.removeSession('valid?typo'), ['session']],
    ['sessions: paging', (s) => s.sessions({ page: 0, size: 500, reverse: 1 as never }), ['options.page', 'options.size', 'options.reverse']],
    ['status: options', (s) => s.status('now' as never), ['options']],
  ])('%s', async (_name, call, expected) => {
    const { scope: s, requests, ensureWorkspace } = scope();
    const error = await call(s).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as HonchoValidationError).issues.map((issue) => issue.path)).toEqual(expected);
    expect(requests).toHaveLength(0);
    expect(ensureWorkspace).not.toHaveBeenCalled();
  });
});

describe('Scope requests', () => {
  it('keeps 2.5 getters and toString', () => {
    const { scope: s } = scope();
    expect(s.id).toBe('therapy');
    expect(s.workspaceId).toBe('ws');
    expect(s.metadata).toEqual({ topic: 'care' });
    expect(s.createdAt).toBe('2025-01-01T00:00:00Z');
    expect(String(s)).toBe("Scope(id='therapy', workspaceId='ws')");
  });

  it('adds up to 100 sessions in one request, accepting ids and objects', async () => {
    const { scope: s, requests } = scope();
    await s.addSessions(['s1', { id: 's2' }]);
    expect(requests).toEqual([{ method: 'POST', path: '/v3/workspaces/ws/scopes/therapy/sessions', query: [], body: { session_ids: ['s1', 's2'] } }]);
  });

  it('splits more than 100 sessions into requests of 100', async () => {
    const { scope: s, requests } = scope();
    await s.addSessions(Array.from({ length: 250 }, (_, i) => `s${i}`));
    expect(requests.map((r) => (r.body as { session_ids: string[] }).session_ids.length)).toEqual([100, 100, 50]);
    expect((requests[2]?.body as { session_ids: string[] }).session_ids.at(-1)).toBe('s249');
  });

  it('adding nothing sends nothing', async () => {
    const { scope: s, requests, ensureWorkspace } = scope();
    await s.addSessions([]);
    expect(requests).toHaveLength(0);
    expect(ensureWorkspace).not.toHaveBeenCalled();
  });

  it('removes one session, with its id encoded in the path', async () => {
    const { scope: s, requests } = scope();
    await s.removeSession({ id: 's-1' });
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/v3/workspaces/ws/scopes/therapy/sessions/s-1' });
  });

  it('maps status to camelCase, leaving docsCopied out until known', async () => {
    const { scope: s, requests } = scope(() =>
      Response.json({
        backfill_status: {
          s1: { state: 'completed', updated_at: '2025-01-02T00:00:00Z', docs_copied: 4 },
          s2: { state: 'pending', updated_at: '2025-01-03T00:00:00Z' },
        },
      }),
    );
    await expect(s.status()).resolves.toEqual({
      backfillStatus: {
        s1: { state: 'completed', updatedAt: '2025-01-02T00:00:00Z', docsCopied: 4 },
        s2: { state: 'pending', updatedAt: '2025-01-03T00:00:00Z' },
      },
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/v3/workspaces/ws/scopes/therapy/status' });
  });

  it('lists member sessions, sending only the paging it was given (as 2.5)', async () => {
    const { scope: s, requests } = scope(() =>
      Response.json({
        items: [{ id: 's1', is_active: true, workspace_id: 'ws', metadata: { a: 1 }, configuration: {}, created_at: '2025-01-01T00:00:00Z' }],
        total: 1,
        page: 1,
        size: 50,
        pages: 1,
      }),
    );
    const page = await s.sessions();
    await s.sessions({ page: 2, size: 10, reverse: true });
    expect(page.items[0]).toMatchObject({ id: 's1', workspaceId: 'ws', metadata: { a: 1 } });
    expect(requests.map((r) => [r.method, r.path, r.query, r.body])).toEqual([
      ['POST', '/v3/workspaces/ws/scopes/therapy/sessions/list', [], undefined],
      [
        'POST',
        '/v3/workspaces/ws/scopes/therapy/sessions/list',
        [
          ['page', '2'],
          ['size', '10'],
          ['reverse', 'true'],
        ],
        undefined,
      ],
    ]);
  });
});

describe('Scope.waitForBackfill', () => {
  const job = (state: string) => ({ state, updated_at: '2025-01-01T00:00:00Z' });

  it('polls until nothing is pending', async () => {
    const answers = [
      { s1: job('pending'), s2: job('completed') },
      { s1: job('pending'), s2: job('completed') },
      { s1: { ...job('completed'), docs_copied: 2 }, s2: job('completed') },
    ];
    const { scope: s, requests } = scope(() => Response.json({ backfill_status: answers[Math.min(requests.length - 1, 2)] }));
    const status = await s.waitForBackfill({ pollInterval: 50 });
    expect(status.backfillStatus.s1).toMatchObject({ state: 'completed', docsCopied: 2 });
    expect(requests).toHaveLength(3);
  });

  it('waits only for the sessions named; absent ones count as settled', async () => {
    const { scope: s, requests } = scope(() => Response.json({ backfill_status: { s1: job('pending'), s2: job('failed') } }));
    const status = await s.waitForBackfill({ sessions: ['s2', { id: 's3' }] });
    expect(status.backfillStatus.s2?.state).toBe('failed');
    expect(requests).toHaveLength(1);
  });

  it('gives up with APITimeoutError naming what is still pending', async () => {
    const { scope: s } = scope(() => Response.json({ backfill_status: { s1: job('pending'), s2: job('completed') } }));
    const error = await s.waitForBackfill({ pollInterval: 50, timeout: 120 }).catch((caught: unknown) => caught);
    expect(APITimeoutError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain('s1');
    expect((error as Error).message).not.toContain('s2');
  });

  it('stops at once on abort, even between polls', async () => {
    const controller = new AbortController();
    const { scope: s } = scope(() => Response.json({ backfill_status: { s1: job('pending') } }));
    const settled = s.waitForBackfill({ pollInterval: 60_000, timeout: 600_000, signal: controller.signal }).catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    expect(APIUserAbortError.isInstance(await settled)).toBe(true);
  });

  it('validates before any request', async () => {
    const { scope: s, requests } = scope();
    const error = await s.waitForBackfill({ pollInterval: 1, timeout: 0, sessions: ['a b'] }).catch((caught: unknown) => caught);
    expect((error as HonchoValidationError).issues.map((issue) => issue.path)).toEqual(['options.sessions[0]', 'options.pollInterval', 'options.timeout']);
    expect(requests).toHaveLength(0);
  });
});
