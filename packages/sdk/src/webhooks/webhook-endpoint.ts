import type { WebhookEndpoint as WireWebhookEndpoint } from '@honcho-ai/api-types';

/**
 * A URL registered to receive a workspace's events.
 *
 * @example
 * ```ts
 * const endpoint = await honcho.webhooks.create('https://example.com/honcho-events');
 * console.log(endpoint.id, endpoint.url);
 * ```
 */
export class WebhookEndpoint {
  /** The endpoint's id, for `webhooks.delete()`. */
  readonly id: string;
  /** The workspace whose events it receives. */
  readonly workspaceId: string | null;
  /** Where events are sent. */
  readonly url: string;
  /** When it was registered (ISO 8601). */
  readonly createdAt: string;
  #raw: WireWebhookEndpoint | undefined;

  constructor(id: string, workspaceId: string | null, url: string, createdAt: string) {
    this.id = id;
    this.workspaceId = workspaceId;
    this.url = url;
    this.createdAt = createdAt;
  }

  /** Builds a `WebhookEndpoint` from the server's snake_case JSON. */
  static fromApiResponse(data: WireWebhookEndpoint): WebhookEndpoint {
    const endpoint = new WebhookEndpoint(data.id, data.workspace_id ?? null, data.url, data.created_at);
    endpoint.#raw = data;
    return endpoint;
  }

  /** The endpoint as the server sent it (snake_case). */
  get raw(): WireWebhookEndpoint {
    return this.#raw ?? { id: this.id, workspace_id: this.workspaceId, url: this.url, created_at: this.createdAt };
  }

  /** A short description: id and URL. */
  toString(): string {
    return `WebhookEndpoint(id='${this.id}', url='${this.url}')`;
  }
}
