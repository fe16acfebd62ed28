import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'examples',
    include: ['src/**/*.test.ts'],
    // Run separately on Node 22 by vitest.node22.config.ts.
    exclude: ['**/node_modules/**', '**/*.node22.test.ts'],
  },
});
