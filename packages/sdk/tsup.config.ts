import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

/** The two entry points, `.` (what an app calls) and `./integrations` (the building blocks of adapters), in every build. */
const entry = { index: 'src/index.ts', 'integrations/index': 'src/integrations/index.ts' };

export default defineConfig([
  // One build for both entries, split, so they share one copy of each class (`instanceof Honcho` holds across them).
  { ...libraryBuild, entry, splitting: true },
  // @honcho-ai/sdk/config: Node only (it reads files), so built for Node and kept out of the root entry.
  { ...libraryBuild, entry: { 'config/index': 'src/config-file/index.ts' }, platform: 'node', clean: false, dts: { compilerOptions: { types: ['node'] } } },
  // `@honcho-ai/sdk/webhooks`: the receiver kit, one small ESM and one CJS file apart from the client.
  { ...libraryBuild, entry: { webhooks: 'src/webhooks/receiver/index.ts' }, clean: false },
]);
