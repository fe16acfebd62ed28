import { describe, expect, it } from 'vitest';
import { FilterSyntaxError } from './filter-error.js';
import { assertValidFilter, matchFilter } from './match-filter.js';

const fields = new Set(['id', 'peer_id', 'session_id', 'created_at', 'is_active']);
const rows = [
  { id: 'm1', peer_id: 'alice', session_id: 's1', created_at: '2024-03-01T00:00:00Z', metadata: { type: 'support', priority: 3, tags: ['a', 'b'], nested: { level: 'deep' } } },
  { id: 'm2', peer_id: 'bob', session_id: 's1', created_at: '2024-06-01T00:00:00Z', metadata: { type: 'sales', priority: 1 } },
  { id: 'm3', peer_id: 'alice', session_id: null, created_at: '2025-01-01T00:00:00Z', metadata: { title: 'Hello World' } },
  { id: 'm4', peer_id: 'carol', created_at: '2025-06-01T00:00:00Z', metadata: {} },
];
const ids = (filter: unknown) => rows.filter((row) => matchFilter(row, filter, fields)).map((row) => row.id);

describe('matchFilter', () => {
  it.each<[string, unknown, string[]]>([
    ['no filter', undefined, ['m1', 'm2', 'm3', 'm4']],
    ['empty filter', {}, ['m1', 'm2', 'm3', 'm4']],
    ['equality', { peer_id: 'alice' }, ['m1', 'm3']],
    ['two conditions all hold', { peer_id: 'alice', session_id: 's1' }, ['m1']],
    ['bare list is in', { peer_id: ['alice', 'bob'] }, ['m1', 'm2', 'm3']],
    ['in operator', { peer_id: { in: ['carol'] } }, ['m4']],
    ['wildcard', { peer_id: '*' }, ['m1', 'm2', 'm3', 'm4']],
    ['wildcard inside a list', { peer_id: ['nobody', '*'] }, ['m1', 'm2', 'm3', 'm4']],
    ['ne includes unset rows', { session_id: { ne: 's1' } }, ['m3', 'm4']],
    ['equality excludes unset rows', { session_id: 's1' }, ['m1', 'm2']],
    ['null selects unset rows', { session_id: null }, ['m3', 'm4']],
    ['ne null requires a value', { session_id: { ne: null } }, ['m1', 'm2']],
    ['date range', { created_at: { gte: '2024-01-01', lte: '2024-12-31' } }, ['m1', 'm2']],
    ['gt on dates', { created_at: { gt: '2025-01-01T00:00:00Z' } }, ['m4']],
    ['contains on a string', { peer_id: { contains: 'li' } }, ['m1', 'm3']],
    ['icontains', { peer_id: { icontains: 'ALI' } }, ['m1', 'm3']],
    ['OR', { OR: [{ peer_id: 'bob' }, { peer_id: 'carol' }] }, ['m2', 'm4']],
    ['AND', { AND: [{ peer_id: 'alice' }, { created_at: { gte: '2025-01-01' } }] }, ['m3']],
    ['NOT holds when none of its filters holds', { NOT: [{ peer_id: 'alice' }, { peer_id: 'bob' }] }, ['m4']],
    ['NOT includes unset rows', { NOT: [{ session_id: 's1' }] }, ['m3', 'm4']],
    ['nested logic', { OR: [{ AND: [{ peer_id: 'alice' }, { session_id: 's1' }] }, { NOT: [{ peer_id: ['alice', 'bob'] }] }] }, ['m1', 'm4']],
    ['metadata equality', { metadata: { type: 'support' } }, ['m1']],
    ['metadata comparison', { metadata: { priority: { gte: 2 } } }, ['m1']],
    ['metadata nested path', { metadata: { nested: { level: 'deep' } } }, ['m1']],
    ['metadata list containment', { metadata: { tags: { contains: ['a'] } } }, ['m1']],
    ['metadata scalar containment in a list', { metadata: { tags: { contains: 'b' } } }, ['m1']],
    ['metadata icontains', { metadata: { title: { icontains: 'hello' } } }, ['m3']],
    ['metadata wildcard value', { metadata: { type: '*' } }, ['m1', 'm2', 'm3', 'm4']],
    ['metadata missing key is unset', { metadata: { type: { ne: 'sales' } } }, ['m1', 'm3', 'm4']],
    ['metadata in', { metadata: { type: ['sales', 'support'] } }, ['m1', 'm2']],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  it.each<[string, unknown, string]>([
    ['a non-object filter', 'peer_id', 'filters'],
    ['an unknown field', { colour: 'red' }, 'filters.colour'],
    ['an unknown operator', { peer_id: { like: 'a%' } }, 'filters.peer_id.like'],
    ['AND without a list', { AND: { peer_id: 'a' } }, 'filters.AND'],
    ['a bad filter inside OR', { OR: [{ peer_id: 'a' }, 'x'] }, 'filters.OR[1]'],
    ['in without a list', { peer_id: { in: 'a' } }, 'filters.peer_id.in'],
    ['a comparison against a non-comparable', { created_at: { gte: true } }, 'filters.created_at.gte'],
    ['an empty operator object', { peer_id: {} }, 'filters.peer_id'],
    ['operators mixed with keys in metadata', { metadata: { priority: { gte: 1, colour: 2 } } }, 'filters.metadata.priority'],
  ])('rejects %s, naming where', (_name, filter, path) => {
    expect(() => assertValidFilter(filter, fields)).toThrow(FilterSyntaxError);
    try {
      assertValidFilter(filter, fields);
    } catch (error) {
      expect((error as FilterSyntaxError).path).toBe(path);
    }
  });

  it('reports a syntax error even when an earlier condition already failed', () => {
    expect(() => matchFilter(rows[1]!, { peer_id: 'alice', colour: 'red' }, fields)).toThrow(/colour/);
  });
});
