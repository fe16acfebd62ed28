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

/** The keys of {@link CallOptions}. @internal */
export type CallOptionKey = keyof CallOptions;

/**
 * The keys of {@link CallOptions}, for the checks that refuse unknown option
 * keys. `satisfies` ties the list to the type both ways: a key added to one
 * and not the other fails the type-check.
 *
 * @internal
 */
export const CALL_OPTION_KEYS = ['signal', 'timeout', 'maxRetries', 'headers'] as const satisfies readonly (keyof CallOptions)[];
/** Fails to compile when {@link CallOptions} has a key the list lacks. */
type EveryKeyListed<Unlisted extends never> = Unlisted;
export type CallOptionKeysComplete = EveryKeyListed<Exclude<keyof CallOptions, (typeof CALL_OPTION_KEYS)[number]>>;

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
