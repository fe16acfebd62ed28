import { afterEach, describe, expect, it, vi } from 'vitest';
import type { McpSession } from './session-registry.js';
import { SessionRegistry } from './session-registry.js';

function fakeSession(apiKey = 'k'): McpSession & { closed: () => boolean } {
  let closed = false;
  const server = { close: () => Promise.resolve(void (closed = true)) };
  return { server, transport: {}, apiKey, lastUsed: Date.now(), closed: () => closed } as unknown as McpSession & { closed: () => boolean };
}

describe('SessionRegistry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes the least recently used session when full', () => {
    const registry = new SessionRegistry(60_000, 2);
    const [a, b, c] = [fakeSession(), fakeSession(), fakeSession()];
    registry.add('a', a);
    registry.add('b', b);
    expect(registry.use('a')).toBe(a);
    registry.add('c', c);
    expect(b.closed()).toBe(true);
    expect(registry.use('b')).toBeUndefined();
    expect(registry.use('a')).toBe(a);
    expect(registry.use('c')).toBe(c);
    expect(registry.size).toBe(2);
  });

  it('closes sessions left idle longer than the timeout, as requests come', () => {
    vi.useFakeTimers();
    const registry = new SessionRegistry(1_000, 10);
    const idle = fakeSession();
    const busy = fakeSession();
    registry.add('idle', idle);
    registry.add('busy', busy);
    vi.advanceTimersByTime(600);
    registry.use('busy');
    vi.advanceTimersByTime(600);
    expect(registry.use('busy')).toBe(busy);
    expect(idle.closed()).toBe(true);
    expect(registry.use('idle')).toBeUndefined();
  });
});
