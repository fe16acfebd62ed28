/**
 * Cross-origin access for pages served from another origin (a dev server, a
 * test page): without these headers a browser refuses to let a page read the
 * emulator's answers, and refuses to send requests with JSON bodies or an
 * `Authorization` header at all.
 */
export interface CorsOptions {
  /**
   * The origin allowed to call: a fixed origin such as `http://localhost:5173`,
   * or `'*'` (the default) to echo whichever origin asks. Echoing rather than
   * sending a literal `*` keeps requests that carry credentials working.
   */
  origin?: string;
}

/** Methods a preflight may ask for: every method the emulator routes. */
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** Response headers a page may read besides the CORS-safelisted ones: what clients use for retries and error reports. */
const EXPOSED_HEADERS = 'retry-after, x-request-id, allow';
/** How long a browser may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

/** Normalises the `cors` option: `undefined` when CORS is off. */
export function corsOptionsOf(option: boolean | CorsOptions | undefined): Required<CorsOptions> | undefined {
  if (option === undefined || option === false) return undefined;
  return { origin: option === true ? '*' : (option.origin ?? '*') };
}

function allowedOrigin(request: Request, options: Required<CorsOptions>): string {
  if (options.origin !== '*') return options.origin;
  return request.headers.get('origin') ?? '*';
}

/** A CORS preflight: an `OPTIONS` request naming the method it wants to send. */
export function isPreflight(request: Request): boolean {
  return request.method === 'OPTIONS' && request.headers.has('access-control-request-method');
}

/** The answer to a preflight: 204 allowing every routed method and whatever headers the page asked for. */
export function preflightResponse(request: Request, options: Required<CorsOptions>): Response {
  const headers = new Headers({
    'access-control-allow-origin': allowedOrigin(request, options),
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-max-age': PREFLIGHT_MAX_AGE,
    vary: 'origin, access-control-request-headers',
  });
  const requested = request.headers.get('access-control-request-headers');
  if (requested) headers.set('access-control-allow-headers', requested);
  return new Response(null, { status: 204, headers });
}

/**
 * The response with CORS headers added. Built anew rather than changed in
 * place because a `Response` may have immutable headers; the body is passed
 * through untouched, so event streams still flow as they are produced.
 */
export function withCorsHeaders(response: Response, request: Request, options: Required<CorsOptions>): Response {
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', allowedOrigin(request, options));
  headers.set('access-control-expose-headers', EXPOSED_HEADERS);
  headers.append('vary', 'origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
