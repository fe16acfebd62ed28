import type { WebhookEndpoint, WebhookEndpointPage } from '@honcho-ai/api-types';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { conflict, notFound } from '../http/http-error.js';
import { paginate, readPageRequest } from '../http/pagination.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { jsonResponse, noContent } from '../http/responses.js';
import type { WebhookRecord } from '../store/records.js';
import { toWebhook } from '../store/wire.js';
import { refine, object, string } from '../validation/validators.js';
import { webhookUrlProblem } from '../validation/webhook-url.js';

const W = '/v3/workspaces/{workspace_id}';

/** Most endpoints one workspace may register (the server's `WEBHOOK.MAX_WORKSPACE_LIMIT` default). */
export const MAX_WEBHOOKS_PER_WORKSPACE = 10;

/** The webhook URL: a string, then the server's own check, whose complaints are `value_error`s. */
const webhookUrl = (allowLoopback: boolean) => refine(string(), (url) => webhookUrlProblem(url, { allowLoopback }));

/** `.../webhooks` routes. Test events are recorded, and delivered when the emulator has a webhook secret. */
export const webhookRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: `${W}/webhooks`,
    handler: async ({ request, params, context: { store, webhooks } }) => {
      const body = await parseJsonBody(request, object({ url: webhookUrl(webhooks.allowLoopback) }), { required: true });
      const workspace = store.requireWorkspace(params.workspace_id as string);
      const existing = [...workspace.webhooks.values()].find((webhook) => webhook.url === body.url);
      if (existing) return jsonResponse(toWebhook(existing) satisfies WebhookEndpoint);
      if (workspace.webhooks.size >= MAX_WEBHOOKS_PER_WORKSPACE) {
        throw conflict(`Maximum number of webhook endpoints (${MAX_WEBHOOKS_PER_WORKSPACE}) reached for this workspace.`);
      }
      const record: WebhookRecord = { id: store.newId(), workspace_id: workspace.id, url: body.url, created_at: store.timestamp(), seq: store.nextSeq() };
      workspace.webhooks.set(record.id, record);
      return jsonResponse(toWebhook(record) satisfies WebhookEndpoint, 201);
    },
  },
  {
    method: 'GET',
    path: `${W}/webhooks`,
    handler: ({ url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams, { reverse: false });
      // A query by workspace: an unknown one has no endpoints, not a 404.
      const webhooks = [...(store.data.get(params.workspace_id as string)?.webhooks.values() ?? [])];
      return jsonResponse(paginate(webhooks.map(toWebhook), page) satisfies WebhookEndpointPage);
    },
  },
  {
    method: 'GET',
    path: `${W}/webhooks/test`,
    handler: ({ params, context: { store, webhooks } }) => {
      // The server publishes a test event for whatever workspace is named and answers JSON null.
      const workspaceId = params.workspace_id as string;
      const workspace = store.data.get(workspaceId);
      if (workspace) workspace.webhookTestEvents.push({ endpoint_ids: [...workspace.webhooks.keys()], emitted_at: store.timestamp() });
      webhooks.publish(store, workspaceId, 'test.event', { workspace_id: workspaceId });
      return jsonResponse(null);
    },
  },
  {
    method: 'DELETE',
    path: `${W}/webhooks/{endpoint_id}`,
    handler: ({ params, context: { store } }) => {
      const workspaceId = params.workspace_id as string;
      const endpointId = params.endpoint_id as string;
      if (!store.data.get(workspaceId)?.webhooks.delete(endpointId)) throw notFound(`Webhook endpoint ${endpointId} not found for workspace ${workspaceId}`);
      return noContent();
    },
  },
];
