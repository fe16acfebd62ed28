/** A request the Honcho SDK sent, as a test sees it. */
export interface RecordedCall {
  method: string;
  /** The URL path, e.g. `/v3/workspaces/acme/peers/alice/chat`. */
  path: string;
  /** The JSON body, parsed. */
  body: Record<string, unknown> | undefined;
  /** The `Authorization` header as sent (test keys only). */
  authorization: string | null;
  /** The request's signal: aborted when the SDK cancels the call. */
  signal: AbortSignal;
}

/**
 * A `fetch` for the Honcho SDK that records each request and passes it on to
 * the real network: the evidence of what reached Honcho (body fields, key,
 * cancellation) without replacing the server.
 */
export function recordingFetch(): {
  calls: RecordedCall[];
  fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  chatCalls: () => RecordedCall[];
  clear: () => void;
} {
  const calls: RecordedCall[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>),
      authorization: request.headers.get('authorization'),
      signal: request.signal,
    });
    return globalThis.fetch(request);
  };
  return {
    calls,
    fetch,
    chatCalls: () => calls.filter((call) => call.path.endsWith('/chat')),
    clear: () => {
      calls.length = 0;
    },
  };
}

/** Resolves when `signal` aborts; rejects after `ms` so a test can never hang on it. */
export function aborted(signal: AbortSignal, ms = 5_000): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`signal not aborted within ${ms} ms`)), ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
