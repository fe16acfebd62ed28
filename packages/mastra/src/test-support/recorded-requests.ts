/** A request the Honcho SDK sent: method, path and parsed JSON body. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly body: Record<string, unknown> | undefined;
}

/**
 * A `fetch` for `new Honcho({ fetch })` that notes each request and sends it
 * on to the real server: evidence of what reached Honcho that the server's
 * answers do not show (a message's configuration, say).
 */
export function recordedRequests(): { readonly requests: RecordedRequest[]; readonly fetch: typeof globalThis.fetch } {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    requests.push({ method: request.method, path: new URL(request.url).pathname, body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>) });
    return globalThis.fetch(request);
  };
  return { requests, fetch };
}
