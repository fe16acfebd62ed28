import { describe, expect, it } from 'vitest';
import { sseStream } from './event-stream.js';

/** An event source that records how far it was driven. */
function counted(total: number) {
  const state = { produced: 0, returned: false };
  function* events(): Generator<string, void, undefined> {
    try {
      for (let index = 0; index < total; index++) {
        state.produced += 1;
        yield `data: ${index}\n\n`;
      }
    } finally {
      state.returned = true;
    }
  }
  return { state, events: events() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sseStream', () => {
  it('enqueues one event per chunk, in order, then closes', async () => {
    const { events } = counted(3);
    const reader = sseStream(events).getReader();
    const decoder = new TextDecoder();
    const seen: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen.push(decoder.decode(value));
    }
    expect(seen).toEqual(['data: 0\n\n', 'data: 1\n\n', 'data: 2\n\n']);
  });

  it('produces nothing before the first read and one event per read', async () => {
    const { state, events } = counted(1000);
    const reader = sseStream(events).getReader();
    await tick();
    expect(state.produced).toBe(0);
    await reader.read();
    await reader.read();
    await tick();
    expect(state.produced).toBe(2);
  });

  it('stops producing when the consumer cancels', async () => {
    const { state, events } = counted(1000);
    const reader = sseStream(events).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    await tick();
    expect(state.produced).toBe(2);
    expect(state.returned).toBe(true);
  });

  it('stops producing and errors with the reason when the signal aborts', async () => {
    const { state, events } = counted(1000);
    const controller = new AbortController();
    const reader = sseStream(events, { signal: controller.signal }).getReader();
    await reader.read();
    const reason = new Error('client went away');
    controller.abort(reason);
    await expect(reader.read()).rejects.toBe(reason);
    expect(state.produced).toBe(1);
    expect(state.returned).toBe(true);
  });

  it('errors at once on an already aborted signal without producing', async () => {
    const { state, events } = counted(10);
    const stream = sseStream(events, { signal: AbortSignal.abort(new Error('gone')) });
    await expect(stream.getReader().read()).rejects.toThrow('gone');
    expect(state.produced).toBe(0);
  });

  it('lets go of the abort listener once the stream ends', async () => {
    const controller = new AbortController();
    const reader = sseStream(['data: x\n\n'], { signal: controller.signal }).getReader();
    await reader.read();
    await reader.read();
    // Aborting after the end must not error an already closed stream.
    controller.abort();
    await expect(reader.closed).resolves.toBeUndefined();
  });
});
