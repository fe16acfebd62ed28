import { describe, expect, it } from 'vitest';
import { APIConnectionError, APIResponseError } from '../errors/index.js';
import { jsonEvents } from './json-events.js';
import { chunkedResponse, collect, controlledResponse, splitRandomly, toBytes } from './test-support/stream-response.js';

/** Honcho's dialectic stream chunk (server contract 5.3). */
interface DialecticChunk {
  delta?: { content?: string };
  done: boolean;
  evidence?: { conclusions: { id: string }[] };
}

// Exactly what the server writes: Python json.dumps with default separators.
const dialecticStream = [
  'data: {"delta": {"content": "Alice "}, "done": false}\n\n',
  'data: {"delta": {"content": "likes sushi."}, "done": false}\n\n',
  'data: {"done": true, "evidence": {"conclusions": [{"id": "c1"}]}}\n\n',
].join('');

const openAIChunk = (content: string | undefined, finish: string | null): string =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-honcho-abc123',
    object: 'chat.completion.chunk',
    created: 1711324800,
    model: 'workspace/my-app/peer/user-123',
    choices: [{ index: 0, delta: content === undefined ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

describe('jsonEvents', () => {
  it('reads the Honcho dialectic stream, ending cleanly at done: true, at any chunk boundaries', async () => {
    for (const seed of [0, 1, 2, 3]) {
      const chunks = seed === 0 ? [dialecticStream] : splitRandomly(toBytes(dialecticStream), seed, 11);
      const values = await collect(
        jsonEvents<DialecticChunk>(chunkedResponse(chunks).response, { isTerminal: (chunk) => chunk.done }),
      );
      expect(values.map((chunk) => chunk.delta?.content ?? '').join('')).toBe('Alice likes sushi.');
      expect(values.at(-1)).toEqual({ done: true, evidence: { conclusions: [{ id: 'c1' }] } });
    }
  });

  it('stops reading and cancels the body right after the terminal value', async () => {
    const controlled = controlledResponse();
    // The server keeps the connection open after done: the client must not wait for it to close.
    controlled.push(`${dialecticStream}data: {"unexpected": true}\n\n`);
    const stream = jsonEvents<DialecticChunk>(controlled.response, { isTerminal: (chunk) => chunk.done });
    const values: DialecticChunk[] = [];
    for (let result = await stream.next(); result.done !== true; result = await stream.next()) {
      values.push(result.value);
      if (result.value.done) expect(controlled.cancelled).toBe(true);
    }
    expect(values).toHaveLength(3);
  });

  it('rejects with APIConnectionError when the body ends before the terminal value', async () => {
    const [first, second] = dialecticStream.split('\n\n');
    const stream = jsonEvents<DialecticChunk>(chunkedResponse([`${first}\n\n${second}\n\n`]).response, {
      isTerminal: (chunk) => chunk.done,
    });
    const seen: DialecticChunk[] = [];
    const error = await (async () => {
      for await (const chunk of stream) seen.push(chunk);
    })().catch((caught: unknown) => caught);
    expect(seen).toHaveLength(2);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(String(error)).toMatch(/ended before completion/);
  });

  it('rejects with APIConnectionError when the body is cut inside the terminal event', async () => {
    const cut = dialecticStream.slice(0, dialecticStream.lastIndexOf('"evidence"'));
    const stream = jsonEvents<DialecticChunk>(chunkedResponse([cut]).response, { isTerminal: (chunk) => chunk.done });
    await expect(collect(stream)).rejects.toBeInstanceOf(APIConnectionError);
  });

  it('ends at [DONE] in an OpenAI chunk stream and cancels whatever follows', async () => {
    const controlled = controlledResponse();
    controlled.push(openAIChunk('', null) + openAIChunk('The user', null) + openAIChunk(' enjoys sushi.', null));
    controlled.push(`${openAIChunk(undefined, 'stop')}data: [DONE]\n\ndata: not json at all\n\n`);
    type Chunk = { choices: { delta: { content?: string }; finish_reason: string | null }[] };
    const values = await collect(jsonEvents<Chunk>(controlled.response));
    expect(values.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe('The user enjoys sushi.');
    expect(values.at(-1)?.choices[0]?.finish_reason).toBe('stop');
    expect(controlled.cancelled).toBe(true);
  });

  it('with isTerminal: () => false, requires the done sentinel', async () => {
    const complete = jsonEvents(chunkedResponse([`${openAIChunk('a', null)}data: [DONE]\n\n`]).response, {
      isTerminal: () => false,
    });
    expect(await collect(complete)).toHaveLength(1);
    const truncated = jsonEvents(chunkedResponse([openAIChunk('a', null)]).response, { isTerminal: () => false });
    await expect(collect(truncated)).rejects.toBeInstanceOf(APIConnectionError);
  });

  it('honours a custom done sentinel', async () => {
    const stream = jsonEvents(chunkedResponse(['data: 1\n\ndata: END\n\ndata: 2\n\n']).response, { doneSentinel: 'END' });
    expect(await collect(stream)).toEqual([1]);
  });

  it('rejects a payload that is not JSON with APIResponseError naming it, after the values before it', async () => {
    const controlled = chunkedResponse(['data: {"ok": 1}\n\ndata: {"delta": oops}\n\ndata: {"ok": 2}\n\n'], { open: true });
    const stream = jsonEvents(controlled.response);
    expect((await stream.next()).value).toEqual({ ok: 1 });
    const error = await stream.next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIResponseError);
    expect((error as Error).message).toContain('{\\"delta\\": oops}');
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
    expect(controlled.cancelled).toBe(true);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it('quotes at most about 200 characters of a long bad payload', async () => {
    const payload = `{${'x'.repeat(5000)}`;
    const error = await collect(jsonEvents(chunkedResponse([`data: ${payload}\n\n`]).response)).catch(
      (caught: unknown) => caught as Error,
    );
    expect(error).toBeInstanceOf(APIResponseError);
    expect(error instanceof Error && error.message.length).toBeLessThan(300);
    expect(error instanceof Error && error.message).toContain('5001 characters');
  });

  it('rejects an empty payload rather than skipping it', async () => {
    await expect(collect(jsonEvents(chunkedResponse(['data:\n\n']).response))).rejects.toBeInstanceOf(APIResponseError);
  });

  it('turns a parser error into APIResponseError', async () => {
    const stream = jsonEvents(chunkedResponse(['retry: soon\ndata: 1\n\n']).response);
    await expect(stream.next()).rejects.toBeInstanceOf(APIResponseError);
  });

  it('rethrows an error from isTerminal and cancels the body', async () => {
    const controlled = chunkedResponse(['data: 1\n\n'], { open: true });
    const stream = jsonEvents<number>(controlled.response, {
      isTerminal: () => {
        throw new Error('bad predicate');
      },
    });
    await expect(stream.next()).rejects.toThrow('bad predicate');
    expect(controlled.cancelled).toBe(true);
  });
});

describe('jsonEvents memory', () => {
  const EVENTS = 200_000;
  const PER_CHUNK = 100;

  /** A body generated lazily, so the test itself never holds the whole stream. */
  function longDialecticStream(): Response {
    const encoder = new TextEncoder();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= EVENTS) {
          controller.enqueue(encoder.encode('data: {"done": true}\n\n'));
          controller.close();
          return;
        }
        let text = '';
        for (let index = 0; index < PER_CHUNK; index++, sent++) {
          text += `data: {"delta": {"content": "token ${sent} "}, "done": false}\n\n`;
        }
        controller.enqueue(encoder.encode(text));
      },
    });
    return new Response(body);
  }

  /** Total length of the arrays and strings an object holds, one level deep: what would grow if it buffered. */
  function bufferedLength(target: object): number {
    let total = 0;
    const measure = (value: unknown, depth: number): void => {
      if (typeof value === 'string') total += value.length;
      else if (Array.isArray(value)) total += value.length;
      else if (depth > 0 && value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        for (const key of Reflect.ownKeys(value)) measure((value as Record<PropertyKey, unknown>)[key], depth - 1);
      }
    };
    for (const key of Reflect.ownKeys(target)) measure((target as Record<PropertyKey, unknown>)[key], 1);
    return total;
  }

  it(`streams ${EVENTS} events holding no more than one chunk of them`, async () => {
    const stream = jsonEvents<DialecticChunk>(longDialecticStream(), { isTerminal: (chunk) => chunk.done });
    const gc = (globalThis as { gc?: () => void }).gc;
    let count = 0;
    let largestBuffer = 0;
    let heapAfterWarmUp = 0;
    let lastContent = '';
    for await (const chunk of stream) {
      count++;
      if (chunk.delta?.content !== undefined) lastContent = chunk.delta.content;
      if (count % 1_000 === 0) largestBuffer = Math.max(largestBuffer, bufferedLength(stream));
      if (gc !== undefined && count === 20_000) {
        gc();
        heapAfterWarmUp = process.memoryUsage().heapUsed;
      }
      if (gc !== undefined && count === 190_000) {
        gc();
        // Coarse on purpose: retaining even 8 bytes per event would add well over a megabyte by now.
        expect(process.memoryUsage().heapUsed - heapAfterWarmUp).toBeLessThan(1_000_000);
      }
    }
    expect(count).toBe(EVENTS + 1);
    expect(lastContent).toBe(`token ${EVENTS - 1} `);
    // The queue never holds more than the events of one chunk.
    expect(largestBuffer).toBeLessThanOrEqual(PER_CHUNK);
    expect(bufferedLength(stream)).toBe(0);
  });
});
