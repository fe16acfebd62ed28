import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

// `@honcho-ai/sdk/config`: Node only (it reads files), so built for Node, apart from the runtime-neutral
// entries, and after them (`tsup && tsup --config tsup.node.config.ts`): their build cleans dist.
export default defineConfig({
  ...libraryBuild,
  entry: { 'config/index': 'src/config-file/index.ts' },
  platform: 'node',
  clean: false,
  dts: { compilerOptions: { types: ['node'] } },
});
