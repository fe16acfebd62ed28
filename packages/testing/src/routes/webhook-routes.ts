import type { WebhookEndpoint, WebhookEndpointPage, WebhookTestResult } from '@honcho-ai/api-types';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { httpError, notFound } from '../http/http-error.js';
import { paginate, readPageRequest } from '../http/pagination.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { jsonResponse, noContent } from '../http/responses.js';
import type { WebhookRecord } from '../store/records.js';
import { toWebhook } from '../store/wire.js';
import { issue } from '../validation/validation-issue.js';
import { INVALID, object, string, type Validator } from '../validation/validators.js';

const W = '/v3/workspaces/{workspace_id}';

/** An absolute http(s) URL, checked as pydantic's `AnyHttpUrl` would. */
const httpUrl = (): Validator<string> => (input, loc, issues) => {
  const value = string()(input, loc, issues);
  if (value === INVALID) return INVALID;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    issues.push(issue(loc, 'url_parsing', 'Input should be a valid URL, relative URL without a base', input, { error: 'relative URL without a base' }));
    return INVALID;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    issues.push(issue(loc, 'url_scheme', "URL scheme should be 'http' or 'https'", input, { expected_schemes: "'http' or 'https'" }));
    return INVALID;
  }
  return value;
};

/** Literal loopback, private, link-local and unspecified addresses, which the server refuses as webhook targets. */
export function isPrivateAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (!host.includes(':')) return false;
  return host === '::1' || host === '::' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
}

/** `.../webhooks` routes. Events are recorded, never delivered. */
export const webhookRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: `${W}/webhooks`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(request, object({ url: httpUrl() }), { required: true });
      if (isPrivateAddress(new URL(body.url).hostname)) throw httpError(400, 'Webhook URLs may not point at private IP addresses');
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const existing = [...workspace.webhooks.values()].find((webhook) => webhook.url === body.url);
      if (existing) return jsonResponse(toWebhook(existing) satisfies WebhookEndpoint);
      const record: WebhookRecord = { id: store.newId(), workspace_id: workspace.id, url: body.url, created_at: store.timestamp(), seq: store.nextSeq() };
      workspace.webhooks.set(record.id, record);
      return jsonResponse(toWebhook(record) satisfies WebhookEndpoint);
    },
  },
  {
    method: 'GET',
    path: `${W}/webhooks`,
    handler: ({ url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams, { reverse: false });
      const workspace = store.requireWorkspace(params.workspace_id as string);
      return jsonResponse(paginate([...workspace.webhooks.values()].map(toWebhook), page) satisfies WebhookEndpointPage);
    },
  },
  {
    method: 'GET',
    path: `${W}/webhooks/test`,
    handler: ({ params, context: { store } }) => {
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const endpointIds = [...workspace.webhooks.keys()];
      workspace.webhookTestEvents.push({ endpoint_ids: endpointIds, emitted_at: store.timestamp() });
      return jsonResponse({ message: 'Test event emitted', endpoints: endpointIds.length } satisfies WebhookTestResult);
    },
  },
  {
    method: 'DELETE',
    path: `${W}/webhooks/{endpoint_id}`,
    handler: ({ params, context: { store } }) => {
      const workspace = store.requireWorkspace(params.workspace_id as string);
      if (!workspace.webhooks.delete(params.endpoint_id as string)) throw notFound(`Webhook endpoint ${params.endpoint_id as string} not found`);
      return noContent();
    },
  },
];
