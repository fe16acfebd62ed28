import { describe, expect, it } from 'vitest';
import { epochMicros, formatPydantic, formatStored } from './datetime-value.js';
import { parseFilterDatetime, parseIsoDatetime } from './parse-iso-datetime.js';

describe('parseIsoDatetime (Python fromisoformat)', () => {
  it.each<[string, string]>([
    ['2024-01-31', '2024-01-31T00:00:00'],
    ['20240131', '2024-01-31T00:00:00'],
    ['2020-01-01T05', '2020-01-01T05:00:00'],
    ['2020-01-01 05:06', '2020-01-01T05:06:00'],
    ['2020-01-01T050607', '2020-01-01T05:06:07'],
    ['2020-01-01T05:06:07.5', '2020-01-01T05:06:07.500000'],
    ['2020-01-01T05:06:07.123456789', '2020-01-01T05:06:07.123456'],
    ['2020-01-01T05:06:07Z', '2020-01-01T05:06:07Z'],
    ['2020-01-01T05:06:07+02:00', '2020-01-01T05:06:07+02:00'],
    ['2020-01-01T05:06:07-0130', '2020-01-01T05:06:07-01:30'],
  ])('reads %s', (text, expected) => {
    const parsed = parseIsoDatetime(text);
    expect(parsed && formatPydantic(parsed)).toBe(expected);
  });

  it.each(['', 'yesterday', '2021-13-01', '2021-02-29', '2021-06-01T25:00', ' 2021-06-01', '2021-06-01T12:00:00 Z'])('refuses %j', (text) => {
    expect(parseIsoDatetime(text)).toBeUndefined();
  });
});

describe('parseFilterDatetime (the server filter operand)', () => {
  it('trims, reads naive values as UTC and takes unpadded fields', () => {
    expect(formatStored(parseFilterDatetime('  2020-01-01  ')!)).toBe('2020-01-01T00:00:00Z');
    expect(formatStored(parseFilterDatetime('2024-1-5 3:4:5')!)).toBe('2024-01-05T03:04:05Z');
    expect(parseFilterDatetime('')).toBeUndefined();
    expect(parseFilterDatetime('2024-01-01\n')).toBeUndefined();
  });
});

describe('DateTimeValue', () => {
  it('stores in UTC as the server reads back, microseconds only when there are some', () => {
    expect(formatStored(parseIsoDatetime('2021-06-01T12:00:00+02:00')!)).toBe('2021-06-01T10:00:00Z');
    expect(formatStored(parseIsoDatetime('2021-06-01T12:00:00.000001')!)).toBe('2021-06-01T12:00:00.000001Z');
    expect(formatStored(parseIsoDatetime('0001-01-01T00:00:00Z')!)).toBe('0001-01-01T00:00:00Z');
  });

  it('orders instants across offsets', () => {
    const utc = epochMicros(parseIsoDatetime('2021-06-01T10:00:00Z')!);
    expect(epochMicros(parseIsoDatetime('2021-06-01T12:00:00+02:00')!)).toBe(utc);
    expect(epochMicros(parseIsoDatetime('9999-12-31T23:59:59.999999Z')!)).toBe(253_402_300_799_999_999n);
  });
});
