import { says } from '../validation/rules.js';
import * as z from '../validation/zod.js';
import type { InputIssue } from '../errors/client-errors.js';
import type { HeaderValues, QueryParams } from '../http/request-options.js';
import { isLogLevel, LOG_LEVELS, type LogLevel, type LogSink } from '../logging/logger.js';
import type { CallTracing } from '../tracing/call-tracing.js';
import { rule, type InputSpec } from '../validation/input-spec.js';

// The rules of the client options, with the wording 2.5 used. Values that
// may be secrets (a key, a URL with credentials, a header) are never echoed.

/**
 * The largest timer delay every runtime honours. `setTimeout` stores delays as
 * a signed 32-bit integer; anything larger fires immediately, which would turn
 * a generous timeout into an instant one.
 */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/** The most retries a client or call may ask for. */
export const MAX_RETRIES_LIMIT = 10;

/** A `timeout`: a finite number of milliseconds, above zero, at most {@link MAX_TIMEOUT_MS}. */
export const timeoutSpec: InputSpec<number> = z
  .custom<number>(
    (value) => typeof value === 'number' && Number.isFinite(value) && value > 0,
    says((value) => `must be a positive finite number of milliseconds (got ${describe(value)})`),
  )
  .check(z.refine((value: number) => value <= MAX_TIMEOUT_MS, says((value) => `must be at most ${MAX_TIMEOUT_MS} ms (got ${String(value)})`)));

/** `maxRetries`: an integer from 0 to {@link MAX_RETRIES_LIMIT}. */
export const maxRetriesSpec: InputSpec<number> = z.custom<number>(
  (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_RETRIES_LIMIT,
  says((value) => `must be an integer from 0 to ${MAX_RETRIES_LIMIT} (got ${describe(value)})`),
);

function parsedURL(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * A base URL: an absolute `http:` or `https:` URL without embedded credentials
 * (fetch refuses those, and the key belongs in `apiKey`), a query string or
 * a fragment.
 */
export const baseURLSpec: InputSpec<string> = z
  .custom<string>((value) => typeof value === 'string', says((value) => `must be a string URL such as https://api.honcho.dev (got ${typeof value})`))
  .check(
    z.refine((value: string) => parsedURL(value) !== undefined, says(() => 'must be a valid absolute http(s) URL such as https://api.honcho.dev')),
    z.refine(
      (value: string) => ['http:', 'https:'].includes(parsedURL(value)?.protocol ?? ''),
      says((value) => `must use http: or https: (got ${parsedURL(value as string)?.protocol ?? ''})`),
    ),
    z.refine((value: string) => parsedURL(value)?.username === '' && parsedURL(value)?.password === '', says(() => 'must not contain credentials; pass the key as apiKey')),
    z.refine(
      (value: string) => parsedURL(value)?.search === '' && parsedURL(value)?.hash === '',
      says(() => 'must not contain a query string or fragment; use defaultQuery for query parameters'),
    ),
  );

/** A workspace id, by the rule and the words of the 2.5 SDK. */
export const workspaceIdSpec: InputSpec<string> = z
  .custom<string>((value) => typeof value === 'string' && value !== '', says(() => 'must be a non-empty string'))
  .check(
    z.refine((value: string) => value.length <= 512, says(() => 'must be at most 512 characters')),
    z.refine((value: string) => /^[A-Za-z0-9_-]+$/.test(value), says(() => 'may only contain letters, numbers, underscores and hyphens')),
  );

/** An API key: a string that cannot split a header. */
export const apiKeySpec: InputSpec<string> = z
  .custom<string>((value) => typeof value === 'string', says((value) => `must be a string (got ${typeof value})`))
  .check(z.refine((value: string) => !/[\r\n\0]/.test(value), says(() => 'must not contain line breaks')));

/** `environment`: `'local'` or `'production'`. */
export const environmentSpec: InputSpec<'local' | 'production'> = z.custom<'local' | 'production'>(
  (value) => value === 'local' || value === 'production',
  says(() => `must be 'local' or 'production'`),
);

/** A log level. */
export const logLevelSpec: InputSpec<LogLevel> = z.custom<LogLevel>(isLogLevel, says((value) => `must be one of ${LOG_LEVELS.join(', ')} (got ${describe(value)})`));

/** A `defaultHeaders`/`headers` record: header names to strings (`null` and `undefined` allowed). */
export const headersSpec: InputSpec<HeaderValues | undefined> = rule(headerIssues);

/** `defaultQuery`: a plain object of parameters. */
export const queryParamsSpec: InputSpec<QueryParams> = z.custom<QueryParams>(isPlainRecord, says(() => 'must be an object mapping parameter names to values'));

/** `logger`: something with console's four methods. */
export const logSinkSpec: InputSpec<LogSink> = z.custom<LogSink>(isLogSink, says(() => 'must have debug, info, warn and error methods (console does)'));

/** `tracing`: an integration such as `openTelemetry()`. */
export const tracingSpec: InputSpec<CallTracing> = z.custom<CallTracing>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { startCall?: unknown }).startCall === 'function',
  says(() => 'must be a tracing integration such as openTelemetry() from @honcho-ai/sdk/tracing'),
);

/** The problems of a headers record, naming each bad header but never its value: headers often carry credentials. */
function headerIssues(value: unknown, path: string): InputIssue[] {
  if (value === undefined) return [];
  if (!isPlainRecord(value)) return [{ path, message: 'must be an object mapping header names to strings' }];
  const issues: InputIssue[] = [];
  for (const [name, headerValue] of Object.entries(value)) {
    if (headerValue === null || headerValue === undefined) continue;
    if (typeof headerValue !== 'string') {
      issues.push({ path: `${path}.${name}`, message: `must be a string, null or undefined (got ${typeof headerValue})` });
      continue;
    }
    try {
      new Headers([[name, headerValue]]);
    } catch {
      issues.push({ path: `${path}.${name}`, message: 'is not a valid header name/value (no spaces in names, no line breaks in values)' });
    }
  }
  return issues;
}

/** True for `{}`-style objects, not arrays, `Headers` or class instances. */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** True for something with console's four methods. */
export function isLogSink(value: unknown): value is LogSink {
  if (typeof value !== 'object' || value === null) return false;
  const sink = value as Record<string, unknown>;
  return ['debug', 'info', 'warn', 'error'].every((method) => typeof sink[method] === 'function');
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) {
    return String(value);
  }
  return typeof value;
}
