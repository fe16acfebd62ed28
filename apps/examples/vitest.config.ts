import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'examples',
    // A project run from the root config does not inherit its options: each sets its own timeouts.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    include: ['src/**/*.test.ts'],
    // Run separately on Node 22 by vitest.node22.config.ts.
    exclude: ['**/node_modules/**', '**/*.node22.test.ts'],
  },
});
