import type { RequestOptions } from '@honcho-ai/sdk-core';

/**
 * Per-call options every SDK method accepts: cancel with `signal`, bound the
 * call with `timeout` (milliseconds, covering retries and the body), and
 * override `maxRetries` or add `headers` for this call only.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * await session.addMessages(messages, { signal: controller.signal, timeout: 10_000 });
 * ```
 */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeout' | 'maxRetries' | 'headers'>;

/**
 * Picks the transport options out of a method's options object, which may
 * also hold method-specific fields.
 *
 * @internal
 */
export function requestOptions(options: CallOptions | undefined): CallOptions {
  if (!options) return {};
  const { signal, timeout, maxRetries, headers } = options;
  return { signal, timeout, maxRetries, headers };
}
