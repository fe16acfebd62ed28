import { REDACTED, resolveConfig, type ClientOptions } from '@honcho-ai/sdk-core';
import type { HonchoFetch } from '../fetch/honcho-fetch.js';
import { honchoHeaders, type HonchoHeaderOptions } from '../headers/honcho-headers.js';
import { missingEndpointFetch } from './missing-endpoint-fetch.js';

/**
 * Where Honcho is and how to authenticate, as for `new Honcho(...)`, plus
 * the `X-Honcho-*` defaults every call of the client should carry.
 */
export interface OpenAIClientOptionsInput extends HonchoHeaderOptions {
  /** Honcho API key; falls back to `HONCHO_API_KEY`. */
  apiKey?: string | undefined;
  /** Honcho's API root, without `/v1`; falls back to `HONCHO_URL`, then `https://api.honcho.dev`. */
  baseURL?: string | undefined;
  /** `'local'` targets `http://localhost:8000` unless `baseURL` is given. */
  environment?: ClientOptions['environment'];
  /** More headers to send with every call; the `X-Honcho-*` ones from the options win. */
  defaultHeaders?: Readonly<Record<string, string>> | undefined;
  /** The `fetch` the returned `fetch` sends with (a proxy-aware one, say); the global `fetch` when omitted. */
  fetch?: HonchoFetch | undefined;
}

/**
 * Ready options for the `openai` client (and any client taking the same
 * fields): pass or spread them into `new OpenAI(...)`.
 */
export interface OpenAIClientOptions {
  /** Honcho's API root with `/v1` appended, where `/v1/chat/completions` lives. */
  baseURL: string;
  /**
   * The Honcho API key. When none is configured, the placeholder
   * {@link NO_API_KEY}: the `openai` client refuses to start without a key,
   * and a Honcho server with authentication off ignores it.
   */
  apiKey: string;
  /** The `X-Honcho-*` headers from the options, plus `defaultHeaders`. */
  defaultHeaders: Record<string, string>;
  /**
   * The global `fetch` (or the option's), except that a Honcho server
   * without `/v1/chat/completions` (server 3.0.12 has none) answers in
   * OpenAI's error shape: the client throws a `NotFoundError` whose message
   * says this server does not offer the OpenAI-compatible endpoint and to use
   * `honchoFetch()` or `createChatCompletionsHandler()` instead, rather than
   * a bare `404 status code (no body)`. Every other response passes through.
   * Replacing it (`{ ...openAIClientOptions(), fetch: honchoFetch() }`) is fine.
   */
  fetch: HonchoFetch;
}

/**
 * The key {@link openAIClientOptions} returns when no Honcho API key is
 * configured. The handler and the fetch adapter treat a bearer of this value
 * as no key at all.
 */
export const NO_API_KEY = 'honcho-no-api-key';

/**
 * Options for `new OpenAI(...)` that point the client at Honcho's
 * OpenAI-compatible endpoint: `baseURL` is `HONCHO_URL` (or the option) plus
 * `/v1`, `apiKey` is `HONCHO_API_KEY` (or the option), `defaultHeaders`
 * carries the session, target and reasoning level given here, and `fetch`
 * turns a server's missing `/v1/chat/completions` into an error that says so.
 *
 * @example
 * ```ts
 * import OpenAI from 'openai';
 * import { buildModelString, openAIClientOptions } from '@honcho-ai/openai-compat';
 *
 * const openai = new OpenAI(openAIClientOptions({ session: 'support-42' }));
 * const completion = await openai.chat.completions.create({
 *   model: buildModelString('my-app', 'alice'),
 *   messages: [{ role: 'user', content: 'What does alice like to eat?' }],
 * });
 * ```
 * @throws `HonchoValidationError` for an invalid `baseURL`/`HONCHO_URL`, key,
 *   session, target, reasoning level or `fetch`. The key never appears in the message.
 */
export function openAIClientOptions(options: OpenAIClientOptionsInput = {}): OpenAIClientOptions {
  const { session, target, reasoningLevel, defaultHeaders, apiKey, baseURL, environment, fetch } = options;
  const honchoDefaults = honchoHeaders({ session, target, reasoningLevel });
  const config = resolveConfig({ apiKey, baseURL, environment, fetch });
  const v1Root = `${config.baseURL}/v1`;
  const result: OpenAIClientOptions = {
    baseURL: v1Root,
    apiKey: config.apiKey ?? NO_API_KEY,
    defaultHeaders: { ...defaultHeaders, ...honchoDefaults },
    fetch: missingEndpointFetch(v1Root, config.fetch),
  };
  hideKeyWhenPrinted(result);
  return result;
}

// The key must stay a plain enumerable field so `{ ...openAIClientOptions(), fetch }` keeps it; printing
// (JSON.stringify, console.log) goes through these non-enumerable hooks instead, which spreading does not copy.
function hideKeyWhenPrinted(options: OpenAIClientOptions): void {
  const printable = (): Record<string, unknown> => ({ ...options, apiKey: options.apiKey === NO_API_KEY ? NO_API_KEY : REDACTED });
  Object.defineProperty(options, 'toJSON', { value: printable, enumerable: false });
  Object.defineProperty(options, Symbol.for('nodejs.util.inspect.custom'), { value: printable, enumerable: false });
}
