/** What one HTTP request to the server got: the status and parsed body, or the network error. */
export type HttpProbe = { readonly ok: true; readonly status: number; readonly body: unknown; readonly ms: number } | { readonly ok: false; readonly code: string; readonly message: string; readonly ms: number };

/** Sends requests to one server with one key, each bounded by the timeout. */
export class HttpProber {
  constructor(
    private readonly baseURL: string,
    private readonly apiKey: string | undefined,
    private readonly timeoutMs: number,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** `method path` with an optional JSON body; never throws. */
  async request(method: string, path: string, body?: unknown): Promise<HttpProbe> {
    const started = performance.now();
    const ms = (): number => Math.round(performance.now() - started);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.apiKey !== undefined) headers.authorization = `Bearer ${this.apiKey}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await this.fetchImpl(`${this.baseURL}${path}`, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text === '' ? null : (JSON.parse(text) as unknown);
      } catch {
        // Not JSON: kept as text.
      }
      return { ok: true, status: response.status, body: parsed, ms: ms() };
    } catch (error) {
      const failure = error as Error & { cause?: { code?: string } };
      const code = failure.name === 'TimeoutError' ? 'ETIMEDOUT' : (failure.cause?.code ?? failure.name);
      const message = failure.name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : failure.message;
      return { ok: false, code, message, ms: ms() };
    }
  }
}
