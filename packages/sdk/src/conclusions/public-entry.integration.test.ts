import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BatchWriteError, ConclusionsView, Honcho, HonchoValidationError, Scope, WorkspaceConclusions } from '../index.js';

// Conclusions and scopes reached the way users reach them: from the package
// root, through `Honcho` and `Peer`.
describe('conclusions and scopes from the package root', () => {
  let emulator: RunningEmulator;
  let honcho: Honcho;

  beforeEach(async () => {
    emulator = await startEmulator({ port: 0 });
    honcho = new Honcho({ baseURL: emulator.url, workspaceId: 'app', maxRetries: 0 });
  });
  afterEach(async () => {
    await emulator.close();
  });

  it('peer.conclusions / conclusionsOf and honcho.conclusions', async () => {
    const alice = await honcho.peer('alice');
    const bob = await honcho.peer('bob');
    const session = await honcho.session('chat-1');
    await session.addPeers([alice, bob]);

    const aboutBob = alice.conclusionsOf(bob);
    expect(aboutBob).toBeInstanceOf(ConclusionsView);
    const created = await aboutBob.create(Array.from({ length: 150 }, (_, i) => ({ content: `Bob fact ${i}`, sessionId: session })));
    expect(created).toHaveLength(150);
    await alice.conclusions.create({ content: 'Alice knows herself' });

    expect((await aboutBob.list()).total).toBe(150);
    expect((await alice.conclusions.list()).items.map((c) => c.content)).toEqual(['Alice knows herself']);
    expect(honcho.conclusions).toBeInstanceOf(WorkspaceConclusions);
    expect((await honcho.conclusions.list({ filters: { session_id: 'chat-1' } })).total).toBe(150);
    expect(emulator.store.conclusions('app')).toHaveLength(151);

    const error = await aboutBob.create([{ content: 'x', sessionId: 'missing-session' }]).catch((caught: unknown) => caught);
    expect(BatchWriteError.isInstance(error)).toBe(true);
    expect((error as BatchWriteError).status).toBe(404);
  });

  it("refuses filter keys a peer's view manages, before any request; the workspace view manages none", async () => {
    const alice = await honcho.peer('alice');
    const bob = await honcho.peer('bob');
    await bob.conclusions.create({ content: "Bob's own view of himself" });
    await alice.conclusionsOf(bob).create({ content: 'Alice thinks Bob likes tea' });
    const before = emulator.stats.requests;

    const calls: [string, () => Promise<unknown>][] = [
      ['filters.observer', () => alice.conclusions.list({ filters: { observer: 'bob' } })],
      ['filters.observed_id', () => alice.conclusionsOf(bob).list({ filters: { observed_id: 'alice' } })],
      ['filters.session_id', () => alice.conclusionsOf('bob').list({ filters: { session_id: 'chat-1' } })],
      ['filters.observer_id', () => alice.conclusionsOf(bob).query('tea', { filters: { observer_id: 'bob' } })],
    ];
    for (const [field, call] of calls) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HonchoValidationError);
      expect((error as HonchoValidationError).message).toMatch(/^Filter key\(s\) \w+ are managed by this conclusions view and cannot be passed in filters\. Choose the peer pair via peer\.conclusions \/ peer\.conclusionsOf\(target\)/);
      expect((error as HonchoValidationError).issues.map((issue) => issue.path)).toEqual([`options.${field}`]);
    }
    expect(emulator.stats.requests).toBe(before);

    // honcho.conclusions implies no pair: observer_id and observed_id are how it narrows, as in 2.5.
    const aboutBob = await honcho.conclusions.list({ filters: { observer_id: 'alice', observed_id: 'bob' } });
    expect(aboutBob.items.map((conclusion) => conclusion.content)).toEqual(['Alice thinks Bob likes tea']);
  });

  it('honcho.scope(...) gives a Scope that manages its sessions', async () => {
    const sessions = await Promise.all(Array.from({ length: 120 }, (_, i) => honcho.session(`s${i}`)));
    const scope = await honcho.scope('work');
    expect(scope).toBeInstanceOf(Scope);
    await scope.addSessions(sessions);
    expect(emulator.store.scopeSessions('app', 'work')).toHaveLength(120);
    expect((await scope.sessions()).total).toBe(120);
    await scope.removeSession(sessions[0]!);
    expect((await scope.sessions()).total).toBe(119);
    // None of them held messages, so there was nothing to backfill: no status at all.
    expect((await scope.status()).backfillStatus).toEqual({});
  });
});
