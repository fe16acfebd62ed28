import { issue } from '../validation/validation-issue.js';
import { INVALID, type Validator } from '../validation/validators.js';
import { daysInMonth, fromEpochMicros, type DateTimeValue } from './datetime-value.js';

// pydantic v2 reads a JSON datetime in lax mode: an RFC 3339 string
// (`2021-06-01T12:00:00.5+02:00`, separator `T`, `t`, `_` or space, seconds
// optional, offset `Z` or `±HH:MM`/`±HHMM`), else a number or numeric string
// as a Unix timestamp (milliseconds above 2e10), else a bare date at midnight.
// When all fail it reports why the date reading failed.

const TIME = /^[Tt_ ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;
const NUMERIC = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
/** Seconds past the epoch of 9999-12-31T23:59:59Z, the last instant pydantic takes as a timestamp. */
const MAX_TIMESTAMP_SECONDS = 253_402_300_799;
/** Timestamps above this many are read as milliseconds. */
const MILLISECONDS_WATERSHED = 20_000_000_000;

/** Why a value is not a datetime, as pydantic words it. */
export interface DatetimeProblem {
  type: 'datetime_type' | 'datetime_parsing' | 'datetime_from_date_parsing';
  /** The reason pydantic appends to its message (and sends as `ctx.error`); none for `datetime_type`. */
  reason?: string;
}

type DateReading = { value: Pick<DateTimeValue, 'year' | 'month' | 'day'> } | { reason: string };

/** The `YYYY-MM-DD` prefix of `text`, or the first thing wrong with it. */
function readDate(text: string): DateReading {
  if (text.length < 10) return { reason: 'input is too short' };
  const digits = (from: number, to: number) => /^\d+$/.test(text.slice(from, to));
  if (!digits(0, 4)) return { reason: 'invalid character in year' };
  if (text[4] !== '-') return { reason: 'invalid date separator, expected `-`' };
  if (!digits(5, 7)) return { reason: 'invalid character in month' };
  if (text[7] !== '-') return { reason: 'invalid date separator, expected `-`' };
  if (!digits(8, 10)) return { reason: 'invalid character in day' };
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (month < 1 || month > 12) return { reason: 'month value is outside expected range of 1-12' };
  if (day < 1 || day > daysInMonth(year, month)) return { reason: 'day value is outside expected range' };
  return { value: { year, month, day } };
}

function readDateTime(text: string): DateTimeValue | undefined {
  const date = readDate(text);
  if (!('value' in date)) return undefined;
  const time = TIME.exec(text.slice(10));
  if (!time) return undefined;
  const [hour, minute, second] = [time[1], time[2], time[3]].map((field) => Number(field ?? 0)) as [number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  // Digits past the sixth are dropped, not rounded (pydantic's default).
  const microsecond = time[4] === undefined ? 0 : Number(time[4].slice(0, 6).padEnd(6, '0'));
  let offsetMinutes: number | null = null;
  if (time[5] !== undefined) offsetMinutes = 0;
  else if (time[6] !== undefined) {
    const hours = Number(time[7]);
    const minutes = Number(time[8]);
    if (hours > 23 || minutes > 59) return undefined;
    offsetMinutes = (time[6] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  return { ...date.value, hour, minute, second, microsecond, offsetMinutes };
}

function fromTimestamp(timestamp: number): DateTimeValue | DatetimeProblem {
  const seconds = Math.abs(timestamp) > MILLISECONDS_WATERSHED ? timestamp / 1000 : timestamp;
  if (!Number.isFinite(seconds) || seconds > MAX_TIMESTAMP_SECONDS) {
    return { type: 'datetime_parsing', reason: 'dates after 9999 are not supported as unix timestamps' };
  }
  if (seconds < -62_135_596_800) return { type: 'datetime_parsing', reason: 'dates before 0000 are not supported as unix timestamps' };
  return fromEpochMicros(BigInt(Math.round(seconds * 1_000_000)));
}

/**
 * Reads `input` as a pydantic `datetime` field does from JSON: the value, or
 * the problem pydantic reports.
 */
export function readPydanticDatetime(input: unknown): DateTimeValue | DatetimeProblem {
  if (typeof input === 'number') return fromTimestamp(input);
  if (typeof input !== 'string') return { type: 'datetime_type' };
  const dateTime = readDateTime(input);
  if (dateTime) return dateTime;
  if (NUMERIC.test(input)) {
    const timestamp = fromTimestamp(Number(input));
    // A numeric string too large for a timestamp falls through to the date reading, as in pydantic.
    if (!('type' in timestamp)) return timestamp;
  }
  const date = readDate(input);
  if ('reason' in date) return { type: 'datetime_from_date_parsing', reason: date.reason };
  if (input.length > 10) return { type: 'datetime_from_date_parsing', reason: 'unexpected extra characters at the end of the input' };
  return { ...date.value, hour: 0, minute: 0, second: 0, microsecond: 0, offsetMinutes: null };
}

const MESSAGES: Record<DatetimeProblem['type'], string> = {
  datetime_type: 'Input should be a valid datetime',
  datetime_parsing: 'Input should be a valid datetime',
  datetime_from_date_parsing: 'Input should be a valid datetime or date',
};

/** A `datetime` field, read as pydantic reads it; the value keeps its offset (or lack of one). */
export function pydanticDatetime(): Validator<DateTimeValue> {
  return (input, loc, issues) => {
    const read = readPydanticDatetime(input);
    if (!('type' in read)) return read;
    const message = read.reason === undefined ? MESSAGES[read.type] : `${MESSAGES[read.type]}, ${read.reason}`;
    issues.push(issue(loc, read.type, message, input, read.reason === undefined ? undefined : { error: read.reason }));
    return INVALID;
  };
}
