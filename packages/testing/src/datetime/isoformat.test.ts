import { describe, expect, it } from 'vitest';
import { formatIsoformat } from './datetime-value.js';
import { parseIsoDatetime } from './parse-iso-datetime.js';

// Python: datetime(2026, 12, 1, 15, 44, 32, tzinfo=timezone.utc).isoformat() == '2026-12-01T15:44:32+00:00'
// and with microsecond=121000, '2026-12-01T15:44:32.121000+00:00'.
describe('formatIsoformat', () => {
  it.each([
    ['2026-12-01T15:44:32.121000Z', '2026-12-01T15:44:32.121000+00:00'],
    ['2026-12-01T15:44:32.000001Z', '2026-12-01T15:44:32.000001+00:00'],
    ['2026-12-01T15:44:32Z', '2026-12-01T15:44:32+00:00'],
    ['2026-12-01T15:44:32.000Z', '2026-12-01T15:44:32+00:00'],
    ['2026-12-01T15:44:32+02:00', '2026-12-01T15:44:32+02:00'],
    ['2026-12-01T15:44:32.5-05:30', '2026-12-01T15:44:32.500000-05:30'],
  ])('%s is written %s', (input, expected) => {
    const value = parseIsoDatetime(input);
    expect(value && formatIsoformat(value)).toBe(expected);
  });
});
