import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'testing',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Run separately on Node 22 by vitest.node22.config.ts.
    exclude: ['**/node_modules/**', '**/*.node22.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'], tsconfig: './tsconfig.test.json' },
  },
});
