/**
 * Webhook endpoints of a workspace.
 *
 * @module
 */
export type { WebhookEndpoint as WebhookEndpointResponse, WebhookTestResult } from '@honcho-ai/api-types';
export { WebhookEndpoint } from './webhook-endpoint.js';
export { Webhooks, type WebhookListOptions } from './webhooks.js';
