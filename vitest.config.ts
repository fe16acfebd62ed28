import { defineConfig } from 'vitest/config';

// One run over every package, so the test command ends with a single summary.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tests/*', 'bench'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
