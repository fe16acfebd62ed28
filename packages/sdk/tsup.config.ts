import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

// Three builds:
// - ESM for bundlers, emitted file for file (not bundled): an app's bundler
//   sees the same module graph as the sources and can keep what the sdk loads
//   with `import()` (streaming, structured output, uploads, context) out of the app's main chunk, since bundlers split
//   at file boundaries.
// - ESM for Node (the `node` export condition), bundled into one file plus the
//   chunks loaded with `import()`: Node pays per file at startup, and a
//   file-for-file build costs it about 100 ms more to import.
// - CJS, one bundled file.
export default defineConfig([
  {
    ...libraryBuild,
    format: ['esm'],
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/test-support/**'],
    bundle: false,
    dts: { entry: { index: 'src/index.ts' } },
  },
  { ...libraryBuild, format: ['esm'], entry: ['src/index.ts'], outDir: 'dist/node', dts: false, clean: false },
  { ...libraryBuild, format: ['cjs'], entry: ['src/index.ts'], clean: false },
]);
