import { NotFoundError } from '@honcho-ai/sdk-core';
import type { EmulatorSeed } from '@honcho-ai/testing';
import { Honcho as PublishedHoncho } from 'honcho-sdk-published';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BatchWriteError } from '../batching/index.js';
import { type Harness, startHarness } from '../conclusions/test-support/emulator-harness.js';
import type { RecordedRequest } from '../conclusions/test-support/recording-http.js';
import type { IdLike } from '../internal/resolve-id.js';
import { Session } from '../session/peer-and-session.js';
import { Scope } from './scope.js';

const sessionIds = Array.from({ length: 260 }, (_, i) => `s${String(i).padStart(3, '0')}`);

const seed: EmulatorSeed = {
  workspaces: [
    {
      id: 'ws',
      // s000 holds a message, so adding it to a scope starts a backfill (the others hold nothing to copy).
      sessions: sessionIds.map((id) => ({
        id,
        peers: ['alice'],
        metadata: { n: Number(id.slice(1)) },
        ...(id === 's000' ? { messages: [{ peer_id: 'alice', content: 'I started therapy' }] } : {}),
      })),
      conclusions: [{ observer_id: 'alice', observed_id: 'alice', content: 'Alice is in therapy', session_id: 's000' }],
      scopes: [{ id: 'therapy', metadata: { kind: 'care' } }],
    },
  ],
};

describe('Scope against the emulator', () => {
  let h: Harness;
  let scope: Scope;

  beforeEach(async () => {
    h = await startHarness({ seed });
    scope = new Scope('therapy', 'ws', h.http, { kind: 'care' }, h.ensureWorkspace);
  });
  afterEach(async () => {
    await h.close();
  });

  it('addSessions, sessions, status and removeSession', async () => {
    // One call at a time: the server orders the members one call adds at random among themselves.
    await scope.addSessions(['s001']);
    await scope.addSessions(['s000']);
    await scope.addSessions(['s002']);
    // Named again, a member is stamped anew and moves to the end, as on the server.
    await scope.addSessions([{ id: 's000' }]);
    await scope.addSessions(['s002']);
    expect(h.emulator.store.scopeSessions('ws', 'therapy')).toEqual(['s001', 's000', 's002']);
    await scope.addSessions([{ id: 's001' }]);
    await scope.addSessions(['s002']);

    const page = await scope.sessions();
    expect(page.items.map((s) => s.id)).toEqual(['s000', 's001', 's002']);
    expect(page.items[0]).toBeInstanceOf(Session);
    expect(page.items[0]?.metadata).toEqual({ n: 0 });
    expect((await scope.sessions({ reverse: true })).items.map((s) => s.id)).toEqual(['s002', 's001', 's000']);
    const paged = await scope.sessions({ size: 2 });
    expect((await paged.toArray()).map((s) => s.id)).toEqual(['s000', 's001', 's002']);

    const status = await scope.status();
    expect(status.backfillStatus.s000).toMatchObject({ state: 'completed', docsCopied: 1 });
    expect(typeof status.backfillStatus.s000?.updatedAt).toBe('string');
    // Sessions that held nothing when added get no backfill, so no status.
    expect(Object.keys(status.backfillStatus)).toEqual(['s000']);
    const settled = await scope.waitForBackfill({ sessions: ['s000'] });
    expect(settled.backfillStatus.s000?.state).toBe('completed');

    await scope.removeSession('s001');
    expect(h.emulator.store.scopeSessions('ws', 'therapy')).toEqual(['s000', 's002']);
    // Not a member any more: the server answers 204 again; a session that does not exist is a 404.
    await expect(scope.removeSession('s001')).resolves.toBeUndefined();
    await expect(scope.removeSession('nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('adds 260 sessions in three requests', async () => {
    await scope.addSessions(sessionIds);
    expect(h.emulator.store.scopeSessions('ws', 'therapy').sort()).toEqual(sessionIds);
    expect(h.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/scopes/therapy/sessions'))).toHaveLength(3);
    expect(await (await scope.sessions({ size: 100 })).toArray()).toHaveLength(260);
  });

  it('one request: the server’s own error (an unknown session) surfaces as is', async () => {
    await expect(scope.addSessions(['s000', 'nope'])).rejects.toBeInstanceOf(NotFoundError);
    expect(h.emulator.store.scopeSessions('ws', 'therapy')).toEqual([]);
  });

  it('many requests: a failure names what was added and what was not', async () => {
    const inputs: IdLike[] = [...sessionIds.slice(0, 150), 'nope', ...sessionIds.slice(150)];
    const error = (await scope.addSessions(inputs).catch((caught: unknown) => caught)) as BatchWriteError<IdLike, string>;
    expect(BatchWriteError.isInstance(error)).toBe(true);
    expect(error.written).toEqual(sessionIds.slice(0, 100));
    expect(error.notWritten.map((item) => item.index)).toEqual(Array.from({ length: 161 }, (_, i) => i + 100));
    expect(h.emulator.store.scopeSessions('ws', 'therapy').sort()).toEqual(sessionIds.slice(0, 100));
    await scope.addSessions(error.notWrittenInputs.filter((input) => input !== 'nope'));
    expect(h.emulator.store.scopeSessions('ws', 'therapy').sort()).toEqual(sessionIds);
  });

  it('transient failures are retried (membership is idempotent); what is left is safe to resend', async () => {
    h.emulator.faults.set([
      { match: { method: 'POST', path: /\/scopes\/therapy\/sessions$/ }, failRate: 0.6, failStatus: 500, seed: 4 },
      { match: { method: 'POST', path: /\/scopes\/therapy\/sessions$/ }, dropConnection: 'after', dropRate: 0.3, seed: 8 },
    ]);
    let pending: IdLike[] = sessionIds;
    let failures = 0;
    for (let attempt = 0; attempt < 20 && pending.length > 0; attempt++) {
      try {
        await scope.addSessions(pending, { concurrency: 3 });
        pending = [];
      } catch (error) {
        if (!BatchWriteError.isInstance(error)) throw error;
        failures += 1;
        const batchError = error as BatchWriteError<IdLike, string>;
        const stored = new Set(h.emulator.store.scopeSessions('ws', 'therapy'));
        for (const id of batchError.written) expect(stored.has(id)).toBe(true);
        for (const item of batchError.notWritten) expect(stored.has(item.input as string)).toBe(false);
        pending = [...batchError.notWrittenInputs, ...batchError.unknownInputs];
      }
    }
    expect(h.emulator.stats.injectedFaults).toBeGreaterThan(0);
    // The transport retried failed batches itself: more requests arrived than the three batches plus resent ones.
    const adds = h.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/scopes/therapy/sessions'));
    expect(adds.length).toBeGreaterThan(3 + failures);
    expect(h.emulator.store.scopeSessions('ws', 'therapy')).toEqual(expect.arrayContaining(sessionIds));
    expect(h.emulator.store.scopeSessions('ws', 'therapy')).toHaveLength(260);
  });
});

describe('Scope sends what 2.5 sends', () => {
  let ours: Harness;
  let theirs: Harness;

  beforeEach(async () => {
    [ours, theirs] = await Promise.all([startHarness({ seed }), startHarness({ seed })]);
  });
  afterEach(async () => {
    await Promise.all([ours.close(), theirs.close()]);
  });

  it('for every method', async () => {
    const scope = new Scope('therapy', 'ws', ours.http, undefined, ours.ensureWorkspace);
    const legacy = await new PublishedHoncho({ baseURL: theirs.url, workspaceId: 'ws', apiKey: 'k' }).getScope('therapy');
    const script = async (s: Pick<Scope, 'addSessions' | 'sessions' | 'status' | 'removeSession'>) => {
      await s.addSessions(['s000', 's001', 's002']);
      await s.sessions();
      await s.sessions({ page: 1, size: 2, reverse: true });
      await s.status();
      await s.removeSession('s001');
    };
    await script(scope);
    await script(legacy as unknown as Scope);
    const relevant = (requests: RecordedRequest[]) =>
      requests.filter((r) => r.path.includes('/scopes/therapy/')).map((r) => ({ ...r, query: [...r.query].sort() }));
    expect(relevant(ours.requests)).toHaveLength(5);
    expect(relevant(ours.requests)).toEqual(relevant(theirs.requests));
  });
});
