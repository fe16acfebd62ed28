import type { Options } from 'tsup';

/**
 * How every package is built: ESM and CJS with declarations for each,
 * runtime-neutral output for Node 20+, Bun, Deno, browsers and edge runtimes.
 * Packages spread this and add their entry points (`entry: ['src/index.ts', ...]`):
 * each entry is bundled into one ESM and one CJS file.
 */
export const libraryBuild = {
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
} satisfies Options;
