import { describe, expect, it } from 'vitest';
import { parseRetryAfterMs } from './retry-after.js';

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const parse = (headers: Record<string, string>): number | undefined => parseRetryAfterMs(new Headers(headers), now);

  it('reads each form', () => {
    expect(parse({ 'retry-after-ms': '150' })).toBe(150);
    expect(parse({ 'retry-after': '2' })).toBe(2_000);
    expect(parse({ 'retry-after': '1.5' })).toBe(1_500);
    expect(parse({ 'retry-after': 'Sun, 01 Jun 2025 12:00:10 GMT' })).toBe(10_000);
  });

  it('clamps past dates to zero and rejects garbage', () => {
    expect(parse({ 'retry-after': 'Sun, 01 Jun 2025 11:00:00 GMT' })).toBe(0);
    expect(parse({ 'retry-after': 'later' })).toBeUndefined();
    expect(parse({ 'retry-after': '-3' })).toBeUndefined();
    expect(parse({})).toBeUndefined();
  });
});
