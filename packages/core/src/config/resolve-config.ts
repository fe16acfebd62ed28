import * as z from '../validation/zod.js';
import { HonchoValidationError } from '../errors/client-errors.js';
import type { FetchLike, HeaderValues, QueryParams } from '../http/request-options.js';
import { isLogLevel, type LogLevel, type LogSink } from '../logging/logger.js';
import { redact, REDACTED } from '../logging/redact.js';
import type { CallTracing } from '../tracing/call-tracing.js';
import { checkInput, inputIssues, type SpecShape } from '../validation/input-spec.js';
import { callback, fields } from '../validation/rules.js';
import {
  apiKeySpec,
  baseURLSpec,
  environmentSpec,
  headersSpec,
  isLogSink,
  isPlainRecord,
  logLevelSpec,
  logSinkSpec,
  maxRetriesSpec,
  queryParamsSpec,
  timeoutSpec,
  tracingSpec,
  workspaceIdSpec,
} from './client-option-rules.js';
import { readEnv, type EnvGlobals } from './read-env.js';

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
 * What a config is resolved from, keyed by where each value came from: an
 * option, or the environment variable read in its place. A bad value is
 * reported at its key, so the error names `HONCHO_URL` when the URL came
 * from there.
 */
interface ConfigSources extends Omit<ClientOptions, 'timeout' | 'maxRetries'> {
  /** `null` means the default, as `??` reads it. */
  timeout?: number | null | undefined;
  maxRetries?: number | null | undefined;
  HONCHO_API_KEY?: string | undefined;
  HONCHO_URL?: string | undefined;
  HONCHO_WORKSPACE_ID?: string | undefined;
}

/** The rules of {@link ConfigSources}, in the order problems are reported. */
const configSourcesSpec = fields({
  apiKey: z.optional(apiKeySpec),
  HONCHO_API_KEY: z.optional(apiKeySpec),
  environment: z.optional(environmentSpec),
  baseURL: z.optional(baseURLSpec),
  HONCHO_URL: z.optional(baseURLSpec),
  workspaceId: z.optional(workspaceIdSpec),
  HONCHO_WORKSPACE_ID: z.optional(workspaceIdSpec),
  timeout: z.optional(z.nullable(timeoutSpec)),
  maxRetries: z.optional(z.nullable(maxRetriesSpec)),
  defaultHeaders: headersSpec,
  defaultQuery: z.optional(queryParamsSpec),
  logLevel: z.optional(logLevelSpec),
  logger: z.optional(logSinkSpec),
  fetch: z.optional(callback<FetchLike>()),
  tracing: z.optional(tracingSpec),
} satisfies SpecShape<ConfigSources>);

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
  const sources: ConfigSources = {
    ...options,
    HONCHO_API_KEY: given(options.apiKey) ? undefined : env(ENV_VARS.apiKey),
    baseURL: given(options.baseURL) ? options.baseURL : undefined,
    HONCHO_URL: given(options.baseURL) || options.environment === 'local' ? undefined : env(ENV_VARS.baseURL),
    workspaceId: given(options.workspaceId) ? options.workspaceId : undefined,
    HONCHO_WORKSPACE_ID: given(options.workspaceId) ? undefined : env(ENV_VARS.workspaceId),
  };
  checkInput(configSourcesSpec, sources, 'Invalid client options');

  const apiKey = nonEmpty(options.apiKey) ?? sources.HONCHO_API_KEY;
  const baseURL = serverRoot(sources.baseURL ?? (options.environment === 'local' ? LOCAL_BASE_URL : (sources.HONCHO_URL ?? DEFAULT_BASE_URL)));
  const workspaceId = sources.workspaceId ?? sources.HONCHO_WORKSPACE_ID ?? DEFAULT_WORKSPACE_ID;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;

  const defaultHeaders: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(options.defaultHeaders ?? {})) {
    if (value !== undefined) defaultHeaders[name] = value;
  }

  // `warn` by default, as openai-node does: the only warnings are things a user should hear about once
  // (a server that sent no evidence when it was asked for), and nothing per request logs above debug.
  let logLevel: LogLevel = options.logLevel ?? 'warn';
  if (options.logLevel === undefined) {
    const envLevel = env(ENV_VARS.logLevel)?.toLowerCase();
    if (isLogLevel(envLevel)) logLevel = envLevel;
    else if (envLevel !== undefined) {
      warn(options.logger, `[honcho] Ignoring ${ENV_VARS.logLevel}: ${inputIssues(logLevelSpec, envLevel)[0]?.message ?? ''}`);
    }
  }

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

/** Whether an option is set: empty strings count as unset, as in the 2.5 SDK. */
function given(value: unknown): boolean {
  return value !== undefined && value !== '';
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
