import type { WebhookEndpoint as WireWebhookEndpoint, WebhookTestResult } from '@honcho-ai/api-types';
import { buildPath, type HttpClient, type InputIssue, type Page } from '@honcho-ai/sdk-core';
import { requestOptions, type CallOptions } from '../internal/call-options.js';
import { contextFrom, type EnsureWorkspace, type WorkspaceContext } from '../internal/workspace-context.js';
import { describe, integerIssues, InputIssues } from '../validation/input-issues.js';
import { LIMITS } from '../validation/limits.js';
import { booleanIssues, listPage, minimumIntegerIssues } from '../workspace/list-options.js';
import { WebhookEndpoint } from './webhook-endpoint.js';

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
  constructor(http: HttpClient, workspaceId: string, ensureWorkspace?: EnsureWorkspace) {
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
    const href = url instanceof URL ? url.href : url;
    new InputIssues().addAll(webhookUrlIssues(href, 'url')).throwIfAny('Invalid webhook URL');
    await this.#context.ensureWorkspace({ signal: options?.signal });
    const wire = await this.#context.http.post<WireWebhookEndpoint>(this.#path(''), {
      ...requestOptions(options),
      body: { url: href },
      // Registering the same URL twice returns the first registration, so a resend is harmless.
      idempotent: true,
    });
    return WebhookEndpoint.fromApiResponse(wire);
  }

  /** The workspace's endpoints, a page at a time. */
  async list(options: WebhookListOptions = {}): Promise<Page<WebhookEndpoint, WireWebhookEndpoint>> {
    new InputIssues()
      .addAll(minimumIntegerIssues(options.page, 'page', 1))
      .addAll(integerIssues(options.size, 'size', 1, LIMITS.pageSizeMax))
      .addAll(booleanIssues(options.prefetch, 'prefetch'))
      .throwIfAny('Invalid webhooks.list() options');
    await this.#context.ensureWorkspace({ signal: options?.signal });
    return listPage<WireWebhookEndpoint, WebhookEndpoint>({
      http: this.#context.http,
      method: 'GET',
      path: this.#path(''),
      options,
      reversible: false,
      transform: (wire) => WebhookEndpoint.fromApiResponse(wire),
    });
  }

  /**
   * Stops sending events to an endpoint (its id, or the `WebhookEndpoint`).
   *
   * @throws `NotFoundError` when no such endpoint exists.
   */
  async delete(endpoint: string | { readonly id: string }, options?: CallOptions): Promise<void> {
    const id = typeof endpoint === 'string' ? endpoint : (endpoint as { id?: unknown } | null)?.id;
    const issues = new InputIssues();
    if (typeof id !== 'string' || id.length === 0) issues.add('endpoint', `must be an endpoint id or a WebhookEndpoint, got ${describe(endpoint)}`);
    issues.throwIfAny('Invalid webhooks.delete() input');
    await this.#context.ensureWorkspace({ signal: options?.signal });
    const path = buildPath('/v3/workspaces/{workspace_id}/webhooks/{endpoint_id}', { workspace_id: this.workspaceId, endpoint_id: id as string });
    await this.#context.http.delete(path, requestOptions(options));
  }

  /**
   * Sends a test event to every endpoint of the workspace. Resolves to the
   * server's acknowledgement, whose shape is not part of the contract: server
   * 3.0.12 answers with JSON `null`, so expect `null`.
   */
  async test(options?: CallOptions): Promise<WebhookTestResult | null> {
    await this.#context.ensureWorkspace({ signal: options?.signal });
    return this.#context.http.get<WebhookTestResult | null>(this.#path('/test'), requestOptions(options));
  }

  /** A short description naming the workspace. */
  toString(): string {
    return `Webhooks(workspaceId='${this.workspaceId}')`;
  }

  /** What `JSON.stringify` shows: the workspace, never the transport. */
  toJSON(): Record<string, unknown> {
    return { workspaceId: this.workspaceId };
  }

  #path(suffix: string): string {
    return buildPath(`/v3/workspaces/{workspace_id}/webhooks${suffix}`, { workspace_id: this.workspaceId });
  }
}

/** Problems with a webhook URL: absolute, http(s), not a literal private address. */
function webhookUrlIssues(value: unknown, path: string): InputIssue[] {
  if (typeof value !== 'string') return [{ path, message: `must be a URL string, got ${describe(value)}` }];
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return [{ path, message: `must be an absolute URL, got ${describe(value)}` }];
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return [{ path, message: `must use http or https, got ${parsed.protocol.replace(/:$/, '')}` }];
  }
  if (isPrivateAddress(parsed.hostname)) {
    return [{ path, message: `must not point at a private, loopback or link-local address (${parsed.hostname}); the server refuses them` }];
  }
  return [];
}

/** Literal loopback, private, link-local and unspecified IP addresses. Host names are left to the server. */
function isPrivateAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (v4) {
    const a = Number(v4[1]);
    const b = Number(v4[2]);
    return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (!host.includes(':')) return false;
  return host === '::1' || host === '::' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
}
