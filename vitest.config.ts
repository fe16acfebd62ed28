import { defineConfig } from 'vitest/config';

// One run over every package, so the test command ends with a single summary.
export default defineConfig({
  test: {
    // Each project's own config sets its timeouts (20 s; the docs 60 s): a project given as a
    // file or folder does not inherit this config's test options (tests/repo checks they are set).
    projects: ['packages/*', 'apps/*', 'tests/*', 'bench'],
  },
});
