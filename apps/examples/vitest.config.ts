import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'examples',
    include: ['src/**/*.test.ts'],
  },
});
