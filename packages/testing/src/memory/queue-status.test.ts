import { describe, expect, it } from 'vitest';
import { createEmulator } from '../emulator/create-emulator.js';

async function call(emulator: ReturnType<typeof createEmulator>, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await emulator.fetch(path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

type Status = { total_work_units: number; pending_work_units: number; completed_work_units: number; sessions: Record<string, { session_id: string; total_work_units: number }> | null };
const status = async (emulator: ReturnType<typeof createEmulator>, query = '') => (await call(emulator, 'GET', `/v3/workspaces/w/queue/status${query}`)).body as Status;

describe('queue status (the server queue, as the emulator would have filled it)', () => {
  it('queues one reasoning unit per observed message, keyed in sessions by an internal id, not the session name', async () => {
    const emulator = createEmulator();
    await call(emulator, 'POST', '/v3/workspaces/w/sessions', { id: 's', peers: { alice: {}, quiet: { observe_me: false } } });
    await call(emulator, 'POST', '/v3/workspaces/w/sessions/s/messages', {
      messages: [
        { peer_id: 'alice', content: 'one' },
        { peer_id: 'quiet', content: 'not reasoned about' },
        { peer_id: 'alice', content: 'skipped', configuration: { reasoning: { enabled: false } } },
      ],
    });
    const all = await status(emulator);
    expect(all).toMatchObject({ total_work_units: 1, completed_work_units: 1, pending_work_units: 0 });
    const [key, entry] = Object.entries(all.sessions ?? {})[0] ?? [];
    expect(key).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(key).not.toBe('s');
    expect(entry).toMatchObject({ session_id: key, total_work_units: 1 });
    // Stable from one call to the next.
    expect(Object.keys((await status(emulator)).sessions ?? {})).toEqual([key]);
  });

  it('adds a summary unit at every summary boundary', async () => {
    const emulator = createEmulator();
    await call(emulator, 'POST', '/v3/workspaces', { id: 'w', configuration: { reasoning: { enabled: false }, summary: { messages_per_short_summary: 10 } } });
    await call(emulator, 'POST', '/v3/workspaces/w/sessions/s/messages', { messages: Array.from({ length: 25 }, (_, i) => ({ peer_id: 'a', content: `m${i}` })) });
    expect((await status(emulator)).total_work_units).toBe(2);
  });

  it('narrows as the server does: a session excludes dreams and omits sessions, an observer sees only dreams, a sender sees its messages and dreams about it', async () => {
    let clock = new Date('2026-01-01T00:00:00.000Z');
    const emulator = createEmulator({ now: () => clock, dreamDurationMs: 1_000 });
    await call(emulator, 'POST', '/v3/workspaces/w/sessions/s/messages', { messages: [{ peer_id: 'alice', content: 'hi' }] });
    await call(emulator, 'POST', '/v3/workspaces/w/peers', { id: 'assistant' });
    expect((await call(emulator, 'POST', '/v3/workspaces/w/schedule_dream', { observer: 'assistant', observed: 'alice', dream_type: 'omni', session_id: 's' })).status).toBe(204);
    // The same dream again while the first is pending is skipped, as the server skips it.
    await call(emulator, 'POST', '/v3/workspaces/w/schedule_dream', { observer: 'assistant', observed: 'alice', dream_type: 'omni' });

    const all = await status(emulator);
    expect(all).toMatchObject({ total_work_units: 2, completed_work_units: 1, pending_work_units: 1 });
    // The dream is queued under no session.
    expect(Object.values(all.sessions ?? {}).map((entry) => entry.total_work_units)).toEqual([1]);
    expect(await status(emulator, '?session_id=s')).toMatchObject({ total_work_units: 1, pending_work_units: 0, sessions: null });
    expect(await status(emulator, '?observer_id=assistant')).toMatchObject({ total_work_units: 1, pending_work_units: 1, sessions: null });
    expect(await status(emulator, '?observer_id=assistant&session_id=s')).toMatchObject({ total_work_units: 0 });
    expect(await status(emulator, '?sender_id=alice')).toMatchObject({ total_work_units: 2, pending_work_units: 1 });
    expect(await status(emulator, '?observer_id=nobody&sender_id=alice')).toMatchObject({ total_work_units: 2 });

    clock = new Date('2026-01-01T00:00:01.000Z');
    expect(await status(emulator)).toMatchObject({ total_work_units: 2, completed_work_units: 2, pending_work_units: 0 });
  });

  it('answers zeros and no sessions for a workspace that does not exist', async () => {
    const emulator = createEmulator();
    expect((await call(emulator, 'GET', '/v3/workspaces/ghost/queue/status')).body).toEqual({
      total_work_units: 0,
      completed_work_units: 0,
      in_progress_work_units: 0,
      pending_work_units: 0,
      sessions: null,
    });
  });

  it('completes dreams at once by default and keeps them pending for good with Infinity', async () => {
    for (const [dreamDurationMs, pending] of [[undefined, 0], [Number.POSITIVE_INFINITY, 1]] as const) {
      const emulator = createEmulator(dreamDurationMs === undefined ? {} : { dreamDurationMs });
      await call(emulator, 'POST', '/v3/workspaces/w/peers', { id: 'alice' });
      await call(emulator, 'POST', '/v3/workspaces/w/schedule_dream', { observer: 'alice', dream_type: 'card_refresh' });
      expect(await status(emulator)).toMatchObject({ total_work_units: 1, pending_work_units: pending });
    }
  });

  it('refuses a negative or non-numeric dreamDurationMs', () => {
    expect(() => createEmulator({ dreamDurationMs: -1 })).toThrow(/dreamDurationMs/);
    expect(() => createEmulator({ dreamDurationMs: Number.NaN })).toThrow(/dreamDurationMs/);
  });
});
