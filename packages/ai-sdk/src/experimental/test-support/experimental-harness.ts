import { Honcho } from '@honcho-ai/sdk';
import type { RunningEmulator } from '@honcho-ai/testing/node';

/** A request the client sent, as the harness recorded it. */
export interface SentRequest {
  readonly method: string;
  readonly path: string;
}

/** A fresh workspace on a running emulator and a client for it that records its requests and how many run at once. */
export interface ExperimentalHarness {
  readonly workspaceId: string;
  readonly client: Honcho;
  readonly requests: SentRequest[];
  /** Requests whose path ends with `suffix` (and have `method`, when given). */
  count(suffix: string, method?: string): number;
  /** The most requests ending with `suffix` that were in flight at the same time. */
  maxInFlight(suffix: string): number;
  /** Another client on the same server and workspace (its requests are recorded too). */
  anotherClient(): Honcho;
}

let counter = 0;

export function experimentalHarness(emulator: RunningEmulator): ExperimentalHarness {
  counter += 1;
  const workspaceId = `exp-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const requests: SentRequest[] = [];
  const inFlight = new Map<string, number>();
  const peaks = new Map<string, number>();
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? request?.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    const key = url.pathname;
    inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
    peaks.set(key, Math.max(peaks.get(key) ?? 0, inFlight.get(key) ?? 0));
    try {
      return await fetch(input, init);
    } finally {
      inFlight.set(key, (inFlight.get(key) ?? 1) - 1);
    }
  };
  const makeClient = (): Honcho => new Honcho({ baseURL: emulator.url, workspaceId, fetch: recordingFetch, maxRetries: 0 });
  return {
    workspaceId,
    client: makeClient(),
    requests,
    count: (suffix, method) => requests.filter((request) => request.path.endsWith(suffix) && (method === undefined || request.method === method)).length,
    maxInFlight: (suffix) => Math.max(0, ...[...peaks].filter(([path]) => path.endsWith(suffix)).map(([, peak]) => peak)),
    anotherClient: makeClient,
  };
}
