import { testProject } from '../../vitest.shared.js';

// The docs' programs and a user's project commands, each in a fresh project outside this checkout,
// installing from the packed packages: they change nothing here, so their two files run side by
// side, after the other projects (the commands run in this checkout come last: vitest.config.ts).
export default testProject('docs-programs', {
  include: ['guide-programs.test.ts', 'user-project-commands.test.ts'],
  globalSetup: ['./global-setup.ts'],
  // guide-programs runs its programs concurrently: three at once keep both cores busy while one
  // installs, without slowing each so far that its own bounds (npm, tsc, the run) are reached.
  maxConcurrency: 3,
  sequence: { groupOrder: 1 },
  maxWorkers: 2,
});
