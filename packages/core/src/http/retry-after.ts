/**
 * Reads how long the server asked the client to wait, in milliseconds.
 *
 * Honoured forms, most precise first: `retry-after-ms` (milliseconds),
 * `Retry-After` as seconds (fractions allowed) and `Retry-After` as an HTTP
 * date. Returns `undefined` when no header is present or none parses.
 */
export function parseRetryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const milliseconds = headers.get('retry-after-ms');
  if (milliseconds !== null) {
    const value = Number(milliseconds.trim());
    if (milliseconds.trim() !== '' && Number.isFinite(value) && value >= 0) return value;
  }
  const retryAfter = headers.get('retry-after');
  if (retryAfter === null || retryAfter.trim() === '') return undefined;
  const seconds = Number(retryAfter.trim());
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(retryAfter);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
