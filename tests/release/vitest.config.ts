import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'release',
    // A project run from the root config does not inherit its options: each sets its own timeouts.
    testTimeout: 20_000,
    // The setup copies the workspace and applies the pending changesets (15 s on two idle cores; more when the rest of the suite runs beside it).
    hookTimeout: 180_000,
    include: ['**/*.test.ts'],
  },
});
