import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mastra',
    // A project run from the root config does not inherit its options: each sets its own timeouts.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // @mastra/core needs Node 22.13: its scenarios run separately on Node 22 by vitest.node22.config.ts.
    exclude: ['**/node_modules/**', '**/*.node22.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'], tsconfig: './tsconfig.test.json' },
  },
});
