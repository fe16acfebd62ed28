import { readFile } from 'node:fs/promises';
import { createEmulator, type Emulator, type EmulatorOptions } from '../emulator/create-emulator.js';
import type { EmulatorSeed } from '../seed/emulator-seed.js';
import { parseEmulatorSeed } from '../seed/load-seed.js';
import { serveFetchHandler, type RunningServer } from './serve-fetch-handler.js';

/** Options for {@link startEmulator}. */
export interface StartEmulatorOptions extends Omit<EmulatorOptions, 'seed' | 'baseURL'> {
  /** Port to listen on; `0` (the default) picks a free one. */
  port?: number;
  /** Interface to bind; default `127.0.0.1`. */
  hostname?: string;
  /** Seed data, or the path of a JSON seed file. */
  seed?: EmulatorSeed | string;
}

/** A running emulator: the emulator itself plus where it listens. */
export interface RunningEmulator extends Emulator {
  /** e.g. `http://127.0.0.1:53122`; the same as `baseURL`. */
  readonly url: string;
  /** The port listened on (the one picked when `port` was 0). */
  readonly port: number;
  /** The HTTP server, for tests that need socket-level control. */
  readonly server: RunningServer['server'];
  /** Stops listening and ends open connections, streams included. */
  close(): Promise<void>;
}

/**
 * Starts the emulator on a real HTTP server.
 *
 * @example
 * ```ts
 * import { startEmulator } from '@honcho-ai/testing/node';
 *
 * const emulator = await startEmulator({ port: 0 });
 * const honcho = new Honcho({ baseURL: emulator.url, workspaceId: 'test' });
 * // ...
 * await emulator.close();
 * ```
 */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const { port, hostname, seed, ...rest } = options;
  const seedData = typeof seed === 'string' ? parseEmulatorSeed(JSON.parse(await readFile(seed, 'utf8')) as unknown) : seed;
  const emulator = createEmulator({ ...rest, ...(seedData !== undefined && { seed: seedData }) });
  const server = await serveFetchHandler(emulator.handler, {
    ...(port !== undefined && { port }),
    ...(hostname !== undefined && { hostname }),
  });
  return {
    ...emulator,
    // Relative URLs given to `fetch` still resolve in-process; `baseURL` tells clients where to connect.
    baseURL: server.url,
    url: server.url,
    port: server.port,
    server: server.server,
    close: () => server.close(),
  };
}
