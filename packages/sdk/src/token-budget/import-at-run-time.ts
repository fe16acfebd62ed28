/**
 * Imports a module by name at run time, where bundlers do not look: a
 * variable specifier is left to the runtime instead of being made a chunk
 * of the bundle. Resolves wherever the runtime resolves packages itself
 * (Node, Bun, Deno); rejects in a bundled app that has no such resolution.
 *
 * @internal
 */
export function importAtRunTime<T>(specifier: string): Promise<T> {
  return import(/* webpackIgnore: true */ /* @vite-ignore */ specifier) as Promise<T>;
}
