import { REDACTED, resolveConfig, type ClientOptions } from '@honcho-ai/sdk-core';
import { honchoHeaders, type HonchoHeaderOptions } from '../headers/honcho-headers.js';

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
}

/**
 * Ready options for the `openai` client (and any client taking the same
 * three fields): spread them into `new OpenAI(...)`.
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
 * `/v1`, `apiKey` is `HONCHO_API_KEY` (or the option), and `defaultHeaders`
 * carries the session, target and reasoning level given here.
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
 *   session, target or reasoning level. The key never appears in the message.
 */
export function openAIClientOptions(options: OpenAIClientOptionsInput = {}): OpenAIClientOptions {
  const { session, target, reasoningLevel, defaultHeaders, apiKey, baseURL, environment } = options;
  const honchoDefaults = honchoHeaders({ session, target, reasoningLevel });
  const config = resolveConfig({ apiKey, baseURL, environment });
  const result: OpenAIClientOptions = {
    baseURL: `${config.baseURL}/v1`,
    apiKey: config.apiKey ?? NO_API_KEY,
    defaultHeaders: { ...defaultHeaders, ...honchoDefaults },
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
