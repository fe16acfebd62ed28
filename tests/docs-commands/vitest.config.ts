import { testProject } from '../../vitest.shared.js';

// The command runs set their own, longer bounds per test (the manifest's `seconds`).
export default testProject('docs-commands', {
  // A guide and its examples as they were before the guides became programs: test data, not tests.
  exclude: ['fixtures/**', '**/node_modules/**'],
  globalSetup: ['./global-setup.ts'],
  // guide-programs runs its programs concurrently: three at once keep both cores busy while one
  // installs, without slowing each so far that its own bounds (npm, tsc, the run) are reached.
  maxConcurrency: 3,
  // It installs, builds and packs in this checkout (npm run demo's install, turbo's replayed dist/),
  // which would change files under the other projects' feet: it runs after them, one file at a time.
  sequence: { groupOrder: 1 },
  maxWorkers: 1,
});
