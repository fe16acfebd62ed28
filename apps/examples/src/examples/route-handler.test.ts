import { describe, expect, it } from 'vitest';
import { createChatRoute, routeHandler } from './route-handler.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('route handler', () => {
  it('saves the message and streams the answer back as text', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await routeHandler(honcho);
    expect(result).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', text: expect.stringContaining('allergic to peanuts') as string });
    expect(fixture.emulator.store.messages(workspaceId, 'web-1').map((message) => message.content)).toEqual(['I am allergic to peanuts. What am I allergic to?']);
  });

  it('answers 400 for a bad id, naming the field', async () => {
    const POST = createChatRoute(fixture.context().honcho);
    const response = await POST(new Request('http://localhost/api/chat', { method: 'POST', body: JSON.stringify({ userId: 'not valid', sessionId: 's', message: 'hi' }) }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('id');
  });

  it('stops the Honcho stream when the caller goes away', async () => {
    const { honcho } = fixture.context();
    const controller = new AbortController();
    const POST = createChatRoute(honcho);
    const response = await POST(
      new Request('http://localhost/api/chat', {
        method: 'POST',
        body: JSON.stringify({ userId: 'alice', sessionId: 'web-2', message: 'I like long walks on the beach, do I like walks?' }),
        signal: controller.signal,
      }),
    );
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(first?.done).toBe(false);
    controller.abort();
    await expect(reader?.read()).rejects.toThrow();
  });
});
