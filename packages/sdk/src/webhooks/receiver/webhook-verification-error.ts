import { HonchoError } from '@honcho-ai/sdk-core';

/**
 * Which check a webhook delivery failed:
 * - `missing_signature`: no `X-Honcho-Signature` header (or an empty one);
 * - `bad_signature`: the signature is not the HMAC-SHA256 of the body with the secret;
 * - `malformed_body`: the signed body is not a `{"type","data","timestamp"}` event of the expected shape;
 * - `timestamp_out_of_window`: the event's `timestamp` is further from now than `toleranceSeconds`.
 */
export type WebhookVerificationReason = 'missing_signature' | 'bad_signature' | 'malformed_body' | 'timestamp_out_of_window';

/**
 * A webhook delivery that did not pass verification. `reason` (also `code`)
 * names the check; the message never contains the secret or the expected
 * signature.
 *
 * @example
 * ```ts
 * try {
 *   const event = await verifyWebhook(body, request.headers.get('x-honcho-signature'), secret);
 * } catch (error) {
 *   if (WebhookVerificationError.isInstance(error)) console.warn(error.reason);
 * }
 * ```
 */
export class WebhookVerificationError extends HonchoError {
  static override readonly kind: string = 'WebhookVerificationError';
  /** The check that failed. */
  readonly reason: WebhookVerificationReason;

  constructor(reason: WebhookVerificationReason, message: string) {
    super(message, 0, { code: reason });
    this.reason = reason;
  }
}
