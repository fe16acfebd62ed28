/** A request the SDK tried to send, kept so a test can assert that none went out. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
}

/** A `fetch` that records every request, then delegates (to an emulator, usually). */
export interface RecordingFetch {
  readonly fetch: typeof globalThis.fetch;
  readonly requests: RecordedRequest[];
  reset(): void;
}

export const recordingFetch = (delegate: typeof globalThis.fetch): RecordingFetch => {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    requests.push({ method, url });
    return delegate(input, init);
  };
  return {
    fetch,
    requests,
    reset: () => {
      requests.length = 0;
    },
  };
};
