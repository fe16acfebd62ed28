import type { WebhookEndpoint as WireWebhookEndpoint, WebhookTestResult } from '@honcho-ai/api-types';
import type { HttpClient, Page } from '@honcho-ai/sdk-core';
import type { CallOptions } from '../internal/call-options.js';
import { loadOnDemand } from '../internal/load-on-demand.js';
import { contextFrom, type WorkspaceContext } from '../internal/workspace-context.js';
import type { WebhookEndpoint } from './webhook-endpoint.js';

/** Options of {@link Webhooks.list}. The route takes no filters and no `reverse`. */
export interface WebhookListOptions extends CallOptions {
  /** The page to start from, counting from 1. */
  page?: number | undefined;
  /** Items per page, 1..100; the server defaults to 50. */
  size?: number | undefined;
  /** Fetch the next page in the background while the current one is consumed by `for await`. */
  prefetch?: boolean | undefined;
}

/**
 * The webhook endpoints of a workspace: URLs Honcho sends the workspace's
 * events to. Reach it as `honcho.webhooks`.
 *
 * @example
 * ```ts
 * const endpoint = await honcho.webhooks.create('https://example.com/honcho-events');
 * await honcho.webhooks.test(); // sends a test event to every endpoint
 * for await (const registered of await honcho.webhooks.list()) console.log(registered.url);
 * await honcho.webhooks.delete(endpoint);
 * ```
 */
export class Webhooks {
  readonly #context: WorkspaceContext;

  /**
   * Prefer `honcho.webhooks`.
   *
   * @param http - The transport (`honcho.http`).
   * @param workspaceId - The workspace whose endpoints these are.
   * @param ensureWorkspace - Makes sure the workspace exists before a call.
   */
  constructor(http: HttpClient, workspaceId: string, ensureWorkspace?: (options?: { signal?: AbortSignal | undefined }) => Promise<void>) {
    this.#context = contextFrom(http, workspaceId, ensureWorkspace);
  }

  /** The workspace whose endpoints these are. */
  get workspaceId(): string {
    return this.#context.workspaceId;
  }

  /**
   * Registers `url` for the workspace's events, or returns the existing
   * registration of the same URL. Only `http:` and `https:` URLs are
   * accepted, and literal private addresses (`10.x`, `127.x`, `192.168.x`,
   * `::1`, ...) are refused, as the server refuses them.
   */
  async create(url: string | URL, options?: CallOptions): Promise<WebhookEndpoint> {
    return (await loadOnDemand()).webhooksCalls.create(this.#context, url, options);
  }

  /** The workspace's endpoints, a page at a time. */
  async list(options: WebhookListOptions = {}): Promise<Page<WebhookEndpoint, WireWebhookEndpoint>> {
    return (await loadOnDemand()).webhooksCalls.list(this.#context, options);
  }

  /**
   * Stops sending events to an endpoint (its id, or the `WebhookEndpoint`).
   *
   * @throws `NotFoundError` when no such endpoint exists.
   */
  async delete(endpoint: string | { readonly id: string }, options?: CallOptions): Promise<void> {
    return (await loadOnDemand()).webhooksCalls.delete(this.#context, endpoint, options);
  }

  /**
   * Sends a test event to every endpoint of the workspace. Resolves to the
   * server's acknowledgement, whose shape is not part of the contract: server
   * 3.0.12 answers with JSON `null`, so expect `null`.
   */
  async test(options?: CallOptions): Promise<WebhookTestResult | null> {
    return (await loadOnDemand()).webhooksCalls.test(this.#context, options);
  }

  /** A short description naming the workspace. */
  toString(): string {
    return `Webhooks(workspaceId='${this.workspaceId}')`;
  }

  /** What `JSON.stringify` shows: the workspace, never the transport. */
  toJSON(): Record<string, unknown> {
    return { workspaceId: this.workspaceId };
  }
}

/** Problems with a webhook URL: absolute, http(s), not a literal private address. @internal */
