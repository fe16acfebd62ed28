import { describe, expect, it, vi } from 'vitest';
import { EmulatorConnectionDrop, isConnectionDrop } from '../faults/connection-drop.js';
import { createEmulator } from './create-emulator.js';

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('createEmulator', () => {
  it('serves relative and absolute URLs and Request objects through fetch', async () => {
    const emulator = createEmulator();
    expect((await emulator.fetch('/health')).status).toBe(200);
    expect((await emulator.fetch('https://anywhere.example/health')).status).toBe(200);
    expect((await emulator.fetch(new Request('http://x/health'))).status).toBe(200);
    expect((await emulator.handler(new Request('http://x/v3/workspaces', json({ id: 'w' })))).status).toBe(201);
    expect(emulator.baseURL).toBe('http://localhost:8000');
    expect(emulator.stats.requests).toBe(4);
  });

  it('hands out copies: changing what the store returns changes nothing', async () => {
    const emulator = createEmulator();
    await emulator.fetch('/v3/workspaces', json({ id: 'w', metadata: { a: 1 } }));
    const workspace = emulator.store.workspace('w');
    (workspace?.metadata as Record<string, unknown>).a = 2;
    expect(emulator.store.workspace('w')?.metadata).toEqual({ a: 1 });
    expect(emulator.store.messages('nope')).toEqual([]);
    expect(emulator.store.peerCard('nope', 'x')).toBeNull();
  });

  it('generates the same IDs for the same calls, and again after reset', async () => {
    const post = (emulator: ReturnType<typeof createEmulator>) =>
      emulator.fetch('/v3/workspaces/w/sessions/s/messages', json({ messages: [{ peer_id: 'a', content: 'x' }] })).then((r) => r.json() as Promise<{ id: string }[]>);
    const first = createEmulator();
    const second = createEmulator();
    const [a] = await post(first);
    expect((await post(second))[0]?.id).toBe(a?.id);
    first.reset();
    expect((await post(first))[0]?.id).toBe(a?.id);
    const other = createEmulator({ idSeed: 2 });
    expect((await post(other))[0]?.id).not.toBe(a?.id);
  });

  it('stamps timestamps from the given clock', async () => {
    const emulator = createEmulator({ now: () => new Date('2030-01-02T03:04:05Z') });
    const reply = await emulator.fetch('/v3/workspaces', json({ id: 'w' }));
    expect(((await reply.json()) as { created_at: string }).created_at).toBe('2030-01-02T03:04:05Z');
  });

  it('rejects with EmulatorConnectionDrop for injected drops', async () => {
    const emulator = createEmulator({ faults: { dropConnection: 'after', match: { method: 'POST' } } });
    const error = await emulator.fetch('/v3/workspaces', json({ id: 'w' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmulatorConnectionDrop);
    expect(error).toBeInstanceOf(TypeError);
    expect(isConnectionDrop(error)).toBe(true);
    expect((error as EmulatorConnectionDrop).phase).toBe('after');
    expect(emulator.store.workspace('w')).toBeDefined();
  });

  it('restores the initial faults and zeroes stats on reset', async () => {
    const emulator = createEmulator({ faults: { failRate: 1, failStatus: 500 } });
    expect((await emulator.fetch('/health')).status).toBe(500);
    emulator.faults.clear();
    expect((await emulator.fetch('/health')).status).toBe(200);
    emulator.reset();
    expect(emulator.stats).toMatchObject({ requests: 0, injectedFailures: 0 });
    expect(emulator.faults.rules).toHaveLength(1);
    expect((await emulator.fetch('/health')).status).toBe(500);
  });

  it('refuses impossible fault rules at once', () => {
    const emulator = createEmulator();
    expect(() => emulator.faults.set({ failRate: 2 })).toThrow(RangeError);
    expect(() => emulator.faults.add({ latencyMs: { min: 5, max: 1 } })).toThrow(RangeError);
    expect(() => emulator.faults.add({ failStatus: 200 })).toThrow(RangeError);
    expect(() => emulator.faults.add({ cutStreamAfterChunks: 1, stallStreamAfterChunks: 1 })).toThrow(RangeError);
  });

  it('answers 500 with the server body for an unexpected error, and reports it', async () => {
    const onError = vi.fn();
    const emulator = createEmulator({ onError });
    const boom = new Request('http://x/v3/workspaces', json({ id: 'w' }));
    // A body that cannot be read stands in for any bug in a route.
    Object.defineProperty(boom, 'arrayBuffer', { value: () => Promise.reject(new Error('boom')) });
    const response = await emulator.handler(boom);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: 'An unexpected error occurred' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('lists every route it serves', () => {
    const { routes } = createEmulator();
    // The 56 operations of the OpenAPI document, the legacy trailing-slash message route, /metrics, /docs and /openapi.json.
    expect(routes).toHaveLength(60);
    expect(routes).toContainEqual({ method: 'POST', path: '/v1/chat/completions' });
    expect(new Set(routes.map((route) => `${route.method} ${route.path}`)).size).toBe(routes.length);
  });
});
