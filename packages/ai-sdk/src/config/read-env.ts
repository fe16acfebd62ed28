/**
 * Reads an environment variable on Node, Bun and Deno, and nowhere else
 * (browsers and edge workers have none), never throwing. Empty values count
 * as unset.
 *
 * `@honcho-ai/core` has the same helper, but this package depends only on
 * `@honcho-ai/sdk`, which does not re-export it.
 *
 * @internal
 */
export function readEnv(name: string): string | undefined {
  const globals = globalThis as { process?: { env?: Record<string, unknown> }; Deno?: { env?: { get?: (key: string) => unknown } } };
  let value: unknown;
  try {
    value = globals.process?.env?.[name];
    if (value === undefined && typeof globals.Deno?.env?.get === 'function') value = globals.Deno.env.get(name);
  } catch {
    // Deno without --allow-env throws on access.
    return undefined;
  }
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
