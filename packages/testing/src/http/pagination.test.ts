import { describe, expect, it } from 'vitest';
import { paginate, readPageRequest } from './pagination.js';

describe('pagination', () => {
  it('defaults to page 1 of 50, in natural order', () => {
    expect(readPageRequest(new URLSearchParams())).toEqual({ page: 1, size: 50, reverse: false });
    expect(readPageRequest(new URLSearchParams('reverse=true'), { reverse: false }).reverse).toBe(false);
  });

  it('pages like fastapi-pagination', () => {
    const items = Array.from({ length: 5 }, (_, i) => i);
    expect(paginate(items, { page: 2, size: 2, reverse: false })).toEqual({ items: [2, 3], total: 5, page: 2, size: 2, pages: 3 });
    expect(paginate(items, { page: 1, size: 2, reverse: true }).items).toEqual([4, 3]);
    expect(paginate([], { page: 1, size: 50, reverse: false })).toEqual({ items: [], total: 0, page: 1, size: 50, pages: 0 });
  });
});
