import { Honcho } from '@honcho-ai/sdk';
import type { RunningEmulator } from '@honcho-ai/testing/node';
import { createHoncho, type CreateHonchoOptions, type HonchoMemoryError, type HonchoProvider } from '../../index.js';

/** A request the client sent to the emulator. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
}

/** A fresh workspace on a running emulator, a provider for it that records requests and errors, and a plain client for seeding. */
export interface HonchoHarness {
  readonly emulator: RunningEmulator;
  readonly workspaceId: string;
  readonly honcho: HonchoProvider;
  /** A plain SDK client on the same workspace, for seeding and checking (its requests are not recorded). */
  readonly seed: Honcho;
  readonly requests: RecordedRequest[];
  readonly errors: HonchoMemoryError[];
  /** Recorded requests whose path ends with `suffix`. */
  count(suffix: string, method?: string): number;
  /** Another provider on the same workspace, recording into the same lists. */
  provider(options?: CreateHonchoOptions): HonchoProvider;
}

let workspaceCounter = 0;

/** A harness on `emulator` with a workspace no other test uses. */
export function harness(emulator: RunningEmulator, options: CreateHonchoOptions = {}): HonchoHarness {
  workspaceCounter += 1;
  const workspaceId = `ws-${workspaceCounter}-${Math.random().toString(36).slice(2, 8)}`;
  const requests: RecordedRequest[] = [];
  const errors: HonchoMemoryError[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push({ method: init?.method ?? (input instanceof Request ? input.method : 'GET'), path: url.pathname });
    return fetch(input, init);
  };
  const provider = (extra: CreateHonchoOptions = {}): HonchoProvider =>
    createHoncho({
      baseURL: emulator.url,
      workspaceId,
      fetch: recordingFetch,
      maxRetries: 0,
      onError: (error) => errors.push(error),
      ...options,
      ...extra,
    });
  return {
    emulator,
    workspaceId,
    honcho: provider(),
    seed: new Honcho({ baseURL: emulator.url, workspaceId, maxRetries: 0 }),
    requests,
    errors,
    count: (suffix, method) => requests.filter((request) => request.path.endsWith(suffix) && (method === undefined || request.method === method)).length,
    provider,
  };
}
