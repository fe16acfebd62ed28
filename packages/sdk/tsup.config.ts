import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

// ESM is emitted file for file (not bundled), so an app's bundler sees the
// same module graph as the sources and can keep what the sdk loads with
// `import()` (streaming, structured output, uploads, context) out of the app's main
// chunk: bundlers split at file boundaries. CJS stays one bundled file.
export default defineConfig([
  {
    ...libraryBuild,
    format: ['esm'],
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/test-support/**'],
    bundle: false,
    dts: { entry: { index: 'src/index.ts' } },
  },
  { ...libraryBuild, format: ['cjs'], entry: ['src/index.ts'], clean: false },
]);
