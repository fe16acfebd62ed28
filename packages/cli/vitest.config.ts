import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    // A project run from the root config does not inherit its options: each sets its own timeouts.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
