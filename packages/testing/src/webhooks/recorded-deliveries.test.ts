import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../node/start-emulator.js';

/** conformance/webhooks/deliveries.json: six deliveries recorded from server 3.0.12 (see the README beside it). */
interface Recording {
  secret: string;
  deliveries: { event: string; request: { method: string; headers: Record<string, string>; body: string } }[];
}
const recording = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'conformance', 'webhooks', 'deliveries.json'), 'utf8')) as Recording;
const recorded = recording.deliveries.map((delivery) => delivery.request);
const timestampOf = (index: number) => (JSON.parse(recorded[index]?.body ?? '{}') as { timestamp: string }).timestamp;

interface Received {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  rawHeaderNames: string[];
  body: string;
}

let clock = new Date(0);
let emulator: RunningEmulator;
let server: Server;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        headers: request.headers,
        rawHeaderNames: request.rawHeaders.filter((_, index) => index % 2 === 0),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  emulator = await startEmulator({ port: 0, now: () => clock, webhookSecret: recording.secret, allowLoopbackWebhooks: true, onWebhookDelivery: () => {} });
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${emulator.url}${path}`, { method, ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) });
  await call('POST', '/v3/workspaces', { id: 'webhook-fixture' });
  await call('POST', '/v3/workspaces/webhook-fixture/webhooks', { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` });

  // The recorded run, step by step, each on the clock of the delivery it caused.
  const step = async (index: number, action: () => Promise<unknown>) => {
    clock = new Date(timestampOf(index));
    await action();
    await emulator.webhooks.settled();
  };
  await step(0, () => call('GET', '/v3/workspaces/webhook-fixture/webhooks/test'));
  await step(1, () => call('POST', '/v3/workspaces/webhook-fixture/sessions/fixture-session/messages', { messages: [{ peer_id: 'alice', content: 'I moved to Lisbon.' }] }));
  const nineteen = Array.from({ length: 19 }, (_, index) => ({ peer_id: index % 2 === 0 ? 'bob' : 'alice', content: `message ${index + 2}` }));
  await step(2, () => call('POST', '/v3/workspaces/webhook-fixture/sessions/fixture-session/messages', { messages: nineteen }));
  await step(5, () => call('GET', '/v3/workspaces/webhook-fixture/webhooks/test'));
});

afterAll(async () => {
  await emulator.close();
  await new Promise((resolve) => server.close(resolve));
});

describe("the emulator's deliveries against the ones recorded from server 3.0.12", () => {
  it('sends the same six bodies, byte for byte (key order, separators, null and "None"), with the same signatures', () => {
    // The deriver drains units concurrently, so the order within one batch is not part of the contract.
    const pairs = (list: readonly { body: string; signature: unknown }[]) => list.map(({ body, signature }) => `${body} ${String(signature)}`);
    const expected = recorded.map((request) => ({ body: request.body, signature: request.headers['x-honcho-signature'] }));
    const sent = received.map((delivery) => ({ body: delivery.body, signature: delivery.headers['x-honcho-signature'] }));
    expect(pairs(sent.slice(0, 2))).toEqual(pairs(expected.slice(0, 2)));
    expect(pairs(sent.slice(2, 5)).sort()).toEqual(pairs(expected.slice(2, 5)).sort());
    expect(pairs(sent.slice(5))).toEqual(pairs(expected.slice(5)));
  });

  it("sends the server's method and Honcho headers: POST, Content-Type and X-Honcho-Signature spelled and ordered as httpx sends them, and the body's length", () => {
    expect(received).toHaveLength(recorded.length);
    for (const [index, delivery] of received.entries()) {
      const original = recorded.find((request) => request.body === delivery.body);
      expect(original, `delivery ${index + 1} has a recorded twin`).toBeDefined();
      expect(delivery.method).toBe(original?.method);
      for (const name of ['content-type', 'x-honcho-signature', 'content-length']) expect(delivery.headers[name], name).toBe(original?.headers[name]);
      const names = delivery.rawHeaderNames;
      expect(names.indexOf('Content-Type')).toBeGreaterThanOrEqual(0);
      expect(names.indexOf('X-Honcho-Signature')).toBeGreaterThan(names.indexOf('Content-Type'));
    }
  });
});
