import { defineConfig } from 'tsup';
import { libraryBuild, onDemandBuilds } from '../../tsup.shared.js';

export default defineConfig([
  ...onDemandBuilds,
  // @honcho-ai/sdk/config: Node only (it reads files), so built for Node and kept out of the root entry.
  { ...libraryBuild, entry: { 'config/index': 'src/config-file/index.ts' }, platform: 'node', clean: false, dts: { compilerOptions: { types: ['node'] } } },
  // `@honcho-ai/sdk/webhooks`: the receiver kit, one small ESM and one CJS file apart from the client.
  { ...libraryBuild, entry: { webhooks: 'src/webhooks/receiver/index.ts' }, clean: false },
]);
