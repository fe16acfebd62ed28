import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { applyFilters, checkFilters, FILTER_FIELDS } from './filter-body.js';

const thrown = (run: () => unknown): HttpError => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
};

describe('filters in request bodies', () => {
  it('reports a bad filter as the server does: 422 with the reason as a plain detail string', () => {
    const error = thrown(() => checkFilters({ AND: { peer_id: 'a' } }, FILTER_FIELDS.messages));
    expect(error.status).toBe(422);
    expect(error.body).toEqual({ detail: 'AND operator must contain a list, got dict' });
  });

  it('filters records of any shape, keeping their order', () => {
    const records = [
      { id: 'a', peer_id: 'x', seq: 1, metadata: { n: 1 } },
      { id: 'b', peer_id: 'y', seq: 2, metadata: { n: 2 } },
    ];
    expect(applyFilters(records, { metadata: { n: { gt: 1 } } }, FILTER_FIELDS.messages).map((r) => r.id)).toEqual(['b']);
    expect(applyFilters(records, null, FILTER_FIELDS.messages)).toHaveLength(2);
  });

  it('answers 500 where the database cannot evaluate the filter on the stored rows', () => {
    const records = [{ id: 'a', metadata: { team: 'red' } }];
    const error = thrown(() => applyFilters(records, { metadata: { team: { gt: 1 } } }, FILTER_FIELDS.peers));
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ detail: 'An unexpected error occurred' });
  });
});
