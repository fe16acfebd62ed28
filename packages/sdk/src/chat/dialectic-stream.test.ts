import { APIConnectionError, APITimeoutError, APIUserAbortError, HonchoError, StructuredOutputError } from '@honcho-ai/sdk-core';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import { DEFAULT_KEPT_TEXT_LIMIT, DialecticStream } from './dialectic-stream.js';
import { executeChatStream } from './execute-chat.js';
import {
  EVIDENCE,
  PEER_CHAT_ROUTE,
  delta,
  openEventStream,
  sse,
  testContext,
  useChatServers,
  type ChatHandler,
  type ChatServer,
} from './test-support/chat-server.js';

// Abort and close latency is measured in bench/ (the break row); a test only tells "reacts to the abort"
// from "waits for the server or a timeout", so its bound is one only such a wait would exceed.
const PROMPTLY_MS = 1_000;

const serve = useChatServers();

/** A server that streams `deltas` and the final event. */
function streaming(deltas: readonly string[], final: Record<string, unknown> = { done: true }): ChatHandler {
  return (_request, response) => {
    openEventStream(response);
    response.end(deltas.map(delta).join('') + sse(final));
  };
}

/** A server that sends `deltas` and then keeps the stream open forever. */
function stalling(deltas: readonly string[]): ChatHandler {
  return (_request, response) => {
    openEventStream(response);
    response.write(deltas.map(delta).join(''));
  };
}

async function open(server: ChatServer, options: Parameters<typeof executeChatStream>[3] = undefined): Promise<DialecticStream<unknown>> {
  return executeChatStream(testContext(server.url), PEER_CHAT_ROUTE, 'q', options);
}

/** The engine's `gc()`, so heap measurements do not depend on when the collector happens to run. */
function exposeGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

async function* strings(items: readonly string[]): AsyncGenerator<string> {
  yield* items;
}

describe('2.5 compatibility', () => {
  it('yields string deltas; getFinalResponse and toArray after iterating; replays a second iteration', async () => {
    const server = await serve(streaming(['Al', 'ice ', '', 'likes sushi']));
    const stream = await open(server);
    const seen: string[] = [];
    for await (const chunk of stream) seen.push(chunk);
    expect(seen).toEqual(['Al', 'ice ', 'likes sushi']);
    expect(await stream.getFinalResponse()).toBe('Alice likes sushi');
    expect(await stream.toArray()).toEqual(seen);
    const again: string[] = [];
    for await (const chunk of stream) again.push(chunk);
    expect(again).toEqual(seen);
  });

  it('getFinalResponse / toArray consume an unread stream', async () => {
    const server = await serve(streaming(['a', 'b']));
    const stream = await open(server);
    expect(await stream.toArray()).toEqual(['a', 'b']);
    expect(await stream.getFinalResponse()).toBe('ab');
  });

  it('accepts the 2.5 constructor: a string generator and an evidence source', async () => {
    const stream = new DialecticStream(strings(['x', 'y']), () => null);
    expect(await stream.getFinalResponse()).toBe('xy');
    expect(stream.evidence).toBeNull();
  });

  it('is an empty string for an empty answer (getFinalResponse) and null for finalObject', async () => {
    const server = await serve(streaming([]));
    const stream = await open(server);
    expect(await stream.finalText()).toBe('');
    expect(await stream.finalObject()).toBeNull();
  });
});

describe('content events', () => {
  it('reads the server framing (Python spacing or compact), escapes and all, as JSON.parse would', async () => {
    const texts = ['plain ', 'say "hi"', 'tab\tand\nnewline', 'back\\slash', 'ünïcödé ✓', '', 'x'.repeat(300)];
    const server = await serve((_request, response) => {
      openEventStream(response);
      const spaced = texts.map((content) => `data: {"delta": {"content": ${JSON.stringify(content)}}, "done": false}\n\n`);
      response.end([...spaced, ...texts.map(delta)].join('') + sse({ done: true }));
    });
    const stream = await open(server, { keepText: true });
    const expected = texts.filter((text) => text !== '');
    expect(await stream.toArray()).toEqual([...expected, ...expected]);
    expect(await stream.finalText()).toBe([...expected, ...expected].join(''));
  });

  it('still rejects a content frame that is not valid JSON (a raw control character)', async () => {
    const server = await serve((_request, response) => {
      openEventStream(response);
      response.end('data: {"delta": {"content": "bad\u0001"}, "done": false}\n\n' + sse({ done: true }));
    });
    const stream = await open(server);
    await expect(stream.finalText()).rejects.toThrow(/not valid JSON/);
  });
});

describe('evidence', () => {
  it('is null until the final event, then the evidence it carries', async () => {
    const server = await serve(streaming(['Sushi.'], { done: true, evidence: EVIDENCE }));
    const stream = await open(server, { includeEvidence: true });
    expect(server.requests[0]!.body).toMatchObject({ include_evidence: true, stream: true });
    const iterator = stream[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toBe('Sushi.');
    expect(stream.evidence).toBeNull();
    expect((await iterator.next()).done).toBe(true);
    expect(stream.evidence).toStrictEqual(EVIDENCE);
    expect(stream.completed).toBe(true);
  });

  it('is null when the final event has none', async () => {
    const server = await serve(streaming(['x']));
    const stream = await open(server);
    await stream.finalText();
    expect(stream.evidence).toBeNull();
  });
});

describe('cancellation', () => {
  it('break closes the HTTP response (the server sees the client hang up)', async () => {
    const server = await serve(stalling(['a', 'b']));
    const stream = await open(server);
    for await (const chunk of stream) {
      expect(chunk).toBe('a');
      break;
    }
    await expect(server.requests[0]!.clientClosed).resolves.toBeUndefined();
    await expect(stream.finalText()).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('abort() settles a pending read promptly and closes the response', async () => {
    const server = await serve(stalling(['a']));
    const stream = await open(server);
    const iterator = stream[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toBe('a');
    const pending = iterator.next();
    const started = Date.now();
    setTimeout(() => stream.abort(), 20);
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    expect(Date.now() - started - 20).toBeLessThan(PROMPTLY_MS);
    await server.requests[0]!.clientClosed;
    expect(() => stream.abort()).not.toThrow();
  });

  it('abort() in the same tick as a read fails the next read, never a quiet end', async () => {
    const server = await serve(stalling(['a', 'b']));
    const stream = await open(server);
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    // 'b' has arrived already: like a web stream's reader, the read asked for before the abort gets it.
    const pending = iterator.next();
    stream.abort();
    await expect(pending).resolves.toEqual({ done: false, value: 'b' });
    await expect(iterator.next()).rejects.toBeInstanceOf(APIUserAbortError);
    expect(stream.completed).toBe(false);
    await server.requests[0]!.clientClosed;
  });

  it('abort() in the same tick as a read that waits on the network fails that read', async () => {
    const server = await serve(stalling(['a']));
    const stream = await open(server);
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    const pending = iterator.next();
    stream.abort();
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    expect(stream.completed).toBe(false);
  });

  it("the caller's signal cancels mid-stream promptly", async () => {
    const server = await serve(stalling(['a']));
    const controller = new AbortController();
    const stream = await open(server, { signal: controller.signal });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    const pending = iterator.next();
    const started = Date.now();
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    expect(Date.now() - started).toBeLessThan(PROMPTLY_MS);
    await server.requests[0]!.clientClosed;
  });

  it('an already-aborted signal fails the call without streaming', async () => {
    const server = await serve(stalling(['a']));
    const controller = new AbortController();
    controller.abort();
    await expect(open(server, { signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('abort() before reading makes every reader fail with APIUserAbortError', async () => {
    const server = await serve(stalling(['a']));
    const stream = await open(server);
    stream.abort('changed my mind');
    await expect(stream.finalText()).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(stream[Symbol.asyncIterator]().next()).rejects.toBeInstanceOf(APIUserAbortError);
    await server.requests[0]!.clientClosed;
  });

  it('cancelling the ReadableStream closes the response', async () => {
    const server = await serve(stalling(['a', 'b']));
    const stream = await open(server);
    const reader = stream.toReadableStream().getReader();
    expect((await reader.read()).value).toBe('a');
    await reader.cancel();
    await server.requests[0]!.clientClosed;
  });

  it('the idle timeout fails a silent stream with APITimeoutError', async () => {
    const server = await serve(stalling(['a']));
    const stream = await open(server, { idleTimeoutMs: 50 });
    await expect(stream.finalText()).rejects.toBeInstanceOf(APITimeoutError);
    await server.requests[0]!.clientClosed;
  });
});

describe('broken streams are typed errors, never hangs', () => {
  it('a dropped connection mid-stream is APIConnectionError', async () => {
    const server = await serve((_request, response) => {
      openEventStream(response);
      response.write(delta('a'));
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const stream = await open(server);
    const seen: string[] = [];
    const error = await (async () => {
      for await (const chunk of stream) seen.push(chunk);
    })().catch((caught: unknown) => caught);
    expect(seen).toEqual(['a']);
    expect(error).toBeInstanceOf(APIConnectionError);
    // The failure is remembered.
    await expect(stream.finalText()).rejects.toBe(error);
  });

  it('a body that ends without done: true is APIConnectionError', async () => {
    const server = await serve((_request, response) => {
      openEventStream(response);
      response.end(delta('a') + delta('b'));
    });
    await expect((await open(server)).finalText()).rejects.toBeInstanceOf(APIConnectionError);
  });
});

describe('single consumption', () => {
  it('a second concurrent iteration throws a clear error', async () => {
    const server = await serve(stalling(['a']));
    const stream = await open(server);
    const first = stream[Symbol.asyncIterator]();
    await first.next();
    await expect(stream[Symbol.asyncIterator]().next()).rejects.toThrow(/being iterated/);
    await expect(stream.finalText()).rejects.toThrow(HonchoError);
    stream.abort();
  });

  it('with keepText: false, reading the text after iterating explains what to do', async () => {
    const server = await serve(streaming(['a', 'b']));
    const stream = await open(server, { keepText: false });
    const seen: string[] = [];
    for await (const chunk of stream) seen.push(chunk);
    expect(seen).toEqual(['a', 'b']);
    await expect(stream.getFinalResponse()).rejects.toThrow(/keepText: true/);
    await expect(stream[Symbol.asyncIterator]().next()).rejects.toThrow(/keepText/);
  });

  it('keepText: false still lets finalText() read an unread stream', async () => {
    const server = await serve(streaming(['a', 'b']));
    const stream = await open(server, { keepText: false });
    expect(await stream.finalText()).toBe('ab');
    expect(await stream.finalText()).toBe('ab');
  });

  it('concurrent finalText() calls share one read', async () => {
    const server = await serve(streaming(['a', 'b']));
    const stream = await open(server);
    expect(await Promise.all([stream.finalText(), stream.toArray(), stream.finalText()])).toEqual(['ab', ['a', 'b'], 'ab']);
  });
});

describe('memory', () => {
  const CHUNKS = 200_000;

  /** A source of `CHUNKS` ten-character deltas, made on demand. */
  function manyDeltas(): AsyncIterable<string> {
    let index = 0;
    return {
      [Symbol.asyncIterator]: () => ({
        next: async () => (index < CHUNKS ? { done: false, value: `c${String(index++).padStart(9, '0')}` } : { done: true, value: undefined }),
      }),
    };
  }

  it('keepText: false iterates 200k chunks holding nothing, so nothing can be replayed', async () => {
    const stream = new DialecticStream(manyDeltas(), undefined, { keepText: false });
    let count = 0;
    for await (const _ of stream) count += 1;
    expect(count).toBe(CHUNKS);
    await expect(stream.toArray()).rejects.toThrow(/not kept/);
  });

  it('by default drops kept text once it passes the limit (2 MB here), so iteration stays bounded', async () => {
    expect(CHUNKS * 10).toBeGreaterThan(DEFAULT_KEPT_TEXT_LIMIT);
    const stream = new DialecticStream(manyDeltas());
    let count = 0;
    for await (const _ of stream) count += 1;
    expect(count).toBe(CHUNKS);
    await expect(stream.toArray()).rejects.toThrow(new RegExp(`exceeded ${DEFAULT_KEPT_TEXT_LIMIT} characters`));
  });

  it('keepText: true keeps everything', async () => {
    const stream = new DialecticStream(manyDeltas(), undefined, { keepText: true });
    for await (const _ of stream) {
      // Drain.
    }
    expect((await stream.toArray()).length).toBe(CHUNKS);
  });

  it('finalText() on an unread stream keeps everything, whatever the default limit', async () => {
    const stream = new DialecticStream(manyDeltas());
    expect((await stream.finalText()).length).toBe(CHUNKS * 10);
  });

  it('heap stays flat while iterating 200k chunks over HTTP with keepText: false', async () => {
    const payload = 'x'.repeat(100);
    const server = await serve((_request, response) => {
      openEventStream(response);
      let sent = 0;
      const pump = (): void => {
        while (sent < CHUNKS) {
          sent += 1;
          if (!response.write(delta(payload))) {
            response.once('drain', pump);
            return;
          }
        }
        response.end(sse({ done: true }));
      };
      pump();
    });
    const stream = await open(server, { keepText: false });
    const gc = exposeGc();
    let count = 0;
    let baseline = 0;
    let peak = 0;
    for await (const _ of stream) {
      count += 1;
      if (count === 10_000) {
        gc();
        baseline = process.memoryUsage().heapUsed;
      }
      if (count > 10_000 && count % 20_000 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    expect(count).toBe(CHUNKS);
    // 200k × 100 characters is 20 MB of text (40 MB as UTF-16); retaining it would show up whatever the GC timing.
    expect(peak - baseline).toBeLessThan(8_000_000);
  }, 60_000);
});

describe('finalObject', () => {
  it.each([
    ['zod 4', z.object({ food: z.string(), rating: z.number().optional() })],
    ['zod 3', z3.object({ food: z3.string(), rating: z3.number().optional() })],
  ])('parses the streamed JSON with %s', async (_name, schema) => {
    const server = await serve(streaming(['{"food": ', '"sushi", "rating": null}']));
    const stream = await open(server, { responseFormat: schema });
    expect(await stream.finalObject()).toStrictEqual({ food: 'sushi' });
    expect(await stream.finalText()).toBe('{"food": "sushi", "rating": null}');
  });

  it('raises StructuredOutputError with the raw text on a mismatch', async () => {
    const server = await serve(streaming(['{"food": 1}']));
    const stream = await open(server, { responseFormat: z.object({ food: z.string() }) });
    const error = await stream.finalObject().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect((error as StructuredOutputError).value).toBe('{"food": 1}');
  });

  it('decodes a plain JSON Schema answer into an object', async () => {
    const server = await serve(streaming(['{"a": 1}']));
    const stream = await open(server, { responseFormat: { type: 'object', properties: { a: { type: 'integer' } } } });
    expect(await stream.finalObject()).toStrictEqual({ a: 1 });
  });

  it('rejects text that is not a JSON object', async () => {
    const server = await serve(streaming(['plain words']));
    await expect((await open(server)).finalObject()).rejects.toBeInstanceOf(StructuredOutputError);
  });
});

describe('toReadableStream', () => {
  it('streams the deltas', async () => {
    const server = await serve(streaming(['a', 'b', 'c']));
    const stream = await open(server);
    const text = await new Response(stream.toReadableStream().pipeThrough(new TextEncoderStream())).text();
    expect(text).toBe('abc');
  });

  it('errors the readable when the connection drops', async () => {
    const server = await serve((_request, response) => {
      openEventStream(response);
      response.end(delta('a'));
    });
    const reader = (await open(server)).toReadableStream().getReader();
    expect((await reader.read()).value).toBe('a');
    await expect(reader.read()).rejects.toBeInstanceOf(APIConnectionError);
  });
});
