import { formatPydantic, fromEpochMicros } from './datetime-value.js';

/**
 * `time` as the server writes its timestamps: UTC, in pydantic's form, with
 * six fraction digits (`2026-12-01T15:44:32.121000Z`) or none on a whole
 * second (`2026-12-01T15:44:32Z`). A `Date` has milliseconds, so the last
 * three digits are zeros; clients that read the server's microseconds read
 * these too.
 */
export function serverTimestamp(time: Date): string {
  return formatPydantic(fromEpochMicros(BigInt(time.getTime()) * 1000n));
}
