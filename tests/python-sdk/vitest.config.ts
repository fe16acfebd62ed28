import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'python-sdk',
    // A project run from the root config does not inherit its options: each sets its own timeouts.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '.venv/**'],
  },
});
