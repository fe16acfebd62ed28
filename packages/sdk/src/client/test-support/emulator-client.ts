import { startEmulator, type RunningEmulator, type StartEmulatorOptions } from '@honcho-ai/testing/node';
import { Honcho } from '../honcho.js';
import type { HonchoConfig } from '../honcho-config.js';

/** A running emulator and a client pointed at it. */
export interface EmulatorClient {
  emulator: RunningEmulator;
  honcho: Honcho;
  /** Another client on the same emulator, e.g. with a different workspace or key. */
  client(options?: HonchoConfig): Honcho;
  close(): Promise<void>;
}

/**
 * Starts an emulator on a free port and a `Honcho` client for it. Retries
 * are off unless asked for, so an injected failure surfaces at once.
 */
export async function startEmulatorClient(
  options: { emulator?: StartEmulatorOptions; client?: HonchoConfig } = {},
): Promise<EmulatorClient> {
  const emulator = await startEmulator({ port: 0, ...options.emulator });
  const client = (overrides: HonchoConfig = {}): Honcho =>
    new Honcho({ baseURL: emulator.url, workspaceId: 'test-ws', maxRetries: 0, ...options.client, ...overrides });
  return { emulator, honcho: client(), client, close: () => emulator.close() };
}

/** A `fetch` that records every request and answers none: for checking that invalid input never reaches the network. */
export function recordingFetch(): { fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response>; requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    fetch: (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      return Promise.resolve(Response.json({ detail: 'recording fetch: no server' }, { status: 599 }));
    },
  };
}
