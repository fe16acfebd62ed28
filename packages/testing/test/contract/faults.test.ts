import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../support/http.js';

const { api, emulator } = useEmulator();
const MESSAGES = '/v3/workspaces/fw/sessions/s/messages';
const CHAT = '/v3/workspaces/fw/peers/alice/chat';

beforeAll(async () => {
  await api('POST', MESSAGES, { messages: [{ peer_id: 'alice', content: 'alpha beta gamma delta epsilon zeta eta theta' }] });
});

afterEach(() => {
  emulator().faults.clear();
});

/** Reads a streamed body event by event until it ends, errors, or goes quiet for `idleMs`. */
async function readEvents(response: Response, idleMs = 3000): Promise<{ events: string[]; outcome: 'ended' | 'errored' | 'stalled' }> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const idle = new Promise<'idle'>((resolve) => {
      timer = setTimeout(() => resolve('idle'), idleMs);
    });
    let next: ReadableStreamReadResult<Uint8Array> | 'idle';
    try {
      next = await Promise.race([reader.read(), idle]);
    } catch {
      clearTimeout(timer);
      return { events: events(text), outcome: 'errored' };
    }
    clearTimeout(timer);
    if (next === 'idle') {
      await reader.cancel().catch(() => undefined);
      return { events: events(text), outcome: 'stalled' };
    }
    if (next.done) return { events: events(text), outcome: 'ended' };
    text += decoder.decode(next.value, { stream: true });
  }
}
const events = (text: string) => text.split('\n\n').filter((event) => event.startsWith('data: '));

describe('latency', () => {
  it('delays matching requests by a fixed time', async () => {
    emulator().faults.set({ latencyMs: 150, match: { method: 'GET', path: '^/health$' } });
    const started = performance.now();
    expect((await api('GET', '/health')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    // An unmatched request is not delayed (counted, rather than timed, so a busy machine cannot flake it).
    await api('POST', '/v3/workspaces/list');
    expect(emulator().stats.delayedRequests).toBe(1);
  });

  it('draws ranged delays from the seeded PRNG', async () => {
    emulator().faults.set({ latencyMs: { min: 10, max: 40 }, seed: 3 });
    const before = emulator().stats.delayedRequests;
    const started = performance.now();
    await api('GET', '/health');
    expect(performance.now() - started).toBeGreaterThanOrEqual(9);
    expect(emulator().stats.delayedRequests).toBe(before + 1);
  });
});

describe('status failures', () => {
  it('fails with the chosen status and Retry-After, then recovers when cleared', async () => {
    const before = emulator().stats.injectedFailures;
    emulator().faults.set({ failRate: 1, failStatus: 503, retryAfter: 2, match: { method: 'POST', path: /\/messages$/ } });
    const failed = await api('POST', MESSAGES, { messages: [{ peer_id: 'alice', content: 'lost' }] });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('2');
    expect(failed.body).toEqual({ detail: expect.stringContaining('Injected') });
    expect(emulator().store.messages('fw', 's').map((m) => m.content)).not.toContain('lost');
    expect((await api('GET', '/health')).status).toBe(200);
    emulator().faults.clear();
    expect((await api('POST', MESSAGES, { messages: [{ peer_id: 'alice', content: 'kept' }] })).status).toBe(201);
    expect(emulator().stats.injectedFailures).toBe(before + 1);
  });

  it('fails a seeded, reproducible fraction of requests', async () => {
    const run = async () => {
      emulator().faults.set({ failRate: 0.5, failStatus: 500, seed: 42, match: { path: '^/health$' } });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) statuses.push((await api('GET', '/health')).status);
      return statuses;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    const failures = first.filter((status) => status === 500).length;
    expect(failures).toBeGreaterThan(3);
    expect(failures).toBeLessThan(17);
  });

  it('stops after `times` faults, so a retrying client recovers', async () => {
    emulator().faults.set({ failRate: 1, failStatus: 429, times: 2, match: { path: '^/health$' } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await api('GET', '/health')).status);
    expect(statuses).toEqual([429, 429, 200, 200]);
  });

  it('matches with a predicate', async () => {
    emulator().faults.set({ failRate: 1, failStatus: 502, match: (request) => request.headers.get('x-flaky') === 'yes' });
    expect((await api('GET', '/health', undefined, { 'x-flaky': 'yes' })).status).toBe(502);
    expect((await api('GET', '/health')).status).toBe(200);
  });
});

describe('dropped connections', () => {
  it('before handling: the client sees a network error and nothing is written', async () => {
    const before = emulator().store.counts().messages;
    emulator().faults.set({ dropConnection: 'before', match: { path: /\/messages$/ } });
    await expect(api('POST', MESSAGES, { messages: [{ peer_id: 'alice', content: 'never' }] })).rejects.toThrow(TypeError);
    expect(emulator().store.counts().messages).toBe(before);
    expect(emulator().stats.droppedBeforeHandling).toBe(1);
  });

  it('after handling: the write happens but the client never hears back', async () => {
    const before = emulator().store.counts().messages;
    emulator().faults.set({ dropConnection: 'after', match: { path: /\/messages$/ } });
    await expect(api('POST', MESSAGES, { messages: [{ peer_id: 'alice', content: 'ghost write' }] })).rejects.toThrow(TypeError);
    expect(emulator().store.counts().messages).toBe(before + 1);
    expect(emulator().stats.droppedAfterHandling).toBe(1);
    emulator().faults.clear();
    expect((await api('GET', '/health')).status).toBe(200);
  });

  it('drops a seeded fraction with dropRate', async () => {
    emulator().faults.set({ dropConnection: 'before', dropRate: 0.5, seed: 1, match: { path: '^/health$' } });
    const outcomes = [];
    for (let i = 0; i < 10; i += 1) outcomes.push(await api('GET', '/health').then(() => 'ok', () => 'dropped'));
    expect(outcomes).toContain('ok');
    expect(outcomes).toContain('dropped');
  });
});

describe('faults after the write', () => {
  it('failPhase after: the write happens, then the client gets the injected status', async () => {
    const before = emulator().store.counts().messages;
    emulator().faults.set({ failRate: 1, failStatus: 500, failPhase: 'after', match: { method: 'POST', path: /\/messages$/ } });
    const response = await api('POST', MESSAGES, { messages: [{ peer_id: 'alice', content: 'written, then a 500' }] });
    expect(response.status).toBe(500);
    expect(emulator().store.counts().messages).toBe(before + 1);
    expect(emulator().stats.injectedFailures).toBeGreaterThanOrEqual(1);
  });

  it('failPhase before (the default) writes nothing', async () => {
    const before = emulator().store.counts().messages;
    emulator().faults.set({ failRate: 1, failStatus: 500, match: { method: 'POST', path: /\/messages$/ } });
    expect((await api('POST', MESSAGES, { messages: [{ peer_id: 'alice', content: 'never written' }] })).status).toBe(500);
    expect(emulator().store.counts().messages).toBe(before);
  });

  it('cutBodyAfterBytes: the write happens, the status arrives, and the body breaks after N bytes', async () => {
    const before = emulator().store.counts().messages;
    emulator().faults.set({ cutBodyAfterBytes: 10, match: { method: 'POST', path: /\/messages$/ } });
    const response = await fetch(`${emulator().url}${MESSAGES}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ peer_id: 'alice', content: 'written, then the body is cut' }] }),
    });
    expect(response.status).toBe(201);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = 0;
    const outcome = await (async () => {
      for (;;) {
        const next = await reader.read().catch(() => 'errored' as const);
        if (next === 'errored') return next;
        if (next.done) return 'ended';
        received += next.value.length;
      }
    })();
    expect(outcome).toBe('errored');
    expect(received).toBe(10);
    expect(emulator().store.counts().messages).toBe(before + 1);
    expect(emulator().stats.cutBodies).toBe(1);
  });

  it('refuses a failPhase that is neither before nor after', () => {
    expect(() => emulator().faults.set({ failRate: 1, failPhase: 'during' as 'after' })).toThrow("failPhase must be 'before' or 'after', got during");
  });
});

describe('stream faults', () => {
  const stream = () =>
    fetch(`${emulator().url}${CHAT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'alpha beta gamma delta', stream: true }),
    });

  it('runs to the final event without faults', async () => {
    const { events: all, outcome } = await readEvents(await stream());
    expect(outcome).toBe('ended');
    expect(all.length).toBeGreaterThan(4);
    expect(all.at(-1)).toBe('data: {"done": true}');
  });

  it('cuts the stream after N events, mid-stream, without the final event', async () => {
    emulator().faults.set({ cutStreamAfterChunks: 3, match: { path: '/chat$' } });
    const response = await stream();
    expect(response.status).toBe(200);
    const { events: seen, outcome } = await readEvents(response);
    expect(outcome).toBe('errored');
    expect(seen).toHaveLength(3);
    expect(seen.some((event) => event.includes('"done": true'))).toBe(false);
    expect(emulator().stats.cutStreams).toBe(1);
  });

  it('stalls the stream after N events, leaving it open', async () => {
    emulator().faults.set({ stallStreamAfterChunks: 2, match: { path: '/chat$' } });
    const { events: seen, outcome } = await readEvents(await stream(), 1000);
    expect(outcome).toBe('stalled');
    expect(seen).toHaveLength(2);
    expect(emulator().stats.stalledStreams).toBe(1);
    emulator().faults.clear();
    expect((await readEvents(await stream())).outcome).toBe('ended');
  });

  it('leaves non-streaming responses alone', async () => {
    emulator().faults.set({ cutStreamAfterChunks: 0 });
    expect((await api('POST', CHAT, { query: 'alpha' })).status).toBe(200);
  });

  it('counts every injected fault', () => {
    const stats = emulator().stats;
    expect(stats.injectedFaults).toBe(
      stats.delayedRequests + stats.injectedFailures + stats.droppedBeforeHandling + stats.droppedAfterHandling + stats.cutStreams + stats.cutBodies + stats.stalledStreams,
    );
    expect(stats.requests).toBeGreaterThan(stats.injectedFaults);
  });
});
