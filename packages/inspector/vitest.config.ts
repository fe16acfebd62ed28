import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'inspector',
    // A project run from the root config does not inherit its options: each sets its own timeouts.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
