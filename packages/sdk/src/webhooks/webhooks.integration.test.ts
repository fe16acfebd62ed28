import { NotFoundError, Page } from '@honcho-ai/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorClient, type EmulatorClient } from '../client/test-support/emulator-client.js';
import { WebhookEndpoint } from './webhook-endpoint.js';

let env: EmulatorClient;

beforeAll(async () => {
  env = await startEmulatorClient({ client: { workspaceId: 'hooks-ws' } });
});

afterAll(async () => {
  await env.close();
});

describe('honcho.webhooks against the emulator', () => {
  it('create registers a URL once, and returns the existing registration on repeat', async () => {
    const endpoint = await env.honcho.webhooks.create('https://example.com/events');
    expect(endpoint).toBeInstanceOf(WebhookEndpoint);
    expect(endpoint).toMatchObject({ workspaceId: 'hooks-ws', url: 'https://example.com/events' });
    expect(endpoint.createdAt).toMatch(/^\d{4}-/);
    expect(endpoint.raw.id).toBe(endpoint.id);
    const again = await env.honcho.webhooks.create(new URL('https://example.com/events'));
    expect(again.id).toBe(endpoint.id);
    expect(env.emulator.store.webhooks('hooks-ws')).toHaveLength(1);
  });

  it('list pages through endpoints', async () => {
    await env.honcho.webhooks.create('https://example.com/a');
    await env.honcho.webhooks.create('https://example.com/b');
    const page = await env.honcho.webhooks.list({ size: 2 });
    expect(page).toBeInstanceOf(Page);
    expect(page.items).toHaveLength(2);
    const all = await page.toArray();
    expect(all.map((endpoint) => endpoint.url)).toEqual(env.emulator.store.webhooks('hooks-ws').map((endpoint) => endpoint.url));
  });

  it('test sends a test event', async () => {
    // The server answers JSON null, and the emulator with it.
    const result = await env.honcho.webhooks.test();
    expect(result).toBeNull();
    expect(env.emulator.store.webhookTestEvents('hooks-ws')).toBe(1);
  });

  it('delete removes an endpoint by id or object, and 404s for an unknown one', async () => {
    const endpoint = await env.honcho.webhooks.create('https://example.com/to-delete');
    await env.honcho.webhooks.delete(endpoint);
    expect(env.emulator.store.webhooks('hooks-ws').map((item) => item.id)).not.toContain(endpoint.id);
    const other = await env.honcho.webhooks.create('https://example.com/to-delete-2');
    await env.honcho.webhooks.delete(other.id);
    await expect(env.honcho.webhooks.delete(other.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('prints without the transport', () => {
    expect(String(env.honcho.webhooks)).toBe("Webhooks(workspaceId='hooks-ws')");
    expect(String(WebhookEndpoint.fromApiResponse({ id: 'e1', workspace_id: 'w', url: 'https://x.test', created_at: 't' }))).toBe(
      "WebhookEndpoint(id='e1', url='https://x.test')",
    );
  });
});
