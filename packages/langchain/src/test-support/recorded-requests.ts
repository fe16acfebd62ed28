/** A request the Honcho SDK sent: method and path. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
}

/**
 * A `fetch` for `new Honcho({ fetch })` that notes each request and sends it
 * on: how tests count what reached Honcho (nothing, for refused options; one
 * read per turn; one write per turn).
 */
export function recordedRequests(): { readonly requests: RecordedRequest[]; readonly fetch: typeof globalThis.fetch } {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    requests.push({ method: request.method, path: new URL(request.url).pathname });
    return globalThis.fetch(request);
  };
  return { requests, fetch };
}
