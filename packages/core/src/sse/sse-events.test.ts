import { describe, expect, it } from 'vitest';
import {
  APIConnectionError,
  APIResponseError,
  APITimeoutError,
  APIUserAbortError,
  HonchoValidationError,
} from '../errors/index.js';
import type { ServerSentEvent } from './server-sent-event.js';
import { sseEvents } from './sse-events.js';
import {
  chunkedResponse,
  collect,
  controlledResponse,
  sleep,
  splitEvery,
  splitRandomly,
  toBytes,
} from './test-support/stream-response.js';

// Abort and close latency is measured in bench/ (the break row); a test only tells "reacts to the abort"
// from "waits for the server or a timeout", so its bound is one only such a wait would exceed.
const PROMPTLY_MS = 1_000;

const data = (events: ServerSentEvent[]): string[] => events.map((event) => event.data);

async function eventsOf(chunks: Iterable<string | Uint8Array>): Promise<ServerSentEvent[]> {
  return collect(sseEvents(chunkedResponse(chunks).response));
}

describe('sseEvents parsing', () => {
  it('accepts data: with and without the space', async () => {
    expect(data(await eventsOf(['data: spaced\n\ndata:unspaced\n\ndata:  two spaces\n\n']))).toEqual([
      'spaced',
      'unspaced',
      ' two spaces',
    ]);
  });

  it('joins multi-line data with \\n', async () => {
    expect(data(await eventsOf(['data: first\ndata: second\ndata:\ndata: fourth\n\n']))).toEqual([
      'first\nsecond\n\nfourth',
    ]);
  });

  it('ignores comments, including a comment-only stream prelude', async () => {
    const events = await eventsOf([': keep-alive\n\n:another\ndata: a\n: inside an event\ndata: b\n\n: trailing\n']);
    expect(data(events)).toEqual(['a\nb']);
  });

  it('reads event and id fields', async () => {
    const events = await eventsOf(['event: delta\nid: 7\ndata: x\n\ndata: y\n\n']);
    expect(events[0]).toMatchObject({ event: 'delta', id: '7', data: 'x' });
    expect(events[1]?.event).toBeUndefined();
    expect(events[1]?.data).toBe('y');
  });

  it('handles CRLF and bare CR line endings', async () => {
    expect(data(await eventsOf(['data: a\r\ndata: b\r\n\r\ndata: c\r\rdata: d\n\n']))).toEqual(['a\nb', 'c', 'd']);
  });

  it('treats a final CR as a complete line ending', async () => {
    expect(data(await eventsOf(['data: last\r\r']))).toEqual(['last']);
  });

  it('reassembles events delivered one byte at a time, multi-byte characters included', async () => {
    const text = 'data: héllo 👋\r\n\r\n: note\ndata: {"a":1}\ndata: ünïcode\n\ndata:end\r\r';
    const events = await eventsOf(splitEvery(toBytes(text), 1));
    expect(data(events)).toEqual(['héllo 👋', '{"a":1}\nünïcode', 'end']);
  });

  it('gives the same events whatever the chunk boundaries', async () => {
    const text = [
      ': hello\n',
      'event: delta\nid: 1\ndata: {"delta":{"content":"Hé"},"done":false}\n\n',
      'data:one\r\ndata:two\r\n\r\n',
      'data: three\r\r',
      'data: 🚀 four\n\n',
    ].join('');
    const expected = await eventsOf([text]);
    expect(data(expected)).toEqual(['{"delta":{"content":"Hé"},"done":false}', 'one\ntwo', 'three', '🚀 four']);
    for (let seed = 1; seed <= 50; seed++) {
      expect(await eventsOf(splitRandomly(toBytes(text), seed))).toEqual(expected);
    }
  });

  it('yields 256 events that arrive in one chunk, in order', async () => {
    const chunk = Array.from({ length: 256 }, (_, index) => `data: ${index}\n\n`).join('');
    const events = await eventsOf([chunk]);
    expect(data(events)).toEqual(Array.from({ length: 256 }, (_, index) => String(index)));
  });

  it('ends normally when the body ends between events', async () => {
    expect(data(await eventsOf(['data: a\n\n', '']))).toEqual(['a']);
    expect(await eventsOf([])).toEqual([]);
  });

  it('rejects an unknown field as malformed, after the events before it', async () => {
    const stream = sseEvents(chunkedResponse(['data: ok\n\nbogus: field\ndata: later\n\n']).response);
    expect((await stream.next()).value).toMatchObject({ data: 'ok' });
    await expect(stream.next()).rejects.toBeInstanceOf(APIResponseError);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it('rejects a line longer than maxEventSize as malformed', async () => {
    const controlled = controlledResponse();
    controlled.push(`data: ${'x'.repeat(100)}`);
    const stream = sseEvents(controlled.response, { maxEventSize: 50 });
    await expect(stream.next()).rejects.toThrow(/max buffer size/);
    expect(controlled.cancelled).toBe(true);
  });

  it('rejects a response without a body', async () => {
    await expect(sseEvents(new Response(null)).next()).rejects.toBeInstanceOf(APIResponseError);
  });

  it('refuses an idle timeout that is not a positive number', () => {
    expect(() => sseEvents(chunkedResponse([]).response, { idleTimeoutMs: 0 })).toThrow(HonchoValidationError);
    expect(() => sseEvents(chunkedResponse([]).response, { idleTimeoutMs: Number.NaN })).toThrow(
      HonchoValidationError,
    );
  });
});

describe('sseEvents when the connection drops', () => {
  it.each([
    ['in the middle of a data line', 'data: {"delta": {"con'],
    ['after a data line, before the blank line', 'data: complete line\n'],
    ['in the middle of a field name', 'dat'],
    ['after a CRLF data line', 'data: x\r\n'],
    ['after a bare-CR data line', 'data: x\r'],
  ])('rejects with APIConnectionError when the body ends %s', async (_where, tail) => {
    const stream = sseEvents(chunkedResponse(['data: first\n\n', tail]).response);
    expect((await stream.next()).value).toMatchObject({ data: 'first' });
    const error = await stream.next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APITimeoutError);
    expect(String(error)).toMatch(/middle of an event/);
  });

  it('rejects with APIConnectionError when a read fails', async () => {
    const controlled = controlledResponse();
    const stream = sseEvents(controlled.response);
    controlled.push('data: a\n\n');
    expect((await stream.next()).value).toMatchObject({ data: 'a' });
    controlled.error(new TypeError('terminated'));
    const error = await stream.next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });
});

describe('sseEvents cancellation', () => {
  it('cancels the body on break', async () => {
    const controlled = controlledResponse();
    controlled.push('data: 1\n\ndata: 2\n\n');
    for await (const event of sseEvents(controlled.response)) {
      expect(event.data).toBe('1');
      break;
    }
    await controlled.whenCancelled;
    expect(controlled.cancelled).toBe(true);
    expect(controlled.response.body?.locked).toBe(false);
  });

  it('cancels the body when the consumer throws', async () => {
    const controlled = controlledResponse();
    controlled.push('data: 1\n\n');
    const consume = async (): Promise<void> => {
      for await (const _event of sseEvents(controlled.response)) throw new Error('consumer failed');
    };
    await expect(consume()).rejects.toThrow('consumer failed');
    expect(controlled.cancelled).toBe(true);
  });

  it('cancels the body on return() before iteration starts, and stays done', async () => {
    const controlled = controlledResponse();
    const stream = sseEvents(controlled.response);
    expect(await stream.return()).toEqual({ done: true, value: undefined });
    expect(controlled.cancelled).toBe(true);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it('settles a pending next() with APIUserAbortError soon after abort, while the server is silent', async () => {
    const controlled = controlledResponse();
    const abort = new AbortController();
    const stream = sseEvents(controlled.response, { signal: abort.signal });
    const pending = stream.next().then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await sleep(10);
    const abortedAt = performance.now();
    abort.abort();
    const outcome = await pending;
    expect(performance.now() - abortedAt).toBeLessThan(PROMPTLY_MS);
    expect(outcome).toBeInstanceOf(APIUserAbortError);
    expect(controlled.cancelled).toBe(true);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it('reports an abort between two next() calls, dropping queued events', async () => {
    const controlled = controlledResponse();
    const abort = new AbortController();
    controlled.push('data: 1\n\ndata: 2\n\n');
    const stream = sseEvents(controlled.response, { signal: abort.signal });
    expect((await stream.next()).value).toMatchObject({ data: '1' });
    abort.abort(new Error('user changed their mind'));
    expect(controlled.cancelled).toBe(true);
    const error = await stream.next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect((error as Error).cause).toEqual(new Error('user changed their mind'));
  });

  it('rejects at once when the signal is already aborted, and cancels the body', async () => {
    const controlled = controlledResponse();
    controlled.push('data: 1\n\n');
    const stream = sseEvents(controlled.response, { signal: AbortSignal.abort() });
    expect(controlled.cancelled).toBe(true);
    await expect(stream.next()).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('reports an abort signal that times out as a user abort, not a timeout', async () => {
    const controlled = controlledResponse();
    const stream = sseEvents(controlled.response, { signal: AbortSignal.timeout(20) });
    const error = await stream.next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(error).not.toBeInstanceOf(APITimeoutError);
  });

  it('rejects with APITimeoutError and cancels the body when no chunk arrives in time', async () => {
    const controlled = controlledResponse();
    const stream = sseEvents(controlled.response, { idleTimeoutMs: 60 });
    controlled.push('data: early\n\n');
    expect((await stream.next()).value).toMatchObject({ data: 'early' });
    const startedAt = performance.now();
    const error = await stream.next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(50);
    expect(controlled.cancelled).toBe(true);
  });

  it('does not time out while chunks keep arriving within the idle limit', async () => {
    const controlled = controlledResponse();
    const stream = sseEvents(controlled.response, { idleTimeoutMs: 200 });
    const feeding = (async () => {
      for (let index = 0; index < 5; index++) {
        await sleep(20);
        controlled.push(`data: ${index}\n\n`);
      }
      controlled.end();
    })();
    expect(data(await collect(stream))).toEqual(['0', '1', '2', '3', '4']);
    await feeding;
  });

  it('does not count time the consumer spends between events against the idle limit', async () => {
    const controlled = chunkedResponse(['data: 1\n\n', 'data: 2\n\n']);
    const stream = sseEvents(controlled.response, { idleTimeoutMs: 50 });
    expect((await stream.next()).value).toMatchObject({ data: '1' });
    await sleep(120);
    expect((await stream.next()).value).toMatchObject({ data: '2' });
  });

  it('gives a read that starts late in an idle period the whole limit', async () => {
    const controlled = controlledResponse();
    const stream = sseEvents(controlled.response, { idleTimeoutMs: 80 });
    controlled.push('data: 1\n\n');
    expect((await stream.next()).value).toMatchObject({ data: '1' });
    // The consumer is busy for most of the period the first read started; the next read still waits 80 ms.
    await sleep(50);
    const startedAt = performance.now();
    const error = await stream.next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(75);
    expect(controlled.cancelled).toBe(true);
  });

  it('serves next() calls made without awaiting, in order', async () => {
    const controlled = controlledResponse();
    const stream = sseEvents(controlled.response);
    const first = stream.next();
    const second = stream.next();
    controlled.push('data: 1\n\n');
    controlled.push('data: 2\n\n');
    controlled.end();
    expect((await first).value).toMatchObject({ data: '1' });
    expect((await second).value).toMatchObject({ data: '2' });
    expect((await stream.next()).done).toBe(true);
  });
});
