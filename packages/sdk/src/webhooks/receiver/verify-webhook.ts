import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { parseWebhookEvent } from './parse-webhook-event.js';
import type { VerifiedWebhookEvent } from './webhook-event.js';
import { WebhookVerificationError } from './webhook-verification-error.js';

/** The header Honcho puts the signature in. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Honcho-Signature';

/** How far an event's `timestamp` may be from now by default: five minutes. */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

/** Options of {@link verifyWebhook}. */
export interface VerifyWebhookOptions {
  /**
   * How many seconds the event's `timestamp` may lie before or after now
   * (default 300). A delivery replayed later than this is refused.
   * `Infinity` turns the check off.
   */
  toleranceSeconds?: number | undefined;
  /** The time to judge the window by; default the current time. */
  now?: Date | (() => Date) | undefined;
}

/** A raw request body: the bytes as received, or their text. Never a re-serialised parsed object. */
export type WebhookBody = string | Uint8Array | ArrayBuffer;

const encoder = new TextEncoder();
const HEX = /^[0-9a-fA-F]{64}$/;

function bytesOf(body: WebhookBody): Uint8Array<ArrayBuffer> {
  if (typeof body === 'string') return encoder.encode(body);
  // A copy: WebCrypto takes no views of shared memory.
  return new Uint8Array(body);
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function checkOptions(body: unknown, secret: unknown, options: VerifyWebhookOptions): number {
  const issues = [];
  if (typeof body !== 'string' && !(body instanceof Uint8Array) && !(body instanceof ArrayBuffer)) {
    issues.push({ path: 'rawBody', message: 'must be the raw body as a string, Uint8Array or ArrayBuffer (not a parsed object)' });
  }
  if (typeof secret !== 'string' || secret.length === 0) issues.push({ path: 'secret', message: 'must be a non-empty string (the server\'s WEBHOOK_SECRET)' });
  const tolerance = options.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  if (typeof tolerance !== 'number' || !(tolerance >= 0)) issues.push({ path: 'toleranceSeconds', message: 'must be a number of seconds >= 0' });
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix: 'Invalid verifyWebhook() input' });
  return tolerance;
}

/**
 * Checks that a webhook delivery came from your Honcho server and returns
 * its event. In order: the `X-Honcho-Signature` header is present; it is the
 * hex HMAC-SHA256 of the raw body with the server's `WEBHOOK_SECRET`
 * (compared in constant time by WebCrypto); the body is a
 * `{"type","data","timestamp"}` event; and its `timestamp` is within
 * `toleranceSeconds` of now, so a captured delivery cannot be replayed
 * later. Uses only WebCrypto: runs on Node 20+, Bun, Deno, Workers and edge
 * runtimes.
 *
 * Pass the body exactly as received: the signature covers its bytes, and a
 * body parsed and serialised again will not match. An event of a type this
 * SDK does not know is returned as an `UnknownWebhookEvent` (`type:
 * 'unknown'`, `eventType` as sent) rather than refused.
 *
 * @param rawBody - The request body as received.
 * @param signature - The `X-Honcho-Signature` header's value (`null` when absent).
 * @param secret - The server's `WEBHOOK_SECRET`.
 * @throws {@link WebhookVerificationError} naming the failed check in `reason`.
 * @throws `HonchoValidationError` for a missing secret or a bad option, before any check.
 *
 * @example
 * ```ts
 * const body = await request.text();
 * const event = await verifyWebhook(body, request.headers.get('x-honcho-signature'), process.env.HONCHO_WEBHOOK_SECRET!);
 * if (event.type === 'queue.empty') console.log(event.data.sessionId, 'is up to date');
 * ```
 */
export async function verifyWebhook(
  rawBody: WebhookBody,
  signature: string | null | undefined,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<VerifiedWebhookEvent> {
  const toleranceSeconds = checkOptions(rawBody, secret, options);
  const provided = signature?.trim() ?? '';
  if (provided === '') throw new WebhookVerificationError('missing_signature', `Webhook has no ${WEBHOOK_SIGNATURE_HEADER} header`);
  // The length and alphabet of a signature are public; only the bytes must be compared in constant time.
  if (!HEX.test(provided)) throw new WebhookVerificationError('bad_signature', `${WEBHOOK_SIGNATURE_HEADER} is not a hex HMAC-SHA256`);
  const bytes = bytesOf(rawBody);
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  if (!(await crypto.subtle.verify('HMAC', key, hexBytes(provided), bytes))) {
    throw new WebhookVerificationError('bad_signature', `${WEBHOOK_SIGNATURE_HEADER} does not match the body (wrong secret, or a body changed after it was signed)`);
  }
  const event = parseWebhookEvent(new TextDecoder().decode(bytes));
  const sentAt = Date.parse(event.timestamp);
  if (Number.isNaN(sentAt)) throw new WebhookVerificationError('malformed_body', 'Webhook body is malformed: timestamp must be an ISO 8601 date-time');
  const now = typeof options.now === 'function' ? options.now() : (options.now ?? new Date());
  const skewSeconds = Math.abs(now.getTime() - sentAt) / 1000;
  if (skewSeconds > toleranceSeconds) {
    throw new WebhookVerificationError('timestamp_out_of_window', `Webhook timestamp ${event.timestamp} is ${Math.round(skewSeconds)} s from now, outside the ${toleranceSeconds} s window`);
  }
  return event;
}

/**
 * The signature Honcho would send for `body`: hex HMAC-SHA256 with `secret`.
 * For tests that post deliveries to their own receiver.
 *
 * @example
 * ```ts
 * const body = JSON.stringify({ data: { workspace_id: 'w' }, timestamp: new Date().toISOString(), type: 'test.event' });
 * await fetch(url, { method: 'POST', body, headers: { 'x-honcho-signature': await signWebhook(body, secret) } });
 * ```
 */
export async function signWebhook(rawBody: WebhookBody, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, bytesOf(rawBody)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
