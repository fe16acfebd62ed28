/**
 * Mock Service Worker handlers that route requests to an emulator, for
 * in-process tests without a port. A separate entry point, so that importing
 * `@honcho-ai/testing` never needs `msw` (an optional peer dependency).
 *
 * @packageDocumentation
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Emulator } from './emulator/create-emulator.js';
import { isConnectionDrop } from './faults/connection-drop.js';

/** Options for {@link honchoHandlers}. */
export interface HonchoHandlersOptions {
  /** The origin (and optional path prefix) to intercept; default the emulator's `baseURL`. */
  baseURL?: string;
}

/**
 * Handlers that answer every request under `baseURL` from `emulator`.
 * Injected connection drops become `HttpResponse.error()` (a network error).
 *
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { createEmulator } from '@honcho-ai/testing';
 * import { honchoHandlers } from '@honcho-ai/testing/msw';
 *
 * const emulator = createEmulator();
 * const server = setupServer(...honchoHandlers(emulator, { baseURL: 'http://localhost:8000' }));
 * server.listen();
 * ```
 */
export function honchoHandlers(emulator: Emulator, options: HonchoHandlersOptions = {}): HttpHandler[] {
  const base = (options.baseURL ?? emulator.baseURL).replace(/\/+$/, '');
  const prefix = new URL(base).pathname.replace(/\/+$/, '');
  return [
    http.all(`${base}/*`, async ({ request }) => {
      // Under a path prefix (a proxy mount), hand the emulator the path it knows.
      const url = new URL(request.url);
      const forwarded = prefix === '' ? request : new Request(new URL(url.pathname.slice(prefix.length) + url.search, url.origin), request);
      try {
        return await emulator.handler(forwarded);
      } catch (error) {
        if (isConnectionDrop(error)) return HttpResponse.error();
        throw error;
      }
    }),
  ];
}
