import { describe, expect, it, vi } from 'vitest';
import { experimentalDreamingIdentity } from './experimental-dreaming-identity.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('experimental dreaming and identity', () => {
  it('runs a dream cycle, updates a card without losing entries and compares perspectives', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const context = fixture.context();
      const result = await experimentalDreamingIdentity(context.honcho);
      expect(result.cycle.dream).toMatchObject({ type: 'omni', observerPeerId: 'assistant', observedPeerId: 'alice', sessionId: 'support-42' });
      expect(result.cycle.status.pendingWorkUnits).toBe(0);
      expect(result.cycle.reflection.failures).toEqual([]);
      expect(result.cycle.reflection.answers['What is alice training for?']).toMatch(/half marathon/);
      expect(result.cycle.map(({ query }) => query)).toEqual(['What is alice training for?', 'What does alice eat?']);
      expect(result.cycle[0]?.insight).toMatch(/half marathon/);
      expect(result.isActive).toBe(false);
      expect(fixture.emulator.store.dreams(context.workspaceId)).toMatchObject([{ observer: 'assistant', observed: 'alice', dream_type: 'omni' }]);

      expect([...result.card].sort()).toEqual(['Hikes on Saturdays', 'Learning Portuguese', 'Lives in Lisbon', 'Training for a half marathon', 'Vegetarian']);
      expect(result.merged).toMatchObject({ added: ['Hikes on Saturdays'], removed: [] });
      expect(fixture.emulator.store.peerCard(context.workspaceId, 'assistant', 'alice')).toHaveLength(5);

      expect(result.comparison.consensus).toEqual(['Training for a half marathon']);
      expect(result.comparison.unique.coach).toEqual(['Runs 40 km a week']);
      expect(log.mock.calls.map((call) => String(call[0]))).toContain('only the coach knows:');
    } finally {
      log.mockRestore();
    }
  });
});
