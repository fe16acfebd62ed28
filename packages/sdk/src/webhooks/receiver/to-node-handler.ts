import { HonchoError } from '@honcho-ai/sdk-core';

/**
 * The parts of Node's `http.IncomingMessage` (and Express's `Request`) the
 * adapter reads. Structural, so this module imports nothing from Node and
 * stays loadable on every runtime.
 */
export interface NodeWebhookRequest extends AsyncIterable<Uint8Array | string> {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** Set by Express body parsers: kept when it is raw bytes or text (`express.raw()`, `express.text()`). */
  body?: unknown;
  /** Express sets it once a body parser has read the stream. */
  _body?: unknown;
}

/** The parts of Node's `http.ServerResponse` (and Express's `Response`) the adapter writes. */
export interface NodeWebhookResponse {
  statusCode: number;
  setHeader(name: string, value: string | string[]): unknown;
  end(chunk?: Uint8Array | string): unknown;
}

/** Options of {@link toNodeHandler}. */
export interface NodeHandlerOptions {
  /** Told when the body was already parsed into an object (the reply is a 500). Default `console.error`. */
  onError?: ((error: Error) => void) | undefined;
}

const encoder = new TextEncoder();

/** A body parser already consumed the stream and kept no bytes: the signature cannot be checked. */
export class WebhookBodyConsumedError extends HonchoError {
  static override readonly kind: string = 'WebhookBodyConsumedError';
  constructor() {
    super(
      'The webhook request body was already parsed into an object (express.json()?), so its signed bytes are gone. ' +
        "Mount express.raw({ type: 'application/json' }) on the webhook route, before any JSON parser.",
      0,
      { code: 'webhook_body_consumed' },
    );
  }
}

async function rawBody(request: NodeWebhookRequest): Promise<Uint8Array<ArrayBuffer>> {
  const { body } = request;
  if (body instanceof Uint8Array) return new Uint8Array(body);
  if (typeof body === 'string') return encoder.encode(body);
  if (body !== undefined && (request._body === true || (typeof body === 'object' && body !== null && Object.keys(body).length > 0))) {
    throw new WebhookBodyConsumedError();
  }
  const chunks: Uint8Array[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * Serves a Fetch-API handler (from {@link createWebhookHandler}) with Node's
 * `http` module or Express: `http.createServer(toNodeHandler(handler))` or
 * `app.post('/honcho', toNodeHandler(handler))`. It reads the raw body from
 * the request stream, or from `req.body` when `express.raw()` or
 * `express.text()` ran first. A route behind `express.json()` has lost the
 * signed bytes: it is answered 500 and `onError` is told to mount
 * `express.raw({ type: 'application/json' })` on it instead.
 *
 * @example
 * ```ts
 * import express from 'express';
 * import { createWebhookHandler, toNodeHandler } from '@honcho-ai/sdk/webhooks';
 *
 * const app = express();
 * app.post('/honcho', express.raw({ type: 'application/json' }), toNodeHandler(createWebhookHandler({ secret, on: {} })));
 * ```
 */
export function toNodeHandler(
  handler: (request: Request) => Promise<Response>,
  options: NodeHandlerOptions = {},
): (request: NodeWebhookRequest, response: NodeWebhookResponse) => Promise<void> {
  return async (request, response) => {
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await rawBody(request);
    } catch (error) {
      if (!(error instanceof WebhookBodyConsumedError)) throw error;
      (options.onError ?? console.error)(error);
      response.statusCode = 500;
      response.setHeader('content-type', 'application/json');
      response.end('{"error":"body_already_parsed"}');
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    const method = request.method ?? 'GET';
    const host = headers.get('host') ?? 'localhost';
    const webRequest = new Request(new URL(request.url ?? '/', `http://${host}`), {
      method,
      headers,
      ...(method !== 'GET' && method !== 'HEAD' && { body }),
    });
    const webResponse = await handler(webRequest);
    response.statusCode = webResponse.status;
    webResponse.headers.forEach((value, name) => response.setHeader(name, value));
    response.end(new Uint8Array(await webResponse.arrayBuffer()));
  };
}
