import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

// A Node program with a browser UI: ESM only (the command and `startInspector` run on Node 20+), the
// UI built beside it by scripts/build-ui.mjs into dist/ui.
export default defineConfig([
  { ...libraryBuild, entry: ['src/index.ts'], format: ['esm'], platform: 'node' },
  { ...libraryBuild, entry: { bin: 'src/cli/bin.ts' }, format: ['esm'], platform: 'node', dts: false, clean: false },
]);
