import { describe, expect, it } from 'vitest';
import { pagination } from './pagination.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('pagination', () => {
  it('reads pages lazily, iterates across them and stops early', async () => {
    const result = await pagination(fixture.context().honcho);
    expect(result.firstPage).toEqual({ ids: Array.from({ length: 10 }, (_, i) => `user-${String(i + 1).padStart(2, '0')}`), total: 25, pages: 3, hasNextPage: true });
    expect(result.secondPageIds[0]).toBe('user-11');
    expect(result.secondPageIds).toHaveLength(10);
    expect(result.firstProIds).toEqual(['user-05', 'user-10', 'user-15']);
    expect(result.upTo12).toBe(12);
  });

  it('never fetches the page after an early break', async () => {
    const { honcho } = fixture.context();
    await pagination(honcho);
    const pageRequests = () => fixture.emulator.stats.requests;
    const before = pageRequests();
    const pro = await honcho.peers({ filters: { metadata: { plan: 'pro' } }, size: 2 });
    for await (const peer of pro) if (peer.id === 'user-15') break;
    // First page, then the second: the third (user-25) is never asked for.
    expect(pageRequests() - before).toBe(2);
  });
});
