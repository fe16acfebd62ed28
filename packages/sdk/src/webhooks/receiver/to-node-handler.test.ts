import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebhookHandler } from './create-webhook-handler.js';
import type { HonchoWebhookEvent } from './webhook-event.js';
import { toNodeHandler, WebhookBodyConsumedError } from './to-node-handler.js';

const SECRET = 'whsec-node';
const NOW = new Date('2026-02-13T00:00:00Z');
const text = '{"data":{"workspace_id":"w"},"timestamp":"2026-02-13T00:00:00Z","type":"test.event"}';
const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** Serves `listener` on a free loopback port; `before` plays the part of Express middleware. */
async function serve(listener: ReturnType<typeof toNodeHandler>, before?: (request: IncomingMessage & { body?: unknown; _body?: unknown }) => Promise<void>) {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      await before?.(request);
      await listener(request, response);
    })();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}/honcho`;
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const deliver = (url: string, body = text, signature = sign(body)) =>
  fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-honcho-signature': signature } });

describe('toNodeHandler', () => {
  const events: HonchoWebhookEvent[] = [];
  const handler = createWebhookHandler({ secret: SECRET, now: NOW, on: { 'test.event': (event) => void events.push(event) } });

  it('verifies a delivery over real HTTP, reading the raw body from the stream', async () => {
    events.length = 0;
    const url = await serve(toNodeHandler(handler));
    const response = await deliver(url);
    expect(response.status).toBe(204);
    expect(events.map((event) => event.data)).toEqual([{ workspaceId: 'w' }]);
  });

  it("passes the handler's status, headers and body through (401 for a wrong signature, 405 with Allow)", async () => {
    const url = await serve(toNodeHandler(handler));
    const refused = await deliver(url, text, sign(`${text} `));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(await refused.json()).toEqual({ error: 'bad_signature' });
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('uses req.body when express.raw() or express.text() already read the stream', async () => {
    events.length = 0;
    const raw = await serve(toNodeHandler(handler), async (request) => {
      request.body = await readAll(request);
      request._body = true;
    });
    expect((await deliver(raw)).status).toBe(204);
    await new Promise((resolve) => server?.close(resolve));
    const asText = await serve(toNodeHandler(handler), async (request) => {
      request.body = (await readAll(request)).toString('utf8');
      request._body = true;
    });
    expect((await deliver(asText)).status).toBe(204);
    expect(events).toHaveLength(2);
  });

  it('answers 500 and says to use express.raw() when express.json() already parsed the body', async () => {
    const onError = vi.fn();
    const url = await serve(toNodeHandler(handler, { onError }), async (request) => {
      request.body = JSON.parse((await readAll(request)).toString('utf8')) as unknown;
      request._body = true;
    });
    const response = await deliver(url);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'body_already_parsed' });
    expect(onError).toHaveBeenCalledWith(expect.any(WebhookBodyConsumedError));
    expect(String(onError.mock.calls[0]?.[0])).toContain("express.raw({ type: 'application/json' })");
  });
});
