import { APIConnectionError, APIUserAbortError } from '@honcho-ai/sdk-core';
import { DialecticStream } from '@honcho-ai/sdk';
import { describe, expect, it, vi } from 'vitest';
import { toChatCompletionEventStream } from './chat-completion-event-stream.js';

const META = { model: 'workspace/my-app/peer/user-123', id: 'chatcmpl-honcho-abc123', created: 1711324800 };

/** The spec's own example, byte for byte (compact JSON, as OpenAI writes it). */
const SPEC_EXAMPLE = [
  'data: {"id":"chatcmpl-honcho-abc123","object":"chat.completion.chunk","created":1711324800,"model":"workspace/my-app/peer/user-123","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}\n\n',
  'data: {"id":"chatcmpl-honcho-abc123","object":"chat.completion.chunk","created":1711324800,"model":"workspace/my-app/peer/user-123","choices":[{"index":0,"delta":{"content":"The user"},"finish_reason":null}]}\n\n',
  'data: {"id":"chatcmpl-honcho-abc123","object":"chat.completion.chunk","created":1711324800,"model":"workspace/my-app/peer/user-123","choices":[{"index":0,"delta":{"content":" enjoys sushi."},"finish_reason":null}]}\n\n',
  'data: {"id":"chatcmpl-honcho-abc123","object":"chat.completion.chunk","created":1711324800,"model":"workspace/my-app/peer/user-123","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n',
  'data: [DONE]\n\n',
];

async function* pieces(...values: Array<string | Error>): AsyncGenerator<string> {
  for (const value of values) {
    if (value instanceof Error) throw value;
    yield value;
  }
}

async function readEvents(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const events: string[] = [];
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return events;
    events.push(decoder.decode(value));
  }
}

/** A source that yields `first`, then waits until aborted, like a stalled Honcho stream. */
function stalledSource(first: string): { source: AsyncIterable<string>; controller: AbortController } {
  const controller = new AbortController();
  async function* generate(): AsyncGenerator<string> {
    yield first;
    await new Promise<never>((_resolve, reject) => {
      if (controller.signal.aborted) reject(new APIUserAbortError('aborted'));
      controller.signal.addEventListener('abort', () => reject(new APIUserAbortError('aborted')), { once: true });
    });
  }
  return { source: generate(), controller };
}

describe('toChatCompletionEventStream', () => {
  it("writes the spec's example byte for byte, one event per chunk", async () => {
    expect(await readEvents(toChatCompletionEventStream(pieces('The user', ' enjoys sushi.'), META))).toEqual(SPEC_EXAMPLE);
  });

  it('skips empty deltas', async () => {
    const events = await readEvents(toChatCompletionEventStream(pieces('', 'a', ''), META));
    expect(events).toHaveLength(4);
  });

  it('reports a failure in-band as an OpenAI error event, then ends without [DONE]', async () => {
    const onError = vi.fn();
    const failure = new APIConnectionError('Stream ended before the final event');
    const events = await readEvents(toChatCompletionEventStream(pieces('The user', failure), META, { onError }));
    expect(events).toHaveLength(3);
    expect(JSON.parse(events[2]?.slice('data: '.length) ?? '')).toEqual({
      error: {
        message: 'Could not reach Honcho: Stream ended before the final event',
        type: 'server_error',
        param: null,
        code: 'upstream_connection_error',
      },
    });
    expect(events.join('')).not.toContain('[DONE]');
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('does not leak the message of an unexpected error', async () => {
    const events = await readEvents(toChatCompletionEventStream(pieces(new TypeError('secret internals at /srv/app.js')), META));
    expect(events.at(-1)).not.toContain('secret internals');
    expect(events.at(-1)).toContain('"code":"internal_error"');
  });

  it('stops the source through cancel() when the consumer cancels, and reports nothing', async () => {
    const { source, controller } = stalledSource('first');
    const onError = vi.fn();
    const cancel = vi.fn((reason?: unknown) => controller.abort(reason));
    const reader = toChatCompletionEventStream(source, META, { cancel, onError }).getReader();
    await reader.read(); // role
    await reader.read(); // "first"
    const pending = reader.read(); // waits on the stalled source
    await reader.cancel('client left');
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(cancel).toHaveBeenCalledWith('client left');
    expect(controller.signal.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('stops the source when the signal aborts, ending the stream quietly', async () => {
    const { source, controller } = stalledSource('first');
    const client = new AbortController();
    const onError = vi.fn();
    const stream = toChatCompletionEventStream(source, META, { signal: client.signal, cancel: (reason) => controller.abort(reason), onError });
    const reader = stream.getReader();
    await reader.read(); // role
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('"content":"first"');
    const pending = reader.read(); // waits on the stalled source
    client.abort();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(controller.signal.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('aborts a DialecticStream at once, even while it waits for Honcho', async () => {
    const { source } = stalledSource('first');
    const dialectic = new DialecticStream(source);
    const reader = toChatCompletionEventStream(dialectic, META, { cancel: (reason) => dialectic.abort(reason) }).getReader();
    await reader.read();
    await reader.read();
    const pending = reader.read();
    await reader.cancel();
    await expect(pending).resolves.toMatchObject({ done: true });
    await expect(dialectic.finalText()).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('returns the iterator when no cancel hook is given', async () => {
    const returned = vi.fn();
    const source: AsyncIterable<string> = {
      [Symbol.asyncIterator]: () => ({
        next: async () => ({ done: false, value: 'x' }),
        return: async () => {
          returned();
          return { done: true, value: undefined };
        },
      }),
    };
    const reader = toChatCompletionEventStream(source, META).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(returned).toHaveBeenCalledTimes(1);
  });

  it('ends at once when the signal is already aborted', async () => {
    const cancel = vi.fn();
    const events = await readEvents(toChatCompletionEventStream(pieces('a'), META, { signal: AbortSignal.abort(), cancel }));
    expect(events).toEqual([]);
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
