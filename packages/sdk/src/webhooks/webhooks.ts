import type { WebhookEndpoint as WireWebhookEndpoint, WebhookTestResult } from '@honcho-ai/api-types';
import { buildPath, checkInput, describeValue, fields, type HttpClient, type InputSpec, type Page, type SpecShape, z } from '@honcho-ai/sdk-core';
import { requestOptions, type CallOptionKey, type CallOptions } from '../internal/call-options.js';
import { contextFrom, type EnsureWorkspace, type WorkspaceContext } from '../internal/workspace-context.js';
import { listOptionsShape, listPage } from '../workspace/list-options.js';
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

/** A webhook URL: absolute, http(s), not a literal private address (the server refuses those). */
const webhookUrlSpec: InputSpec<string> = z.string({ error: (issue) => `must be a URL string, got ${describeValue(issue.input)}` }).check(
  z.refine((url: string) => parsedURL(url) !== undefined, { error: (issue) => `must be an absolute URL, got ${describeValue(issue.input)}`, abort: true }),
  z.refine((url: string) => ['http:', 'https:'].includes(parsedURL(url)?.protocol ?? ''), {
    error: (issue) => `must use http or https, got ${parsedURL(issue.input as string)?.protocol.replace(/:$/, '') ?? ''}`,
    abort: true,
  }),
  z.refine((url: string) => !isPrivateAddress(parsedURL(url)?.hostname ?? ''), {
    error: (issue) => `must not point at a private, loopback or link-local address (${parsedURL(issue.input as string)?.hostname ?? ''}); the server refuses them`,
    abort: true,
  }),
);

const createInput = fields({ url: webhookUrlSpec });

const { page, size, prefetch } = listOptionsShape;
const listInput = fields({ page, size, prefetch } satisfies SpecShape<Omit<WebhookListOptions, CallOptionKey>>);

const deleteInput = fields({
  endpoint: z.custom<string | { readonly id: string }>((endpoint) => endpointId(endpoint) !== undefined, {
    error: (issue) => `must be an endpoint id or a WebhookEndpoint, got ${describeValue(issue.input)}`,
    abort: true,
  }),
});

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
    checkInput(createInput, { url: href }, 'Invalid webhook URL');
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
    checkInput(listInput, options, 'Invalid webhooks.list() options');
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
    checkInput(deleteInput, { endpoint }, 'Invalid webhooks.delete() input');
    await this.#context.ensureWorkspace({ signal: options?.signal });
    const path = buildPath('/v3/workspaces/{workspace_id}/webhooks/{endpoint_id}', { workspace_id: this.workspaceId, endpoint_id: endpointId(endpoint) as string });
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

/** The id an endpoint argument names (an id, or a `WebhookEndpoint`), or `undefined` when it names none. */
function endpointId(endpoint: unknown): string | undefined {
  const id = typeof endpoint === 'string' ? endpoint : (endpoint as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}

function parsedURL(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
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
