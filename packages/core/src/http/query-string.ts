import type { QueryParams } from './request-options.js';

/**
 * Adds query parameters to `url` in place. Later sources override earlier
 * ones key by key (per-call over client defaults). `undefined` and `null` are
 * left out; arrays become repeated keys (`?k=a&k=b`), the form the API reads
 * list parameters in; everything else is sent as `String(value)`.
 */
export function appendQuery(url: URL, ...sources: (QueryParams | undefined)[]): URL {
  const merged: Record<string, unknown> = {};
  for (const source of sources) {
    if (source) Object.assign(merged, source);
  }
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) url.searchParams.append(key, String(item));
    } else {
      url.searchParams.set(key, String(value));
    }
  }
  return url;
}
