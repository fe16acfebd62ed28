/** A `Response` whose body the test feeds by hand, and what the client did to it. */
export interface ControlledResponse {
  response: Response;
  /** Enqueues one chunk (text is UTF-8 encoded). */
  push(chunk: string | Uint8Array): void;
  /** Ends the body cleanly. */
  end(): void;
  /** Makes the next read reject, as a dropped connection does. */
  error(reason: unknown): void;
  /** True once the client cancelled the body. */
  readonly cancelled: boolean;
  /** Resolves when the client cancels the body. */
  whenCancelled: Promise<void>;
}

const encoder = new TextEncoder();

export function toBytes(chunk: string | Uint8Array): Uint8Array {
  return typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
}

/** A response over a stream the test controls chunk by chunk. */
export function controlledResponse(): ControlledResponse {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  let markCancelled!: () => void;
  const whenCancelled = new Promise<void>((resolve) => {
    markCancelled = resolve;
  });
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      cancelled = true;
      markCancelled();
    },
  });
  return {
    response: new Response(stream, { headers: { 'content-type': 'text/event-stream' } }),
    push: (chunk) => controller.enqueue(toBytes(chunk)),
    end: () => controller.close(),
    error: (reason) => controller.error(reason),
    get cancelled() {
      return cancelled;
    },
    whenCancelled,
  };
}

/** A response that delivers exactly these chunks, then ends (or stays open when `open` is set). */
export function chunkedResponse(
  chunks: Iterable<string | Uint8Array>,
  options: { open?: boolean } = {},
): ControlledResponse {
  const controlled = controlledResponse();
  for (const chunk of chunks) controlled.push(chunk);
  if (options.open !== true) controlled.end();
  return controlled;
}

/** Splits bytes into pieces of `size` bytes (the last may be shorter). */
export function splitEvery(bytes: Uint8Array, size: number): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) pieces.push(bytes.subarray(offset, offset + size));
  return pieces;
}

/** Splits bytes at pseudo-random boundaries; the same seed always gives the same split. */
export function splitRandomly(bytes: Uint8Array, seed: number, maxPiece = 7): Uint8Array[] {
  let state = seed >>> 0 || 1;
  const nextRandom = (): number => {
    // xorshift32: deterministic, so a failing split can be reproduced.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const pieces: Uint8Array[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const size = 1 + Math.floor(nextRandom() * maxPiece);
    pieces.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return pieces;
}

/** Collects every value of an async iterable. */
export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const values: T[] = [];
  for await (const value of iterable) values.push(value);
  return values;
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
