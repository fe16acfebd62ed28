import type { WebhookEndpoint as WireWebhookEndpoint, WebhookTestResult } from '@honcho-ai/api-types';
import { buildPath, type InputIssue, type Page } from '@honcho-ai/sdk-core';
import { requestOptions, type CallOptions } from '../internal/call-options.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import { describe, integerIssues, InputIssues } from '../validation/input-issues.js';
import { LIMITS } from '../validation/limits.js';
import { booleanIssues, listPage, minimumIntegerIssues } from '../workspace/list-options.js';
import { WebhookEndpoint } from './webhook-endpoint.js';
import type { WebhookListOptions } from './webhooks.js';

/**
 * The bodies of the {@link Webhooks} methods, loaded on first use
 * (internal/on-demand.ts).
 *
 * @internal
 */
export const webhooksCalls = {
  async create(context: WorkspaceContext, url: string | URL, options?: CallOptions): Promise<WebhookEndpoint> {
    const href = url instanceof URL ? url.href : url;
    new InputIssues().addAll(webhookUrlIssues(href, 'url')).throwIfAny('Invalid webhook URL');
    await context.ensureWorkspace({ signal: options?.signal });
    const wire = await context.http.post<WireWebhookEndpoint>(webhooksPath(context, ''), {
      ...requestOptions(options),
      body: { url: href },
      // Registering the same URL twice returns the first registration, so a resend is harmless.
      idempotent: true,
    });
    return WebhookEndpoint.fromApiResponse(wire);
  },

  async list(context: WorkspaceContext, options: WebhookListOptions): Promise<Page<WebhookEndpoint, WireWebhookEndpoint>> {
    new InputIssues()
      .addAll(minimumIntegerIssues(options.page, 'page', 1))
      .addAll(integerIssues(options.size, 'size', 1, LIMITS.pageSizeMax))
      .addAll(booleanIssues(options.prefetch, 'prefetch'))
      .throwIfAny('Invalid webhooks.list() options');
    await context.ensureWorkspace({ signal: options?.signal });
    return listPage<WireWebhookEndpoint, WebhookEndpoint>({
      http: context.http,
      method: 'GET',
      path: webhooksPath(context, ''),
      options,
      reversible: false,
      transform: (wire) => WebhookEndpoint.fromApiResponse(wire),
    });
  },

  async delete(context: WorkspaceContext, endpoint: string | { readonly id: string }, options?: CallOptions): Promise<void> {
    const id = typeof endpoint === 'string' ? endpoint : (endpoint as { id?: unknown } | null)?.id;
    const issues = new InputIssues();
    if (typeof id !== 'string' || id.length === 0) issues.add('endpoint', `must be an endpoint id or a WebhookEndpoint, got ${describe(endpoint)}`);
    issues.throwIfAny('Invalid webhooks.delete() input');
    await context.ensureWorkspace({ signal: options?.signal });
    await context.http.delete(buildPath('/v3/workspaces/{workspace_id}/webhooks/{endpoint_id}', {
      workspace_id: context.workspaceId,
      endpoint_id: id as string,
    }), requestOptions(options));
  },

  async test(context: WorkspaceContext, options?: CallOptions): Promise<WebhookTestResult | null> {
    await context.ensureWorkspace({ signal: options?.signal });
    return context.http.get<WebhookTestResult | null>(webhooksPath(context, '/test'), requestOptions(options));
  },
};

function webhooksPath(context: WorkspaceContext, suffix: string): string {
  return buildPath(`/v3/workspaces/{workspace_id}/webhooks${suffix}`, { workspace_id: context.workspaceId });
}

export function webhookUrlIssues(value: unknown, path: string): InputIssue[] {
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
