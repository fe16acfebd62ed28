/**
 * An error the server raises on purpose, with the status and JSON body it
 * sends. Route code throws it; the router turns it into the response.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}) {
    super(typeof body === 'object' && body !== null && 'detail' in body ? String((body as { detail: unknown }).detail) : `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** `{"detail": message}` with `status`, the shape of every `HonchoException`. */
export function httpError(status: number, detail: string, headers?: Readonly<Record<string, string>>): HttpError {
  return new HttpError(status, { detail }, headers);
}

/** 404 for a resource named in the path or body that does not exist. */
export const notFound = (detail: string): HttpError => httpError(404, detail);

/** 409 for a request that clashes with the resource's current state. */
export const conflict = (detail: string): HttpError => httpError(409, detail);
