import type { ServerFeature } from '../errors/server-feature.js';

/** HTTP methods the Honcho API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One query parameter value. Arrays are sent as repeated keys (`?k=a&k=b`), the form the API reads. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Query parameters. `undefined` and `null` values are left out of the URL. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * Headers given per call or as defaults. A `null` value removes a header the
 * client would otherwise send (for example `X-Honcho-Host`); `undefined` is ignored.
 */
export type HeaderValues = Readonly<Record<string, string | null | undefined>>;

/**
 * A `fetch` the client can use instead of the global one: a proxy-aware fetch,
 * a test double, an instrumented wrapper. It receives a `Request` and must
 * return a `Response`; it should honour `request.signal`, though the client
 * settles aborted and timed-out calls even when it does not.
 */
export type FetchLike = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

/** Per-call knobs every request method accepts. Each overrides the client's default for this call only. */
export interface RequestOptions {
  /**
   * Cancels the call. An abort is final: the call is not retried, it rejects
   * with `APIUserAbortError` (never `APITimeoutError`) within a few
   * milliseconds, even during a backoff wait or while the body is read. For
   * `stream`/`requestRaw` the signal stays linked to the response body.
   */
  signal?: AbortSignal | undefined;
  /**
   * Milliseconds the whole call may take: every attempt, the waits between
   * them and reading the response body. For `stream`/`requestRaw` it bounds
   * the time until response headers arrive. Defaults to the client's `timeout`.
   */
  timeout?: number | undefined;
  /** Retries allowed after the first attempt (0–10). Defaults to the client's `maxRetries`. */
  maxRetries?: number | undefined;
  /** Extra headers for this call; `null` removes a default header. */
  headers?: HeaderValues | undefined;
  /** Query parameters, merged over the client's `defaultQuery`. */
  query?: QueryParams | undefined;
}

/** Everything a single request needs beyond method and path. */
export interface RequestDefinition extends RequestOptions {
  /**
   * Request body. `FormData` is sent as multipart (the runtime sets the
   * boundary); anything else other than `undefined` is sent as JSON.
   */
  body?: unknown;
  /**
   * Whether repeating this request is harmless. Overrides the built-in route
   * table (see `isIdempotentRequest`): set `true` for a POST that only reads,
   * `false` for a PUT or DELETE you never want sent twice.
   */
  idempotent?: boolean | undefined;
  /**
   * The feature this route provides, when some Honcho servers lack it. If the
   * server answers that it has no such route (a bare 404 `Not Found` or a
   * 405), the error names the feature and says this server does not offer it
   * (`APIError.unsupportedFeature`); its class still follows the status.
   */
  feature?: ServerFeature | undefined;
}
