import type { Options } from 'tsup';

/**
 * How every package is built: ESM and CJS with declarations for each,
 * runtime-neutral output for Node 20+, Bun, Deno, browsers and edge runtimes.
 * Packages spread this and add their entry points.
 */
export const libraryBuild = {
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
} satisfies Options;

/**
 * The builds of a package that loads rarely used code with `import()` (core,
 * sdk; decision 0007):
 * - ESM for bundlers, emitted file for file (not bundled): an app's bundler
 *   sees the same module graph as the sources and can keep what is loaded on
 *   demand out of the app's main chunk, since bundlers split at file boundaries.
 * - ESM for Node (the `node` export condition), bundled into one file plus the
 *   chunks loaded with `import()`: Node pays per file at startup, and a
 *   file-for-file build costs it about 100 ms more to import.
 * - CJS, one bundled file.
 */
export const onDemandBuilds = [
  {
    ...libraryBuild,
    format: ['esm'],
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/test-support/**'],
    bundle: false,
    dts: { entry: { index: 'src/index.ts' } },
  },
  { ...libraryBuild, format: ['esm'], entry: ['src/index.ts'], outDir: 'dist/node', dts: false, clean: false },
  { ...libraryBuild, format: ['cjs'], entry: ['src/index.ts'], clean: false },
] satisfies Options[];
