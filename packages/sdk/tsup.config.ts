import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

export default defineConfig([
  { ...libraryBuild, entry: ['src/index.ts'] },
  // @honcho-ai/sdk/config: Node only (it reads files), so built for Node and kept out of the root entry.
  { ...libraryBuild, entry: { 'config/index': 'src/config-file/index.ts' }, platform: 'node', clean: false, dts: { compilerOptions: { types: ['node'] } } },
]);
