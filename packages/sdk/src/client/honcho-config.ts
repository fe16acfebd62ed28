import type { ClientOptions } from '@honcho-ai/sdk-core';

/**
 * Options for {@link Honcho}. Every field is optional; names, environment
 * variables (`HONCHO_API_KEY`, `HONCHO_URL`, `HONCHO_WORKSPACE_ID`) and
 * defaults match `@honcho-ai/sdk` 2.5. Unknown keys are refused, naming the
 * closest known one (`apikey` → `apiKey`).
 */
export interface HonchoConfig extends ClientOptions {
  /**
   * Allow construction in a browser. Off by default because a browser app
   * would ship its API key to every visitor; turn it on only with a key that
   * is safe to expose (a key from `honcho.keys.createKey()`, limited to one
   * peer or session).
   */
  dangerouslyAllowBrowser?: boolean | undefined;
  /**
   * Backoff between retries: full jitter, starting below `initialDelayMs`
   * (default 500) and doubling up to `maxDelayMs` (default 8,000). A
   * server's `Retry-After` still takes precedence. Mostly for tests, which
   * want retries in milliseconds.
   */
  retryBackoff?: { initialDelayMs?: number; maxDelayMs?: number } | undefined;
}
