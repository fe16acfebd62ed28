import { resolveConfig, type ClientOptions } from '../config/resolve-config.js';
import { headersSpec, maxRetriesSpec, timeoutSpec } from '../config/client-option-rules.js';
import { HonchoError } from '../errors/honcho-error.js';
import {
  APIConnectionError,
  APIResponseError,
  APITimeoutError,
  APIUserAbortError,
  HonchoValidationError,
  type InputIssue,
} from '../errors/client-errors.js';
import { makeAPIError } from '../errors/make-api-error.js';
import { inputIssues } from '../validation/input-spec.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { redact, redactText, REDACTED, type Secrets } from '../logging/redact.js';
import { CallScope } from './call-scope.js';
import { isIdempotentRequest } from './idempotency.js';
import { classifyNetworkError, describeNetworkError } from './network-failure.js';
import { appendQuery, encodeQuery } from './query-string.js';
import type { FetchLike, HeaderValues, HttpMethod, QueryParams, RequestDefinition } from './request-options.js';
import { DEFAULT_BACKOFF, decideRetry, type BackoffOptions, type RetryFailure } from './retry-policy.js';
import { DEFAULT_PRODUCT, identityHeaders, RETRY_COUNT_HEADER } from './runtime-identity.js';
import type { CallObserver, CallTracing } from '../tracing/call-tracing.js';

/** Options for {@link HttpClient}: the client options plus transport tuning. */
export interface HttpClientOptions extends ClientOptions {
  /**
   * Product token naming the SDK in `X-Honcho-Host` and `User-Agent`, e.g.
   * `honcho-typescript/2.5.0`. Defaults to `honcho-typescript`.
   */
  product?: string | undefined;
  /**
   * Backoff between retries; defaults to 0.5 s doubling, capped at 8 s. Tests
   * set tiny values; a server's `Retry-After` still takes precedence.
   */
  retryBackoff?: Partial<BackoffOptions> | undefined;
}

/** A request definition without a body, for methods that send none. */
export type BodylessRequestDefinition = Omit<RequestDefinition, 'body'>;

type ResponseMode = 'json' | 'raw';

interface EncodedBody {
  readonly body: string | FormData | undefined;
  readonly contentType: string | undefined;
}

/** Thrown inside the loop when the body broke off after the headers arrived. */
class BodyReadFailure {
  constructor(readonly cause: unknown) {}
}

const JSON_TYPE = 'application/json';
const EVENT_STREAM_TYPE = 'text/event-stream';

/**
 * The HTTP transport shared by every Honcho client: base URL, authentication,
 * identification headers, JSON encoding, timeouts, retries and error mapping.
 *
 * Requests go straight to `fetch` (see docs/decisions/0006); the retry loop
 * here applies {@link decideRetry}, and one timeout covers the whole call
 * (every attempt, every wait and the body read).
 *
 * The API key lives in a private field. `JSON.stringify(client)`,
 * `String(client)` and Node's `util.inspect(client)` show it as `***`, and it
 * is scrubbed from every error and log line the client produces.
 *
 * @example
 * ```ts
 * const http = new HttpClient({ apiKey: 'hch-…' });
 * const peers = await http.post<Page<Peer>>(buildPath('/v3/workspaces/{id}/peers/list', { id }), { body: {} });
 * ```
 */
export class HttpClient {
  /** API root, without a trailing slash. */
  readonly baseURL: string;
  /** Default milliseconds a whole call may take. */
  readonly timeout: number;
  /** Default retries after the first attempt. */
  readonly maxRetries: number;
  /** Query parameters sent with every request. */
  readonly defaultQuery: QueryParams;
  /** The client's logger; scrubs the API key from everything. */
  readonly logger: Logger;

  #apiKey: string | undefined;
  /**
   * The keys to scrub: the current one and the one it replaced (a request
   * sent just before a change may still fail with it). The logger holds this
   * array, so it is changed in place.
   */
  readonly #keys: (string | undefined)[];
  /** The record {@link HttpClient.defaultHeaders} hands out; writes to it reach #headersChanged. */
  readonly #defaultHeaders: Record<string, string | null>;
  /** Whether defaultHeaders changed since it was last checked: checked on the next request, not on each. */
  #headersUnchecked = false;
  readonly #options: HttpClientOptions;
  readonly #fetch: FetchLike | undefined;
  readonly #tracing: CallTracing | undefined;
  readonly #backoff: BackoffOptions;
  readonly #identity: Readonly<Record<string, string>>;
  /** Whether the base URL carries credentials (`https://user:pass@host`), which fetch refuses. */
  readonly #baseHasCredentials: boolean;
  /** Whether a call can go to `baseURL + path (+ query)` as a string, skipping a URL parse. */
  readonly #plainURLs: boolean;
  /** Headers of a call without per-call headers, as a plain object, by accept and content type (see #plainHeaders). */
  readonly #baseHeaderCache: (Readonly<Record<string, string>> | undefined)[] = [];
  /** The same with the retry count of a first attempt. */
  readonly #firstAttemptHeaderCache: (Readonly<Record<string, string>> | undefined)[] = [];

  /**
   * @throws {@link HonchoValidationError} when an option or environment
   *   variable is invalid (see `resolveConfig`).
   */
  constructor(options: HttpClientOptions = {}) {
    const config = resolveConfig(options);
    const issues: InputIssue[] = [];
    const product = options.product ?? DEFAULT_PRODUCT;
    if (typeof product !== 'string' || product.trim() === '' || /[\r\n]/.test(product)) {
      issues.push({ path: 'product', message: 'must be a non-empty single-line string' });
    }
    const backoff = { ...DEFAULT_BACKOFF, ...options.retryBackoff };
    if (!(Number.isFinite(backoff.initialDelayMs) && backoff.initialDelayMs >= 0)) {
      issues.push({ path: 'retryBackoff.initialDelayMs', message: 'must be a finite number ≥ 0' });
    }
    if (!(Number.isFinite(backoff.maxDelayMs) && backoff.maxDelayMs >= backoff.initialDelayMs)) {
      issues.push({ path: 'retryBackoff.maxDelayMs', message: 'must be a finite number ≥ initialDelayMs' });
    }
    if (issues.length > 0) throw new HonchoValidationError(issues, { prefix: 'Invalid client options' });

    this.baseURL = config.baseURL;
    this.timeout = config.timeout;
    this.maxRetries = config.maxRetries;
    this.#defaultHeaders = watchedRecord({ ...config.defaultHeaders }, () => this.#headersChanged());
    this.defaultQuery = config.defaultQuery;
    this.#apiKey = config.apiKey;
    this.#keys = [config.apiKey];
    this.#fetch = config.fetch;
    this.#tracing = config.tracing;
    this.#backoff = Object.freeze(backoff);
    this.#identity = Object.freeze(identityHeaders(product));
    this.#options = { ...config, product, retryBackoff: backoff };
    const base = new URL(config.baseURL);
    this.#baseHasCredentials = base.username !== '' || base.password !== '';
    this.#plainURLs = Object.keys(config.defaultQuery).length === 0 && !this.#baseHasCredentials;
    this.logger = createLogger({ level: config.logLevel, sink: config.logger, secrets: this.#keys });
  }

  /**
   * Headers sent with every request, a plain record each request reads:
   * `Object.assign(http.defaultHeaders, { 'X-Team': 'a' })` adds one for
   * every later call, `delete` stops sending it, and `null` drops one the
   * client adds itself (such as `X-Honcho-Host`). A name or value `fetch`
   * would refuse fails the next request with a `HonchoValidationError` naming
   * the header. A getter rather than an own property: people put credentials
   * here, and spreading or `Object.entries` on the client must not carry them
   * along.
   *
   * @example
   * ```ts
   * Object.assign(honcho.http.defaultHeaders, { 'X-Honcho-Host': 'my-plugin/1.0' });
   * ```
   */
  get defaultHeaders(): Record<string, string | null> {
    return this.#defaultHeaders;
  }

  /**
   * The API key sent as `Authorization: Bearer …`. Assigning replaces it for
   * every later request (a refreshed token); `undefined` or `''` stops
   * sending one. Reading gives `'***'` when a key is set and `undefined`
   * otherwise: the key itself is never exposed, printed or logged.
   *
   * @example
   * ```ts
   * honcho.http.apiKey = await refreshToken();
   * ```
   * @throws {@link HonchoValidationError} when assigned something other than
   *   a single-line string or `undefined`.
   */
  get apiKey(): string | undefined {
    return this.#apiKey === undefined ? undefined : REDACTED;
  }

  set apiKey(value: string | undefined) {
    const raw: unknown = value;
    if (raw !== undefined && typeof raw !== 'string') {
      throw new HonchoValidationError([{ path: 'apiKey', message: `must be a string or undefined (got ${raw === null ? 'null' : typeof raw})` }], {
        prefix: 'Invalid API key',
      });
    }
    if (typeof raw === 'string' && /[\r\n\0]/.test(raw)) {
      throw new HonchoValidationError([{ path: 'apiKey', message: 'must not contain line breaks' }], { prefix: 'Invalid API key' });
    }
    const key = raw === '' ? undefined : raw;
    this.#keys.splice(0, this.#keys.length, this.#apiKey, key);
    this.#apiKey = key;
    this.#forgetHeaders();
  }

  /** Whether an API key is configured. The key itself is never exposed. */
  get hasApiKey(): boolean {
    return this.#apiKey !== undefined;
  }

  /**
   * Sends a request and returns its parsed JSON body (`undefined` for 204 or
   * an empty body), retrying per {@link decideRetry}.
   *
   * @param method - HTTP method.
   * @param path - Path under `baseURL`, e.g. from `buildPath`. Full URLs are
   *   refused so the key is never sent to another host.
   * @param definition - Body, idempotency and per-call options.
   * @throws `APIError` subclasses (via `makeAPIError`) for error statuses,
   *   {@link APIResponseError} when a success body is not JSON,
   *   {@link APIConnectionError} when the network fails, {@link APITimeoutError}
   *   when the timeout runs out, {@link APIUserAbortError} when the caller
   *   aborts, {@link HonchoValidationError} for invalid arguments.
   */
  request<T = unknown>(method: HttpMethod, path: string, definition: RequestDefinition = {}): Promise<T> {
    // Not an async function of its own: #execute's promise is the call's, one frame and one turn less per call.
    return this.#execute(method, path, definition, 'json', JSON_TYPE) as Promise<T>;
  }

  /** `GET`; see {@link HttpClient.request}. */
  get<T = unknown>(path: string, definition?: BodylessRequestDefinition): Promise<T> {
    return this.request<T>('GET', path, definition);
  }

  /** `POST`; retried after ambiguous failures only on idempotent routes. See {@link HttpClient.request}. */
  post<T = unknown>(path: string, definition?: RequestDefinition): Promise<T> {
    return this.request<T>('POST', path, definition);
  }

  /** `PUT`; see {@link HttpClient.request}. */
  put<T = unknown>(path: string, definition?: RequestDefinition): Promise<T> {
    return this.request<T>('PUT', path, definition);
  }

  /** `PATCH`; never idempotent unless the definition says so. See {@link HttpClient.request}. */
  patch<T = unknown>(path: string, definition?: RequestDefinition): Promise<T> {
    return this.request<T>('PATCH', path, definition);
  }

  /** `DELETE`; resolves to `undefined` for the usual 204. See {@link HttpClient.request}. */
  delete<T = void>(path: string, definition?: RequestDefinition): Promise<T> {
    return this.request<T>('DELETE', path, definition);
  }

  /**
   * Sends a request and returns the `Response` as soon as a success status
   * and its headers arrive, with the body unread.
   *
   * Retries (same policy) happen only before that point; the timeout bounds
   * only the wait for headers. The caller's `signal` stays linked to the
   * body, so aborting later cancels the read. Error statuses throw as in
   * {@link HttpClient.request}.
   */
  requestRaw(method: HttpMethod, path: string, definition: RequestDefinition = {}): Promise<Response> {
    return this.#execute(method, path, definition, 'raw', JSON_TYPE) as Promise<Response>;
  }

  /**
   * {@link HttpClient.requestRaw} with `Accept: text/event-stream`, for
   * server-sent events. Parse the body with the SSE reader, passing it the
   * same `signal`.
   */
  stream(method: HttpMethod, path: string, definition: RequestDefinition = {}): Promise<Response> {
    return this.#execute(method, path, definition, 'raw', EVENT_STREAM_TYPE) as Promise<Response>;
  }

  /**
   * `POST`s `formData` as `multipart/form-data` (the runtime sets the
   * boundary) and returns the parsed JSON response. Not idempotent unless
   * `idempotent: true` is passed.
   */
  upload<T = unknown>(path: string, formData: FormData, definition: BodylessRequestDefinition = {}): Promise<T> {
    return this.request<T>('POST', path, { ...definition, body: formData });
  }

  /** A new client with the same settings, the API key included, except those overridden. */
  withOptions(overrides: Partial<HttpClientOptions>): HttpClient {
    return new HttpClient({ ...this.#options, apiKey: this.#apiKey, defaultHeaders: { ...this.#defaultHeaders }, ...overrides });
  }

  /** The client's settings with the API key and credential headers shown as `***`. */
  toJSON(): Record<string, unknown> {
    return redact(
      {
        baseURL: this.baseURL,
        apiKey: this.#apiKey === undefined ? undefined : REDACTED,
        timeout: this.timeout,
        maxRetries: this.maxRetries,
        defaultHeaders: { ...this.#defaultHeaders },
        defaultQuery: this.defaultQuery,
        logLevel: this.logger.level,
      },
      this.#keys,
    ) as Record<string, unknown>;
  }

  /** `HttpClient(<baseURL>)`: never the key. */
  toString(): string {
    return `HttpClient(${redactText(this.baseURL, this.#keys)})`;
  }

  #execute(method: HttpMethod, rawPath: string, definition: RequestDefinition, mode: ResponseMode, accept: string): Promise<unknown> {
    const tracing = this.#tracing;
    if (tracing === undefined) return this.#run(method, rawPath, definition, mode, accept, undefined);
    return this.#traced(tracing, method, rawPath, definition, mode, accept);
  }

  /** {@link HttpClient.#run} watched by the client's tracing, which adds its headers (`traceparent`) to every attempt. */
  async #traced(
    tracing: CallTracing,
    method: HttpMethod,
    rawPath: string,
    definition: RequestDefinition,
    mode: ResponseMode,
    accept: string,
  ): Promise<unknown> {
    const observer = tracing.startCall({
      method,
      path: typeof rawPath === 'string' ? rawPath : '',
      baseURL: this.baseURL,
      body: definition.body,
      streaming: accept === EVENT_STREAM_TYPE,
      secrets: this.#keys,
    });
    const propagation = observer.propagationHeaders();
    // The caller's own trace headers, if any, win: they are forwarding a context on purpose.
    const traced = propagation === undefined ? definition : { ...definition, headers: { ...propagation, ...definition.headers } };
    try {
      const result = await this.#run(method, rawPath, traced, mode, accept, observer);
      if (result instanceof Response) return observer.followBody(result);
      observer.succeeded(result);
      return result;
    } catch (error) {
      observer.failed(error);
      throw error;
    }
  }

  async #run(
    method: HttpMethod,
    rawPath: string,
    definition: RequestDefinition,
    mode: ResponseMode,
    accept: string,
    observer: CallObserver | undefined,
  ): Promise<unknown> {
    const timeout = definition.timeout ?? this.timeout;
    const maxRetries = definition.maxRetries ?? this.maxRetries;
    const path = this.#validateCall(method, rawPath, definition, timeout, maxRetries);
    const queryAt = path.indexOf('?');
    // The URL as a string, which fetch parses anyway: parsing and serialising it here too costs per call.
    let url: string;
    if (this.#plainURLs && queryAt < 0) {
      const query = definition.query === undefined ? '' : encodeQuery(definition.query);
      url = query === '' ? this.baseURL + path : `${this.baseURL}${path}?${query}`;
    } else {
      url = appendQuery(new URL(this.baseURL + path), this.defaultQuery, definition.query).href;
    }
    const secrets: Secrets = definition.headers === undefined ? this.#keys : [...this.#keys, bearerToken(definition.headers)];
    const payload = encodeBody(definition.body);
    const logger = this.logger;
    const attempts = maxRetries + 1;

    const scope = new CallScope(definition.signal, timeout, mode === 'raw');
    let handedOff = false;
    try {
      for (let attempt = 1; ; attempt++) {
        if (scope.ended) throw this.#endError(scope, operationName(method, url));
        const startedAt = Date.now();
        let failure: RetryFailure;
        let error: HonchoError;
        try {
          const debug = logger.enabled('debug');
          const headers =
            definition.headers === undefined && !debug && typeof payload.body !== 'object'
              ? this.#plainHeaders(accept, payload, attempt - 1)
              : this.#headers(accept, payload, definition.headers, attempt - 1);
          if (debug) logger.debug(`→ ${method} ${url} (attempt ${attempt}/${attempts})`, { headers });
          let pending: Promise<Response>;
          try {
            pending = this.#send(url, { method, headers, body: payload.body, signal: scope.signal });
          } catch (error) {
            // The Request is built synchronously; a throw here is a malformed request, not a network failure.
            throw new HonchoValidationError(
              [{ path: 'request', message: `cannot be built (${error instanceof Error ? error.message : String(error)})` }],
              { prefix: `Invalid request ${operationName(method, url)}`, cause: error },
            );
          }
          let response: Response;
          try {
            response = await scope.race(pending);
          } catch (error) {
            // The call ended first: a response that arrives later is never read; release it.
            if (scope.ended) pending.then((late) => void late.body?.cancel().catch(() => undefined), () => undefined);
            throw error;
          }
          observer?.responded(response.status);
          if (debug) {
            logger.debug(`← ${response.status} ${method} ${url} in ${Date.now() - startedAt} ms (attempt ${attempt}/${attempts})`);
          }
          if (response.ok) {
            if (mode === 'raw') {
              scope.releaseDeadline();
              handedOff = true;
              return response;
            }
            // Read here rather than in an async helper: one frame and one promise less per call.
            let text: string;
            try {
              text = await scope.race(response.text());
            } catch (error) {
              if (scope.ended) throw error;
              throw new BodyReadFailure(error);
            }
            return parseJSONBody(response, text, method, url, secrets);
          }
          const body = await readErrorBody(response, scope, secrets);
          error = makeAPIError({ status: response.status, body, headers: safeHeaders(response.headers, secrets), operation: operationName(method, url), feature: definition.feature });
          failure = { kind: 'status', status: response.status, headers: response.headers };
        } catch (thrown) {
          if (scope.ended) throw this.#endError(scope, operationName(method, url));
          if (thrown instanceof HonchoError) throw thrown;
          const broke = thrown instanceof BodyReadFailure;
          const cause = broke ? thrown.cause : thrown;
          const what = broke ? 'Connection lost while reading the response body' : 'Connection error';
          error = new APIConnectionError(redactText(`${what}: ${describeNetworkError(cause)} (${operationName(method, url)})`, secrets), {
            cause: safeCause(cause, secrets),
          });
          failure = { kind: 'network', phase: broke ? 'response-started' : classifyNetworkError(cause) };
          logger.debug(`✗ ${method} ${url} after ${Date.now() - startedAt} ms (attempt ${attempt}/${attempts}): ${error.message}`);
        }

        // Only a failure needs to know whether the request may be repeated: worked out here, not per call.
        const idempotent = isIdempotentRequest(method, path, definition.idempotent);
        const decision = decideRetry({ attempt, maxRetries, idempotent, failure, backoff: this.#backoff });
        if (!decision.retry) {
          logger.debug(`giving up on ${method} ${url}: ${decision.reason}`);
          throw error;
        }
        if (decision.delayMs > scope.remainingMs) {
          // Waiting would outlast the timeout; the real failure says more than a timeout would.
          logger.debug(`giving up on ${method} ${url}: a ${Math.round(decision.delayMs)} ms wait would outlast the timeout`);
          throw error;
        }
        logger.debug(
          `retrying ${method} ${url} in ${Math.round(decision.delayMs)} ms (attempt ${attempt + 1}/${attempts}): ${decision.reason}`,
        );
        observer?.retrying(attempt, decision.reason, decision.delayMs);
        try {
          await scope.sleep(decision.delayMs);
        } catch {
          throw this.#endError(scope, operationName(method, url));
        }
      }
    } finally {
      if (!handedOff) scope.dispose();
    }
  }

  /**
   * One attempt on the wire. An injected `fetch` gets a `Request`, as it
   * always has; the global `fetch` (looked up per call, so one patched after
   * construction is used) gets the URL and init directly, which lets the
   * runtime send a string body in one write instead of streaming a Request's
   * body. Throws synchronously when the request cannot be built.
   */
  #send(url: string, init: RequestInit): Promise<Response> {
    const customFetch = this.#fetch;
    if (customFetch) {
      const request = new Request(url, init);
      return callFetch(() => customFetch(request, {}));
    }
    // fetch() would reject asynchronously for these; build the Request so they throw here, as above.
    // Only the base URL can carry credentials (a path is checked to be one), so this is known per client.
    if (this.#baseHasCredentials) new Request(url, init);
    return callFetch(() => globalThis.fetch(url, init));
  }

  /**
   * The headers {@link HttpClient.#headers} builds for a call without
   * per-call headers or a multipart body, as a plain object: computed once
   * per accept and content type, then copied with the retry count. Saves
   * building and validating a `Headers` object per call; names are lower
   * case, as `Headers` makes them, so nothing differs on the wire.
   */
  #plainHeaders(accept: string, payload: EncodedBody, retryCount: number): Readonly<Record<string, string>> {
    // Two accept types by two content types: a slot each, without building a key string per call.
    const key = (accept === JSON_TYPE ? 0 : 2) + (payload.contentType === undefined ? 0 : 1);
    let base = this.#baseHeaderCache[key];
    if (base === undefined) {
      const headers = this.#headers(accept, payload, undefined, 0);
      headers.delete(RETRY_COUNT_HEADER);
      base = Object.freeze(Object.fromEntries(headers));
      this.#baseHeaderCache[key] = base;
    }
    if (retryCount > 0) return { ...base, [RETRY_COUNT_HEADER]: String(retryCount) };
    // The first attempt's headers are the same every call: one frozen object, which fetch only reads.
    let first = this.#firstAttemptHeaderCache[key];
    if (first === undefined) {
      first = Object.freeze({ ...base, [RETRY_COUNT_HEADER]: '0' });
      this.#firstAttemptHeaderCache[key] = first;
    }
    return first;
  }

  /** The path to send, rooted; throws a {@link HonchoValidationError} naming every invalid argument. */
  #validateCall(method: HttpMethod, rawPath: string, definition: RequestDefinition, timeout: unknown, maxRetries: unknown): string {
    const issues: InputIssue[] = [];
    if (method === 'GET' && definition.body !== undefined) {
      issues.push({ path: 'body', message: 'is not allowed on GET; fetch refuses to send it' });
    }
    // A path starting with one "/" cannot carry a scheme; only other strings need the pattern.
    const rooted = typeof rawPath === 'string' && rawPath.charCodeAt(0) === 47 && rawPath.charCodeAt(1) !== 47;
    if (!rooted && (typeof rawPath !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(rawPath) || rawPath.startsWith('//'))) {
      issues.push({ path: 'path', message: 'must be a path such as /v3/workspaces; full URLs are refused so the key only goes to baseURL' });
    }
    issues.push(...inputIssues(timeoutSpec, timeout, 'timeout'), ...inputIssues(maxRetriesSpec, maxRetries, 'maxRetries'));
    issues.push(...inputIssues(headersSpec, definition.headers, 'headers'));
    if (definition.signal !== undefined && !(definition.signal instanceof AbortSignal)) {
      issues.push({ path: 'signal', message: 'must be an AbortSignal' });
    }
    if (this.#headersUnchecked) {
      const problems = inputIssues(headersSpec, this.#defaultHeaders, 'defaultHeaders');
      issues.push(...problems);
      // Stays unchecked while broken, so every call names the header until it is fixed.
      if (problems.length === 0) this.#headersUnchecked = false;
    }
    if (issues.length > 0) throw new HonchoValidationError(issues, { prefix: 'Invalid request options' });
    return rooted ? rawPath : `/${rawPath}`;
  }

  #headers(accept: string, payload: EncodedBody, callHeaders: HeaderValues | undefined, retryCount: number): Headers {
    const headers = new Headers({ Accept: accept, ...this.#identity });
    if (payload.contentType) headers.set('Content-Type', payload.contentType);
    applyHeaders(headers, this.#defaultHeaders);
    if (this.#apiKey !== undefined) headers.set('Authorization', `Bearer ${this.#apiKey}`);
    applyHeaders(headers, callHeaders);
    // The runtime must write multipart's Content-Type itself: only it knows the boundary.
    if (payload.body instanceof FormData) headers.delete('Content-Type');
    headers.set(RETRY_COUNT_HEADER, String(retryCount));
    return headers;
  }

  #headersChanged(): void {
    this.#headersUnchecked = true;
    this.#forgetHeaders();
  }

  /** Drops the precomputed headers of #plainHeaders, which hold the key and the default headers. */
  #forgetHeaders(): void {
    this.#baseHeaderCache.length = 0;
    this.#firstAttemptHeaderCache.length = 0;
  }

  #endError(scope: CallScope, operation: string): HonchoError {
    if (scope.ended === 'timeout') {
      return new APITimeoutError(`Request timed out after ${scope.timeoutMs} ms (${operation})`);
    }
    return new APIUserAbortError(`Request was aborted (${operation})`, { cause: scope.callerReason });
  }
}

// Node's util.inspect looks this symbol up by registry name; defined off the
// class body so the public type stays free of a Node-specific member.
Object.defineProperty(HttpClient.prototype, Symbol.for('nodejs.util.inspect.custom'), {
  enumerable: false,
  value: function inspectHttpClient(
    this: HttpClient,
    _depth: number,
    options: unknown,
    inspect?: (value: unknown, options?: unknown) => string,
  ): unknown {
    const shown = this.toJSON();
    return typeof inspect === 'function' ? `HttpClient ${inspect(shown, options)}` : shown;
  },
});

/**
 * `POST https://api.honcho.dev/v3/workspaces/…`, naming the call in error
 * messages: the URL as requested, base path included, so a 404 from a
 * misplaced base URL shows where it went. The query is left out: a
 * `defaultQuery` may carry a proxy's token. Built only when one is needed.
 */
function operationName(method: HttpMethod, url: string): string {
  const queryAt = url.indexOf('?');
  return `${method} ${queryAt < 0 ? url : url.slice(0, queryAt)}`;
}

/** A `fetch` that throws synchronously (a hand-written mock) fails the attempt like any network error. */
function callFetch(send: () => Promise<Response>): Promise<Response> {
  try {
    return Promise.resolve(send());
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * `record` behind a proxy that calls `onChange` after every write or delete
 * (assignment, `Object.assign` and `Object.defineProperty` all define a
 * property), so the client learns of changes without comparing per request.
 */
function watchedRecord<T extends object>(record: T, onChange: () => void): T {
  return new Proxy(record, {
    defineProperty(target, name, descriptor) {
      const done = Reflect.defineProperty(target, name, descriptor);
      onChange();
      return done;
    },
    deleteProperty(target, name) {
      const done = Reflect.deleteProperty(target, name);
      onChange();
      return done;
    },
  });
}

function applyHeaders(target: Headers, source: HeaderValues | undefined): void {
  if (!source) return;
  for (const [name, value] of Object.entries(source)) {
    if (value === null) target.delete(name);
    else if (value !== undefined) target.set(name, value);
  }
}

function encodeBody(body: unknown): EncodedBody {
  if (body === undefined) return { body: undefined, contentType: undefined };
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { body, contentType: undefined };
  let text: string | undefined;
  try {
    text = JSON.stringify(body);
  } catch (error) {
    // Serialised here, once, so a BigInt or a cycle is a clear input error and not a "connection error".
    throw new HonchoValidationError(
      [{ path: 'body', message: `cannot be serialised as JSON (${error instanceof Error ? error.message : String(error)})` }],
      { prefix: 'Invalid request body', cause: error },
    );
  }
  if (text === undefined) {
    throw new HonchoValidationError([{ path: 'body', message: `cannot be serialised as JSON (got ${typeof body})` }], {
      prefix: 'Invalid request body',
    });
  }
  return { body: text, contentType: JSON_TYPE };
}

/** A success body read as `text`, parsed: `undefined` when blank, an {@link APIResponseError} when not JSON. */
function parseJSONBody(response: Response, text: string, method: HttpMethod, url: string, secrets: Secrets): unknown {
  if (isBlank(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const operation = operationName(method, url);
    const contentType = response.headers.get('content-type') ?? 'no content-type';
    const excerpt = excerptOf(text, secrets);
    const what = /^\s*</.test(text)
      ? `an HTML page${htmlTitle(text, secrets)}`
      : 'a body that is not valid JSON';
    throw new APIResponseError(
      `Expected JSON from ${operation} but received ${what} (HTTP ${response.status}, ${contentType}): ${JSON.stringify(excerpt)}`,
      response.status,
      { body: excerpt, cause: safeCause(error, secrets) },
    );
  }
}

async function readErrorBody(response: Response, scope: CallScope, secrets: Secrets): Promise<unknown> {
  let text: string;
  try {
    text = await scope.race(response.text());
  } catch (error) {
    if (scope.ended) throw error;
    // The status already says what went wrong; a body that broke off adds nothing.
    return undefined;
  }
  if (isBlank(text)) return undefined;
  try {
    return redact(JSON.parse(text), secrets);
  } catch {
    return redactText(text, secrets);
  }
}

/** `text.trim() === ''` without copying the body: `\s` is exactly what trim() removes. */
function isBlank(text: string): boolean {
  return !/\S/.test(text);
}

function excerptOf(text: string, secrets: Secrets): string {
  const flat = redactText(text, secrets).replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

function htmlTitle(text: string, secrets: Secrets): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.trim();
  return title ? ` titled "${redactText(title, secrets)}"` : '';
}

function safeHeaders(headers: Headers, secrets: Secrets): Headers {
  const copy = new Headers();
  for (const [name, value] of headers) {
    copy.append(name, name === 'authorization' || name === 'proxy-authorization' ? REDACTED : redactText(value, secrets));
  }
  return copy;
}

/**
 * The error itself when nothing in it (message, stack, nested causes)
 * contains a secret; otherwise a plain copy with the secret scrubbed, so
 * `inspect(error)`, which prints causes, cannot reveal it.
 */
function safeCause(cause: unknown, secrets: Secrets, depth = 0): unknown {
  if (typeof cause === 'string') return redactText(cause, secrets);
  if (!(cause instanceof Error) || depth > 4) return cause;
  const text = `${cause.message}\n${cause.stack ?? ''}`;
  const nested = (cause as { cause?: unknown }).cause;
  const safeNested = nested === undefined ? undefined : safeCause(nested, secrets, depth + 1);
  if (redactText(text, secrets) === text && safeNested === nested) return cause;
  const copy = new Error(redactText(cause.message, secrets), safeNested === undefined ? undefined : { cause: safeNested });
  copy.name = cause.name;
  copy.stack = redactText(cause.stack ?? '', secrets);
  const code = (cause as { code?: unknown }).code;
  if (code !== undefined) Object.defineProperty(copy, 'code', { value: code, enumerable: true });
  return copy;
}

function bearerToken(headers: HeaderValues | undefined): string | undefined {
  if (!headers) return undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'authorization' && typeof value === 'string') {
      return value.replace(/^\s*Bearer\s+/i, '').trim() || undefined;
    }
  }
  return undefined;
}
