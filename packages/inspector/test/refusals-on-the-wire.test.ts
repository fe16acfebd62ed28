/**
 * Refusals on the wire: an oversized body or URL gets an HTTP answer, never a reset, and a refused
 * body does not leave its connection stalled for the next request. Raw sockets, since fetch hides
 * connection reuse and resets alike.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, TOKEN_HEADER, type RunningInspector } from '../src/index.js';

let inspector: RunningInspector;
beforeAll(async () => {
  // No Honcho is asked: the refusals come before any route runs, and /api/info needs none.
  inspector = await startInspector({ baseURL: 'http://127.0.0.1:9', allowWrites: true });
});
afterAll(async () => {
  await inspector?.close();
});

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A keep-alive socket that reads HTTP/1.1 answers one after another (content-length framed). */
function rawConnection(): { socket: Socket; next(timeoutMs?: number): Promise<Answer | 'closed' | 'reset' | 'timeout'>; send(data: string | Buffer): void } {
  const socket = connect(inspector.port, '127.0.0.1');
  let buffered = Buffer.alloc(0);
  let ended: 'closed' | 'reset' | undefined;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((wakeUp) => wakeUp());
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake();
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    ended = error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 'reset' : 'closed';
    wake();
  });
  socket.on('close', () => {
    ended ??= 'closed';
    wake();
  });
  function parse(): Answer | undefined {
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine, ...lines] = buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    if (buffered.length < headEnd + 4 + length) return undefined;
    const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    buffered = buffered.subarray(headEnd + 4 + length);
    return { status: Number(statusLine!.split(' ')[1]), headers, body };
  }
  return {
    socket,
    send: (data) => void socket.write(data),
    async next(timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const answer = parse();
        if (answer) return answer;
        if (ended) return ended;
        const left = deadline - Date.now();
        if (left <= 0) return 'timeout';
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

function host(): string {
  return `127.0.0.1:${inspector.port}`;
}

function infoRequest(): string {
  return `GET /api/info HTTP/1.1\r\nHost: ${host()}\r\n${TOKEN_HEADER}: ${inspector.token}\r\n\r\n`;
}

/** A card save whose body is `size` bytes of JSON, sent with a length or chunked. */
function oversizedCardSave(size: number, framing: 'length' | 'chunked'): Buffer {
  const body = Buffer.from(`{"card":["${'x'.repeat(size - 12)}"]}`);
  const head = `PUT /api/workspaces/w/peers/alice/card HTTP/1.1\r\nHost: ${host()}\r\n${TOKEN_HEADER}: ${inspector.token}\r\ncontent-type: application/json\r\n`;
  if (framing === 'length') return Buffer.concat([Buffer.from(`${head}content-length: ${body.length}\r\n\r\n`), body]);
  const chunks: Buffer[] = [Buffer.from(`${head}transfer-encoding: chunked\r\n\r\n`)];
  for (let offset = 0; offset < body.length; offset += 65_536) {
    const part = body.subarray(offset, offset + 65_536);
    chunks.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(chunks);
}

describe('an oversized body', () => {
  for (const framing of ['length', 'chunked'] as const) {
    it(`is answered 413, and the next request on the same connection is answered at once (${framing})`, async () => {
      const connection = rawConnection();
      try {
        connection.send(oversizedCardSave(2 * 1_048_576, framing));
        const refused = await connection.next();
        expect(refused).toMatchObject({ status: 413 });
        const started = Date.now();
        connection.send(infoRequest());
        const next = await connection.next(2_000);
        // Either the connection was kept and serves the next request, or the server said it would close it.
        if (typeof next === 'string') {
          expect((refused as Answer).headers.connection, `after the 413 the connection ${next}`).toBe('close');
          expect(next).toBe('closed');
        } else {
          expect(next.status).toBe(200);
          expect(JSON.parse(next.body)).toMatchObject({ allowWrites: true });
        }
        expect(Date.now() - started).toBeLessThan(1_000);
      } finally {
        connection.socket.destroy();
      }
    });
  }

  it('too large even to read through is answered 413 with Connection: close, not reset', async () => {
    const connection = rawConnection();
    try {
      const save = oversizedCardSave(20 * 1_048_576, 'length');
      // The client sends it all before it reads, as a browser uploading does.
      connection.socket.pause();
      await new Promise<void>((resolve) => connection.socket.write(save, () => resolve()));
      connection.socket.resume();
      const refused = await connection.next(5_000);
      expect(refused).toMatchObject({ status: 413, headers: { connection: 'close' } });
      expect(await connection.next(3_000)).toBe('closed');
    } finally {
      connection.socket.destroy();
    }
  });
});

describe('an oversized URL', () => {
  it('is answered 431, never reset, twenty at once, though it arrives in pieces as on a loaded machine', async () => {
    const path = `/api/workspaces/${'w'.repeat(100_000)}/peers`;
    const request = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host()}\r\n${TOKEN_HEADER}: ${inspector.token}\r\n\r\n`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const connection = rawConnection();
        try {
          // The rest of the URL still comes after the server has seen too much of it, and the client
          // reads the answer only once it has sent it all, as a busy client does.
          connection.socket.pause();
          for (let offset = 0; offset < request.length; offset += 10_000) {
            connection.send(request.subarray(offset, offset + 10_000));
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          connection.socket.resume();
          const answer = await connection.next(5_000);
          return typeof answer === 'string' ? answer : answer.status;
        } finally {
          connection.socket.destroy();
        }
      }),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => 431));
  });
});
