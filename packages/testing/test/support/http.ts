import { afterAll, beforeAll } from 'vitest';
import { startEmulator, type RunningEmulator, type StartEmulatorOptions } from '../../src/node/index.js';

/** What a raw HTTP call returned. */
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON, or `undefined` when empty. */
  body: T;
  text: string;
}

/** Raw HTTP against one base URL: no SDK, just `fetch`, so the tests see exactly what the wire carries. */
export interface Http {
  (method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
}

/** A `fetch`-based caller for `baseURL`. Plain-object bodies are sent as JSON; `BodyInit` values as is. */
export function http(baseURL: () => string): Http {
  return async (method, path, body, headers = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof FormData || body instanceof Blob || body instanceof Uint8Array) init.body = body as BodyInit;
      else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
    }
    const response = await fetch(`${baseURL()}${path}`, init);
    const text = await response.text();
    let parsed: unknown = text === '' ? undefined : text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
}

/**
 * Starts an emulator on a random port for the enclosing suite and closes it
 * afterwards. `emulator()` is only valid inside tests.
 */
export function useEmulator(options: StartEmulatorOptions = {}): { emulator: () => RunningEmulator; api: Http } {
  let running: RunningEmulator | undefined;
  beforeAll(async () => {
    running = await startEmulator({ port: 0, ...options });
  });
  afterAll(async () => {
    await running?.close();
  });
  const emulator = () => {
    if (!running) throw new Error('the emulator is not running yet');
    return running;
  };
  return { emulator, api: http(() => emulator().url) };
}

/** The `type`s and `loc`s of a 422 body, for compact assertions. */
export function issues(reply: Reply): { type: string; loc: (string | number)[] }[] {
  return (reply.body.detail as { type: string; loc: (string | number)[] }[]).map(({ type, loc }) => ({ type, loc }));
}

/** Server-sent events in a body: the JSON (or raw text) after each `data: `. */
export function sseData(text: string): unknown[] {
  return text
    .split('\n\n')
    .filter((event) => event.startsWith('data: '))
    .map((event) => {
      const data = event.slice('data: '.length);
      try {
        return JSON.parse(data) as unknown;
      } catch {
        return data;
      }
    });
}
