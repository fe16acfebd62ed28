import { describe, expect, it } from 'vitest';
import { conclusions } from './conclusions.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('conclusions', () => {
  it('creates, lists, queries and renders what the assistant concluded about alice', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await conclusions(honcho);
    expect(result.created.map((c) => [c.observerId, c.observedId, c.level])).toEqual([
      ['assistant', 'alice', 'explicit'],
      ['assistant', 'alice', 'explicit'],
      ['assistant', 'alice', 'explicit'],
    ]);
    expect([...result.listed].sort()).toEqual(['alice is vegetarian', 'alice prefers tea in the evening', 'alice runs before work to train for her half marathon']);
    expect(result.queried[0]).toBe('alice runs before work to train for her half marathon');
    expect(result.representation).toContain('- alice prefers tea in the evening');
    expect(fixture.emulator.store.conclusions(workspaceId)).toHaveLength(3);
  });
});
