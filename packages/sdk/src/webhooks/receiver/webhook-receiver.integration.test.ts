import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterEach, describe, expect, it } from 'vitest';
import { Honcho } from '../../client/honcho.js';
import { createWebhookHandler, type WebhookListeners } from './create-webhook-handler.js';
import { toNodeHandler } from './to-node-handler.js';
import type { QueueEmptyEvent, TestEvent } from './webhook-event.js';

const SECRET = 'whsec-end-to-end';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()));
});

/** The app under test: a receiver made with the kit, served with the Node adapter on a free port. */
async function receiver(secret: string, on: WebhookListeners): Promise<string> {
  const server: Server = createServer(toNodeHandler(createWebhookHandler({ secret, on, onError: () => {} })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => server.close(resolve)));
  // `localhost`: the SDK, like the server, refuses a loopback literal such as 127.0.0.1.
  return `http://localhost:${(server.address() as AddressInfo).port}/honcho`;
}

async function emulator(): Promise<RunningEmulator> {
  const running = await startEmulator({ port: 0, webhookSecret: SECRET, allowLoopbackWebhooks: true, onWebhookDelivery: () => {} });
  cleanup.push(() => running.close());
  return running;
}

/** Resolves with the first value `take` gives, polling briefly; fails the test after `ms`. */
async function eventually<T>(take: () => T | undefined, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = take();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for a webhook');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the webhook kit against the emulator, over real HTTP', () => {
  it('receives a verified queue.empty once the messages an app wrote have been processed', async () => {
    const server = await emulator();
    const events: QueueEmptyEvent[] = [];
    const url = await receiver(SECRET, { 'queue.empty': (event) => void events.push(event) });
    const honcho = new Honcho({ baseURL: server.url, workspaceId: 'hooks-e2e', maxRetries: 0 });
    await honcho.webhooks.create(url);
    const session = await honcho.session('support-1');
    await session.addMessages([{ peerId: 'alice', content: 'I moved to Lisbon' }]);
    const event = await eventually(() => events[0]);
    expect(event.type).toBe('queue.empty');
    expect(event.data).toEqual({ workspaceId: 'hooks-e2e', queueType: 'representation', sessionId: 'support-1', observer: null, observed: 'alice' });
    await server.webhooks.settled();
    expect(server.webhooks.deliveries.map((delivery) => [delivery.eventType, delivery.status])).toEqual([['queue.empty', 204]]);
  });

  it("receives test.event from the SDK's webhooks.test()", async () => {
    const server = await emulator();
    const events: TestEvent[] = [];
    const url = await receiver(SECRET, { 'test.event': (event) => void events.push(event) });
    const honcho = new Honcho({ baseURL: server.url, workspaceId: 'hooks-test', maxRetries: 0 });
    await honcho.webhooks.create(url);
    await honcho.webhooks.test();
    expect((await eventually(() => events[0])).data).toEqual({ workspaceId: 'hooks-test' });
  });

  it('answers 401 to deliveries signed with another secret, and runs no listener', async () => {
    const server = await emulator();
    const events: TestEvent[] = [];
    const url = await receiver('not-the-emulators-secret', { 'test.event': (event) => void events.push(event) });
    const honcho = new Honcho({ baseURL: server.url, workspaceId: 'hooks-wrong', maxRetries: 0 });
    await honcho.webhooks.create(url);
    await honcho.webhooks.test();
    await server.webhooks.settled();
    expect(server.webhooks.deliveries).toEqual([expect.objectContaining({ eventType: 'test.event', status: 401, ok: false })]);
    expect(events).toEqual([]);
  });
});
