import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'release',
    // A project run from the root config does not inherit its options: each sets its own timeouts.
    testTimeout: 20_000,
    // The setup copies the workspace, applies the pending changesets, packs and dry-runs seven
    // packages: about 16 s of CPU time, and much longer on a loaded machine.
    hookTimeout: 180_000,
    include: ['**/*.test.ts'],
  },
});
