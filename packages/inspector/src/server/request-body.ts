import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { InspectorApiError } from './api-error.js';

/** The largest request body read: chat questions and cards are small. */
export const MAX_BODY_BYTES = 1_048_576;

/**
 * How much of a refused body is still read (and dropped) so that its connection stays usable: a
 * body left unread would be parsed as the next request on a keep-alive connection, which stalls it.
 * Past this, the connection is closed after the answer instead.
 */
const DRAIN_BYTES = 16 * MAX_BODY_BYTES;

/**
 * A 413 for a body over {@link MAX_BODY_BYTES}. `closeConnection` when the body was too large even to
 * drain: the answer then says `Connection: close`.
 */
export class BodyTooLargeError extends InspectorApiError {
  readonly closeConnection: boolean;

  constructor(closeConnection: boolean) {
    super('bad-request', 413, `The request body is over ${MAX_BODY_BYTES / 1_048_576} MB.`);
    this.closeConnection = closeConnection;
  }
}

/**
 * The request's body as JSON (`null` when empty). A body over the limit is read to its end and
 * dropped (up to a bound), then refused with a 413, so the connection is ready for the next request.
 */
export function readJson(request: IncomingMessage): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > DRAIN_BYTES) return Promise.reject(new BodyTooLargeError(true));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > DRAIN_BYTES) {
        request.off('data', onData);
        reject(new BodyTooLargeError(true));
      }
    };
    request.on('data', onData);
    request.once('error', reject);
    request.once('end', () => {
      if (size > MAX_BODY_BYTES) return reject(new BodyTooLargeError(false));
      if (size === 0) return resolve(null);
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new InspectorApiError('bad-request', 400, 'The request body is not JSON.'));
      }
    });
  });
}

/** How long a refused connection is still read (and dropped) after its answer, before it is closed. */
const LINGER_MS = 2_000;

/** An answer written straight to the socket, for a request the server will not read on. */
export interface ClosingAnswer {
  readonly status: number;
  readonly reason: string;
  readonly message: string;
}

/**
 * Writes `answer` with `Connection: close`, then reads and drops what the client still sends for a
 * moment before closing. Closing a socket with unread data makes the kernel reset it, and a reset
 * discards the answer the client has not read yet: Node's own refusals do that under load. `request`,
 * when given, is the request whose body is still arriving (Node's parser feeds it).
 */
export function answerAndClose(socket: Socket, answer: ClosingAnswer, headers: Readonly<Record<string, string>>, request?: IncomingMessage): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  socket.on('error', () => undefined);
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ error: { kind: 'bad-request', message: answer.message, status: null } });
  const head = Object.entries({ ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${answer.status} ${answer.reason}\r\n${head}\r\n${body}`);
  const close = () => socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // The client read the answer and closed its side, or its body is all in: nothing is left to drop.
  socket.once('end', close);
  if (request) {
    request.on('data', () => undefined);
    request.once('end', close);
    request.resume();
  }
  socket.resume();
}

/**
 * The `clientError` answer: a request Node's parser refused (a URL or headers over `maxHeaderSize`, a
 * malformed request) gets a real HTTP answer, closed without a reset.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket, headers: Readonly<Record<string, string>>): void {
  const answer: ClosingAnswer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { status: 431, reason: 'Request Header Fields Too Large', message: 'The request URL or headers are too large (over 16 KB).' }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive.' }
        : { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP.' };
  answerAndClose(socket, answer, headers);
}

const answered = new WeakSet<Socket>();
