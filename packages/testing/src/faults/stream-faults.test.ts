import { describe, expect, it } from 'vitest';
import { injectStreamFault } from './stream-faults.js';

function source(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
  });
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<{ text: string; error?: unknown }> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text };
      text += decoder.decode(value);
    }
  } catch (error) {
    return { text, error };
  }
}

describe('injectStreamFault', () => {
  // Events split across chunks and several in one chunk: the cut counts events, not chunks.
  const chunks = () => ['data: 1\n', '\ndata: 2\n\ndata: 3\n\n', 'data: 4\n\n'];

  it('cuts after N whole events', async () => {
    let triggered = 0;
    const result = await drain(injectStreamFault(source(chunks()), { kind: 'cut', afterEvents: 2, onTrigger: () => (triggered += 1) }));
    expect(result.text).toBe('data: 1\n\ndata: 2\n\n');
    expect(result.error).toBeInstanceOf(Error);
    expect(triggered).toBe(1);
  });

  it('passes short streams through untouched', async () => {
    const result = await drain(injectStreamFault(source(chunks()), { kind: 'cut', afterEvents: 10, onTrigger: () => undefined }));
    expect(result).toEqual({ text: 'data: 1\n\ndata: 2\n\ndata: 3\n\ndata: 4\n\n' });
  });

  it('stalls after N events until cancelled', async () => {
    const stream = injectStreamFault(source(chunks()), { kind: 'stall', afterEvents: 1, onTrigger: () => undefined });
    const reader = stream.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: 1\n\n');
    const pending = reader.read();
    const winner = await Promise.race([pending.then(() => 'read'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))]);
    expect(winner).toBe('waiting');
    await reader.cancel();
    expect((await pending).done).toBe(true);
  });
});
