import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWebhookHandler } from './create-webhook-handler.js';
import { verifyWebhook } from './verify-webhook.js';
import type { VerifiedWebhookEvent } from './webhook-event.js';

/** Six deliveries recorded from server 3.0.12 (packages/testing/conformance/webhooks, see its README). */
interface Recording {
  secret: string;
  deliveries: { event: string; request: { method: string; headers: Record<string, string>; body: string } }[];
}
const recording = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'testing', 'conformance', 'webhooks', 'deliveries.json'), 'utf8'),
) as Recording;
const sentAt = (body: string) => new Date((JSON.parse(body) as { timestamp: string }).timestamp);

describe('the kit on the deliveries recorded from server 3.0.12', () => {
  it.each(recording.deliveries.map((delivery, index) => [index + 1, delivery.event, delivery] as const))('verifies delivery %i (%s)', async (_index, type, { request }) => {
    const event = await verifyWebhook(request.body, request.headers['x-honcho-signature'], recording.secret, { now: sentAt(request.body) });
    expect(event.type).toBe(type);
    expect(event.raw).toEqual(JSON.parse(request.body));
    expect(event.data).toMatchObject({ workspaceId: 'webhook-fixture' });
  });

  it('reads each event into its camelCase data, a summary naming no peer', async () => {
    const events: VerifiedWebhookEvent[] = [];
    for (const { request } of recording.deliveries) events.push(await verifyWebhook(request.body, request.headers['x-honcho-signature'], recording.secret, { now: sentAt(request.body) }));
    expect(events.map((event) => event.data)).toEqual([
      { workspaceId: 'webhook-fixture' },
      { workspaceId: 'webhook-fixture', queueType: 'representation', sessionId: 'fixture-session', observer: null, observed: 'alice' },
      { workspaceId: 'webhook-fixture', queueType: 'representation', sessionId: 'fixture-session', observer: null, observed: 'alice' },
      { workspaceId: 'webhook-fixture', queueType: 'representation', sessionId: 'fixture-session', observer: null, observed: 'bob' },
      { workspaceId: 'webhook-fixture', queueType: 'summary', sessionId: 'fixture-session', observer: null, observed: null },
      { workspaceId: 'webhook-fixture' },
    ]);
  });

  it('refuses each with another secret, and each a day later', async () => {
    for (const { request } of recording.deliveries) {
      const signature = request.headers['x-honcho-signature'];
      await expect(verifyWebhook(request.body, signature, `${recording.secret}x`, { now: sentAt(request.body) })).rejects.toMatchObject({ reason: 'bad_signature' });
      const dayLater = new Date(sentAt(request.body).getTime() + 86_400_000);
      await expect(verifyWebhook(request.body, signature, recording.secret, { now: dayLater })).rejects.toMatchObject({ reason: 'timestamp_out_of_window' });
    }
  });

  it('answers each, posted as recorded (method, headers, body), with 204 from createWebhookHandler', async () => {
    const seen: string[] = [];
    for (const { request } of recording.deliveries) {
      const handler = createWebhookHandler({
        secret: recording.secret,
        now: sentAt(request.body),
        on: { 'queue.empty': (event) => void seen.push(event.type), 'test.event': (event) => void seen.push(event.type) },
      });
      const response = await handler(new Request('https://app.example/honcho', { method: request.method, headers: request.headers, body: request.body }));
      expect(response.status).toBe(204);
    }
    expect(seen).toEqual(recording.deliveries.map((delivery) => delivery.event));
  });
});
