import { importAtRunTime } from './import-at-run-time.js';
import type { CountTokens, loadTokenCounter } from './token-count.js';

/**
 * `loadTokenCounter()` of `@honcho-ai/sdk` imported by package name at run
 * time, for code that every app of a package bundles (a server's tool) and
 * that must not carry the 1 MB tokenizer unless a budget is set. Works where
 * the runtime resolves packages (Node, Bun, Deno); in a bundled app it
 * rejects, and the caller asks for `await loadTokenCounter()` instead.
 *
 * @example
 * ```ts
 * const count = options.countTokens ?? (await runtimeTokenCounter());
 * ```
 */
export async function runtimeTokenCounter(): Promise<CountTokens> {
  const sdk = await importAtRunTime<{ loadTokenCounter: typeof loadTokenCounter }>('@honcho-ai/sdk');
  return sdk.loadTokenCounter();
}
