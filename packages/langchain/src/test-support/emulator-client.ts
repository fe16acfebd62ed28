import { Honcho } from '@honcho-ai/sdk';
import type { RunningEmulator } from '@honcho-ai/testing/node';
import { recordRequests, type RecordedRequest } from '@honcho-ai/testing';

/** A client on the emulator that notes every request it sends. */
export function emulatorClient(emulator: RunningEmulator, workspaceId: string, apiKey: string): { honcho: Honcho; requests: RecordedRequest[] } {
  const { requests, fetch } = recordRequests();
  return { honcho: new Honcho({ baseURL: emulator.url, apiKey, workspaceId, maxRetries: 0, fetch }), requests };
}

/** The reads a memory block is made from. */
export const memoryReads = (requests: readonly RecordedRequest[]): RecordedRequest[] =>
  requests.filter((request) => request.method === 'GET' && /\/(context|representation)$/.test(request.path));

/** The writes of messages to a session. */
export const messageWrites = (requests: readonly RecordedRequest[]): RecordedRequest[] =>
  requests.filter((request) => request.method === 'POST' && /\/sessions\/[^/]+\/messages$/.test(request.path));
