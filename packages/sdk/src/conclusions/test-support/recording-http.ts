import { HttpClient } from '@honcho-ai/sdk-core';

/** One request as it reached the fake server. */
export interface RecordedRequest {
  method: string;
  /** Path without the query, as sent (still percent-encoded). */
  path: string;
  /** Query parameters, in order. */
  query: [string, string][];
  /** The parsed JSON body, or `undefined` when none was sent. */
  body: unknown;
}

/** Reads a request into a {@link RecordedRequest}. */
export async function recordRequest(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    path: url.pathname,
    query: [...url.searchParams.entries()],
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

/**
 * An `HttpClient` over a fake `fetch` that records every request and answers
 * with `respond` (default: an empty JSON object), for unit tests that check
 * what is sent, or that nothing is.
 */
export function recordingHttp(respond: (request: RecordedRequest) => Response | Promise<Response> = () => Response.json({})): {
  http: HttpClient;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const http = new HttpClient({
    baseURL: 'http://honcho.test',
    apiKey: 'test-key',
    maxRetries: 0,
    fetch: async (input, init) => {
      const request = input instanceof Request && init === undefined ? input : new Request(input, init);
      const recorded = await recordRequest(request);
      requests.push(recorded);
      return respond(recorded);
    },
  });
  return { http, requests };
}

/** A conclusion on the wire, with defaults for the fields a test does not care about. */
export function wireConclusion(overrides: Partial<Record<string, unknown>> & { id: string }): {
  id: string;
  content: string;
  observer_id: string;
  observed_id: string;
  session_id: string | null;
  level: 'explicit';
  created_at: string;
} {
  return {
    content: `content of ${overrides.id}`,
    observer_id: 'alice',
    observed_id: 'bob',
    session_id: null,
    level: 'explicit',
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  } as ReturnType<typeof wireConclusion>;
}

/** A page response around `items`. */
export function wirePage<T>(items: T[], page = 1, size = 50, total = items.length): { items: T[]; total: number; page: number; size: number; pages: number } {
  return { items, total, page, size, pages: Math.ceil(total / size) };
}
