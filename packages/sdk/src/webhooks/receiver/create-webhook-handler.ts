import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { verifyWebhook, WEBHOOK_SIGNATURE_HEADER, type VerifyWebhookOptions } from './verify-webhook.js';
import type { HonchoWebhookEvent, UnknownWebhookEvent } from './webhook-event.js';
import { WebhookVerificationError, type WebhookVerificationReason } from './webhook-verification-error.js';

/** A function run for one event type; the delivery is answered once it resolves. */
export type WebhookEventListener<E> = (event: E, request: Request) => unknown;

/** The functions {@link createWebhookHandler} runs, by event type. Types left out are acknowledged and ignored. */
export type WebhookListeners = {
  [T in HonchoWebhookEvent['type']]?: WebhookEventListener<Extract<HonchoWebhookEvent, { type: T }>>;
} & {
  /** Events of a type this SDK does not know (a newer server's). */
  unknown?: WebhookEventListener<UnknownWebhookEvent>;
};

/** Options of {@link createWebhookHandler}. */
export interface WebhookHandlerOptions extends Pick<VerifyWebhookOptions, 'toleranceSeconds' | 'now'> {
  /** The server's `WEBHOOK_SECRET`. */
  secret: string;
  /** What to run for each event type. */
  on: WebhookListeners;
  /**
   * Told of a listener that threw (the sender gets a bare 500, never the
   * error's text) and of a refused delivery. Default: `console.error` for
   * listener errors, nothing for refusals.
   */
  onError?: ((error: unknown, request: Request) => void) | undefined;
}

const STATUS: Record<WebhookVerificationReason, number> = {
  missing_signature: 401,
  bad_signature: 401,
  malformed_body: 400,
  timestamp_out_of_window: 400,
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/**
 * A Fetch-API request handler that receives Honcho's webhooks: for Next.js
 * route handlers, Hono, Cloudflare Workers, Bun, Deno and anything else that
 * takes `(request: Request) => Promise<Response>` (and Node's `http` or
 * Express through `toNodeHandler`). It verifies each delivery with
 * {@link verifyWebhook}, runs the listener for its type, and answers:
 * - 204 once the listener resolved (or at once for a type with no listener);
 * - 401 for a missing or wrong signature, 400 for a malformed body or a
 *   timestamp outside the window (`{"error": reason}`);
 * - 405 for anything but POST;
 * - 500 when the listener threw, with no detail of the error.
 *
 * Honcho does not retry a failed delivery, so a listener should do its work
 * (or hand it to a queue) before it resolves.
 *
 * @example
 * ```ts
 * // app/api/honcho/route.ts (Next.js)
 * import { createWebhookHandler } from '@honcho-ai/sdk/webhooks';
 *
 * export const POST = createWebhookHandler({
 *   secret: process.env.HONCHO_WEBHOOK_SECRET!,
 *   on: { 'queue.empty': (event) => console.log('memory ready for', event.data.sessionId) },
 * });
 * ```
 */
export function createWebhookHandler(options: WebhookHandlerOptions): (request: Request) => Promise<Response> {
  const { secret, on, onError } = options;
  const issues = [];
  if (typeof secret !== 'string' || secret.length === 0) issues.push({ path: 'secret', message: 'must be a non-empty string (the server\'s WEBHOOK_SECRET)' });
  if (typeof on !== 'object' || on === null) issues.push({ path: 'on', message: 'must be an object of listeners by event type' });
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix: 'Invalid createWebhookHandler() options' });
  const verifyOptions: VerifyWebhookOptions = { toleranceSeconds: options.toleranceSeconds, now: options.now };

  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' }, { allow: 'POST' });
    let event;
    try {
      const body = new Uint8Array(await request.arrayBuffer());
      event = await verifyWebhook(body, request.headers.get(WEBHOOK_SIGNATURE_HEADER), secret, verifyOptions);
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      onError?.(error, request);
      return json(STATUS[error.reason], { error: error.reason });
    }
    const listener = on[event.type] as WebhookEventListener<typeof event> | undefined;
    try {
      await listener?.(event, request);
    } catch (error) {
      (onError ?? ((failure: unknown) => console.error('[honcho webhooks] listener failed', failure)))(error, request);
      return json(500, { error: 'listener_failed' });
    }
    return new Response(null, { status: 204 });
  };
}
