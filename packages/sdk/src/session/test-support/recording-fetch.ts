import { HttpClient } from '@honcho-ai/sdk-core';
import { Session } from '../peer-and-session.js';

/** A request as the client sent it, with its body read. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON, or the `FormData` of a multipart body, or `undefined`. */
  body: unknown;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * A `fetch` that records every request and answers with `respond` (by
 * default `[]` with 200), for unit tests that count requests or inspect what
 * was sent.
 */
export function recordingFetch(respond: Responder = () => Response.json([])): {
  calls: RecordedRequest[];
  fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
} {
  const calls: RecordedRequest[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (type.startsWith('multipart/form-data')) body = await request.formData();
    else {
      const text = await request.text();
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    }
    const recorded: RecordedRequest = { method: request.method, url: new URL(request.url), headers: request.headers, body };
    calls.push(recorded);
    return respond(recorded);
  };
  return { calls, fetch };
}

/** A session over `fetch` in workspace `w`, with fast retries. */
export function sessionOver(
  fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response>,
  id = 's1',
  ensureWorkspace?: () => Promise<void>,
): Session {
  const http = new HttpClient({ baseURL: 'http://honcho.test', apiKey: 'hch-test-key', fetch, retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 } });
  return new Session(id, 'w', http, undefined, undefined, ensureWorkspace);
}

/** A wire message for stub responses. */
export function wireMessage(index: number, peerId = 'alice', sessionId = 's1'): Record<string, unknown> {
  return {
    id: `m${index}`,
    content: `message ${index}`,
    peer_id: peerId,
    session_id: sessionId,
    workspace_id: 'w',
    metadata: {},
    created_at: '2025-01-01T00:00:00Z',
    token_count: 2,
  };
}
