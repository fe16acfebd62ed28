import { describe, expect, it } from 'vitest';
import type { StreamPartLike } from '../language-model/language-model-types.js';
import { tapTextStream } from './stream-tap.js';

const v2 = { specificationVersion: 'v2', provider: 'test', modelId: 'm' };
const v3 = { specificationVersion: 'v3', provider: 'test', modelId: 'm' };

function source(parts: readonly StreamPartLike[], end: 'close' | 'error' = 'close'): ReadableStream<StreamPartLike> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      if (end === 'close') controller.close();
      else controller.error(new Error('connection reset'));
    },
  });
}

async function drain(stream: ReadableStream<StreamPartLike>): Promise<StreamPartLike[]> {
  const parts: StreamPartLike[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return parts;
    parts.push(value);
  }
}

const delta = (text: string) => ({ type: 'text-delta', id: 't', delta: text });
const finish = (reason: unknown) => ({ type: 'finish', finishReason: reason, usage: {} });

describe('tapTextStream', () => {
  it('passes every part through and reports the whole text once the stream has finished', async () => {
    const completed: string[] = [];
    const parts = [{ type: 'stream-start' }, delta('Hello, '), { type: 'reasoning-delta', delta: 'hmm' }, delta('world'), finish({ unified: 'stop', raw: 'stop' })];
    const out = await drain(tapTextStream(source(parts), { model: v3, onComplete: async (text) => void completed.push(text) }));
    expect(out).toEqual(parts);
    expect(completed).toEqual(['Hello, world']);
  });

  it('reads a V2 string finish reason', async () => {
    const completed: string[] = [];
    await drain(tapTextStream(source([delta('ok'), finish('stop')]), { model: v2, onComplete: async (text) => void completed.push(text) }));
    expect(completed).toEqual(['ok']);
  });

  it.each([
    ['an error part', [delta('part'), { type: 'error', error: 'boom' }, finish('stop')], v2],
    ['a V2 error finish', [delta('part'), finish('error')], v2],
    ['a V3 error finish', [delta('part'), finish({ unified: 'error', raw: undefined })], v3],
    ['an interrupted finish', [delta('part'), finish({ unified: 'interrupted', raw: undefined })], v3],
    ['no finish part', [delta('part')], v3],
  ])('does not report a stream with %s', async (_name, parts, model) => {
    const completed: string[] = [];
    await drain(tapTextStream(source(parts), { model, onComplete: async (text) => void completed.push(text) }));
    expect(completed).toEqual([]);
  });

  it('does not report an aborted generation', async () => {
    const controller = new AbortController();
    controller.abort();
    const completed: string[] = [];
    await drain(tapTextStream(source([delta('x'), finish('stop')]), { model: v2, signal: controller.signal, onComplete: async (text) => void completed.push(text) }));
    expect(completed).toEqual([]);
  });

  it('does not report a stream whose source fails, and passes the failure on', async () => {
    const completed: string[] = [];
    const tapped = tapTextStream(source([delta('x'), finish('stop')], 'error'), { model: v2, onComplete: async (text) => void completed.push(text) });
    await expect(drain(tapped)).rejects.toThrow('connection reset');
    expect(completed).toEqual([]);
  });

  it('does not report a stream the consumer cancels', async () => {
    const completed: string[] = [];
    const tapped = tapTextStream(source([delta('a'), delta('b'), finish('stop')]), { model: v2, onComplete: async (text) => void completed.push(text) });
    const reader = tapped.getReader();
    await reader.read();
    await reader.cancel();
    expect(completed).toEqual([]);
  });

  it('closes only after onComplete has settled', async () => {
    const order: string[] = [];
    const tapped = tapTextStream(source([delta('x'), finish('stop')]), {
      model: v2,
      onComplete: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push('saved');
      },
    });
    await drain(tapped);
    order.push('closed');
    expect(order).toEqual(['saved', 'closed']);
  });
});
