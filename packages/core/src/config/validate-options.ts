import { isLogLevel, LOG_LEVELS } from '../logging/logger.js';

/**
 * The largest timer delay every runtime honours. `setTimeout` stores delays as
 * a signed 32-bit integer; anything larger fires immediately, which would turn
 * a generous timeout into an instant one.
 */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/** The most retries a client or call may ask for. */
export const MAX_RETRIES_LIMIT = 10;

/**
 * The rule `value` breaks as a `timeout`, or `undefined` when it is valid:
 * a finite number of milliseconds, above zero, at most {@link MAX_TIMEOUT_MS}.
 */
export function timeoutProblem(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    return `must be a positive finite number of milliseconds (got ${describe(value)})`;
  }
  if (value > MAX_TIMEOUT_MS) return `must be at most ${MAX_TIMEOUT_MS} ms (got ${value})`;
  return undefined;
}

/** The rule `value` breaks as `maxRetries`, or `undefined`: an integer from 0 to {@link MAX_RETRIES_LIMIT}. */
export function maxRetriesProblem(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_RETRIES_LIMIT) {
    return `must be an integer from 0 to ${MAX_RETRIES_LIMIT} (got ${describe(value)})`;
  }
  return undefined;
}

/**
 * The rule `value` breaks as a base URL, or `undefined`: an absolute `http:`
 * or `https:` URL without embedded credentials (fetch refuses those, and the
 * key belongs in `apiKey`). The value itself is never echoed, since a URL with
 * credentials in it is a secret.
 */
export function baseURLProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `must be a string URL such as https://api.honcho.dev (got ${typeof value})`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a valid absolute http(s) URL such as https://api.honcho.dev';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `must use http: or https: (got ${url.protocol})`;
  }
  if (url.username !== '' || url.password !== '') {
    return 'must not contain credentials; pass the key as apiKey';
  }
  if (url.search !== '' || url.hash !== '') {
    return 'must not contain a query string or fragment; use defaultQuery for query parameters';
  }
  return undefined;
}

/** The rule `value` breaks as a workspace id, or `undefined`; the same rule the 2.5 SDK enforced. */
export function workspaceIdProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return 'must be a non-empty string';
  if (value.length > 512) return 'must be at most 512 characters';
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return 'may only contain letters, numbers, underscores and hyphens';
  return undefined;
}

/** The rule `value` breaks as a log level, or `undefined`. */
export function logLevelProblem(value: unknown): string | undefined {
  return isLogLevel(value) ? undefined : `must be one of ${LOG_LEVELS.join(', ')} (got ${describe(value)})`;
}

/**
 * The rules a `defaultHeaders`/`headers` record breaks, as `[path, rule]`
 * pairs. Values are never echoed: they are often credentials.
 */
export function headersProblems(value: unknown, path: string): [string, string][] {
  if (!isPlainRecord(value)) return [[path, 'must be an object mapping header names to strings']];
  const problems: [string, string][] = [];
  for (const [name, headerValue] of Object.entries(value)) {
    if (headerValue === null || headerValue === undefined) continue;
    if (typeof headerValue !== 'string') {
      problems.push([`${path}.${name}`, `must be a string, null or undefined (got ${typeof headerValue})`]);
      continue;
    }
    try {
      new Headers([[name, headerValue]]);
    } catch {
      problems.push([`${path}.${name}`, 'is not a valid header name/value (no spaces in names, no line breaks in values)']);
    }
  }
  return problems;
}

/** True for `{}`-style objects, not arrays, `Headers` or class instances. */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) {
    return String(value);
  }
  return typeof value;
}
