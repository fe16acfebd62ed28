import { describe, expect, it } from 'vitest';
import { formatPydantic } from './datetime-value.js';
import { pydanticDatetime, readPydanticDatetime } from './pydantic-datetime.js';
import type { ValidationIssue } from '../validation/validation-issue.js';

const read = (input: unknown) => {
  const value = readPydanticDatetime(input);
  return 'type' in value ? value : formatPydantic(value);
};

describe('readPydanticDatetime (pydantic v2, lax JSON)', () => {
  it.each<[unknown, string]>([
    ['2021-06-01T12:00:00Z', '2021-06-01T12:00:00Z'],
    ['2021-06-01t12:00:00z', '2021-06-01T12:00:00Z'],
    ['2021-06-01_12:00', '2021-06-01T12:00:00'],
    ['2021-06-01 12:00:00,5', '2021-06-01T12:00:00.500000'],
    ['2021-06-01T12:00:00+0200', '2021-06-01T12:00:00+02:00'],
    ['2021-06-01T12:00:00-00:30', '2021-06-01T12:00:00-00:30'],
    ['2021-06-01T12:00:00.000001+00:00', '2021-06-01T12:00:00.000001Z'],
    ['2021-06-01', '2021-06-01T00:00:00'],
    [1600000000, '2020-09-13T12:26:40Z'],
    ['-1600000000', '1919-04-20T11:33:20Z'],
    ['1.5e9', '2017-07-14T02:40:00Z'],
    ['20210601', '1970-08-22T22:03:21Z'],
  ])('reads %j', (input, expected) => {
    expect(read(input)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['', 'input is too short'],
    ['xxxx-06-01', 'invalid character in year'],
    ['2021x06-01', 'invalid date separator, expected `-`'],
    ['2021-0x-01', 'invalid character in month'],
    ['2021-06-0x', 'invalid character in day'],
    ['2021-02-30', 'day value is outside expected range'],
    ['2021-06-01T12', 'unexpected extra characters at the end of the input'],
    ['2021-06-01T12:00:00+02', 'unexpected extra characters at the end of the input'],
    [' 2021-06-01', 'invalid character in year'],
    ['10000000000000000000000', 'invalid date separator, expected `-`'],
  ])('refuses %j, giving the date reading reason', (input, reason) => {
    expect(read(input)).toEqual({ type: 'datetime_from_date_parsing', reason });
  });

  it('refuses non-strings and timestamps past 9999', () => {
    expect(read({})).toEqual({ type: 'datetime_type' });
    expect(read(1e20)).toEqual({ type: 'datetime_parsing', reason: 'dates after 9999 are not supported as unix timestamps' });
  });

  it('reports issues as FastAPI shows them', () => {
    const issues: ValidationIssue[] = [];
    pydanticDatetime()('yesterday', ['body', 'created_at'], issues);
    expect(issues).toEqual([
      {
        type: 'datetime_from_date_parsing',
        loc: ['body', 'created_at'],
        msg: 'Input should be a valid datetime or date, input is too short',
        input: 'yesterday',
        ctx: { error: 'input is too short' },
      },
    ]);
  });
});
