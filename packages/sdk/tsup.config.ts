import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

/**
 * The runtime-neutral entry points, in one build: `.` (what an app calls), `./integrations` (the building
 * blocks of adapters), `./webhooks` (the receiver kit, which shares nothing with the client but sdk-core) and `./tracing`
 * (OpenTelemetry, which imports `@opentelemetry/api`, so only apps that trace load it).
 * One build, because tsup's declaration pass of a build that cleans `dist` removes the declarations a
 * build running beside it wrote there.
 */
const entry = { index: 'src/index.ts', 'integrations/index': 'src/integrations/index.ts', webhooks: 'src/webhooks/receiver/index.ts', tracing: 'src/tracing/index.ts' };

// `@honcho-ai/sdk/config` is built by tsup.node.config.ts, after this one (the package's build script).
export default defineConfig([
  // Split, so the entries share one copy of each class (`instanceof Honcho` holds across them).
  { ...libraryBuild, entry, splitting: true },
]);
