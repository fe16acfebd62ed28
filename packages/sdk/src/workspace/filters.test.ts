import { describe, expect, it } from 'vitest';
import { filtersIssues } from './filters.js';

describe('filtersIssues', () => {
  it('accepts the documented filter shapes', () => {
    const filters = {
      peer_id: ['alice', 'bob'],
      created_at: { gte: '2024-01-01', lte: '2024-12-31' },
      metadata: { type: 'support', priority: { gte: 3 }, nested: { deep: 'x' } },
      session_id: '*',
      is_active: true,
      id: null,
      AND: [{ peer_id: 'alice' }, { OR: [{ metadata: { a: 1 } }, { NOT: [{ peer_id: { in: ['c'] } }] }] }],
    };
    expect(filtersIssues(filters, 'filters')).toEqual([]);
    expect(filtersIssues(undefined, 'filters')).toEqual([]);
    expect(filtersIssues(null, 'filters')).toEqual([]);
  });

  it('names every malformed part', () => {
    const issues = filtersIssues(
      { AND: { peer_id: 'a' }, OR: ['x'], created_at: { after: '2024' }, peer_id: { in: 'alice' }, session_id: {}, metadata: 3 },
      'filters',
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      'filters.AND',
      'filters.OR[0]',
      'filters.created_at.after',
      'filters.peer_id.in',
      'filters.session_id',
      'filters.metadata',
    ]);
  });

  it('refuses a filter that is not an object', () => {
    expect(filtersIssues('peer_id=alice', 'filters')).toEqual([{ path: 'filters', message: 'must be a filter object, got "peer_id=alice"' }]);
    expect(filtersIssues([{ peer_id: 'a' }], 'filters')[0]?.message).toContain('must be a filter object');
  });

  it('refuses an undefined condition, which JSON would silently drop', () => {
    expect(filtersIssues({ peer_id: undefined }, 'filters')[0]?.path).toBe('filters.peer_id');
  });
});
