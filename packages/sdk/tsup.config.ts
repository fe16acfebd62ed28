import { defineConfig } from 'tsup';
import { libraryBuild, onDemandBuilds } from '../../tsup.shared.js';

export default defineConfig([
  ...onDemandBuilds,
  // `@honcho-ai/sdk/webhooks`: the receiver kit, one small ESM and one CJS file apart from the client.
  { ...libraryBuild, entry: { webhooks: 'src/webhooks/receiver/index.ts' }, clean: false },
]);
