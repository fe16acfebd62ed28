/**
 * `@honcho-ai/sdk/webhooks`: receive Honcho's webhooks. {@link verifyWebhook}
 * checks a delivery's signature and age and returns its typed event;
 * {@link createWebhookHandler} makes a Fetch-API handler for Next.js, Hono,
 * Workers, Bun and Deno; {@link toNodeHandler} serves that handler with
 * Node's `http` or Express. WebCrypto only, no Node imports.
 *
 * @packageDocumentation
 */
export { createWebhookHandler, type WebhookEventListener, type WebhookHandlerOptions, type WebhookListeners } from './create-webhook-handler.js';
export { toNodeHandler, WebhookBodyConsumedError, type NodeHandlerOptions, type NodeWebhookRequest, type NodeWebhookResponse } from './to-node-handler.js';
export {
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  signWebhook,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  type VerifyWebhookOptions,
  type WebhookBody,
} from './verify-webhook.js';
export type {
  HonchoWebhookEvent,
  HonchoWebhookEventType,
  QueueEmptyEvent,
  QueueEmptyWireData,
  TestEvent,
  TestEventWireData,
  UnknownWebhookEvent,
  VerifiedWebhookEvent,
  WebhookWireBody,
} from './webhook-event.js';
export { WebhookVerificationError, type WebhookVerificationReason } from './webhook-verification-error.js';
