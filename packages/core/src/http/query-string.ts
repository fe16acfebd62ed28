import type { QueryParams } from './request-options.js';

/**
 * Adds query parameters to `url` in place. Later sources override earlier
 * ones key by key (per-call over client defaults). `undefined` and `null` are
 * left out; arrays become repeated keys (`?k=a&k=b`), the form the API reads
 * list parameters in; everything else is sent as `String(value)`.
 */
export function appendQuery(url: URL, ...sources: (QueryParams | undefined)[]): URL {
  for (const [key, value, repeated] of queryValues(sources)) {
    if (repeated) url.searchParams.append(key, value);
    else url.searchParams.set(key, value);
  }
  return url;
}

/**
 * The query string {@link appendQuery} would give a URL that has none yet
 * (`page=2&size=100`, `''` when every value is left out), encoded the same
 * way (`application/x-www-form-urlencoded`), without parsing and serialising
 * a whole URL. Keys and values made only of characters that encoding leaves
 * alone (numbers, booleans, most ids) are written as they are.
 */
export function encodeQuery(...sources: (QueryParams | undefined)[]): string {
  let query = '';
  for (const [key, value] of queryValues(sources)) {
    if (query !== '') query += '&';
    query += `${formEncode(key)}=${formEncode(value)}`;
  }
  return query;
}

/** Characters `application/x-www-form-urlencoded` writes as they are. */
const FORM_SAFE = /^[A-Za-z0-9*\-._]*$/;

function formEncode(text: string): string {
  if (FORM_SAFE.test(text)) return text;
  const params = new URLSearchParams();
  params.append('', text);
  // "=value": the empty key encodes to nothing.
  return params.toString().slice(1);
}

/**
 * The parameters to send, merged (later sources override earlier ones key
 * by key) and stringified: `undefined` and `null` left out, an array as one
 * `repeated` value per item.
 */
function* queryValues(sources: readonly (QueryParams | undefined)[]): Generator<[key: string, value: string, repeated: boolean]> {
  let merged: Record<string, unknown>;
  if (sources.length === 1 && sources[0] !== undefined) merged = sources[0];
  else {
    merged = {};
    for (const source of sources) {
      if (source) Object.assign(merged, source);
    }
  }
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) yield [key, String(item), true];
    } else {
      yield [key, String(value), false];
    }
  }
}
