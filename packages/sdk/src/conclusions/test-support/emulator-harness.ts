import { buildPath, HttpClient } from '@honcho-ai/sdk-core';
import { createEmulator, type Emulator, type EmulatorOptions } from '@honcho-ai/testing';
import { serveFetchHandler } from '@honcho-ai/testing/node';
import { ensureOnce } from '../../internal/ensure-once.js';
import { type RecordedRequest, recordRequest } from './recording-http.js';

/** The emulator over real HTTP, a client for it, and a log of what reached it. */
export interface Harness {
  readonly emulator: Emulator;
  readonly url: string;
  readonly workspaceId: string;
  /** An `HttpClient` with fast retries, pointed at the emulator. */
  readonly http: HttpClient;
  /** Creates the workspace once, as `Honcho` does. */
  readonly ensureWorkspace: () => Promise<void>;
  /** Every request that reached the server, in arrival order (including faulted ones). */
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * Starts an emulator on a local port behind a recording proxy handler, so a
 * test can assert both what the server stored and what was sent.
 */
export async function startHarness(options: EmulatorOptions & { workspaceId?: string } = {}): Promise<Harness> {
  const { workspaceId = 'ws', ...emulatorOptions } = options;
  const emulator = createEmulator({ idSeed: 7, ...emulatorOptions });
  const requests: RecordedRequest[] = [];
  const server = await serveFetchHandler(async (request) => {
    requests.push(await recordRequest(request));
    return emulator.handler(request);
  });
  const http = new HttpClient({ baseURL: server.url, maxRetries: 2, retryBackoff: { initialDelayMs: 1, maxDelayMs: 5 } });
  const ensureWorkspace = ensureOnce(async () => {
    await http.post(buildPath('/v3/workspaces', {}), { body: { id: workspaceId } });
  });
  return { emulator, url: server.url, workspaceId, http, ensureWorkspace, requests, close: () => server.close() };
}
