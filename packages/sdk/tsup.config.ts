import { defineConfig } from 'tsup';
import { onDemandBuilds } from '../../tsup.shared.js';

/** The two entry points, `.` (what an app calls) and `./integrations` (the building blocks of adapters), in every build. */
const entry = { index: 'src/index.ts', 'integrations/index': 'src/integrations/index.ts' };
const [bundlerEsm, nodeEsm, cjs] = onDemandBuilds;

export default defineConfig([
  { ...bundlerEsm, dts: { entry } },
  { ...nodeEsm, entry },
  // Split like the ESM builds, so both entries share one copy of each class (`instanceof Honcho` holds across them).
  { ...cjs, entry, splitting: true },
]);
