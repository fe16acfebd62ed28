import { describe, expect, it } from 'vitest';
import { applyFilters, checkFilters, FILTER_FIELDS, filterPathToLoc } from './filter-body.js';
import { RequestValidationError } from './validation-issue.js';

describe('filters in request bodies', () => {
  it('turns filter paths into FastAPI locations', () => {
    expect(filterPathToLoc('filters')).toEqual(['filters']);
    expect(filterPathToLoc('filters.OR[1].peer_id.like')).toEqual(['filters', 'OR', 1, 'peer_id', 'like']);
    expect(filterPathToLoc('filters.metadata.a.b')).toEqual(['filters', 'metadata', 'a', 'b']);
  });

  it('reports a bad filter as a 422 issue under ["body", "filters", ...]', () => {
    try {
      checkFilters({ AND: [{ peer_id: { gte: true } }] }, FILTER_FIELDS.messages);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RequestValidationError);
      expect((error as RequestValidationError).issues[0]).toMatchObject({ type: 'value_error', loc: ['body', 'filters', 'AND', 0, 'peer_id', 'gte'] });
    }
  });

  it('filters records of any shape', () => {
    const records = [
      { id: 'a', peer_id: 'x', seq: 1, metadata: { n: 1 } },
      { id: 'b', peer_id: 'y', seq: 2, metadata: { n: 2 } },
    ];
    expect(applyFilters(records, { metadata: { n: { gt: 1 } } }, FILTER_FIELDS.messages).map((r) => r.id)).toEqual(['b']);
    expect(applyFilters(records, null, FILTER_FIELDS.messages)).toHaveLength(2);
  });
});
