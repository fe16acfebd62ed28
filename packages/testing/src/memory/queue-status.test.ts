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

describe('queue status with dreams', () => {
  it('keeps a scheduled dream pending for dreamDurationMs on the emulator clock, then completes it', async () => {
    let clock = new Date('2026-01-01T00:00:00.000Z');
    const emulator = createEmulator({ now: () => clock, dreamDurationMs: 1_000 });
    await call(emulator, 'POST', '/v3/workspaces/w/sessions/s/messages', { messages: [{ peer_id: 'alice', content: 'hi' }] });
    await call(emulator, 'POST', '/v3/workspaces/w/peers', { id: 'assistant' });
    expect((await call(emulator, 'POST', '/v3/workspaces/w/schedule_dream', { observer: 'assistant', observed: 'alice', dream_type: 'omni', session_id: 's' })).status).toBe(204);
    expect((await call(emulator, 'POST', '/v3/workspaces/w/schedule_dream', { observer: 'alice', dream_type: 'omni' })).status).toBe(204);

    expect((await call(emulator, 'GET', '/v3/workspaces/w/queue/status')).body).toEqual({
      total_work_units: 3,
      completed_work_units: 1,
      in_progress_work_units: 0,
      pending_work_units: 2,
      sessions: { s: { session_id: 's', total_work_units: 2, completed_work_units: 1, in_progress_work_units: 0, pending_work_units: 1 } },
    });
    // Narrowed: the observer's own dream only; a sender's work never includes dreams.
    expect((await call(emulator, 'GET', '/v3/workspaces/w/queue/status?observer_id=assistant&session_id=s')).body).toMatchObject({ total_work_units: 1, pending_work_units: 1 });
    expect((await call(emulator, 'GET', '/v3/workspaces/w/queue/status?sender_id=alice')).body).toMatchObject({ total_work_units: 1, pending_work_units: 0 });

    clock = new Date('2026-01-01T00:00:01.000Z');
    expect((await call(emulator, 'GET', '/v3/workspaces/w/queue/status')).body).toMatchObject({ total_work_units: 3, completed_work_units: 3, pending_work_units: 0 });
  });

  it('completes dreams at once by default and keeps them pending for good with Infinity', async () => {
    for (const [dreamDurationMs, pending] of [[undefined, 0], [Number.POSITIVE_INFINITY, 1]] as const) {
      const emulator = createEmulator(dreamDurationMs === undefined ? {} : { dreamDurationMs });
      await call(emulator, 'POST', '/v3/workspaces/w/peers', { id: 'alice' });
      await call(emulator, 'POST', '/v3/workspaces/w/schedule_dream', { observer: 'alice', dream_type: 'card_refresh' });
      expect((await call(emulator, 'GET', '/v3/workspaces/w/queue/status')).body).toMatchObject({ total_work_units: 1, pending_work_units: pending });
    }
  });

  it('refuses a negative or non-numeric dreamDurationMs', () => {
    expect(() => createEmulator({ dreamDurationMs: -1 })).toThrow(/dreamDurationMs/);
    expect(() => createEmulator({ dreamDurationMs: Number.NaN })).toThrow(/dreamDurationMs/);
  });
});
