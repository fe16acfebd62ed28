import { daysInMonth, type DateTimeValue } from './datetime-value.js';

// Python 3.11's `datetime.fromisoformat`: a date (`2024-01-31` or `20240131`),
// optionally a separator and a time (`12`, `12:30`, `12:30:45`, `123045`, with
// a `.`/`,` fraction of any length, truncated to microseconds), optionally an
// offset (`Z`, `+02`, `+02:00`, `+0200`). Week dates are left out: nothing the
// emulator's clients send uses them.
const DATE = /^(\d{4})(?:-(\d{2})-(\d{2})|(\d{2})(\d{2}))/;
const TIME = /^(\d{2})(?:(:?)(\d{2})(?:\2(\d{2})(?:[.,](\d+))?)?)?/;
const OFFSET = /^(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)$/;

/** The fallback formats the server's filter parser tries (`strptime`), which also take unpadded fields. */
const NAIVE_FALLBACK = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d{1,6}))?)?$/;

function build(fields: readonly (string | undefined)[], fraction: string | undefined, offsetMinutes: number | null): DateTimeValue | undefined {
  const [year, month, day, hour, minute, second] = [0, 1, 2, 3, 4, 5].map((index) => Number(fields[index] ?? 0)) as [number, number, number, number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const microsecond = fraction === undefined ? 0 : Number(fraction.slice(0, 6).padEnd(6, '0'));
  return { year, month, day, hour, minute, second, microsecond, offsetMinutes };
}

/**
 * Parses `text` as Python's `datetime.fromisoformat` does (no trimming), or
 * returns `undefined` where Python raises `ValueError`.
 */
export function parseIsoDatetime(text: string): DateTimeValue | undefined {
  const date = DATE.exec(text);
  if (!date) return undefined;
  const [year, month, day] = date[2] !== undefined ? [date[1], date[2], date[3]] : [date[1], date[4], date[5]];
  let rest = text.slice(date[0].length);
  if (rest === '') return build([year, month, day], undefined, null);
  // Any one character separates the date from the time.
  rest = rest.slice(1);
  const time = TIME.exec(rest);
  if (!time) return undefined;
  rest = rest.slice(time[0].length);
  let offsetMinutes: number | null = null;
  if (rest !== '') {
    const offset = OFFSET.exec(rest);
    if (!offset) return undefined;
    if (offset[1] !== undefined) offsetMinutes = 0;
    else {
      const hours = Number(offset[3]);
      const minutes = Number(offset[4] ?? 0);
      if (hours > 23 || minutes > 59) return undefined;
      offsetMinutes = (offset[2] === '-' ? -1 : 1) * (hours * 60 + minutes);
    }
  }
  return build([year, month, day, time[1], time[3], time[4]], time[5], offsetMinutes);
}

/**
 * How the server reads a datetime in a filter: trimmed, then ISO 8601 as
 * `fromisoformat` reads it (a naive value is UTC), then a few `strptime`
 * layouts that allow unpadded fields. `undefined` when none fits.
 */
export function parseFilterDatetime(text: string): DateTimeValue | undefined {
  // The server refuses control characters before it parses anything.
  if (/[\u0000-\u0008\u000a-\u001f]/.test(text)) return undefined;
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const parsed = parseIsoDatetime(trimmed);
  if (parsed) return parsed.offsetMinutes === null ? { ...parsed, offsetMinutes: 0 } : parsed;
  const naive = NAIVE_FALLBACK.exec(trimmed);
  if (!naive) return undefined;
  return build(naive.slice(1, 7), naive[7], 0);
}
