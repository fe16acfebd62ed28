import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmulator, type RunningEmulator } from '../node/start-emulator.js';
import type { StartEmulatorOptions } from '../node/start-emulator.js';

const SECRET = 'whsec-emulator';
const NOW = new Date('2026-02-13T10:20:30.456Z');

interface Received {
  headers: IncomingHttpHeaders;
  rawHeaderNames: string[];
  body: string;
}

const servers: Server[] = [];
const emulators: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(emulators.splice(0).map((emulator) => emulator.close()));
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A receiver on a free loopback port that records each POST and answers `status`. */
async function receiver(status = 204): Promise<{ url: (host?: string) => string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawHeaderNames: request.rawHeaders.filter((_, index) => index % 2 === 0), body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = status;
      response.end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: (host = '127.0.0.1') => `http://${host}:${port}/hook`, received };
}

async function emulatorWith(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const emulator = await startEmulator({ port: 0, now: () => NOW, webhookSecret: SECRET, allowLoopbackWebhooks: true, onWebhookDelivery: () => {}, ...options });
  emulators.push(emulator);
  return emulator;
}

const call = (emulator: RunningEmulator, method: string, path: string, body?: unknown) =>
  fetch(`${emulator.url}${path}`, { method, ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) });

async function register(emulator: RunningEmulator, workspace: string, url: string): Promise<Response> {
  await call(emulator, 'POST', '/v3/workspaces', { id: workspace });
  return call(emulator, 'POST', `/v3/workspaces/${workspace}/webhooks`, { url });
}

const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

describe('webhook delivery', () => {
  it('sends queue.empty once the work of new messages drained: the server\'s body, byte for byte, signed', async () => {
    const hook = await receiver();
    const emulator = await emulatorWith();
    expect((await register(emulator, 'w', hook.url())).status).toBe(201);
    const created = await call(emulator, 'POST', '/v3/workspaces/w/sessions/s1/messages', { messages: [{ peer_id: 'alice', content: 'hi' }, { peer_id: 'bob', content: 'yo' }, { peer_id: 'alice', content: 'again' }] });
    expect(created.status).toBe(201);
    await emulator.webhooks.settled();
    // One per work unit: reasoning about each sender (observer null: it serves every observer).
    expect(hook.received.map((delivery) => delivery.body)).toEqual([
      '{"data":{"observed":"alice","observer":null,"queue_type":"representation","session_id":"s1","workspace_id":"w"},"timestamp":"2026-02-13T10:20:30Z","type":"queue.empty"}',
      '{"data":{"observed":"bob","observer":null,"queue_type":"representation","session_id":"s1","workspace_id":"w"},"timestamp":"2026-02-13T10:20:30Z","type":"queue.empty"}',
    ]);
    for (const delivery of hook.received) {
      expect(delivery.headers['x-honcho-signature']).toBe(sign(delivery.body));
      expect(delivery.headers['content-type']).toBe('application/json');
      // Spelled as the server's httpx call spells them.
      expect(delivery.rawHeaderNames).toEqual(expect.arrayContaining(['Content-Type', 'X-Honcho-Signature']));
    }
    expect(emulator.webhooks.deliveries.map((delivery) => [delivery.eventType, delivery.status, delivery.ok])).toEqual([
      ['queue.empty', 204, true],
      ['queue.empty', 204, true],
    ]);
  });

  it('sends a summary\'s queue.empty at a summary boundary, with observer and observed "None" as the server does', async () => {
    const hook = await receiver();
    const emulator = await emulatorWith();
    await register(emulator, 'w', hook.url());
    const messages = Array.from({ length: 20 }, (_, index) => ({ peer_id: 'alice', content: `m${index}` }));
    await call(emulator, 'POST', '/v3/workspaces/w/sessions/s1/messages', { messages });
    await emulator.webhooks.settled();
    // Each event is its own POST, sent as the dispatcher gets to it, so they may arrive in either order
    // (a fresh-clone run saw the summary's first): compared in queue-type order, every field exact.
    const received = hook.received.map((delivery) => JSON.parse(delivery.body).data as { queue_type: string });
    expect(received.sort((a, b) => a.queue_type.localeCompare(b.queue_type))).toEqual([
      { observed: 'alice', observer: null, queue_type: 'representation', session_id: 's1', workspace_id: 'w' },
      { observed: 'None', observer: 'None', queue_type: 'summary', session_id: 's1', workspace_id: 'w' },
    ]);
  });

  it('sends nothing for work that was not queued (reasoning and summaries off)', async () => {
    const hook = await receiver();
    const emulator = await emulatorWith();
    await call(emulator, 'POST', '/v3/workspaces', { id: 'quiet', configuration: { reasoning: { enabled: false }, summary: { enabled: false } } });
    await call(emulator, 'POST', '/v3/workspaces/quiet/webhooks', { url: hook.url() });
    await call(emulator, 'POST', '/v3/workspaces/quiet/sessions/s/messages', { messages: [{ peer_id: 'alice', content: 'hi' }] });
    await emulator.webhooks.settled();
    expect(hook.received).toEqual([]);
  });

  it('sends test.event to every endpoint of the workspace on GET .../webhooks/test, and to no other workspace\'s', async () => {
    const first = await receiver();
    const second = await receiver();
    const other = await receiver();
    const emulator = await emulatorWith();
    await register(emulator, 'w', first.url());
    await register(emulator, 'w', second.url('localhost'));
    await register(emulator, 'elsewhere', other.url());
    const response = await call(emulator, 'GET', '/v3/workspaces/w/webhooks/test');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    await emulator.webhooks.settled();
    const expected = '{"data":{"workspace_id":"w"},"timestamp":"2026-02-13T10:20:30Z","type":"test.event"}';
    expect(first.received.map((delivery) => delivery.body)).toEqual([expected]);
    expect(second.received.map((delivery) => delivery.body)).toEqual([expected]);
    expect(other.received).toEqual([]);
  });

  it('delivers nothing without a webhook secret, as a server without one signs nothing', async () => {
    const hook = await receiver();
    const emulator = await emulatorWith({ webhookSecret: undefined });
    await register(emulator, 'w', hook.url());
    await call(emulator, 'GET', '/v3/workspaces/w/webhooks/test');
    await call(emulator, 'POST', '/v3/workspaces/w/sessions/s/messages', { messages: [{ peer_id: 'alice', content: 'hi' }] });
    await emulator.webhooks.settled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.received).toEqual([]);
    expect(emulator.webhooks.deliveries).toEqual([]);
  });

  it('tries a failing receiver once, with no retry, and reports the failure (console.warn by default)', async () => {
    const hook = await receiver(500);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const emulator = await startEmulator({ port: 0, webhookSecret: SECRET, allowLoopbackWebhooks: true });
    emulators.push(emulator);
    await register(emulator, 'w', hook.url());
    await call(emulator, 'GET', '/v3/workspaces/w/webhooks/test');
    await emulator.webhooks.settled();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hook.received).toHaveLength(1);
    expect(emulator.webhooks.deliveries).toEqual([expect.objectContaining({ status: 500, ok: false, error: 'status 500' })]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`webhook test.event to ${hook.url()} failed: status 500`));
    expect(String(warn.mock.calls)).not.toContain(SECRET);
    warn.mockRestore();
  });

  it('reports a receiver that cannot be reached', async () => {
    const hook = await receiver();
    const emulator = await emulatorWith();
    await register(emulator, 'w', hook.url());
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    await call(emulator, 'GET', '/v3/workspaces/w/webhooks/test');
    await emulator.webhooks.settled();
    expect(emulator.webhooks.deliveries).toEqual([expect.objectContaining({ ok: false, error: expect.stringMatching(/fetch failed/) })]);
  });

  describe("the server's URL rule", () => {
    it('refuses loopback literals with the server\'s 422 unless allowLoopbackWebhooks is on', async () => {
      const strict = await emulatorWith({ allowLoopbackWebhooks: false });
      for (const url of ['http://127.0.0.1:9000/hook', 'http://[::1]/hook']) {
        const response = await register(strict, 'w', url);
        expect(response.status).toBe(422);
        expect(await response.json()).toEqual({
          detail: [{ type: 'value_error', loc: ['body', 'url'], msg: 'Value error, Private/internal IP addresses are not allowed', input: url, ctx: { error: {} } }],
        });
      }
      const relaxed = await emulatorWith();
      expect((await register(relaxed, 'w', 'http://127.0.0.1:9000/hook')).status).toBe(201);
      expect((await register(relaxed, 'w', 'http://10.1.2.3/hook')).status).toBe(422);
    });

    it('registers a localhost receiver (the server does not resolve names) but delivers to it only with allowLoopbackWebhooks', async () => {
      const hook = await receiver();
      const strict = await emulatorWith({ allowLoopbackWebhooks: false });
      expect((await register(strict, 'w', hook.url('localhost'))).status).toBe(201);
      await call(strict, 'GET', '/v3/workspaces/w/webhooks/test');
      await strict.webhooks.settled();
      expect(hook.received).toEqual([]);
      expect(strict.webhooks.deliveries).toEqual([expect.objectContaining({ ok: false, error: expect.stringContaining('allowLoopbackWebhooks') })]);
    });
  });

  it('forgets past deliveries on reset', async () => {
    const hook = await receiver();
    const emulator = await emulatorWith();
    await register(emulator, 'w', hook.url());
    await call(emulator, 'GET', '/v3/workspaces/w/webhooks/test');
    await emulator.webhooks.settled();
    expect(emulator.webhooks.deliveries).toHaveLength(1);
    emulator.reset();
    expect(emulator.webhooks.deliveries).toEqual([]);
  });
});
