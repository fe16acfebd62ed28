import { createHmac } from 'node:crypto';
import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { createWebhookHandler, type WebhookHandlerOptions } from './create-webhook-handler.js';
import type { QueueEmptyEvent } from './webhook-event.js';

const SECRET = 'whsec-handler';
const NOW = new Date('2026-02-13T00:00:00Z');
const body = (type: string, data: string) => `{"data":${data},"timestamp":"2026-02-13T00:00:00Z","type":"${type}"}`;
const queueEmpty = body('queue.empty', '{"observed":"alice","observer":null,"queue_type":"representation","session_id":"s1","workspace_id":"w"}');
const sign = (text: string, secret = SECRET) => createHmac('sha256', secret).update(text).digest('hex');

const post = (text: string, signature: string | null = sign(text)) =>
  new Request('https://app.example/api/honcho', {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'application/json', ...(signature !== null && { 'x-honcho-signature': signature }) },
  });

const handlerWith = (on: WebhookHandlerOptions['on'], extra: Partial<WebhookHandlerOptions> = {}) =>
  createWebhookHandler({ secret: SECRET, now: NOW, on, onError: () => {}, ...extra });

describe('createWebhookHandler', () => {
  it('runs the listener for the event type with the verified event, and answers 204 after it resolved', async () => {
    const order: string[] = [];
    const seen: QueueEmptyEvent[] = [];
    const handler = handlerWith({
      'queue.empty': async (event) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(event);
        order.push('listener done');
      },
    });
    const response = await handler(post(queueEmpty));
    order.push('answered');
    expect(response.status).toBe(204);
    expect(order).toEqual(['listener done', 'answered']);
    expect(seen[0]?.data).toEqual({ workspaceId: 'w', queueType: 'representation', sessionId: 's1', observer: null, observed: 'alice' });
  });

  it('passes the request to the listener, and runs only the listener of the event type', async () => {
    const queue = vi.fn();
    const test = vi.fn();
    const text = body('test.event', '{"workspace_id":"w"}');
    const request = post(text);
    expect((await handlerWith({ 'queue.empty': queue, 'test.event': test })(request)).status).toBe(204);
    expect(queue).not.toHaveBeenCalled();
    expect(test).toHaveBeenCalledWith(expect.objectContaining({ type: 'test.event', data: { workspaceId: 'w' } }), request);
  });

  it('acknowledges a known type with no listener, and hands an unknown type to `unknown` when given', async () => {
    expect((await handlerWith({})(post(queueEmpty))).status).toBe(204);
    const unknown = vi.fn();
    const text = body('peer.created', '{"peer_id":"p"}');
    expect((await handlerWith({ unknown })(post(text))).status).toBe(204);
    expect(unknown).toHaveBeenCalledWith(expect.objectContaining({ type: 'unknown', eventType: 'peer.created' }), expect.any(Request));
  });

  it.each([
    ['no signature', () => post(queueEmpty, null), 401, 'missing_signature'],
    ['a wrong secret', () => post(queueEmpty, sign(queueEmpty, 'wrong')), 401, 'bad_signature'],
    ['a malformed body', () => post('{"nope":1}'), 400, 'malformed_body'],
    ['a stale timestamp', () => post(queueEmpty.replace('2026-02-13T00:00:00Z', '2026-02-12T00:00:00Z')), 400, 'timestamp_out_of_window'],
  ])('answers %s with %i {"error": reason} and runs no listener', async (_name, request, status, reason) => {
    const listener = vi.fn();
    const onError = vi.fn();
    const response = await handlerWith({ 'queue.empty': listener }, { onError })(request());
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: reason });
    expect(listener).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ reason }), expect.any(Request));
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await handlerWith({})(new Request('https://app.example/api/honcho', { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it("answers 500 when the listener throws, without the error's text, and reports it to onError", async () => {
    const onError = vi.fn();
    const handler = handlerWith({ 'queue.empty': () => Promise.reject(new Error('database password is hunter2')) }, { onError });
    const response = await handler(post(queueEmpty));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toEqual({ error: 'listener_failed' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database password is hunter2' }), expect.any(Request));
  });

  it('logs a listener error with console.error when no onError is given', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = createWebhookHandler({ secret: SECRET, now: NOW, on: { 'queue.empty': () => { throw new Error('boom'); } } });
    expect((await handler(post(queueEmpty))).status).toBe(500);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('refuses a missing secret when it is made, naming the field', () => {
    expect(() => createWebhookHandler({ secret: '', on: {} })).toThrow(HonchoValidationError);
    expect(() => createWebhookHandler({ secret: '', on: {} })).toThrow(/secret: must be a non-empty string/);
  });
});
