import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from './emulator/create-emulator.js';
import { honchoHandlers } from './msw.js';

const emulator = createEmulator({ seed: { workspaces: [{ id: 'msw', peers: ['alice'] }] } });
const server = setupServer(...honchoHandlers(emulator, { baseURL: 'https://honcho.test' }), ...honchoHandlers(emulator, { baseURL: 'https://proxy.test/honcho/' }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  emulator.faults.clear();
});
afterAll(() => server.close());

describe('honchoHandlers', () => {
  it('answers the global fetch from the emulator, in process', async () => {
    const response = await fetch('https://honcho.test/v3/workspaces/msw/peers/list', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { items: { id: string }[] }).items.map((peer) => peer.id)).toEqual(['alice']);
    const created = await fetch('https://honcho.test/v3/workspaces/msw/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 's' }),
    });
    expect(created.status).toBe(201);
    expect(emulator.store.sessions('msw').map((session) => session.id)).toEqual(['s']);
  });

  it('strips a path prefix', async () => {
    const response = await fetch('https://proxy.test/honcho/health');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('turns injected drops into network errors', async () => {
    emulator.faults.set({ dropConnection: 'before' });
    await expect(fetch('https://honcho.test/health')).rejects.toThrow(TypeError);
    expect(emulator.stats.droppedBeforeHandling).toBe(1);
  });

  it('streams server-sent events through msw', async () => {
    await fetch('https://honcho.test/v3/workspaces/msw/sessions/s/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ peer_id: 'alice', content: 'I like green tea' }] }),
    });
    const response = await fetch('https://honcho.test/v3/workspaces/msw/peers/alice/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'green tea', stream: true }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect((await response.text()).endsWith('data: {"done": true}\n\n')).toBe(true);
  });

  it('cuts streams mid-way through msw too', async () => {
    emulator.faults.set({ cutStreamAfterChunks: 1 });
    const response = await fetch('https://honcho.test/v3/workspaces/msw/peers/alice/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'green tea', stream: true }),
    });
    await expect(response.text()).rejects.toThrow();
  });
});
