/** Counts the tokens of a text, as the model's tokenizer would. */
export type CountTokens = (text: string) => number;

let loading: Promise<CountTokens> | undefined;

/**
 * The `o200k_base` token counter (the encoding the Honcho server counts with,
 * and the one of OpenAI's current models), from `gpt-tokenizer`. Loaded on
 * first use only: its ranks are about 2 MB of JavaScript, which an app that
 * sets no token budget never loads (bundlers put them in a chunk of their
 * own). Pure JavaScript, so it runs wherever the SDK does, edge runtimes
 * included.
 *
 * @example
 * ```ts
 * const count = await loadTokenCounter();
 * count('What Honcho knows about the user'); // 7
 * ```
 */
export function loadTokenCounter(): Promise<CountTokens> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then((encoding) => (text: string) => encoding.countTokens(text));
  return loading;
}
