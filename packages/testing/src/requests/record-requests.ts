/** A request a client sent through {@link recordRequests}' `fetch`: method, path and JSON body. */
export interface RecordedRequest {
  readonly method: string;
  /** The URL's path, without the query. */
  readonly path: string;
  /** The parsed JSON body; `undefined` for none (or a body that is not JSON: multipart uploads). */
  readonly body: Readonly<Record<string, unknown>> | undefined;
}

/**
 * A `fetch` to hand a client (`new Honcho({ fetch })`) that notes each
 * request and then sends it on: the evidence of what reached Honcho that its
 * answers do not show. Tests use it to count requests (none for refused
 * input, one read and one write per agent turn) and to read what was sent.
 *
 * @param send - Where requests go on to; default the global `fetch`.
 *
 * @example
 * ```ts
 * const { requests, fetch } = recordRequests();
 * const honcho = new Honcho({ baseURL: emulator.url, workspaceId: 'test', fetch });
 * expect(() => honcho.peer('not an id')).toThrow();
 * expect(requests).toEqual([]);
 * ```
 */
export function recordRequests(send: typeof globalThis.fetch = globalThis.fetch): { readonly requests: RecordedRequest[]; readonly fetch: typeof globalThis.fetch } {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    requests.push({ method: request.method, path: new URL(request.url).pathname, body: parseJsonObject(text) });
    return send(request);
  };
  return { requests, fetch };
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  if (text === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
