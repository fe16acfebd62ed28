import { testProject } from '../../vitest.shared.js';

// The command runs set their own, longer bounds per test (the manifest's `seconds`).
export default testProject('docs-commands', {
  // A guide and its examples as they were before the guides became programs: test data, not tests.
  // The programs and a user's project commands are the docs-programs project (vitest.programs.config.ts).
  exclude: ['fixtures/**', '**/node_modules/**', 'guide-programs.test.ts', 'user-project-commands.test.ts'],
  globalSetup: ['./global-setup.ts'],
  // It installs, builds and packs in this checkout (npm run demo's install, turbo's replayed dist/),
  // which would change files under the other projects' feet: it runs after them all, one file at a time.
  sequence: { groupOrder: 2 },
  maxWorkers: 1,
});
