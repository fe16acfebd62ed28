import { HonchoValidationError, type InputIssue } from '../errors/client-errors.js';
import type { FetchLike, HeaderValues, QueryParams } from '../http/request-options.js';
import { isLogLevel, type LogLevel, type LogSink } from '../logging/logger.js';
import { redact, REDACTED } from '../logging/redact.js';
import { callTracingProblem, type CallTracing } from '../tracing/call-tracing.js';
import { readEnv, type EnvGlobals } from './read-env.js';
import {
  baseURLProblem,
  headersProblems,
  isPlainRecord,
  logLevelProblem,
  maxRetriesProblem,
  timeoutProblem,
  workspaceIdProblem,
} from './validate-options.js';

/** Where the hosted Honcho API lives. */
export const DEFAULT_BASE_URL = 'https://api.honcho.dev';
/** Where `environment: 'local'` points: a Honcho server run from source or Docker. */
export const LOCAL_BASE_URL = 'http://localhost:8000';
/** Workspace used when none is configured, as in the 2.5 SDK. */
export const DEFAULT_WORKSPACE_ID = 'default';
/** Milliseconds a call may take before it fails with `APITimeoutError`; 60 s, as in the 2.5 SDK. */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Retries after the first attempt; 2, as in the 2.5 SDK. */
export const DEFAULT_MAX_RETRIES = 2;

/** Environment variables the client reads when an option is not given. */
export const ENV_VARS = {
  apiKey: 'HONCHO_API_KEY',
  baseURL: 'HONCHO_URL',
  workspaceId: 'HONCHO_WORKSPACE_ID',
  logLevel: 'HONCHO_LOG',
} as const;

/**
 * Options accepted when constructing a client. Every field is optional; names
 * and defaults match `@honcho-ai/sdk` 2.5.
 */
export interface ClientOptions {
  /** API key sent as `Authorization: Bearer …`. Falls back to `HONCHO_API_KEY`; none is sent when neither is set. */
  apiKey?: string | undefined;
  /** `'local'` targets {@link LOCAL_BASE_URL} unless `baseURL` is given; `'production'` keeps the default. */
  environment?: 'local' | 'production' | undefined;
  /**
   * Server root. Falls back to `HONCHO_URL`, then {@link DEFAULT_BASE_URL}.
   * Trailing slashes are removed, then a final `/v3` (routes carry it), so
   * `https://api.honcho.dev/v3` and `https://api.honcho.dev` reach the same
   * place; any other path prefix (a proxy's `/honcho`) is kept.
   */
  baseURL?: string | undefined;
  /** Workspace for workspace-scoped calls. Falls back to `HONCHO_WORKSPACE_ID`, then {@link DEFAULT_WORKSPACE_ID}. */
  workspaceId?: string | undefined;
  /** Milliseconds a whole call may take (all attempts and the body). Default {@link DEFAULT_TIMEOUT_MS}. */
  timeout?: number | undefined;
  /** Retries after the first attempt, 0–10. Default {@link DEFAULT_MAX_RETRIES}. */
  maxRetries?: number | undefined;
  /** Headers sent with every request; `null` removes one the client adds (such as `X-Honcho-Host`). */
  defaultHeaders?: HeaderValues | undefined;
  /** Query parameters sent with every request. */
  defaultQuery?: QueryParams | undefined;
  /** What to log. Falls back to `HONCHO_LOG`, then `'warn'` (`'off'` silences everything). */
  logLevel?: LogLevel | undefined;
  /** Where log lines go; `console` when omitted. Receives only redacted text. */
  logger?: LogSink | undefined;
  /** `fetch` to use instead of `globalThis.fetch`. */
  fetch?: FetchLike | undefined;
  /**
   * Tracing for every call, such as `openTelemetry()` from
   * `@honcho-ai/sdk/tracing`: a span per call, `traceparent` sent to the
   * server. Off when absent, and then it costs nothing.
   */
  tracing?: CallTracing | undefined;
}

/** {@link ClientOptions} with every default applied and every value validated. */
export interface ResolvedConfig {
  /** The API key, when one was given or found in the environment. */
  readonly apiKey: string | undefined;
  /** Server root, without a trailing slash or a final `/v3`. */
  readonly baseURL: string;
  /** Workspace for workspace-scoped calls. */
  readonly workspaceId: string;
  /** Milliseconds a whole call may take. */
  readonly timeout: number;
  /** Retries after the first attempt. */
  readonly maxRetries: number;
  /** Headers sent with every request; `null` marks a built-in header to drop. */
  readonly defaultHeaders: Readonly<Record<string, string | null>>;
  /** Query parameters sent with every request. */
  readonly defaultQuery: QueryParams;
  /** What to log. */
  readonly logLevel: LogLevel;
  /** Where log lines go; `undefined` means `console`. */
  readonly logger: LogSink | undefined;
  /** `fetch` to use; `undefined` means `globalThis.fetch`, looked up per call. */
  readonly fetch: FetchLike | undefined;
  /** The tracing integration; `undefined` when tracing is off. */
  readonly tracing: CallTracing | undefined;
}

/** Seams for tests: where the environment is read from and where config warnings go. */
export interface ResolveConfigContext {
  /** Globals to read the environment from; `globalThis` by default. */
  globals?: EnvGlobals | undefined;
}

/**
 * Applies options, then environment variables, then defaults, and validates
 * the result.
 *
 * Precedence per field: explicit option → environment variable → default.
 * `baseURL`: option → `environment: 'local'` → `HONCHO_URL` → {@link DEFAULT_BASE_URL}.
 * Empty strings count as unset, as in the 2.5 SDK.
 *
 * An invalid `HONCHO_LOG` is ignored with a warning (a logging typo should not
 * take an application down); every other invalid value, option or environment
 * variable, throws.
 *
 * The returned object is frozen, and its `toJSON` and Node inspect output
 * show the API key as `***`.
 *
 * @throws {@link HonchoValidationError} naming each invalid option (or
 *   environment variable) and the rule it broke. Secret values are never echoed.
 */
export function resolveConfig(options: ClientOptions = {}, context: ResolveConfigContext = {}): ResolvedConfig {
  const raw: unknown = options;
  if (!isPlainRecord(raw)) {
    throw new HonchoValidationError([{ path: 'options', message: 'must be an object' }], {
      prefix: 'Invalid client options',
    });
  }
  const env = (name: string): string | undefined => readEnv(name, context.globals);
  const issues: InputIssue[] = [];
  const check = (path: string, problem: string | undefined): void => {
    if (problem !== undefined) issues.push({ path, message: problem });
  };

  const apiKey = nonEmpty(options.apiKey) ?? env(ENV_VARS.apiKey);
  if (options.apiKey !== undefined && typeof options.apiKey !== 'string') {
    check('apiKey', `must be a string (got ${typeof options.apiKey})`);
  } else if (apiKey !== undefined && /[\r\n\0]/.test(apiKey)) {
    check(nonEmpty(options.apiKey) ? 'apiKey' : ENV_VARS.apiKey, 'must not contain line breaks');
  }

  if (options.environment !== undefined && options.environment !== 'local' && options.environment !== 'production') {
    check('environment', `must be 'local' or 'production'`);
  }

  let baseURL: string;
  let baseURLSource: string;
  const explicitURL = nonEmpty(options.baseURL);
  const envURL = env(ENV_VARS.baseURL);
  if (explicitURL !== undefined || (options.baseURL !== undefined && typeof options.baseURL !== 'string')) {
    baseURL = explicitURL ?? (options.baseURL as unknown as string);
    baseURLSource = 'baseURL';
  } else if (options.environment === 'local') {
    baseURL = LOCAL_BASE_URL;
    baseURLSource = 'environment';
  } else if (envURL !== undefined) {
    baseURL = envURL;
    baseURLSource = ENV_VARS.baseURL;
  } else {
    baseURL = DEFAULT_BASE_URL;
    baseURLSource = 'baseURL';
  }
  const baseURLIssue = baseURLProblem(baseURL);
  check(baseURLSource, baseURLIssue);
  if (baseURLIssue === undefined) baseURL = serverRoot(baseURL);

  const explicitWorkspace = nonEmpty(options.workspaceId);
  const envWorkspace = env(ENV_VARS.workspaceId);
  const workspaceId = explicitWorkspace ?? envWorkspace ?? DEFAULT_WORKSPACE_ID;
  if (options.workspaceId !== undefined && typeof options.workspaceId !== 'string') {
    check('workspaceId', workspaceIdProblem(options.workspaceId));
  } else {
    check(explicitWorkspace !== undefined ? 'workspaceId' : ENV_VARS.workspaceId, workspaceIdProblem(workspaceId));
  }

  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  check('timeout', timeoutProblem(timeout));
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  check('maxRetries', maxRetriesProblem(maxRetries));

  const defaultHeaders: Record<string, string | null> = {};
  if (options.defaultHeaders !== undefined) {
    const problems = headersProblems(options.defaultHeaders, 'defaultHeaders');
    for (const [path, message] of problems) issues.push({ path, message });
    if (problems.length === 0) {
      for (const [name, value] of Object.entries(options.defaultHeaders)) {
        if (value !== undefined) defaultHeaders[name] = value;
      }
    }
  }

  if (options.defaultQuery !== undefined && !isPlainRecord(options.defaultQuery)) {
    check('defaultQuery', 'must be an object mapping parameter names to values');
  }

  // `warn` by default, as openai-node does: the only warnings are things a user should hear about once
  // (a server that sent no evidence when it was asked for), and nothing per request logs above debug.
  let logLevel: LogLevel = 'warn';
  if (options.logLevel !== undefined) {
    check('logLevel', logLevelProblem(options.logLevel));
    if (isLogLevel(options.logLevel)) logLevel = options.logLevel;
  } else {
    const envLevel = env(ENV_VARS.logLevel)?.toLowerCase();
    if (isLogLevel(envLevel)) logLevel = envLevel;
    else if (envLevel !== undefined) {
      warn(options.logger, `[honcho] Ignoring ${ENV_VARS.logLevel}: ${logLevelProblem(envLevel) ?? ''}`);
    }
  }

  if (options.logger !== undefined && !isLogSink(options.logger)) {
    check('logger', 'must have debug, info, warn and error methods (console does)');
  }
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    check('fetch', `must be a function (got ${typeof options.fetch})`);
  }

  if (options.tracing !== undefined) check('tracing', callTracingProblem(options.tracing));

  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix: 'Invalid client options' });

  const resolved: ResolvedConfig = {
    apiKey,
    baseURL,
    workspaceId,
    timeout,
    maxRetries,
    defaultHeaders: Object.freeze(defaultHeaders),
    defaultQuery: Object.freeze({ ...(options.defaultQuery ?? {}) }),
    logLevel,
    logger: options.logger,
    fetch: options.fetch,
    tracing: options.tracing,
  };
  hideKeyWhenPrinted(resolved);
  return Object.freeze(resolved);
}

/**
 * The server root a base URL names. Every route the SDK sends starts with
 * `/v3`, so a base ending in `/v3` (as `https://api.honcho.dev/v3`, which 2.x
 * accepted because `new URL(path, base)` dropped the base's path) would
 * otherwise reach `/v3/v3/…`. Any other path prefix is kept: a reverse proxy
 * at `/honcho` gets `/honcho/v3/…`.
 */
function serverRoot(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/v3$/, '');
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isLogSink(value: unknown): value is LogSink {
  if (typeof value !== 'object' || value === null) return false;
  const sink = value as Record<string, unknown>;
  return ['debug', 'info', 'warn', 'error'].every((method) => typeof sink[method] === 'function');
}

function warn(sink: LogSink | undefined, message: string): void {
  try {
    const target = isLogSink(sink) ? sink : console;
    target.warn(message);
  } catch {
    // Nowhere to report a broken sink.
  }
}

// The config is a plain object people print while debugging; keep the key out
// of those prints without making it awkward to read.
function hideKeyWhenPrinted(config: ResolvedConfig): void {
  const printable = (): unknown =>
    redact({ ...config, apiKey: config.apiKey === undefined ? undefined : REDACTED }, [config.apiKey]);
  Object.defineProperty(config, 'toJSON', { value: printable, enumerable: false });
  Object.defineProperty(config, Symbol.for('nodejs.util.inspect.custom'), { value: printable, enumerable: false });
}
