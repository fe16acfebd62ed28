/**
 * A short description of a value for an error message: its kind, and for a
 * string at most 40 characters of it, so an error never carries a whole
 * request body or something secret-looking.
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(truncate(value, 40));
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** `text` cut to `max` characters, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
