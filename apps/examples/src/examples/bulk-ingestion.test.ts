import { describe, expect, it, vi } from 'vitest';
import { bulkIngestion } from './bulk-ingestion.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('bulk ingestion', () => {
  it('stores any number of messages, in order, 100 per request', async () => {
    const { honcho, workspaceId } = fixture.context();
    const before = fixture.emulator.stats.requests;
    expect(await bulkIngestion(honcho)).toEqual({ stored: 450, resent: 0 });
    const stored = fixture.emulator.store.messages(workspaceId, 'imported-history');
    expect(stored).toHaveLength(450);
    expect(stored[0]?.content).toBe('Day 1: I walked my dog Biscuit along the river.');
    expect(stored[448]?.content).toBe('Day 225: I walked my dog Biscuit along the river.');
    // 2 peers + 1 session + 5 message batches (the workspace is created on first use).
    expect(fixture.emulator.stats.requests - before).toBeLessThanOrEqual(9);
  });

  it('reports what a failed batch did not write and resends exactly that, with no duplicates', async () => {
    const { honcho, workspaceId } = fixture.context();
    // The third batch is refused with a 400: provably not written, and not retried by the client.
    let batches = 0;
    fixture.emulator.faults.set({ failRate: 1, failStatus: 400, times: 1, match: (request) => request.method === 'POST' && /\/messages$/.test(new URL(request.url).pathname) && ++batches === 3 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await bulkIngestion(honcho)).toEqual({ stored: 450, resent: 250 });
      expect(warn).toHaveBeenCalledWith('200 stored, 250 not written, 0 unknown');
    } finally {
      warn.mockRestore();
      fixture.emulator.faults.clear();
    }
    const stored = fixture.emulator.store.messages(workspaceId, 'imported-history');
    expect(stored).toHaveLength(450);
    expect(new Set(stored.map((message) => message.id)).size).toBe(450);
  });
});
