/**
 * A calendar date-time as Python's `datetime` holds one: microsecond
 * precision and an optional UTC offset. `offsetMinutes` is `null` for a naive
 * value (no offset given), which the server stores as UTC.
 */
export interface DateTimeValue {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  microsecond: number;
  offsetMinutes: number | null;
}

/** Days in `month` (1-12) of `year`, Gregorian leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Microseconds since the Unix epoch, as a bigint (a year-9999 instant in
 * microseconds is past a double's exact range). A naive value counts as UTC,
 * as the server's database reads it.
 */
export function epochMicros(value: DateTimeValue): bigint {
  const date = new Date(Date.UTC(2000, value.month - 1, value.day, value.hour, value.minute, value.second));
  // Date.UTC maps years 0-99 to 1900-1999; setting the year afterwards does not.
  date.setUTCFullYear(value.year);
  const offsetMs = (value.offsetMinutes ?? 0) * 60_000;
  return BigInt(date.getTime() - offsetMs) * 1000n + BigInt(value.microsecond);
}

/** The UTC date-time `micros` after the epoch, with a zero offset. */
export function fromEpochMicros(micros: bigint): DateTimeValue {
  const wholeMs = micros >= 0n ? micros / 1000n : -((-micros + 999n) / 1000n);
  const date = new Date(Number(wholeMs));
  const secondStart = BigInt(Math.floor(date.getTime() / 1000)) * 1_000_000n;
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    microsecond: Number(micros - secondStart),
    offsetMinutes: 0,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function offsetSuffix(offsetMinutes: number | null): string {
  if (offsetMinutes === null) return '';
  if (offsetMinutes === 0) return 'Z';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const magnitude = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
}

/**
 * The value as pydantic serialises a `datetime`: `2021-06-01T12:00:00`, six
 * fraction digits only when there are microseconds, then `Z` for a zero
 * offset, `+02:00` for another, nothing for a naive value.
 */
export function formatPydantic(value: DateTimeValue): string {
  const date = `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
  const time = `${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}`;
  const fraction = value.microsecond === 0 ? '' : `.${pad(value.microsecond, 6)}`;
  return `${date}T${time}${fraction}${offsetSuffix(value.offsetMinutes)}`;
}

/**
 * The value as Python's `datetime.isoformat()` writes an aware one, the form
 * of the few values the server puts in JSON itself rather than through
 * pydantic (scope backfill `updated_at`): six fraction digits only when there
 * are microseconds, and the offset always as `+HH:MM` (`+00:00`, never `Z`).
 */
export function formatIsoformat(value: DateTimeValue): string {
  const pydantic = formatPydantic({ ...value, offsetMinutes: null });
  return value.offsetMinutes === 0 ? `${pydantic}+00:00` : `${pydantic}${offsetSuffix(value.offsetMinutes)}`;
}

/** The value as the server reads it back from its database: converted to UTC, in pydantic's form. */
export function formatStored(value: DateTimeValue): string {
  return formatPydantic(fromEpochMicros(epochMicros(value)));
}
