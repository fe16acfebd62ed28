import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

export default defineConfig([
  { ...libraryBuild, entry: ['src/index.ts'] },
  // The command: Node only, ESM only, no declarations; the shebang is kept from the source.
  { ...libraryBuild, entry: { bin: 'src/node/bin.ts' }, format: ['esm'], platform: 'node', dts: false, clean: false },
]);
