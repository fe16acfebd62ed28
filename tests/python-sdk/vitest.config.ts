import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'python-sdk',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '.venv/**'],
  },
});
