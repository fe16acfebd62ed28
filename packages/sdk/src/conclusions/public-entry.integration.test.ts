import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BatchWriteError, ConclusionsView, Honcho, Scope, WorkspaceConclusions } from '../index.js';

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
