const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/** A JSON response; `body` is typed by the caller with the contract's wire types. */
export function jsonResponse(body: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/**
 * 204 without a body. It still says `content-type: application/json`, as the
 * server's 204s do (FastAPI sets the route's media type on an empty reply).
 */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: JSON_HEADERS });
}

/** A server-sent event stream, as the server's `StreamingResponse(media_type="text/event-stream")` sends it. */
export function eventStreamResponse(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
